import CairnCore
@testable import CairnStore
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
            // A database at schema 8, the last one before the summary, made by its migrations alone.
            let connection = try Connection(path: path)
            try connection.execute("PRAGMA application_id = \(Store.applicationID); PRAGMA foreign_keys = OFF")
            for (index, sql) in Migrations.all.prefix(Migrations.sessionSummaryVersion - 1).enumerated() {
                try connection.execute(sql)
                try connection.execute("PRAGMA user_version = \(index + 1)")
            }
            let config = String(decoding: try JSONEncoder().encode(history.versions[0].config), as: UTF8.self)
            try connection.prepare("INSERT INTO goal_history (from_day, config) VALUES (-2147483648, ?)").run([.text(config)])
            try connection.execute("INSERT INTO sessions (start_ms, duration_ms) VALUES (1700000000000, 3600000)")
        }
        let reopened = try Store(path: path)
        let summary = try #require(try reopened.sessionDaySummary(for: history))
        #expect(summary.totals.values.map(\.codedSeconds).reduce(0, +) == 3600)
    }
}
