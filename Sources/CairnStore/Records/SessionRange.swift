import Foundation
import CairnCore

extension Store {
    /// The spans of the sessions that may reach into `start ..< end` (epoch seconds), sorted by
    /// start: every session overlapping the range is there, with perhaps a few just outside it.
    /// Merged by ``TimeSpan/union(_:)`` and clipped, they cover the range exactly as all the
    /// sessions would, at a cost that grows with the range, not with the history.
    public func sessionSpans(overlapping start: Double, _ end: Double) throws(StoreError) -> [TimeSpan] {
        let statement = try overlapping(start, end, columns: "start_ms, duration_ms")
        var spans: [TimeSpan] = []
        while try statement.step() {
            let start = Double(statement.int64(0)) / 1000
            spans.append(TimeSpan(start: start, end: start + Double(statement.int64(1)) / 1000))
        }
        return spans
    }

    /// The sessions, with their project, language, editor and source, that may reach into
    /// `start ..< end`, sorted by start: the rows ``sessionSpans(overlapping:_:)`` reads, whole.
    package func sessions(overlapping start: Double, _ end: Double) throws(StoreError) -> [Session] {
        let statement = try overlapping(start, end, columns: "start_ms, duration_ms, project, language, editor, source")
        var sessions: [Session] = []
        // A history repeats a few names: each made once, not once a row.
        var names = [TextInterner](repeating: TextInterner(), count: 6)
        while try statement.step() {
            func optional(_ i: Int32) -> String? { statement.text(i, interning: &names[Int(i)]).flatMap { $0.isEmpty ? nil : $0 } }
            sessions.append(Session(
                start: Date(timeIntervalSince1970: Double(statement.int64(0)) / 1000),
                seconds: Double(statement.int64(1)) / 1000,
                project: optional(2), language: optional(3), editor: optional(4), source: optional(5)))
        }
        return sessions
    }

    /// The statement reading `columns` of the sessions that may reach into `start ..< end`.
    ///
    /// The look-back is the longest session ever stored (migration 8 keeps it), so the read
    /// walks the `start_ms` key from `start - longest` to `end`.
    private func overlapping(_ start: Double, _ end: Double, columns: String) throws(StoreError) -> Statement {
        let longest = try connection.prepare("SELECT longest_ms FROM session_bounds WHERE id = 1")
        // Rows outside the plausible bounds are skipped below, so no look-back past the longest
        // plausible session is ever needed (a poisoned length must not make every read whole).
        let back = Swift.min(try longest.step() ? longest.int64(0) : Int64.max / 4, PlausibleRows.longestMs)
        let low = Int64((start * 1000).rounded(.down)) - 1
        let high = Int64((end * 1000).rounded(.up)) + 1
        let statement = try connection.prepare("""
            SELECT \(columns) FROM sessions
            WHERE start_ms >= ?1 AND start_ms <= ?2 AND start_ms + duration_ms >= ?3 AND \(PlausibleRows.session)
            ORDER BY start_ms, duration_ms
            """)
        try statement.bind([.integer(low > Int64.min / 2 + back ? low - back : Int64.min / 2), .integer(high), .integer(low)])
        return statement
    }

    /// The start (epoch seconds) of the first session with any length: where the day series
    /// begins. One walk down the `start_ms` key.
    public func firstSessionStart() throws(StoreError) -> Double? {
        let statement = try connection.prepare("SELECT start_ms FROM sessions WHERE duration_ms > 0 AND \(PlausibleRows.session) ORDER BY start_ms LIMIT 1")
        try statement.bind([])
        return try statement.step() ? Double(statement.int64(0)) / 1000 : nil
    }
}
