import CairnCore
import Foundation

/// A card's recent entries, newest first: each with its date, its value as the CLI formats it,
/// its words or items, an Edit form (a new value as typed with its unit, or a new date, as
/// `entry edit` takes them) and a Delete button. Plain forms: they work before JavaScript.
public struct EntryListView: Sendable {
    /// The trackable's name, for the buttons' labels.
    public var trackable: String
    /// Its recent entries, newest first.
    public var entries: [EntryRow]
    /// The CSRF token each form carries.
    public var csrfToken: String
    /// The goals' zone: an entry's time is shown as the wall clock there ("09:40").
    public var zone: TimeZone?
    /// The page each form goes back to after its post (its `return` field, see `ReturnTarget`):
    /// the trackable page the list is on; `nil` on the cards, which the forms answer with.
    public var returnTo: String?

    /// Creates the list of one card.
    public init(trackable: String, entries: [EntryRow], csrfToken: String, zone: TimeZone? = nil, returnTo: String? = nil) {
        self.trackable = trackable
        self.entries = entries
        self.csrfToken = csrfToken
        self.zone = zone
        self.returnTo = returnTo
    }

    /// The wall-clock time of `at` (ISO 8601) in `zone`, as "09:40".
    static func clock(_ at: String, in zone: TimeZone) -> String? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        guard let instant = formatter.date(from: at) else { return nil }
        let seconds = Int(DayCalendar(timeZone: zone).secondsIntoDay(at: instant))
        let hours = seconds / 3600, minutes = seconds % 3600 / 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// The list as HTML, user text escaped.
    public func render() -> String {
        guard !entries.isEmpty else { return #"<p class="entries-none muted">Nothing logged yet.</p>"# }
        var parts = [#"<h3 class="entries-h">Recent entries</h3>"#, #"<ul class="entries">"#]
        for entry in entries { parts.append(render(entry)) }
        parts.append("</ul>")
        return parts.joined(separator: "\n")
    }

    private func render(_ entry: EntryRow) -> String {
        let date = entry.date.description
        var shown = #"<span class="entry-date"><time datetime="\#(date)">\#(Words.compact(entry.date))</time></span>"#
        if let at = entry.at, let zone, let clock = Self.clock(at, in: zone) {
            shown += #" <span class="entry-time"><time datetime="\#(Escape.attribute(at))">\#(clock)</time></span>"#
        }
        if let display = entry.display { shown += #" <span class="entry-value">\#(Escape.html(display))</span>"# }
        if let text = entry.text { shown += #" <span class="entry-note">“\#(Escape.html(text))”</span>"# }
        if let items = entry.itemsText { shown += #" <span class="entry-items">\#(Escape.html(items))</span>"# }
        let what = Escape.attribute("\(trackable) on \(Words.compact(entry.date))")
        let valueField = "entry-\(entry.id)-value", dateField = "entry-\(entry.id)-date"
        let back = returnTo.map { #"<input type="hidden" name="return" value="\#(Escape.attribute($0))">"# + "\n" } ?? ""
        return """
        <li data-entry="\(entry.id)">\(shown)
        <details class="entry-edit"><summary>Edit</summary>
        <form method="post" action="/trackables/entries/edit">
        \(Layout.csrfField(csrfToken))
        <input type="hidden" name="entry" value="\(entry.id)">
        \(back)<label for="\(valueField)">New value</label> <input id="\(valueField)" name="value" autocomplete="off" placeholder="\(Escape.attribute(entry.display ?? ""))">
        <label for="\(dateField)">Date</label> <input id="\(dateField)" name="date" autocomplete="off" placeholder="\(date)">
        <button type="submit" aria-label="Save the entry of \(what)">Save</button>
        </form>
        </details>
        <form class="entry-remove" method="post" action="/trackables/entries/remove">
        \(Layout.csrfField(csrfToken))
        <input type="hidden" name="entry" value="\(entry.id)">
        \(back)<button type="submit" class="quiet" aria-label="Delete the entry of \(what)">Delete</button>
        </form>
        </li>
        """
    }
}
