import Foundation

/// One logged value of a trackable on a local date, or a Nothing.
public struct Entry: Sendable, Hashable, Codable {
    /// The trackable's row id; `nil` for a Nothing (a day the person says nothing happened).
    public var trackableId: Int64?
    /// The local date it belongs to.
    public var date: LocalDate
    /// When it was logged, if known (orders entries for a `last` day value).
    public var instant: Date?
    /// The value in the base unit of the trackable's quantity; `nil` for a habit, a text or a Nothing.
    public var value: Double?
    /// Who logged it.
    public var source: EntrySource
    /// An Event's items (an event trackable's entry), a value per field; empty otherwise.
    public var items: [EventItem] {
        get { extra?.items ?? [] }
        set { extra = EntryExtra.make(items: newValue, tags: tags) }
    }
    /// The tags attached to it (tag trackables' ids).
    public var tags: [Int64] {
        get { extra?.tags ?? [] }
        set { extra = EntryExtra.make(items: items, tags: newValue) }
    }
    /// Items and tags, kept out of line: most entries have neither, and the engine copies
    /// entries by the hundred thousand.
    private var extra: EntryExtra?

    /// Creates an entry of a trackable.
    public init(trackableId: Int64, date: LocalDate, value: Double?, instant: Date? = nil, source: EntrySource = .manual) {
        self.init(subject: trackableId, date: date, value: value, instant: instant, source: source)
    }

    private init(subject: Int64?, date: LocalDate, value: Double?, instant: Date?, source: EntrySource) {
        trackableId = subject
        self.date = date
        self.instant = instant
        self.value = value
        self.source = source
    }

    /// A Nothing on `date`: it counts as "none" for every trackable, and as the person's own entry.
    public static func nothing(on date: LocalDate, instant: Date? = nil) -> Entry {
        Entry(subject: nil, date: date, value: nil, instant: instant, source: .manual)
    }

    /// Whether this is a Nothing.
    public var isNothing: Bool { trackableId == nil }

    private enum CodingKeys: String, CodingKey {
        case trackableId, date, instant, value, source, items, tags
    }

    /// Decodes an entry; `items` and `tags` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trackableId = try container.decodeIfPresent(Int64.self, forKey: .trackableId)
        date = try container.decode(LocalDate.self, forKey: .date)
        instant = try container.decodeIfPresent(Date.self, forKey: .instant)
        value = try container.decodeIfPresent(Double.self, forKey: .value)
        source = try container.decode(EntrySource.self, forKey: .source)
        extra = EntryExtra.make(items: try container.decodeIfPresent([EventItem].self, forKey: .items) ?? [],
                                tags: try container.decodeIfPresent([Int64].self, forKey: .tags) ?? [])
    }

    /// Encodes an entry, leaving out empty items and tags.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(trackableId, forKey: .trackableId)
        try container.encode(date, forKey: .date)
        try container.encodeIfPresent(instant, forKey: .instant)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encode(source, forKey: .source)
        if !items.isEmpty { try container.encode(items, forKey: .items) }
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
    }
}

/// An entry's items and tags, shared between copies and never changed in place.
private final class EntryExtra: Sendable, Hashable {
    let items: [EventItem]
    let tags: [Int64]

    private init(items: [EventItem], tags: [Int64]) {
        self.items = items
        self.tags = tags
    }

    /// The extra holding `items` and `tags`, or `nil` when both are empty.
    static func make(items: [EventItem], tags: [Int64]) -> EntryExtra? {
        items.isEmpty && tags.isEmpty ? nil : EntryExtra(items: items, tags: tags)
    }

    static func == (lhs: EntryExtra, rhs: EntryExtra) -> Bool {
        lhs.items == rhs.items && lhs.tags == rhs.tags
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(tags)
    }
}
