import CairnCore

/// The coding analytics of a range (`GET /api/coding`): where the time went, day by day, and
/// when in the week.
package struct CodingAnalyticsDocument: Sendable, Hashable, Codable {
    /// The range asked for and the days it covers.
    package var range: CodingRangeDocument
    /// Every coded second of the range (timed and from daily totals); the breakdowns' rows each add up to it.
    package var totalSeconds: Double
    /// The days that are neither rest days nor on hold, with a verdict (from the first day with coding through today).
    package var workingDays: Int
    /// The coded seconds of the working days over their number; null with no working day.
    package var averagePerWorkingDaySeconds: Double?
    /// The day with the most coding; null when nothing was coded.
    package var bestDay: CodingDayTotal?
    /// The time per project, language, editor and source, as `cairn breakdown` gives it.
    package var breakdowns: [CodingBreakdown]
    /// One entry per day of the range.
    package var days: [CodingDay]
    /// Seconds per weekday and wall-clock hour, seven rows from the first weekday in force at the end.
    package var rhythm: [CodingRhythmRow]
}

/// The range a coding document covers.
package struct CodingRangeDocument: Sendable, Hashable, Codable {
    /// `7d`, `30d`, `month`, `year`, `all` or `custom`.
    package var key: String
    /// The first and last day, both included.
    package var from: LocalDate, to: LocalDate
}

/// One breakdown of the range.
package struct CodingBreakdown: Sendable, Hashable, Codable {
    /// `project`, `language`, `editor` or `source`.
    package var by: BreakdownDimension
    /// The rows, most time first, their shares adding up to 1.
    package var rows: [BreakdownRow]
}

/// One day of the range, as its bar shows it.
package struct CodingDay: Sendable, Hashable, Codable {
    package var date: LocalDate
    /// The day's coded seconds.
    package var seconds: Double
    /// The daily goal in force (0 on a rest day).
    package var goalSeconds: Double
    package var isRestDay: Bool
    /// A disruption, or a date that does not exist.
    package var onHold: Bool
    /// The day's status; null before the first day with coding and after today.
    package var status: DayStatus?
}

/// A day and its seconds.
package struct CodingDayTotal: Sendable, Hashable, Codable {
    package var date: LocalDate
    package var seconds: Double
}

/// One weekday's row of the rhythm chart.
package struct CodingRhythmRow: Sendable, Hashable, Codable {
    package var weekday: Weekday
    /// 24 values: seconds coded while the wall clock showed 00:00–00:59, 01:00–01:59, …
    package var seconds: [Double]
}
