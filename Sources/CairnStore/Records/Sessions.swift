import CairnCore
import Foundation

extension Store {
    /// Stores sessions in one transaction; a session already stored (same start, length,
    /// project, language, editor and source, to the millisecond) is skipped, so importing the
    /// same file twice changes nothing. Any other refusal (a negative length) rolls back the
    /// whole call.
    ///
    /// The per-day summary (``refreshSessionDayTotals()``) is rebuilt in the same transaction.
    ///
    /// - Parameters:
    ///   - progress: called with the number of sessions handled so far.
    ///   - refreshingSummary: `false` leaves the per-day summary stale (the triggers mark it so,
    ///     and a stale summary is never read): the live feed's many small writes would otherwise
    ///     each rebuild it from every session; it re-splits only the days it touched instead
    ///     (``refreshSummaryDays(_:from:through:)``).
    public func insertSessions(_ sessions: [Session], progress: ((Int) -> Void)? = nil,
                               refreshingSummary: Bool = true) throws -> ImportSummary {
        try connection.writeTransaction {
            // Many rows per INSERT: each statement keeps the pages it changes for a rollback of
            // its own (the triggers make it one that could fail halfway), so a statement per row
            // copied the same few pages once a row.
            let batch = 64
            func statement(rows: Int) throws(StoreError) -> Statement {
                try connection.prepare("""
                    INSERT INTO sessions (start_ms, duration_ms, project, language, editor, source)
                    VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")) ON CONFLICT DO NOTHING
                    """)
            }
            let full = try statement(rows: Swift.min(batch, Swift.max(1, sessions.count)))
            var summary = ImportSummary()
            var done = 0
            while done < sessions.count {
                let rows = sessions[done..<Swift.min(sessions.count, done + batch)]
                let insert = rows.count == batch || rows.count == sessions.count ? full : try statement(rows: rows.count)
                insert.reset()
                var parameter: Int32 = 1
                for session in rows {
                    let start = session.start.timeIntervalSince1970
                    guard Plausible.isInstant(start), Plausible.isDuration(session.seconds) else {
                        throw StoreError.conflict("a session starting at \(start) s lasting \(session.seconds) s is outside the plausible range; nothing was stored")
                    }
                    try insert.bind(parameter, Store.milliseconds(start))
                    try insert.bind(parameter + 1, Store.milliseconds(session.seconds))
                    try insert.bind(parameter + 2, session.project ?? "")
                    try insert.bind(parameter + 3, session.language ?? "")
                    try insert.bind(parameter + 4, session.editor ?? "")
                    try insert.bind(parameter + 5, session.source ?? "")
                    parameter += 6
                    let end = session.start.addingTimeInterval(session.seconds)
                    summary.earliest = min(summary.earliest ?? session.start, session.start)
                    summary.latest = max(summary.latest ?? end, end)
                }
                try insert.step()
                summary.added += connection.changes
                summary.duplicates += rows.count - connection.changes
                let before = done
                done += rows.count
                if before / 4096 != done / 4096 { progress?(done) }
            }
            progress?(sessions.count)
            if refreshingSummary { try refreshSessionDayTotals() }
            return summary
        }
    }

    /// Every stored session merged (``TimeSpan/union(_:)``) and cut at `now`
    /// (``TimeSpan/clipped(_:at:)``): what the days count, with no time that has not happened.
    public func mergedSessionSpans(until now: Date) throws(StoreError) -> [TimeSpan] {
        TimeSpan.clipped(TimeSpan.union(try sessionSpans()), at: now.timeIntervalSince1970)
    }

    /// Every stored session's span, sorted by start: the engine's fast path. Sessions outside
    /// ``Plausible``'s bounds are skipped (``implausibleCounts()`` counts them).
    public func sessionSpans() throws(StoreError) -> [TimeSpan] {
        let statement = try connection.prepare("SELECT start_ms, duration_ms FROM sessions WHERE \(PlausibleRows.session) ORDER BY start_ms, duration_ms")
        try statement.bind([])
        var spans: [TimeSpan] = []
        while try statement.step() {
            let start = Double(statement.int64(0)) / 1000
            spans.append(TimeSpan(start: start, end: start + Double(statement.int64(1)) / 1000))
        }
        return spans
    }

    /// Every stored session within ``Plausible``'s bounds, sorted by start.
    public func sessions() throws(StoreError) -> [Session] {
        let statement = try connection.prepare(
            "SELECT start_ms, duration_ms, project, language, editor, source FROM sessions WHERE \(PlausibleRows.session) "
            + "ORDER BY start_ms, duration_ms")
        try statement.bind([])
        var sessions: [Session] = []
        while try statement.step() {
            func optional(_ i: Int32) -> String? { statement.text(i).flatMap { $0.isEmpty ? nil : $0 } }
            sessions.append(Session(
                start: Date(timeIntervalSince1970: Double(statement.int64(0)) / 1000),
                seconds: Double(statement.int64(1)) / 1000,
                project: optional(2), language: optional(3), editor: optional(4), source: optional(5)))
        }
        return sessions
    }

    /// How many sessions are stored.
    public func sessionCount() throws(StoreError) -> Int {
        let statement = try connection.prepare("SELECT count(*) FROM sessions")
        return try statement.step() ? Int(statement.int64(0)) : 0
    }

    static func milliseconds(_ seconds: Double) -> Int64 {
        Int64((seconds * 1000).rounded())
    }
}
