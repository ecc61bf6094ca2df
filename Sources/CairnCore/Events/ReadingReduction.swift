/// How a Reading reduces the values it reads (within an event, or across a day).
public enum ReadingReduction: String, Sendable, Hashable, Codable, CaseIterable {
    /// The largest value.
    case max
    /// The smallest value.
    case min
    /// The sum.
    case sum
    /// The mean.
    case mean
    /// How many values there are (items, or events with some).
    case count
    /// The last value (by the event's instant, then the items' order).
    case last
}
