import CairnCore

extension Store {
    /// The first session's start and the last session's end (epoch seconds) of one project, or
    /// `nil` when no session names it. `nil` as the name means the sessions without a project.
    ///
    /// - Complexity: for a named project, three walks of `sessions_by_project` (migration 14): its
    ///   first start, its last start, and its sessions starting within the longest session's
    ///   length of that (one of them ends last); the sessions without a project, one scan.
    package func projectSpan(_ project: String?) throws(StoreError) -> TimeSpan? {
        guard let project else { return try projectSpanScanned(nil) }
        let own = "project = ?1 AND duration_ms > 0 AND \(PlausibleRows.session)"
        let first = try connection.prepare("SELECT start_ms FROM sessions WHERE \(own) ORDER BY project, start_ms LIMIT 1")
        try first.bind([.text(project)])
        guard try first.step() else { return nil }
        let start = first.int64(0)
        let latest = try connection.prepare("SELECT start_ms FROM sessions WHERE \(own) ORDER BY project DESC, start_ms DESC LIMIT 1")
        try latest.bind([.text(project)])
        guard try latest.step() else { return nil }
        let longest = try connection.prepare("SELECT longest_ms FROM session_bounds WHERE id = 1")
        let back = Swift.min(try longest.step() ? longest.int64(0) : PlausibleRows.longestMs, PlausibleRows.longestMs)
        let last = try connection.prepare("SELECT max(start_ms + duration_ms) FROM sessions WHERE \(own) AND start_ms >= ?2")
        try last.bind([.text(project), .integer(latest.int64(0) - back)])
        guard try last.step(), !last.isNull(0) else { return nil }
        return TimeSpan(start: Double(start) / 1000, end: Double(last.int64(0)) / 1000)
    }

    /// ``projectSpan(_:)`` by one scan of every session (the sessions without a project).
    func projectSpanScanned(_ project: String?) throws(StoreError) -> TimeSpan? {
        let named = project.map { _ in "project = ?1" } ?? "(project IS NULL OR project = '')"
        let statement = try connection.prepare("""
            SELECT MIN(start_ms), MAX(start_ms + duration_ms) FROM sessions
            WHERE \(named) AND duration_ms > 0 AND \(PlausibleRows.session)
            """)
        try statement.bind(project.map { [.text($0)] } ?? [])
        guard try statement.step(), !statement.isNull(0) else { return nil }
        return TimeSpan(start: Double(statement.int64(0)) / 1000, end: Double(statement.int64(1)) / 1000)
    }
}
