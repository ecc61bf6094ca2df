/// Days on hold: a holiday, an illness, a Loop Habit Tracker skip.
public struct Disruption: Sendable, Hashable, Codable {
    /// The first day on hold.
    public var from: LocalDate
    /// The last day on hold (inclusive).
    public var to: LocalDate
    /// Why, in the person's words.
    public var reason: String
    /// The trackables it is for; `nil` or empty means every trackable.
    public var trackableIds: Set<Int64>?

    /// Creates a disruption of `from ... to`.
    public init(from: LocalDate, to: LocalDate, reason: String = "", trackableIds: Set<Int64>? = nil) {
        self.from = Swift.min(from, to)
        self.to = Swift.max(from, to)
        self.reason = reason
        self.trackableIds = trackableIds
    }

    /// Whether it covers every trackable.
    public var coversAll: Bool { trackableIds?.isEmpty ?? true }

    /// Whether it puts `trackableId` on hold (on some day).
    public func applies(to trackableId: Int64) -> Bool {
        coversAll || (trackableIds?.contains(trackableId) ?? false)
    }

    /// Whether it puts `trackableId` on hold on `date`.
    public func covers(_ date: LocalDate, trackableId: Int64) -> Bool {
        date >= from && date <= to && applies(to: trackableId)
    }
}

extension Disruption {
    /// The reason given to a date that does not exist in the zone.
    public static let missingDateReason = "date does not exist in this time zone"

    /// A disruption for every trackable on each date of `table` that does not exist in its zone
    /// (Pacific/Apia 2011-12-30), so such a date is on hold, for Logged anything too.
    ///
    /// For the edges (store, CLI), which know the zone: the engine itself has none.
    /// - Complexity: O(days of the table), no calendar call.
    package static func missingDates(in table: DayTable) -> [Disruption] {
        (0..<table.count).filter { table.length(ofDay: $0) <= 0 }.map {
            Disruption(from: table.date(at: $0), to: table.date(at: $0), reason: missingDateReason)
        }
    }
}
