import Foundation

/// The wall-clock time of day of instants in the time zone in force on their local date (by
/// the goal settings' history), with one `TimeZone` per zone named.
struct ZoneClocks {
    private let goals: GoalHistory?
    private var zones: [String: DayCalendar] = [:]
    private static let utc = DayCalendar(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

    init(goals: GoalHistory?) {
        self.goals = goals
    }

    /// Seconds after local midnight at `instant`, on the wall clock of the zone in force on `date`.
    mutating func secondsIntoDay(at instant: Date, on date: LocalDate) -> Double {
        guard let identifier = goals?.config(on: date).timeZoneIdentifier else { return Self.utc.secondsIntoDay(at: instant) }
        if let calendar = zones[identifier] { return calendar.secondsIntoDay(at: instant) }
        let calendar = TimeZone(identifier: identifier).map(DayCalendar.init(timeZone:)) ?? Self.utc
        zones[identifier] = calendar
        return calendar.secondsIntoDay(at: instant)
    }
}
