import Foundation

extension Store {
    /// Each named project's first start and last end (epoch seconds) over the stored sessions,
    /// the most recently worked on first. One pass over the sessions.
    package func projectSpans() throws(StoreError) -> [(name: String, first: Double, last: Double)] {
        let statement = try connection.prepare("""
            SELECT project, min(start_ms), max(start_ms + duration_ms) FROM sessions
            WHERE project <> '' AND \(PlausibleRows.session) GROUP BY project ORDER BY 3 DESC, 1
            """)
        try statement.bind([])
        var spans: [(name: String, first: Double, last: Double)] = []
        while try statement.step() {
            spans.append((statement.text(0) ?? "", Double(statement.int64(1)) / 1000, Double(statement.int64(2)) / 1000))
        }
        return spans
    }
}
