import CairnCore
import Foundation

extension Store {
    /// The stored heartbeat with the latest time (the last the editor sent), if any.
    public func lastHeartbeat() throws(StoreError) -> HeartbeatRow? {
        let statement = try connection.prepare("""
            SELECT time_ms, entity, type, project, branch, language, editor FROM heartbeats
            ORDER BY time_ms DESC, id DESC LIMIT 1
            """)
        guard try statement.step() else { return nil }
        return HeartbeatRow(time: Double(statement.int64(0)) / 1000, entity: statement.text(1) ?? "",
                            type: statement.text(2) ?? "", project: statement.text(3) ?? "",
                            branch: statement.text(4) ?? "", language: statement.text(5) ?? "",
                            editor: statement.text(6) ?? "")
    }
}
