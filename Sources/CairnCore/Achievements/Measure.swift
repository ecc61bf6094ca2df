/// What a rule reads after each day.
public enum Measure: String, Sendable, Hashable, Codable, CaseIterable {
    /// The run of days in a row that count.
    case streak
    /// The day's own value.
    case best
    /// The running sum.
    case total
    /// How many days have counted (days in a zone).
    case count
}
