import CairnCore

/// Per-day totals of the whole session history, split as ``GoalEngine`` splits them from the
/// first session's date, kept so a command can judge a long series without reading every session.
public struct SessionDaySummary: Sendable {
    /// The date the totals were laid out from (the first session's date).
    public var start: LocalDate
    /// Totals by date; a date that is absent had no timed coding.
    public var totals: [LocalDate: DayTotals]
}

extension Store {
    /// The stored summary, when it is up to date and was split under `history`; `nil` otherwise
    /// (then read the sessions).
    public func sessionDaySummary(for history: GoalHistory) throws(StoreError) -> SessionDaySummary? {
        let state = try connection.prepare("SELECT summary_goals, summary_start FROM session_bounds WHERE id = 1")
        guard try state.step(), let goals = state.text(0), !state.isNull(1),
              goals == (try JSONColumn.encode(history)) else { return nil }
        let start = LocalDate(daysSinceEpoch: Int(state.int64(1)))
        let rows = try connection.prepare("SELECT day, coded, inside FROM session_day_totals")
        try rows.bind([])
        var totals: [LocalDate: DayTotals] = [:]
        while try rows.step() {
            var day = DayTotals()
            day.codedSeconds = rows.double(1)
            day.insideWindowSeconds = rows.double(2)
            totals[LocalDate(daysSinceEpoch: Int(rows.int64(0)))] = day
        }
        return SessionDaySummary(start: start, totals: totals)
    }

    /// Rebuilds the per-day summary when a session write or a goal change left it stale: all
    /// sessions merged, laid out from the first one's date under the stored goal history, split.
    /// With no goal history stored (the defaults depend on the environment) it stays stale.
    /// Call inside the transaction that wrote.
    public func refreshSessionDayTotals() throws {
        try connection.writeTransaction {
            let state = try connection.prepare("SELECT summary_goals FROM session_bounds WHERE id = 1")
            guard try state.step() else { return }
            let stored = state.text(0)
            guard let history = try goalHistory(), !history.versions.isEmpty,
                  let engine = try? GoalEngine(history: history) else {
                try connection.execute("UPDATE session_bounds SET summary_goals = NULL WHERE id = 1")
                return
            }
            let fingerprint = try JSONColumn.encode(history)
            guard stored != fingerprint else { return }
            try connection.execute("DELETE FROM session_day_totals")
            let merged = TimeSpan.union(try sessionSpans())
            var start: Int64?
            if let first = merged.first, let last = merged.last {
                let from = engine.date(atSeconds: first.start)
                let through = engine.date(atSeconds: last.end).adding(days: 1)
                let layout = engine.layout(from: from, through: through)
                let totals = layout.splitter.totals(merged: merged)
                let insert = try connection.prepare("INSERT INTO session_day_totals (day, coded, inside) VALUES (?, ?, ?)")
                for (i, day) in totals.enumerated() where day.codedSeconds != 0 || day.insideWindowSeconds != 0 {
                    try insert.run([.integer(Int64(from.adding(days: i).daysSinceEpoch)),
                                    .real(day.codedSeconds), .real(day.insideWindowSeconds)])
                }
                start = Int64(from.daysSinceEpoch)
            }
            try connection.prepare("UPDATE session_bounds SET summary_goals = ?, summary_start = ? WHERE id = 1")
                .run([.text(fingerprint), start.map { .integer($0) } ?? .null])
        }
    }
}
