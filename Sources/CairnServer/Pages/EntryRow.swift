import CairnCore

/// One entry as `entry list --json` words it: what a card's list of recent entries shows.
public struct EntryRow: Sendable {
    /// The entry's id (what `entry edit` and `entry remove` take).
    public var id: Int64
    /// The trackable's name; `nil` for a Nothing.
    public var trackable: String?
    /// The day it counts for.
    public var date: LocalDate
    /// The instant, when one was logged (ISO 8601).
    public var at: String?
    /// The value as the CLI formats it ("6 km", "1h 20m"); "Nothing" for a Nothing.
    public var display: String?
    /// The words of a text entry.
    public var text: String?
    /// An Event's items, each field's value in words.
    public var items: [[String: String]]?

    /// Creates a row (the server decodes them from `entry list --json`).
    public init(id: Int64, trackable: String?, date: LocalDate, at: String? = nil, display: String? = nil, text: String? = nil,
                items: [[String: String]]? = nil) {
        self.id = id
        self.trackable = trackable
        self.date = date
        self.at = at
        self.display = display
        self.text = text
        self.items = items
    }

    /// The items as `cairn entry list` writes them: `exercise=Bench press,weight=80 kg; …`.
    public var itemsText: String? {
        guard let items, !items.isEmpty else { return nil }
        return items.map { item in item.keys.sorted().map { "\($0)=\(item[$0] ?? "")" }.joined(separator: ",") }.joined(separator: "; ")
    }
}
