import CairnCore

/// The sessions joined from WakaTime heartbeats, with what happened on the way.
public struct HeartbeatImport: Sendable, Hashable, Codable {
    /// Sessions in time order, each of one project, none of zero length.
    public var sessions: [Session]
    /// Counts of what was read and left out.
    public var stats: HeartbeatStats

    /// Creates a result.
    public init(sessions: [Session], stats: HeartbeatStats) {
        self.sessions = sessions
        self.stats = stats
    }
}

/// What a heartbeat import read and left out.
public struct HeartbeatStats: Sendable, Hashable, Codable {
    /// Heartbeats in the input, duplicates included.
    public var heartbeatsRead: Int
    /// Heartbeats dropped as duplicates (same time, entity, type, project, branch, language).
    public var duplicatesDropped: Int
    /// Zero-length sessions left out: heartbeats with no neighbour within the timeout (or
    /// stretches whose heartbeats all share one instant).
    public var loneHeartbeats: Int

    /// Creates stats.
    public init(heartbeatsRead: Int, duplicatesDropped: Int, loneHeartbeats: Int) {
        self.heartbeatsRead = heartbeatsRead
        self.duplicatesDropped = duplicatesDropped
        self.loneHeartbeats = loneHeartbeats
    }
}
