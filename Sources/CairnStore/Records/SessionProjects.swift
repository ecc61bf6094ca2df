import CairnCore

extension Store {
    /// The first session's start and the last session's end (epoch seconds) of one project, or
    /// `nil` when no session names it. `nil` as the name means the sessions without a project.
    ///
    /// - Complexity: one scan of the sessions (they are keyed by start, not by project).
    package func projectSpan(_ project: String?) throws(StoreError) -> TimeSpan? {
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
