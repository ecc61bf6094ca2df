/// The truth about one local date: what was coded, what was asked, and how it stands.
public struct DayVerdict: Sendable, Hashable, Codable {
    /// The local date.
    public var date: LocalDate
    /// Seconds coded that day, overlaps merged.
    public var codedSeconds: Double
    /// The part of it inside the preferred window.
    public var insideWindowSeconds: Double
    /// The part of it known only as a day total (a daily-summary import): it counts towards the
    /// rings but has no time of day, so it is left out of window adherence.
    public var untimedSeconds: Double
    /// Seconds the day asks for: 0 on a rest day or a date that does not exist.
    public var goalSeconds: Double
    /// Whether the weekday is a rest day.
    public var isRestDay: Bool
    /// The day's state; `nil` outside the series (before the first session or after today).
    public var status: DayStatus?

    /// Creates a verdict.
    public init(date: LocalDate, codedSeconds: Double, insideWindowSeconds: Double, goalSeconds: Double,
                isRestDay: Bool, status: DayStatus?, untimedSeconds: Double = 0) {
        self.date = date
        self.codedSeconds = codedSeconds
        self.insideWindowSeconds = insideWindowSeconds
        self.untimedSeconds = untimedSeconds
        self.goalSeconds = goalSeconds
        self.isRestDay = isRestDay
        self.status = status
    }

    /// coded / goal, above 1 when overshooting; 0 when the goal is 0.
    public var ringProgress: Double { goalSeconds > 0 ? codedSeconds / goalSeconds : 0 }

    /// On a rest day: nothing coded; otherwise: coded at least the goal.
    public var goalMet: Bool { isRestDay ? codedSeconds == 0 : codedSeconds >= goalSeconds }

    /// Seconds of coding whose time of day is known.
    public var timedSeconds: Double { codedSeconds - untimedSeconds }

    /// Share of the day's timed coding inside the window; `nil` when none was timed.
    public var windowAdherence: Double? { timedSeconds > 0 ? insideWindowSeconds / timedSeconds : nil }

    private enum CodingKeys: String, CodingKey {
        case date, codedSeconds, insideWindowSeconds, untimedSeconds, goalSeconds, isRestDay, ringProgress, goalMet, status
    }

    /// Encodes the stored fields and the derived `ringProgress` and `goalMet` (`untimedSeconds`
    /// only when there is some); outside the series
    /// `goalMet` and `status` are `null`, since no verdict was given.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(codedSeconds, forKey: .codedSeconds)
        try c.encode(insideWindowSeconds, forKey: .insideWindowSeconds)
        if untimedSeconds > 0 { try c.encode(untimedSeconds, forKey: .untimedSeconds) }
        try c.encode(goalSeconds, forKey: .goalSeconds)
        try c.encode(isRestDay, forKey: .isRestDay)
        try c.encode(ringProgress, forKey: .ringProgress)
        if status == nil { try c.encodeNil(forKey: .goalMet) } else { try c.encode(goalMet, forKey: .goalMet) }
        try c.encode(status, forKey: .status)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        date = try c.decode(LocalDate.self, forKey: .date)
        codedSeconds = try c.decode(Double.self, forKey: .codedSeconds)
        insideWindowSeconds = try c.decode(Double.self, forKey: .insideWindowSeconds)
        untimedSeconds = try c.decodeIfPresent(Double.self, forKey: .untimedSeconds) ?? 0
        goalSeconds = try c.decode(Double.self, forKey: .goalSeconds)
        isRestDay = try c.decode(Bool.self, forKey: .isRestDay)
        status = try c.decodeIfPresent(DayStatus.self, forKey: .status)
    }
}
