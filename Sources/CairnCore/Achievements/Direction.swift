/// Which extreme a best rule watches: a new highest or a new lowest.
public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Higher is the extreme ("new highest").
    case high
    /// Lower is the extreme ("new lowest").
    case low
}
