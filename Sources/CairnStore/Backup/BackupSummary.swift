/// How many records an export wrote or a restore stored.
public struct BackupSummary: Sendable, Hashable, Codable {
    /// Versions of the goal settings.
    public var goalVersions = 0
    /// Trackables.
    public var trackables = 0
    /// Zones.
    public var zones = 0
    /// Readings of event trackables.
    public var readings = 0
    /// Achievement rules.
    public var rules = 0
    /// Disruption rows.
    public var disruptions = 0
    /// Day totals.
    public var dayTotals = 0
    /// Entries, Nothings included.
    public var entries = 0
    /// Sessions (a restore counts those new to the database).
    public var sessions = 0
    /// Heartbeats of the live feed.
    public var heartbeats = 0
    /// Moment keys in the seen set.
    public var seen = 0

    /// An empty summary.
    public init() {}
}
