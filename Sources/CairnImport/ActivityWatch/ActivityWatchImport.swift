import CairnCore

/// The sessions read from an ActivityWatch export, with how they were chosen.
public struct ActivityWatchImport: Sendable, Hashable, Codable {
    /// Sessions in time order.
    public var sessions: [Session]
    /// The ids of the buckets whose events became sessions.
    public var buckets: [String]
    /// Whether those events were cut to not-AFK time (window buckets with an AFK bucket).
    public var afkFiltered: Bool

    /// Creates a result.
    public init(sessions: [Session], buckets: [String], afkFiltered: Bool) {
        self.sessions = sessions
        self.buckets = buckets
        self.afkFiltered = afkFiltered
    }
}
