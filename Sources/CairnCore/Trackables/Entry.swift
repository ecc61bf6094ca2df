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
}
