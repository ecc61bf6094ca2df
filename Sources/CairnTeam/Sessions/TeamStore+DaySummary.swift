import CairnCore
import Foundation

/// Each person's per-day summary of their sessions (team migration 8; the SQLite store's
/// `session_day_totals`): coded and inside-window seconds per day, split as ``GoalEngine``
/// splits all the sessions merged from the first one's date, under the goal history whose JSON
/// `person_summary.goals` holds. A read of a long range (Today's streak, the days over years)
/// then reads only that range's day rows.
///
/// Kept so: any write of the person's sessions or goal versions marks it stale (the triggers of
/// the migration), so imports, undo and hand edits invalidate it without knowing of it; a goal
/// change rebuilds it at once, a read finding it stale rebuilds it, and a bulk of heartbeats
/// re-splits only the days its re-join touched. The doubles are stored as `float8` sent as
/// their shortest exact text and read back as their bit pattern, so a day reads back the very
/// double the split gave.
extension TeamStore {
    /// The summary's state as the heartbeats' re-join finds it: its first date, the history it
    /// was split under and that history's JSON.
    struct SummaryState {
        var start: LocalDate
        var engine: GoalEngine
        var fingerprint: String
    }

    /// The JSON a goal history is fingerprinted by (keys sorted, as the SQLite store's).
    static func summaryFingerprint(_ history: GoalHistory) throws(TeamError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(history) else { throw .usage("a goal history cannot be written as JSON") }
        return String(decoding: data, as: UTF8.self)
    }

    /// `person`'s summary totals of `count` dates from `first` (zero where it has none) and the
    /// date it was laid out from, when it was split under `history`; `nil` when `history` is not
    /// their stored one (the defaults) or they have no sessions: then read the sessions.
    /// A stale summary under their stored history is rebuilt first (in its own transaction).
    /// - Complexity: the range's day rows when fresh; every session when it must be rebuilt.
    public func summaryDayTotals(of person: Person, for history: GoalHistory, from first: LocalDate,
                                 count: Int) throws(TeamError) -> (start: LocalDate, totals: [DayTotals])? {
        let id = String(person.id)
        let fingerprint = try TeamStore.summaryFingerprint(history)
        var state = try connection.execute("SELECT goals, start_day FROM person_summary WHERE person_id = $1", [id]).rows.first
        if state?.first.flatMap({ $0 }) != fingerprint {
            guard let stored = try goalHistory(of: person), try TeamStore.summaryFingerprint(stored) == fingerprint else { return nil }
            try refreshSummary(of: person)
            state = try connection.execute("SELECT goals, start_day FROM person_summary WHERE person_id = $1", [id]).rows.first
        }
        guard let state, state.count == 2, state[0] == fingerprint, let startDay = state[1].flatMap({ Int($0) }) else { return nil }
        var totals = [DayTotals](repeating: DayTotals(), count: Swift.max(0, count))
        let rows = try connection.execute("""
            SELECT day, encode(float8send(coded), 'hex'), encode(float8send(inside), 'hex') FROM person_summary_days
            WHERE person_id = $1 AND day >= $2 AND day < $3
            """, [id, String(first.daysSinceEpoch), String(first.daysSinceEpoch + count)])
        for row in rows.rows {
            guard row.count == 3, let day = row[0].flatMap({ Int($0) }), let coded = row[1].flatMap(TeamStore.double(hex:)),
                  let inside = row[2].flatMap(TeamStore.double(hex:)) else {
                throw .database("the team database returned a malformed day summary row for \(person.name)")
            }
            let index = day - first.daysSinceEpoch
            guard totals.indices.contains(index) else { continue }
            totals[index] = DayTotals(codedSeconds: coded, insideWindowSeconds: inside)
        }
        return (LocalDate(daysSinceEpoch: startDay), totals)
    }

    /// Rebuilds `person`'s summary when it is stale: all their sessions merged, laid out from the
    /// first one's date under their stored goal history, split (as the SQLite store's
    /// `refreshSessionDayTotals`). Without a stored history (the defaults) it stays stale.
    /// In one transaction (a savepoint of the caller's), the state row locked so two servers
    /// rebuilding at once write it once.
    public func refreshSummary(of person: Person) throws(TeamError) {
        let id = String(person.id)
        try connection.transaction { () throws(TeamError) in
            try connection.execute("INSERT INTO person_summary (person_id) VALUES ($1) ON CONFLICT DO NOTHING", [id])
            let stored = try connection.execute("SELECT goals FROM person_summary WHERE person_id = $1 FOR UPDATE", [id]).scalar
            guard let history = try goalHistory(of: person), !history.versions.isEmpty,
                  let engine = try? GoalEngine(history: history) else {
                try connection.execute("UPDATE person_summary SET goals = NULL WHERE person_id = $1", [id])
                return
            }
            let fingerprint = try TeamStore.summaryFingerprint(history)
            guard stored != fingerprint else { return }
            try connection.execute("DELETE FROM person_summary_days WHERE person_id = $1", [id])
            let merged = TimeSpan.union(try sessionSpans(of: person))
            var start: String?
            if let split = engine.summaryTotals(merged: merged) {
                try insertSummaryDays(id, from: split.start, split.totals)
                start = String(split.start.daysSinceEpoch)
            }
            try connection.execute("UPDATE person_summary SET goals = $2, start_day = $3 WHERE person_id = $1", [id, fingerprint, start])
        }
    }

    /// Before the heartbeats' re-join writes `person`'s sessions: locks their summary's state
    /// (so one person's bulks re-split their days one after another) and, when it is fresh,
    /// names them in `cairn.summary_writer` for this transaction so the triggers leave it so;
    /// ``endSummaryWrites()`` ends that. `nil`: stale, no sessions, or none kept.
    func beginSummaryWrites(of person: Person) throws(TeamError) -> SummaryState? {
        // The row first, so there is always one to lock: two bulks for a person without one
        // would otherwise re-join the same stretch side by side.
        try connection.execute("INSERT INTO person_summary (person_id) VALUES ($1) ON CONFLICT DO NOTHING", [String(person.id)])
        let rows = try connection.execute("""
            SELECT goals, start_day, set_config('cairn.summary_writer',
                CASE WHEN goals IS NOT NULL AND start_day IS NOT NULL THEN person_id::text ELSE '' END, true)
            FROM person_summary WHERE person_id = $1 FOR UPDATE
            """, [String(person.id)])
        guard let row = rows.rows.first, row.count == 3, let fingerprint = row[0], let day = row[1].flatMap({ Int($0) }) else { return nil }
        guard let history = try? JSONDecoder().decode(GoalHistory.self, from: Data(fingerprint.utf8)),
              let engine = try? GoalEngine(history: history) else {
            try endSummaryWrites()
            try markSummaryStale(of: person)
            return nil
        }
        return SummaryState(start: LocalDate(daysSinceEpoch: day), engine: engine, fingerprint: fingerprint)
    }

    /// After the re-join's session writes: the triggers mark the summary stale again.
    func endSummaryWrites() throws(TeamError) {
        try connection.execute("SELECT set_config('cairn.summary_writer', '', true)")
    }

    /// Marks `person`'s summary stale (the next read rebuilds it).
    func markSummaryStale(of person: Person) throws(TeamError) {
        try connection.execute("UPDATE person_summary SET goals = NULL WHERE person_id = $1", [String(person.id)])
    }

    /// After a re-join that changed only `person`'s sessions within `from ... through` (epoch
    /// seconds), splits those days again as ``refreshSummary(of:)`` would have split them from
    /// every session (the SQLite store's `refreshSummaryDays`): the same layout from the
    /// summary's first date, so each day is cut at exactly the same instants. A change before
    /// that date moves it: the summary is then marked stale for the next read to rebuild.
    func refreshSummaryDays(of person: Person, _ summary: SummaryState, from: Double, through: Double) throws(TeamError) {
        guard let days = summary.engine.summaryResplit(start: summary.start, from: from, through: through) else {
            try markSummaryStale(of: person)
            return
        }
        let from = days.first, last = days.last, bounds = days.splitter.bounds
        let merged = TimeSpan.union(try sessionSpans(of: person, overlapping: bounds[0], bounds[bounds.count - 1]))
        let totals = days.splitter.totals(merged: merged)
        let id = String(person.id)
        try connection.execute("DELETE FROM person_summary_days WHERE person_id = $1 AND day >= $2 AND day <= $3",
                               [id, String(from.daysSinceEpoch), String(last.daysSinceEpoch)])
        try insertSummaryDays(id, from: from, totals)
    }

    /// Inserts the days of `totals` (the first on `from`) that hold any time, in one statement.
    private func insertSummaryDays(_ id: String, from: LocalDate, _ totals: [DayTotals]) throws(TeamError) {
        var days: [String] = [], coded: [String] = [], inside: [String] = []
        for (i, day) in totals.enumerated() where day.codedSeconds != 0 || day.insideWindowSeconds != 0 {
            days.append(String(from.adding(days: i).daysSinceEpoch))
            // The shortest text that reads back as the same double (PostgreSQL rounds input exactly).
            coded.append(String(day.codedSeconds))
            inside.append(String(day.insideWindowSeconds))
        }
        guard !days.isEmpty else { return }
        func array(_ items: [String]) -> String { "{" + items.joined(separator: ",") + "}" }
        try connection.execute("""
            INSERT INTO person_summary_days (person_id, day, coded, inside)
            SELECT $1, * FROM unnest($2::integer[], $3::float8[], $4::float8[])
            """, [id, array(days), array(coded), array(inside)])
    }

    /// The double whose bit pattern is `hex` (16 hex digits, as `encode(float8send(x), 'hex')`).
    static func double(hex: String) -> Double? {
        guard hex.utf8.count == 16, let bits = UInt64(hex, radix: 16) else { return nil }
        return Double(bitPattern: bits)
    }
}
