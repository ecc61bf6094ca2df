/// Everything the Today screen shows: the day's verdict, the week, adherence and the streak.
public struct TodayReport: Sendable, Hashable, Codable {
    /// Today's local date.
    public var date: LocalDate
    /// Today's verdict.
    public var day: DayVerdict
    /// The week containing today.
    public var week: WeekProgress
    /// Share of today's coding inside the window; `nil` when nothing was coded today.
    public var windowAdherence: Double?
    /// The goal streak.
    public var streak: StreakSummary

    /// Creates a report.
    public init(date: LocalDate, day: DayVerdict, week: WeekProgress, windowAdherence: Double?, streak: StreakSummary) {
        self.date = date
        self.day = day
        self.week = week
        self.windowAdherence = windowAdherence
        self.streak = streak
    }

    private enum CodingKeys: String, CodingKey { case date, day, week, windowAdherence, streak }

    /// Encodes every field, `windowAdherence` as `null` when nothing was coded today.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(day, forKey: .day)
        try c.encode(week, forKey: .week)
        try c.encode(windowAdherence, forKey: .windowAdherence)
        try c.encode(streak, forKey: .streak)
    }
}
