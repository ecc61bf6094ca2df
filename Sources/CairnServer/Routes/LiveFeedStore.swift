import CairnApp
import CairnStore
import Foundation

/// The one connection the WakaTime routes write heartbeats through, for the server's lifetime,
/// used by one request at a time.
///
/// Opening a connection per request made each bulk pay for the schema check, and, when no other
/// connection was open, for SQLite's checkpoint and removal of the WAL on close; and concurrent
/// writers on their own connections waited on each other in SQLite's busy handler, which sleeps
/// in steps of milliseconds. Here they queue on a lock instead and run back to back.
final class LiveFeedStore: @unchecked Sendable {
    private let path: String
    /// Guards `store`, and every use of it.
    private let lock = NSLock()
    private var store: Store?

    init(path: String) {
        self.path = path
    }

    /// Runs `body` with the connection, opening it on first use (and again after a failed open).
    func with<T>(_ body: (Store) throws(StoreError) -> T) throws(StoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let open: Store
        if let store {
            open = store
        } else {
            open = try Store(path: path)
            store = open
        }
        return try body(open)
    }
}
