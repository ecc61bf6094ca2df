/// Coding seconds attributed to one local date: all of it, and the part inside the window.
public struct DayTotals: Sendable, Hashable, Codable {
    /// Seconds of coding on the day, after overlapping sessions were merged.
    public var codedSeconds: Double
    /// The part of `codedSeconds` at which the wall clock was inside the preferred window.
    public var insideWindowSeconds: Double

    /// Creates totals.
    public init(codedSeconds: Double = 0, insideWindowSeconds: Double = 0) {
        self.codedSeconds = codedSeconds
        self.insideWindowSeconds = insideWindowSeconds
    }
}
