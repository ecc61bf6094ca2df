/// How many records an export wrote or a restore stored.
public struct BackupSummary: Sendable, Hashable, Codable {
    public var goalVersions = 0
    public var trackables = 0
    public var zones = 0
    public var rules = 0
    public var disruptions = 0
    public var dayTotals = 0
    public var entries = 0
    public var sessions = 0
    /// Moment keys in the seen set.
    public var seen = 0

    /// An empty summary.
    public init() {}
}
