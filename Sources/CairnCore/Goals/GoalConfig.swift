import Foundation

/// What the user declares: how much per day and per week, which hours, which days off, where.
public struct GoalConfig: Sendable, Hashable, Codable {
    /// Minutes of coding wanted on each working day.
    public var dailyGoalMinutes: Int
    /// Minutes wanted per week (deliberately not the daily goal × 5).
    public var weeklyGoalMinutes: Int
    /// The preferred hours.
    public var window: TimeWindow
    /// Weekdays with no expectation, where not coding is the success.
    public var restDays: Set<Weekday>
    /// The tz database name days are counted in.
    public var timeZoneIdentifier: String
    /// The first day of a week.
    public var firstWeekday: Weekday
    /// How coding on a rest day affects the streak.
    public var streakPolicy: StreakPolicy

    /// Creates a configuration; the defaults are 4 h a day, 20 h a week, 09:00-18:00,
    /// Saturday and Sunday off, UTC, weeks from Monday, lenient streaks.
    public init(
        dailyGoalMinutes: Int = 240,
        weeklyGoalMinutes: Int = 1200,
        window: TimeWindow = TimeWindow(startMinute: 9 * 60, endMinute: 18 * 60),
        restDays: Set<Weekday> = [.saturday, .sunday],
        timeZoneIdentifier: String = "UTC",
        firstWeekday: Weekday = .monday,
        streakPolicy: StreakPolicy = .lenient
    ) {
        self.dailyGoalMinutes = dailyGoalMinutes
        self.weeklyGoalMinutes = weeklyGoalMinutes
        self.window = window
        self.restDays = restDays
        self.timeZoneIdentifier = timeZoneIdentifier
        self.firstWeekday = firstWeekday
        self.streakPolicy = streakPolicy
    }

    /// The time zone named by ``timeZoneIdentifier``.
    ///
    /// - Throws: ``GoalConfigError/unknownTimeZone(_:)`` for a name the tz database lacks.
    public func timeZone() throws(GoalConfigError) -> TimeZone {
        guard let zone = TimeZone(identifier: timeZoneIdentifier) else {
            throw .unknownTimeZone(timeZoneIdentifier)
        }
        return zone
    }

    /// Refuses negative or implausible goals (more than 24 h a day or 168 h a week, see
    /// ``Plausible``), an empty or malformed window and an unknown zone.
    public func validate() throws(GoalConfigError) {
        if dailyGoalMinutes < 0 { throw .negativeGoal(name: "daily", minutes: dailyGoalMinutes) }
        if weeklyGoalMinutes < 0 { throw .negativeGoal(name: "weekly", minutes: weeklyGoalMinutes) }
        do throws(PlausibleError) {
            try Plausible.dailyGoal(minutes: dailyGoalMinutes)
            try Plausible.weeklyGoal(minutes: weeklyGoalMinutes)
        } catch {
            throw .implausible(error)
        }
        try window.validate()
        _ = try timeZone()
    }

    /// Parses a comma-separated list of weekdays (`sat,sun`), or `none` for no rest days.
    public static func parseRestDays(_ text: String) throws(GoalConfigError) -> Set<Weekday> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "none" || trimmed.isEmpty { return [] }
        var days: Set<Weekday> = []
        for name in trimmed.split(separator: ",") {
            let clean = name.trimmingCharacters(in: .whitespaces)
            guard let day = Weekday(name: clean) else { throw .unknownWeekday(clean) }
            days.insert(day)
        }
        return days
    }

    private enum CodingKeys: String, CodingKey {
        case dailyGoalMinutes, weeklyGoalMinutes, window, restDays, timeZone, weekStart, streakPolicy
    }

    /// Encodes with rest days in weekday order, so the same settings always give the same text.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(dailyGoalMinutes, forKey: .dailyGoalMinutes)
        try c.encode(weeklyGoalMinutes, forKey: .weeklyGoalMinutes)
        try c.encode(window, forKey: .window)
        try c.encode(restDays.sorted(), forKey: .restDays)
        try c.encode(timeZoneIdentifier, forKey: .timeZone)
        try c.encode(firstWeekday, forKey: .weekStart)
        try c.encode(streakPolicy, forKey: .streakPolicy)
    }

    /// Decodes; a missing key takes its default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = GoalConfig()
        self.init(
            dailyGoalMinutes: try c.decodeIfPresent(Int.self, forKey: .dailyGoalMinutes) ?? defaults.dailyGoalMinutes,
            weeklyGoalMinutes: try c.decodeIfPresent(Int.self, forKey: .weeklyGoalMinutes) ?? defaults.weeklyGoalMinutes,
            window: try c.decodeIfPresent(TimeWindow.self, forKey: .window) ?? defaults.window,
            restDays: Set(try c.decodeIfPresent([Weekday].self, forKey: .restDays) ?? Array(defaults.restDays)),
            timeZoneIdentifier: try c.decodeIfPresent(String.self, forKey: .timeZone) ?? defaults.timeZoneIdentifier,
            firstWeekday: try c.decodeIfPresent(Weekday.self, forKey: .weekStart) ?? defaults.firstWeekday,
            streakPolicy: try c.decodeIfPresent(StreakPolicy.self, forKey: .streakPolicy) ?? defaults.streakPolicy)
    }
}
