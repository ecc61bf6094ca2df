/// A streak's standing run and its longest, as ``Runs/streaks(_:start:today:)`` reads them.
public struct RunSummary: Sendable, Hashable, Codable {
    /// The run that stands today (``Runs/liveRun(_:start:today:)``), 0 when none stands.
    public var current: Int
    /// The longest run ever.
    public var best: Int

    /// Creates a summary.
    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }
}
