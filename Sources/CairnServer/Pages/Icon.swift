/// The icons that carry meaning, as inline SVG with their words as the text alternative (never
/// an emoji, which screen readers name differently and fonts draw differently): the streak's
/// flame, the rest day's leaf and the earned moment's trophy. The terminal keeps its text.
enum Icon {
    /// The flame of a streak; `label` is what it says ("streak 8 days"), or `nil` when the words
    /// beside it say it already (then it is hidden from assistive technology).
    static func flame(_ label: String? = nil) -> String {
        svg(label, #"<path class="icon-flame" d="M8 1c.5 2.6 3.8 4.2 3.8 8.1A3.8 3.8 0 0 1 8 13a3.8 3.8 0 0 1-3.8-3.9c0-1.8 1-3 1.9-3.8-.1 1.4.5 2.4 1.4 2.7C7.2 5.6 7 3.2 8 1z"/>"#)
    }

    /// The leaf of a rest day.
    static func leaf(_ label: String? = nil) -> String {
        svg(label, #"<path class="icon-leaf" d="M13.5 2.5C7 2.5 2.5 5.5 2.5 10.2c0 1.2.4 2.3 1 3.3C5 9.8 7.6 7.6 10.4 6.4 8 8 6 10.3 4.8 13.6c.9.4 1.8.6 2.8.6 4.2 0 5.9-4 5.9-11.7z"/>"#)
    }

    /// The trophy of an earned moment.
    static func trophy(_ label: String? = nil) -> String {
        svg(label, #"<path class="icon-trophy" d="M4 2h8v1.5h2.5V6A3 3 0 0 1 11.7 9 4 4 0 0 1 9 11v1.5h2.5V14h-7v-1.5H7V11a4 4 0 0 1-2.7-2A3 3 0 0 1 1.5 6V3.5H4V2zm0 3H3v1a1.5 1.5 0 0 0 1.1 1.4A4 4 0 0 1 4 7V5zm8 0v2l-.1.4A1.5 1.5 0 0 0 13 6V5h-1z"/>"#)
    }

    /// Escaped text (a toast the application layer worded for the terminal too) with its emoji
    /// drawn as these icons, each named in words.
    static func replacingEmoji(in html: String) -> String {
        html.replacingOccurrences(of: "🏆", with: trophy("earned")).replacingOccurrences(of: "🔥", with: flame("streak"))
            .replacingOccurrences(of: "🌱", with: leaf("rest day"))
    }

    private static func svg(_ label: String?, _ body: String) -> String {
        let name = label.map { #"role="img" aria-label="\#(Escape.attribute($0))""# } ?? #"aria-hidden="true""#
        return #"<svg class="icon" viewBox="0 0 16 16" width="16" height="16" focusable="false" \#(name)>\#(body)</svg>"#
    }
}
