import CairnStore

/// The SQLite store is the one person's trackable store: every call is the store's own.
extension Store: TrackableStore {
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try connection.writeTransaction(body)
    }
}
