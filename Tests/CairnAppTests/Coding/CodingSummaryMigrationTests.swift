import CairnApp
import CairnCore
@testable import CairnStore
import Foundation
import Testing

@Suite("A database from before the coding summary (schema 13)")
struct CodingSummaryMigrationTests {
    @Test("opening it builds the summary at once, and its all-time analytics are those of a new database and of the live sweep")
    func builtOnOpen() throws {
        try withTemporaryDatabase { path in
            let history = CodingSummaryTests.history(seed: 1)
            let sessions = CodingSummaryTests.sessions(seed: 1, count: 400)
            let now = Date(timeIntervalSince1970: 1_765_000_000)
            do {
                // A database at schema 13, the last one before the summary, made by its migrations alone.
                let connection = try Connection(path: path)
                try connection.execute("PRAGMA application_id = \(Store.applicationID); PRAGMA foreign_keys = OFF")
                for (index, sql) in Migrations.all.prefix(Migrations.codingSummaryVersion - 1).enumerated() {
                    try connection.execute(sql)
                    try connection.execute("PRAGMA user_version = \(index + 1)")
                }
                let insert = try connection.prepare("INSERT INTO goal_history (from_day, config) VALUES (?, ?)")
                for version in history.versions {
                    let config = String(decoding: try JSONEncoder().encode(version.config), as: UTF8.self)
                    try insert.run([.integer(version.from.map { Int64($0.daysSinceEpoch) } ?? -2_147_483_648), .text(config)])
                }
                let session = try connection.prepare("""
                    INSERT OR IGNORE INTO sessions (start_ms, duration_ms, project, language, editor, source) VALUES (?, ?, ?, ?, ?, ?)
                    """)
                for s in sessions {
                    try session.run([.integer(Int64((s.start.timeIntervalSince1970 * 1000).rounded())), .integer(Int64((s.seconds * 1000).rounded())),
                                     .text(s.project ?? ""), .text(s.language ?? ""), .text(s.editor ?? ""), .text(s.source ?? "")])
                }
            }
            let store = try Store(path: path)
            #expect(try store.schemaVersion() == Migrations.latest)
            #expect(try CodingSummaryTests.count(store, "coding_marks") > 20)
            let workspace = Workspace(environment: [:], databasePath: path, now: now)
            let migrated = try CodingSummaryTests.answers(workspace)
            try withTemporaryDatabase { fresh in
                let other = try Store(path: fresh)
                try other.saveGoalHistory(history)
                _ = try other.insertSessions(sessions)
                #expect(try CodingSummaryTests.answers(Workspace(environment: [:], databasePath: fresh, now: now)) == migrated)
            }
            try CodingSummaryTests.expectSame(workspace, store)
        }
    }
}
