import CairnCore
import Foundation

/// Reads of each person's sessions (those joined from their heartbeats never overlap; imported
/// ones may) and last heartbeat, each by the person's key first.
extension TeamStore {
    /// The source of the sessions joined from live heartbeats (the SQLite store's
    /// `Store.liveSource`); imported sessions keep their file's.
    public static let sessionSource = "heartbeats"

    /// How far before a range a session starting there can still reach into it: `$1`'s longest
    /// session (``widenSessionBounds(_:to:)`` keeps it), 0 when they have none.
    static let longestSession = "coalesce((SELECT longest_ms FROM person_session_bounds WHERE person_id = $1), 0)"

    /// The bounds of the rows reaching into `start ..< end` (epoch seconds): every session
    /// starting from `start` less the longest one, by `end`, and ending at or after `start`.
    private static let overlapping = """
        FROM person_sessions WHERE person_id = $1 AND start_ms <= $3 AND start_ms + duration_ms >= $2
        AND start_ms >= $2::bigint - \(longestSession)
        ORDER BY start_ms, duration_ms
        """

    private static func bounds(_ start: Double, _ end: Double) -> (String, String) {
        (String(Int64((start * 1000).rounded(.down)) - 1), String(Int64((end * 1000).rounded(.up)) + 1))
    }

    /// The spans of `person`'s sessions that may reach into `start ..< end`, by start.
    public func sessionSpans(of person: Person, overlapping start: Double, _ end: Double) throws(TeamError) -> [TimeSpan] {
        let (low, high) = TeamStore.bounds(start, end)
        return try connection.execute("SELECT start_ms, duration_ms \(TeamStore.overlapping)", [String(person.id), low, high])
            .rows.compactMap(TeamStore.span)
    }

    /// `person`'s sessions, with their names, that may reach into `start ..< end`, by start.
    public func sessions(of person: Person, overlapping start: Double, _ end: Double) throws(TeamError) -> [Session] {
        let (low, high) = TeamStore.bounds(start, end)
        return try connection.execute("SELECT start_ms, duration_ms, project, language, editor, source \(TeamStore.overlapping)",
                                      [String(person.id), low, high]).rows.compactMap { row in
            guard row.count == 6, let start = row[0].flatMap({ Int64($0) }), let duration = row[1].flatMap({ Int64($0) }) else { return nil }
            func name(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
            return Session(start: Date(timeIntervalSince1970: Double(start) / 1000), seconds: Double(duration) / 1000,
                           project: name(row[2]), language: name(row[3]), editor: name(row[4]), source: name(row[5]))
        }
    }

    /// Keeps `person`'s longest session at least `longestMs` long (what a read looks back).
    func widenSessionBounds(_ person: Person, to longestMs: Int64) throws(TeamError) {
        try connection.execute("""
            INSERT INTO person_session_bounds (person_id, longest_ms) VALUES ($1, $2)
            ON CONFLICT (person_id) DO UPDATE SET longest_ms = greatest(person_session_bounds.longest_ms, excluded.longest_ms)
            """, [String(person.id), String(longestMs)])
    }

    /// Every span of `person`'s sessions, by start.
    public func sessionSpans(of person: Person) throws(TeamError) -> [TimeSpan] {
        try connection.execute("SELECT start_ms, duration_ms FROM person_sessions WHERE person_id = $1 ORDER BY start_ms, duration_ms",
                               [String(person.id)]).rows.compactMap(TeamStore.span)
    }

    /// The start (epoch seconds) of `person`'s first session with any length.
    public func firstSessionStart(of person: Person) throws(TeamError) -> Double? {
        try connection.execute("SELECT min(start_ms) FROM person_sessions WHERE person_id = $1 AND duration_ms > 0", [String(person.id)])
            .scalar.flatMap { Int64($0) }.map { Double($0) / 1000 }
    }

    /// The first start and last end of `person`'s sessions on `project` (nil: without one).
    public func projectSpan(of person: Person, project: String?) throws(TeamError) -> TimeSpan? {
        let rows = try connection.execute("""
            SELECT min(start_ms), max(start_ms + duration_ms) FROM person_sessions
            WHERE person_id = $1 AND project = $2 AND duration_ms > 0
            """, [String(person.id), project ?? ""])
        return rows.rows.first.flatMap(TeamStore.bounds)
    }

    /// Each named project's first start and last end of `person`, most recently worked on first
    /// (then by name, byte by byte, as SQLite compares them).
    public func projectSpans(of person: Person) throws(TeamError) -> [(name: String, first: Double, last: Double)] {
        try connection.execute("""
            SELECT project, min(start_ms), max(start_ms + duration_ms) AS last FROM person_sessions
            WHERE person_id = $1 AND project <> '' GROUP BY project ORDER BY last DESC, project COLLATE "C"
            """, [String(person.id)]).rows.compactMap { row in
            guard row.count == 3, let name = row[0], let span = TeamStore.bounds(Array(row[1...])) else { return nil }
            return (name, span.start, span.end)
        }
    }

    /// `person`'s heartbeat with the latest time (of those, the last by its fields), if any.
    public func lastHeartbeat(of person: Person) throws(TeamError) -> HeartbeatRow? {
        let rows = try connection.execute("""
            SELECT time_ms, entity, type, project, branch, language, editor FROM heartbeats WHERE person_id = $1
            ORDER BY time_ms DESC, entity DESC, type DESC, project DESC, branch DESC, language DESC LIMIT 1
            """, [String(person.id)])
        guard let row = rows.rows.first, row.count == 7, let ms = row[0].flatMap({ Int64($0) }) else { return nil }
        return HeartbeatRow(time: Double(ms) / 1000, entity: row[1] ?? "", type: row[2] ?? "", project: row[3] ?? "",
                            branch: row[4] ?? "", language: row[5] ?? "", editor: row[6] ?? "")
    }

    /// `[start_ms, start_ms + duration_ms)` of a row in seconds.
    private static func span(_ row: [String?]) -> TimeSpan? {
        guard row.count >= 2, let start = row[0].flatMap({ Int64($0) }), let duration = row[1].flatMap({ Int64($0) }) else { return nil }
        let from = Double(start) / 1000
        return TimeSpan(start: from, end: from + Double(duration) / 1000)
    }

    /// `[first, last)` of a row of two millisecond instants.
    private static func bounds(_ row: [String?]) -> TimeSpan? {
        guard row.count == 2, let first = row[0].flatMap({ Int64($0) }), let last = row[1].flatMap({ Int64($0) }) else { return nil }
        return TimeSpan(start: Double(first) / 1000, end: Double(last) / 1000)
    }
}
