/// Which days a streak counts.
public enum StreakDays: String, Sendable, Hashable, Codable, CaseIterable {
    /// Days with some: a Yes, more than 0, any choice but its none, or any day logged.
    case some
    /// Days with none: a No, 0, the choice's none, or a Nothing.
    case none
    /// Days whose day value lies in the rule's zone.
    case zone
}
