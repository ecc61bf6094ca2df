import CairnStore
import Foundation

/// The connections a long-running server keeps to its database: one per thread that asks,
/// opened (and its schema checked) on that thread's first request and kept for the next, so a
/// request pays for no open. A thread runs one request at a time, so no connection is ever
/// shared; each read starts a new transaction, so a write made meanwhile by the command line (or
/// another thread) shows on the next request.
///
/// At most ``limit`` threads keep one; a call from any other thread opens a connection of its
/// own that closes when the call is done.
package final class ConnectionCache: @unchecked Sendable {
    /// The database file.
    package let path: String
    /// How many threads may keep a connection.
    package let limit: Int
    /// Guards `kept`. (A connection is not `Sendable`; each is used by the one thread it is kept for.)
    private let lock = NSLock()
    private var kept: [ObjectIdentifier: Store] = [:]

    /// A cache for `path`, keeping at most `limit` connections.
    package init(path: String, limit: Int = 32) {
        self.path = path
        self.limit = limit
    }

    /// The calling thread's connection, opened on first use.
    package func store() throws(StoreError) -> Store {
        let thread = ObjectIdentifier(Thread.current)
        if let store = lock.withLock({ kept[thread] }) { return store }
        let store = try Store(path: path, create: false)
        lock.withLock {
            if kept.count < limit { kept[thread] = store }
        }
        return store
    }

    /// How many connections are kept (for tests).
    package var count: Int { lock.withLock { kept.count } }
}
