/// How full the week's ring is.
public struct WeekProgress: Sendable, Hashable, Codable {
    /// The first date of the week.
    public var start: LocalDate
    /// Seconds coded in the week so far.
    public var codedSeconds: Double
    /// The weekly goal in seconds.
    public var goalSeconds: Double
    /// coded / goal (0 when the goal is 0; above 1 when overshooting).
    public var progress: Double
    /// Share of the week's coding inside the window; `nil` when nothing was coded.
    public var windowAdherence: Double?
    /// The week's days, first weekday first, through the last day asked for.
    public var days: [DayVerdict]

    /// Creates a week's progress.
    public init(start: LocalDate, codedSeconds: Double, goalSeconds: Double, progress: Double,
                windowAdherence: Double?, days: [DayVerdict]) {
        self.start = start
        self.codedSeconds = codedSeconds
        self.goalSeconds = goalSeconds
        self.progress = progress
        self.windowAdherence = windowAdherence
        self.days = days
    }

    private enum CodingKeys: String, CodingKey {
        case start, codedSeconds, goalSeconds, progress, windowAdherence, days
    }

    /// Encodes every field, `windowAdherence` as `null` when nothing was coded.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(start, forKey: .start)
        try c.encode(codedSeconds, forKey: .codedSeconds)
        try c.encode(goalSeconds, forKey: .goalSeconds)
        try c.encode(progress, forKey: .progress)
        try c.encode(windowAdherence, forKey: .windowAdherence)
        try c.encode(days, forKey: .days)
    }
}
