import CairnCore

/// A change to the goal settings, each value checked as it is read: what `goals set`'s flags,
/// the Settings form and `PUT /api/goals` give.
package struct GoalChange: Sendable {
    package var dailyMinutes: Int?
    package var weeklyMinutes: Int?
    package var window: TimeWindow?
    package var restDays: Set<Weekday>?
    package var timeZone: String?
    package var firstWeekday: Weekday?
    package var streakPolicy: StreakPolicy?
    /// The first day the change is in force (nil: from today, or for all time for the first goals set).
    package var from: LocalDate?

    /// Reads each value as typed, refusing any that is malformed or out of bounds (nothing is
    /// written until every one is known good).
    package init(daily: String?, weekly: String?, window: String?, restDays: String?, timeZone: String?,
                 weekStart: String?, streakPolicy: String?, from: String?) throws(AppError) {
        self.from = try from.map { text throws(AppError) in try Workspace.date(text, flag: "--from") }
        guard [daily, weekly, window, restDays, timeZone, weekStart, streakPolicy].contains(where: { $0 != nil }) else {
            throw .usage("goals set needs at least one of --daily, --weekly, --window, --rest-days, --time-zone, --week-start, --streak-policy")
        }
        dailyMinutes = try daily.map { text throws(AppError) in try Self.minutes(text, flag: "--daily") }
        weeklyMinutes = try weekly.map { text throws(AppError) in try Self.minutes(text, flag: "--weekly") }
        do throws(GoalConfigError) {
            self.window = try window.map { text throws(GoalConfigError) in try TimeWindow(parsing: text) }
            self.restDays = try restDays.map { text throws(GoalConfigError) in try GoalConfig.parseRestDays(text) }
            if let weekStart {
                guard let day = Weekday(name: weekStart) else { throw GoalConfigError.unknownWeekday(weekStart) }
                firstWeekday = day
            }
            if let streakPolicy {
                guard let value = StreakPolicy(rawValue: streakPolicy.lowercased()) else { throw GoalConfigError.unknownStreakPolicy(streakPolicy) }
                self.streakPolicy = value
            }
            var probe = GoalConfig(dailyGoalMinutes: dailyMinutes ?? 0, weeklyGoalMinutes: weeklyMinutes ?? 0)
            if let timeZone { probe.timeZoneIdentifier = timeZone }
            try probe.validate()
        } catch {
            throw .usage(error.description)
        }
        self.timeZone = timeZone
    }

    /// Applies the change to one version of the settings.
    package func apply(to config: inout GoalConfig) {
        if let dailyMinutes { config.dailyGoalMinutes = dailyMinutes }
        if let weeklyMinutes { config.weeklyGoalMinutes = weeklyMinutes }
        if let window { config.window = window }
        if let restDays { config.restDays = restDays }
        if let timeZone { config.timeZoneIdentifier = timeZone }
        if let firstWeekday { config.firstWeekday = firstWeekday }
        if let streakPolicy { config.streakPolicy = streakPolicy }
    }

    /// Parses a whole number of minutes for `flag`; negative numbers reach validation.
    private static func minutes(_ text: String, flag: String) throws(AppError) -> Int {
        guard let value = Int(text) else { throw .usage("\(flag) takes a whole number of minutes, got \"\(text)\"") }
        return value
    }
}
