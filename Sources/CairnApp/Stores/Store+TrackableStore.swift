import CairnCore
import CairnStore

/// The SQLite store is the one person's trackable store: every call is the store's own.
extension Store: TrackableStore {
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try connection.writeTransaction(body)
    }

    package func insertHold(_ disruption: Disruption) throws -> Int64 {
        _ = try insertDisruption(disruption, importKey: nil)
        return connection.lastInsertRowID
    }
}
