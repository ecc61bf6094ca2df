import CairnCore
import CairnStore
import Foundation

/// The SQLite store is the one person's coding store: every call is the store's own.
extension Store: CodingStore {
    package var defaultTimeZone: String? { nil }

    package func importSessions(_ sessions: [Session], progress: (Int) -> Void) throws -> ImportSummary {
        try withoutActuallyEscaping(progress) { progress in try insertSessions(sessions, progress: progress) }
    }

    package func importDayTotals(_ totals: [(date: LocalDate, seconds: Double)], source: String) throws -> ImportSummary {
        try insertDayTotals(totals, source: source)
    }

    package func receiveHeartbeats(_ rows: [HeartbeatRow]) throws -> [Bool] {
        try receiveHeartbeats(rows, join: WakaTimeEndpoint.join)
    }

    package func exclusively<T>(_ body: () throws -> T) throws -> T { try connection.writeTransaction(body) }
}
