import CairnCore
import Foundation

/// Heartbeats from the live feed, and the sessions joined from them.
extension Store {
    /// The settings key of the keystroke timeout of the live feed, in seconds.
    static let heartbeatTimeoutKey = "heartbeats.timeout"
    /// The settings key of this database's API key.
    static let apiKeyKey = "wakatime.apiKey"
    /// The source of sessions joined from live heartbeats.
    public static let liveSource = "heartbeats"

    /// The keystroke timeout of the live feed (WakaTime's 15 minutes unless set).
    public func heartbeatTimeout() throws(StoreError) -> Double {
        try setting(Store.heartbeatTimeoutKey).flatMap(Double.init) ?? 900
    }

    /// This database's API key for editor plugins, made on first use (a UUID v4, the shape the
    /// WakaTime CLIs accept). `rotate` replaces it.
    public func apiKey(rotate: Bool = false) throws -> String {
        try connection.writeTransaction {
            if !rotate, let key = try setting(Store.apiKeyKey) { return key }
            let key = UUID().uuidString.lowercased()
            try setSetting(Store.apiKeyKey, to: key)
            return key
        }
    }

    /// The stored API key, if one was made (never makes one).
    public func existingAPIKey() throws(StoreError) -> String? {
        try setting(Store.apiKeyKey)
    }

    /// Stores heartbeats (a duplicate by WakaTime's rule is dropped) and re-joins the sessions
    /// they touch, in one transaction.
    ///
    /// The sessions to redo are those of the stretch of stored heartbeats around the new ones
    /// that no gap of the timeout or more interrupts: nothing outside it can change.
    /// - Parameter join: joins heartbeats (sorted or not) into sessions by the timeout.
    /// - Returns: which of `rows` were new (same order).
    public func receiveHeartbeats(_ rows: [HeartbeatRow],
                                  join: ([HeartbeatRow], Double) -> [Session]) throws -> [Bool] {
        guard !rows.isEmpty else { return [] }
        return try connection.writeTransaction {
            let insert = try connection.prepare("""
                INSERT INTO heartbeats (time_ms, entity, type, project, branch, language, editor)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """)
            var fresh: [Bool] = []
            for row in rows {
                try insert.run([.integer(Store.milliseconds(row.time)), .text(row.entity), .text(row.type), .text(row.project),
                                .text(row.branch), .text(row.language), .text(row.editor)])
                fresh.append(connection.changes > 0)
            }
            let timeout = try heartbeatTimeout()
            let times = rows.map(\.time)
            guard let low = times.min(), let high = times.max() else { return fresh }
            let (from, through) = try stretch(around: low, high, timeout: timeout)
            let stored = try heartbeats(from: from, through: through)
            let delete = try connection.prepare("""
                DELETE FROM sessions WHERE source = ? AND start_ms <= ? AND start_ms + duration_ms >= ?
                """)
            try delete.run([.text(Store.liveSource), .integer(Store.milliseconds(through)), .integer(Store.milliseconds(from))])
            _ = try insertSessions(join(stored, timeout))
            return fresh
        }
    }

    /// The stretch of stored heartbeats reaching `low ... high` with no gap of `timeout` or more.
    private func stretch(around low: Double, _ high: Double, timeout: Double) throws(StoreError) -> (Double, Double) {
        let before = try connection.prepare("SELECT max(time_ms) FROM heartbeats WHERE time_ms < ? AND time_ms > ?")
        let after = try connection.prepare("SELECT min(time_ms) FROM heartbeats WHERE time_ms > ? AND time_ms < ?")
        let gap = Store.milliseconds(timeout)
        var start = Store.milliseconds(low), end = Store.milliseconds(high)
        while true {
            try before.bind([.integer(start), .integer(start - gap)])
            guard try before.step(), !before.isNull(0) else { break }
            start = before.int64(0)
        }
        while true {
            try after.bind([.integer(end), .integer(end + gap)])
            guard try after.step(), !after.isNull(0) else { break }
            end = after.int64(0)
        }
        return (Double(start) / 1000, Double(end) / 1000)
    }

    /// Stored heartbeats with `from <= time <= through`, by time.
    public func heartbeats(from: Double, through: Double) throws(StoreError) -> [HeartbeatRow] {
        let statement = try connection.prepare("""
            SELECT time_ms, entity, type, project, branch, language, editor FROM heartbeats
            WHERE time_ms >= ? AND time_ms <= ? ORDER BY time_ms, id
            """)
        try statement.bind([.integer(Store.milliseconds(from)), .integer(Store.milliseconds(through))])
        var rows: [HeartbeatRow] = []
        while try statement.step() {
            rows.append(HeartbeatRow(time: Double(statement.int64(0)) / 1000, entity: statement.text(1) ?? "",
                                     type: statement.text(2) ?? "", project: statement.text(3) ?? "",
                                     branch: statement.text(4) ?? "", language: statement.text(5) ?? "",
                                     editor: statement.text(6) ?? ""))
        }
        return rows
    }
}
