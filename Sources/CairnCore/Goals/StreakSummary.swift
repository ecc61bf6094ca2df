/// The goal streak: the run standing today, the longest ever, and the policy that counted them.
public struct StreakSummary: Sendable, Hashable, Codable {
    /// Days in the run that stands today (0 when it broke).
    public var current: Int
    /// The longest run in the history.
    public var best: Int
    /// The policy used.
    public var policy: StreakPolicy

    /// Creates a summary.
    public init(current: Int, best: Int, policy: StreakPolicy) {
        self.current = current
        self.best = best
        self.policy = policy
    }
}
