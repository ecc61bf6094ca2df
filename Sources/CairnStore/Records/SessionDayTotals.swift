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

    /// The stored summary's totals of `count` dates from `first`, one per date (zero where the
    /// summary has none), and the date the summary was laid out from; `nil` when the summary is
    /// stale or was split under another history. Reads only the rows of the range, into an
    /// array: no dictionary of every day.
    package func sessionDayTotals(for history: GoalHistory, from first: LocalDate, count: Int) throws(StoreError) -> (start: LocalDate, totals: [DayTotals])? {
        let state = try connection.prepare("SELECT summary_goals, summary_start FROM session_bounds WHERE id = 1")
        guard try state.step(), let goals = state.text(0), !state.isNull(1),
              goals == (try JSONColumn.encode(history)) else { return nil }
        let start = LocalDate(daysSinceEpoch: Int(state.int64(1)))
        var totals = [DayTotals](repeating: DayTotals(), count: Swift.max(0, count))
        let rows = try connection.prepare("SELECT day, coded, inside FROM session_day_totals WHERE day >= ? AND day < ?")
        try rows.bind([.integer(Int64(first.daysSinceEpoch)), .integer(Int64(first.daysSinceEpoch + count))])
        while try rows.step() {
            let index = Int(rows.int64(0)) - first.daysSinceEpoch
            guard totals.indices.contains(index) else { continue }
            totals[index].codedSeconds = rows.double(1)
            totals[index].insideWindowSeconds = rows.double(2)
        }
        return (start, totals)
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
                try refreshCodingSummary()
                return
            }
            let fingerprint = try JSONColumn.encode(history)
            guard stored != fingerprint else { return }
            try connection.execute("DELETE FROM session_day_totals")
            let merged = TimeSpan.union(try sessionSpans())
            var start: Int64?
            if let split = engine.summaryTotals(merged: merged) {
                let from = split.start, totals = split.totals
                let insert = try connection.prepare("INSERT INTO session_day_totals (day, coded, inside) VALUES (?, ?, ?)")
                for (i, day) in totals.enumerated() where day.codedSeconds != 0 || day.insideWindowSeconds != 0 {
                    try insert.run([.integer(Int64(from.adding(days: i).daysSinceEpoch)),
                                    .real(day.codedSeconds), .real(day.insideWindowSeconds)])
                }
                start = Int64(from.daysSinceEpoch)
            }
            try connection.prepare("UPDATE session_bounds SET summary_goals = ?, summary_start = ? WHERE id = 1")
                .run([.text(fingerprint), start.map { .integer($0) } ?? .null])
            // The coding analytics' summary is derived from the same sessions and goals.
            try refreshCodingSummary()
        }
    }

    /// The stored summary's state when it is up to date under the stored goal history: its
    /// first date, the engine it was split by, and its fingerprint; `nil` when it is stale.
    func validSummaryStart() throws(StoreError) -> (start: LocalDate, engine: GoalEngine, fingerprint: String)? {
        let state = try connection.prepare("SELECT summary_goals, summary_start FROM session_bounds WHERE id = 1")
        guard try state.step(), let goals = state.text(0), !state.isNull(1),
              let history = try goalHistory(), let engine = try? GoalEngine(history: history),
              goals == (try JSONColumn.encode(history)) else { return nil }
        return (LocalDate(daysSinceEpoch: Int(state.int64(1))), engine, goals)
    }

    /// After a write that changed only the sessions within `from ... through` (epoch seconds),
    /// brings a summary that was up to date before it up to date again by splitting those days
    /// alone, as ``refreshSessionDayTotals()`` would have split them from every session: the
    /// live feed's many small writes keep `today` reading a few days, not the whole history.
    /// A change before the summary's first date moves that date: the summary then stays stale
    /// for the next full rebuild. Call inside the transaction that wrote.
    func refreshSummaryDays(_ summary: (start: LocalDate, engine: GoalEngine, fingerprint: String),
                            from: Double, through: Double) throws {
        guard let days = summary.engine.summaryResplit(start: summary.start, from: from, through: through) else { return }
        let from = days.first, last = days.last, splitter = days.splitter, bounds = splitter.bounds
        let merged = TimeSpan.union(try sessionSpans(overlapping: bounds[0], bounds[bounds.count - 1]))
        let totals = splitter.totals(merged: merged)
        try connection.prepare("DELETE FROM session_day_totals WHERE day >= ? AND day <= ?")
            .run([.integer(Int64(from.daysSinceEpoch)), .integer(Int64(last.daysSinceEpoch))])
        let insert = try connection.prepare("INSERT INTO session_day_totals (day, coded, inside) VALUES (?, ?, ?)")
        for (i, day) in totals.enumerated() where day.codedSeconds != 0 || day.insideWindowSeconds != 0 {
            try insert.run([.integer(Int64(from.adding(days: i).daysSinceEpoch)), .real(day.codedSeconds), .real(day.insideWindowSeconds)])
        }
        try connection.prepare("UPDATE session_bounds SET summary_goals = ? WHERE id = 1").run([.text(summary.fingerprint)])
    }
}
