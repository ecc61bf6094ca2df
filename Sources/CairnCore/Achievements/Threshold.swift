/// When a rule fires: on each rung of a ladder, or on each new record.
public enum Threshold: Sendable, Hashable, Codable {
    /// Fires once per rung, the day the best value seen reaches it; never taken back.
    case ladder(Ladder)
    /// Fires on each day that beats every day before it, once `minHistory` days with a value
    /// (default ``Threshold/defaultMinHistory``, stored only when changed) have been seen.
    case record(minHistory: Int?)

    /// Days with a value a record waits for by default.
    public static let defaultMinHistory = 5
}
