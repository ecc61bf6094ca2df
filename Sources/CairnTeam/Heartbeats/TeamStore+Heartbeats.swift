import CairnCore
import CairnImport
import Foundation

/// Heartbeats per person, de-duplicated by WakaTime's rule in the table's key, with the sessions
/// joined from them and the per-day summary kept on write.
extension TeamStore {
    /// WakaTime's keystroke timeout, in seconds.
    public static let heartbeatTimeout: Double = 900

    /// Stores `rows` for `person` in one transaction (a duplicate by WakaTime's rule — same time,
    /// entity, type, project, branch and language — is dropped by `ON CONFLICT DO NOTHING`, and
    /// so is one beyond ``HeartbeatLimits/perInstant`` at its instant, as in the SQLite store), then
    /// re-joins the sessions they touch and re-splits those days of the per-day summary.
    ///
    /// Joining is sequential, so only sessions near the new heartbeats can change; the cuts are
    /// the SQLite store's: on the left the last stored session starting at or before the first
    /// new heartbeat (else the start of the stretch no gap of the timeout interrupts), on the
    /// right the second stored session starting after the last new one.
    /// - Returns: which of `rows` were new (same order).
    /// - Complexity: the heartbeats between the cuts, not the person's whole history.
    public func receiveHeartbeats(_ rows: [HeartbeatRow], for person: Person) throws(TeamError) -> [Bool] {
        guard !rows.isEmpty else { return [] }
        let id = String(person.id)
        let months = Set(rows.map { HeartbeatPartitions.month(ofMilliseconds: TeamStore.milliseconds($0.time)) })
        let (fresh, made) = try connection.transaction { () throws(TeamError) -> ([Bool], Set<Int>) in
            let made = try ensurePartitions(months)
            // How many each instant of these rows holds already (one query), then kept.
            let instants = Set(rows.map { TeamStore.milliseconds($0.time) }).sorted()
            var held: [Int64: Int] = [:]
            for row in try connection.execute("""
                SELECT time_ms, count(*) FROM heartbeats WHERE person_id = $1 AND time_ms = ANY ($2::bigint[]) GROUP BY time_ms
                """, [id, "{" + instants.map(String.init).joined(separator: ",") + "}"]).rows where row.count == 2 {
                if let time = row[0].flatMap({ Int64($0) }), let count = row[1].flatMap({ Int($0) }) { held[time] = count }
            }
            var fresh: [Bool] = []
            fresh.reserveCapacity(rows.count)
            for row in rows {
                let ms = TeamStore.milliseconds(row.time)
                let already = held[ms] ?? 0
                guard already < HeartbeatLimits.perInstant else {
                    fresh.append(false)
                    continue
                }
                let inserted = try connection.execute("""
                    INSERT INTO heartbeats (person_id, time_ms, entity, type, project, branch, language, editor)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING
                    """, [id, String(ms), row.entity, row.type, row.project,
                          row.branch, row.language, row.editor]).affected
                held[ms] = already + (inserted == 1 ? 1 : 0)
                fresh.append(inserted == 1)
            }
            let newTimes = zip(rows, fresh).filter(\.1).map { TeamStore.milliseconds($0.0.time) }
            if let low = newTimes.min(), let high = newTimes.max() {
                try rejoin(person, low: low, high: high)
            }
            return (fresh, made)
        }
        knownMonths.formUnion(made)
        return fresh
    }

    /// Re-joins `person`'s sessions around new heartbeats in `low ... high` and re-splits the
    /// days they touch in the per-day summary (when it is fresh; a stale one is left stale).
    /// Only the sessions joined from heartbeats are replaced (imported ones stay, as in the
    /// SQLite store's live join), and those never overlap.
    private func rejoin(_ person: Person, low: Int64, high: Int64) throws(TeamError) {
        let id = String(person.id), live = TeamStore.sessionSource
        // First, so one person's bulks re-join one after another.
        let summary = try beginSummaryWrites(of: person)
        let gap = TeamStore.milliseconds(TeamStore.heartbeatTimeout)
        let fromMs: Int64
        if let start = try connection.execute(
            "SELECT max(start_ms) FROM person_sessions WHERE person_id = $1 AND source = $3 AND start_ms <= $2", [id, String(low), live]).scalar,
            let value = Int64(start) {
            fromMs = value
        } else {
            // The earliest heartbeat within the timeout before `start` is joined to it; walk back.
            var start = low
            while let earlier = try connection.execute("""
                SELECT min(time_ms) FROM heartbeats WHERE person_id = $1 AND time_ms < $2 AND time_ms > $3
                """, [id, String(start), String(start - gap)]).scalar, let value = Int64(earlier) {
                start = value
            }
            fromMs = start
        }
        let after = try connection.execute("""
            SELECT start_ms FROM person_sessions WHERE person_id = $1 AND source = $3 AND start_ms > $2 ORDER BY start_ms LIMIT 2
            """, [id, String(high), live]).rows.compactMap { $0.first.flatMap { $0 }.flatMap { Int64($0) } }
        let untilMs: Int64? = after.count == 2 ? after[1] : nil
        var table = HeartbeatTable()
        let stored = try connection.execute("""
            SELECT time_ms, entity, type, project, branch, language, editor FROM heartbeats
            WHERE person_id = $1 AND time_ms >= $2 AND time_ms <= $3
            ORDER BY time_ms, entity, type, project, branch, language
            """, [id, String(fromMs), String(untilMs ?? Int64.max)])
        for row in stored.rows where row.count == 7 {
            table.append(HeartbeatRow(time: Double(Int64(row[0] ?? "") ?? 0) / 1000, entity: row[1] ?? "", type: row[2] ?? "",
                                      project: row[3] ?? "", branch: row[4] ?? "", language: row[5] ?? "", editor: row[6] ?? ""))
        }
        let joined = table.join(timeout: TeamStore.heartbeatTimeout, source: live).sessions.filter { session in
            untilMs.map { TeamStore.milliseconds(session.start.timeIntervalSince1970) < $0 } ?? true
        }
        let untilText = String(untilMs ?? Int64.max)
        let replacedEnd = Int64(try connection.execute("""
            SELECT max(start_ms + duration_ms) FROM person_sessions WHERE person_id = $1 AND source = $4 AND start_ms >= $2 AND start_ms < $3
            """, [id, String(fromMs), untilText, live]).scalar ?? "") ?? fromMs
        try connection.execute("DELETE FROM person_sessions WHERE person_id = $1 AND source = $4 AND start_ms >= $2 AND start_ms < $3",
                               [id, String(fromMs), untilText, live])
        var joinedEnd = high, longest: Int64 = 0
        for session in joined {
            let start = TeamStore.milliseconds(session.start.timeIntervalSince1970)
            let duration = TeamStore.milliseconds(session.seconds)
            joinedEnd = max(joinedEnd, start + duration)
            longest = max(longest, duration)
            try connection.execute("""
                INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor, source)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                """, [id, String(start), String(duration), session.project ?? "", session.language ?? "", session.editor ?? "", live])
        }
        if longest > 0 { try widenSessionBounds(person, to: longest) }
        if let summary {
            try endSummaryWrites()
            try refreshSummaryDays(of: person, summary, from: Double(fromMs) / 1000, through: Double(max(replacedEnd, joinedEnd)) / 1000)
        }
    }

    /// Epoch milliseconds of epoch seconds, rounded as the SQLite store rounds them.
    static func milliseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1000).rounded()) }
}
