/// How far a long import has come, for the adapter to show (the CLI's bar, the page's stream).
package enum ImportProgress: Sendable, Hashable {
    /// A phase with no count yet: "reading and joining the heartbeats of FILE…".
    case status(String)
    /// `done` of `total` rows stored.
    case stored(done: Int, of: Int)
    /// The work is over; whatever was shown can go.
    case finished
}
