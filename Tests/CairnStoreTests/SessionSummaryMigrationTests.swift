import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("a database from before the session summary")
struct SessionSummaryMigrationTests {
    @Test("opening it builds the per-day summary at once, under its goal history")
    func builtOnOpen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("db.sqlite").path
        let history = GoalHistory(GoalConfig(timeZoneIdentifier: "Europe/Berlin"))
        do {
            let store = try Store(path: path)
            try store.saveGoalHistory(history)
            _ = try store.insertSessions([Session(start: Date(timeIntervalSince1970: 1_700_000_000), seconds: 3600)])
            // Back to schema 8, before the summary was kept.
            try store.connection.execute("""
                DROP TRIGGER sessions_longest; DROP TRIGGER sessions_summary_stale_insert; DROP TRIGGER sessions_summary_stale_delete;
                DROP TABLE session_bounds; DROP TABLE session_day_totals; PRAGMA user_version = 8;
                """)
        }
        let reopened = try Store(path: path)
        let summary = try #require(try reopened.sessionDaySummary(for: history))
        #expect(summary.totals.values.map(\.codedSeconds).reduce(0, +) == 3600)
    }
}
