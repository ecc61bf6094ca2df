/// How coding on a rest day affects the goal streak. A rested rest day counts under both.
public enum StreakPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Coding on a rest day breaks the run.
    case strict
    /// Coding on a rest day neither breaks the run nor adds to it.
    case lenient
}
