/// What became of heartbeats received: stored, or kept in the inbox to be stored later.
package enum HeartbeatOutcome: Sendable, Hashable {
    /// Stored in the database: which were new (same order).
    case stored([Bool])
    /// Synced to the inbox, to be stored when the database is free.
    case queued
}
