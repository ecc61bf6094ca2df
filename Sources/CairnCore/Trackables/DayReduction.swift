/// How the entries of one trackable on one day become that day's value.
public enum DayReduction: String, Sendable, Hashable, Codable, CaseIterable {
    /// The sum of the day's values (cigarettes, kilometres, minutes).
    case sum
    /// The mean of the day's values.
    case mean
    /// The value logged last (by instant when entries have one, else in order given).
    case last
    /// The smallest value.
    case min
    /// The largest value.
    case max
    /// The earliest clock time (the smallest seconds after midnight).
    case earliest
    /// The latest clock time (the largest seconds after midnight).
    case latest
}
