import CairnCore
import CairnStore
import Foundation

/// The SQLite store is the one person's coding store: every call is the store's own.
extension Store: CodingStore {
    package var defaultTimeZone: String? { nil }

    package func receiveHeartbeats(_ rows: [HeartbeatRow]) throws -> [Bool] {
        try receiveHeartbeats(rows, join: WakaTimeEndpoint.join)
    }

    package func exclusively<T>(_ body: () throws -> T) throws -> T { try connection.writeTransaction(body) }
}
