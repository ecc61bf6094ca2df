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

    /// The most heartbeats one instant (one millisecond) holds, ``HeartbeatLimits/perInstant``
    /// (the team's cap too); those beyond are dropped like duplicates.
    public static let heartbeatsPerInstant = HeartbeatLimits.perInstant

    /// Stores heartbeats (a duplicate by WakaTime's rule is dropped — the table's unique key
    /// decides, one index probe each — and so is one beyond ``heartbeatsPerInstant`` at its
    /// instant) and re-joins the sessions they touch, in one transaction.
    ///
    /// Joining is sequential, so only the sessions near the new heartbeats can change. The join
    /// is redone from a cut on each side where the old and the new joins must agree: on the left
    /// the start of the last stored session at or before the first new heartbeat (its heartbeat
    /// and the one before it are unchanged, so it still starts a session), else the start of the
    /// stretch no gap of the timeout interrupts; on the right the second stored session starting
    /// after the last new heartbeat (the heartbeat before it is an old one, so it still starts a
    /// session). The sessions starting between the cuts are replaced; nothing else can change.
    /// - Parameter join: joins heartbeats (sorted by time, then arrival) into sessions by the timeout.
    /// - Returns: which of `rows` were stored (same order): false for a duplicate or one beyond
    ///   the cap.
    /// - Complexity: the heartbeats between the cuts, not the whole history.
    public func receiveHeartbeats(_ rows: [HeartbeatRow],
                                  join: ([HeartbeatRow], Double) -> [Session]) throws -> [Bool] {
        guard !rows.isEmpty else { return [] }
        return try connection.writeTransaction {
            let insert = try connection.prepare("""
                INSERT INTO heartbeats (time_ms, entity, type, project, branch, language, editor)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """)
            // How many each instant of these rows holds, counted once (at most the cap) and then kept.
            let count = try connection.prepare("SELECT count(*) FROM (SELECT 1 FROM heartbeats WHERE time_ms = ? LIMIT ?)")
            var held: [Int64: Int] = [:]
            var fresh: [Bool] = []
            for row in rows {
                let ms = Store.milliseconds(row.time)
                let already: Int
                if let known = held[ms] {
                    already = known
                } else {
                    try count.bind([.integer(ms), .integer(Int64(Store.heartbeatsPerInstant))])
                    already = try count.step() ? Int(count.int64(0)) : 0
                }
                guard already < Store.heartbeatsPerInstant else {
                    held[ms] = already
                    fresh.append(false)
                    continue
                }
                try insert.run([.integer(ms), .text(row.entity), .text(row.type), .text(row.project),
                                .text(row.branch), .text(row.language), .text(row.editor)])
                let stored = connection.changes > 0
                held[ms] = already + (stored ? 1 : 0)
                fresh.append(stored)
            }
            let timeout = try heartbeatTimeout()
            let times = rows.map(\.time)
            guard let low = times.min(), let high = times.max() else { return fresh }
            let lowMs = Store.milliseconds(low), highMs = Store.milliseconds(high)
            let left = try connection.prepare("SELECT max(start_ms) FROM sessions WHERE source = ? AND start_ms <= ?")
            try left.bind([.text(Store.liveSource), .integer(lowMs)])
            let fromMs: Int64
            if try left.step(), !left.isNull(0) {
                fromMs = left.int64(0)
            } else {
                fromMs = Store.milliseconds(try stretch(around: low, high, timeout: timeout).0)
            }
            let right = try connection.prepare("SELECT start_ms FROM sessions WHERE source = ? AND start_ms > ? ORDER BY start_ms LIMIT 2")
            try right.bind([.text(Store.liveSource), .integer(highMs)])
            var after: [Int64] = []
            while try right.step() { after.append(right.int64(0)) }
            let untilMs: Int64? = after.count == 2 ? after[1] : nil
            let stored = try heartbeats(from: Double(fromMs) / 1000, through: untilMs.map { Double($0) / 1000 } ?? 4_102_444_800)
            let joined = join(stored, timeout).filter { session in
                untilMs.map { Store.milliseconds(session.start.timeIntervalSince1970) < $0 } ?? true
            }
            let summary = try validSummaryStart()
            let replaced = try connection.prepare(
                "SELECT max(start_ms + duration_ms) FROM sessions WHERE source = ? AND start_ms >= ? AND start_ms < ?")
            try replaced.bind([.text(Store.liveSource), .integer(fromMs), .integer(untilMs ?? Int64.max)])
            let replacedEndMs = try replaced.step() && !replaced.isNull(0) ? replaced.int64(0) : fromMs
            let delete = try connection.prepare("DELETE FROM sessions WHERE source = ? AND start_ms >= ? AND start_ms < ?")
            try delete.run([.text(Store.liveSource), .integer(fromMs), .integer(untilMs ?? Int64.max)])
            _ = try insertSessions(joined, refreshingSummary: false)
            if let summary {
                let joinedEnd = joined.map { $0.start.timeIntervalSince1970 + $0.seconds }.max() ?? 0
                try refreshSummaryDays(summary, from: Double(fromMs) / 1000,
                                       through: Swift.max(Double(replacedEndMs) / 1000, joinedEnd))
            }
            // The triggers took the coding summary's marks after these sessions away; once the
            // latest left lies two months behind the last session, it is built again, so an
            // all-time read never sweeps more than that.
            if try codingSummaryLags() { try refreshCodingSummary() }
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
