import CairnCore

/// Coding time known only per day (a summary export has no time of day): it counts toward a
/// day's ring but not toward window adherence.
public struct DayTotal: Sendable, Hashable, Codable {
    /// The user-local date the total belongs to.
    public var date: LocalDate
    /// Seconds coded that day (0 or more).
    public var seconds: Double
    /// Where the total came from (`wakatime`).
    public var source: String

    /// Creates a total.
    public init(date: LocalDate, seconds: Double, source: String) {
        self.date = date
        self.seconds = seconds
        self.source = source
    }
}
