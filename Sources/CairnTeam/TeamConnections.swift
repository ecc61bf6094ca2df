import Foundation

/// The connections a team server keeps to its PostgreSQL database: one ``TeamStore`` per thread
/// that asks, opened (and the schema brought up to date) on that thread's first request and kept
/// for the next. A thread runs one request at a time, so no connection is ever shared.
///
/// At most ``limit`` threads keep one; a call from any other thread gets a connection of its own
/// that closes when it is released. A kept connection that PostgreSQL has closed (a restart, a
/// terminated backend) is replaced on the thread's next request, so the server carries on
/// without a restart of its own.
public final class TeamConnections: @unchecked Sendable {
    /// The database's `postgresql://` address.
    public let address: String
    /// How many threads may keep a connection.
    public let limit: Int
    /// Guards `kept`. (A `TeamStore` is not `Sendable`; each is used by the one thread it is kept for.)
    private let lock = NSLock()
    private var kept: [ObjectIdentifier: TeamStore] = [:]

    /// Connections to `address`, at most `limit` kept.
    public init(address: String, limit: Int = 32) {
        self.address = address
        self.limit = limit
    }

    /// The calling thread's connection, opened on first use.
    public func store() throws(TeamError) -> TeamStore {
        let thread = ObjectIdentifier(Thread.current)
        if let store = lock.withLock({ kept[thread] }) {
            if store.connection.isOpen { return store }
            lock.withLock { _ = kept.removeValue(forKey: thread) }
        }
        let store = try TeamStore(address: address)
        lock.withLock {
            if kept.count < limit { kept[thread] = store }
        }
        return store
    }

    /// How many connections are kept (for tests).
    public var count: Int { lock.withLock { kept.count } }
}
