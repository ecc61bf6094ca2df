import CairnCore

/// One breakdown as horizontal bars: each name with its time and share, the bar's length its
/// part of the longest row's time; a project's name links to its own page.
struct ShareBarsView: Sendable {
    struct Row: Sendable, Hashable {
        var name: String
        var seconds: Double
        var share: Double
        /// The name's page, when it has one.
        var link: String?
    }

    var title: String
    var rows: [Row]

    /// The bar's width in percent of the track: the row's time against the longest row's.
    static func width(_ seconds: Double, longest: Double) -> Double { longest > 0 ? seconds / longest * 100 : 0 }

    func render() -> String {
        guard !rows.isEmpty else { return #"<section class="shares"><h3>\#(Escape.html(title))</h3><p>Nothing coded in this range.</p></section>"# }
        let longest = rows.map(\.seconds).max() ?? 0
        let items = rows.map { row in
            let percent = Int((row.share * 100).rounded())
            let label = row.link.map { #"<a href="\#(Escape.attribute($0))"><bdi>\#(Escape.html(row.name))</bdi></a>"# } ?? "<bdi>\(Escape.html(row.name))</bdi>"
            return #"<li><span class="name">\#(label)</span><svg class="share" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="10"/><rect class="fill" width="\#(n(Self.width(row.seconds, longest: longest)))" height="10"/></svg><span class="value">\#(Escape.html(Words.short(row.seconds))) · \#(percent) %</span></li>"#
        }.joined(separator: "\n")
        return #"<section class="shares"><h3>\#(Escape.html(title))</h3><ul>"# + "\n" + items + "\n</ul></section>"
    }
}
