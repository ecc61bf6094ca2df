import CairnCore
@testable import CairnStore
import Foundation
import Testing

/// A copy of a fixture database in a fresh temporary folder.
func copyOfFixture(_ name: String, _ body: (String) throws -> Void) throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    try withTemporaryDatabase { path in
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: URL(fileURLWithPath: path))
        try body(path)
    }
}

@Suite("Opening a database made by the previous release (schema 6)")
struct MigrationTests {
    @Test("the latest version, kept apart so an open builds no migration's SQL, is the count of migrations")
    func latestIsTheCount() {
        #expect(Migrations.latest == Migrations.all.count)
    }

    @Test("everything it held is carried forward: goals into their history, ids, entries, rules, settings")
    func carriedForward() throws {
        try copyOfFixture("schema6-release.cairndb") { path in
            let store = try Store(path: path)
            #expect(try store.schemaVersion() == Migrations.all.count)
            let history = try #require(try store.goalHistory())
            #expect(history.versions.count == 1 && history.versions[0].from == nil)
            #expect(history.versions[0].config == GoalConfig(dailyGoalMinutes: 120, weeklyGoalMinutes: 600,
                                                             window: try TimeWindow(parsing: "09:00-17:00"),
                                                             timeZoneIdentifier: "America/Denver"))
            #expect(try store.setting("goals.config") == nil)
            #expect(try store.trackables().map(\.name) == ["Weight", "Headache", "Diary"])
            // The old defaults were made explicit, so no trackable's past reads differently.
            #expect(try store.trackables().map(\.dayReduction) == [.last, nil, nil])
            #expect(try store.storedEntries().count == 14)
            #expect(try store.storedEntry(id: 13)?.text == "a good day, really")
            #expect(try store.rules().map(\.id) == [1, 3, 2])
            #expect(try store.storedDisruptions().map(\.id) == [1, 2])
            #expect(try store.encouragement().streaks == false)
            #expect(try store.seenMoments() == ["logged-anything@2026-03-16#7"])
            #expect(try store.sessionCount() == 3)
            let integrity = try store.connection.prepare("PRAGMA integrity_check")
            #expect(try integrity.step() && integrity.text(0) == "ok")
        }
    }

    @Test("ids are never reused after the upgrade: a rule removed keeps its id to itself")
    func idsLast() throws {
        try copyOfFixture("schema6-release.cairndb") { path in
            let store = try Store(path: path)
            _ = try store.removeRule(id: 3)
            let rule = try store.addRule(AchievementRule(id: 0, trackableId: 1, measure: .streak, threshold: .ladder(.rungs([3]))))
            #expect(rule.id == 4)
            _ = try store.removeRule(id: 4)
            #expect(try store.addRule(rule).id == 5)
        }
    }

    @Test("the file is stamped as Cairn's, and a second open does not migrate again")
    func stamped() throws {
        try copyOfFixture("schema6-release.cairndb") { path in
            _ = try Store(path: path)
            let identity = try Store.identity(at: path)
            #expect(identity == .cairn(stamped: true))
            let again = try Store(path: path)
            #expect(try again.schemaVersion() == Migrations.all.count && again.goalHistory()?.versions.count == 1)
        }
    }
}

@Suite("Files that are Cairn's")
struct FileIdentityTests {
    @Test("another program's SQLite file is refused and left byte for byte as it was")
    func foreign() throws {
        try withTemporaryDatabase { path in
            do {
                let other = try Connection(path: path)
                try other.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('mine')")
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(throws: StoreError.foreign(path: path)) { try Store(path: path) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    @Test("a file with another application id is refused even with no tables")
    func otherApplication() throws {
        try withTemporaryDatabase { path in
            do { try Connection(path: path).execute("PRAGMA application_id = 42; PRAGMA user_version = 3") }
            #expect(throws: StoreError.foreign(path: path)) { try Store(path: path) }
        }
    }

    @Test("a missing file is not created when the caller only reads")
    func missing() throws {
        try withTemporaryDatabase { path in
            #expect(throws: StoreError.missing(path: path)) { try Store(path: path, create: false) }
            #expect(!FileManager.default.fileExists(atPath: path))
            let identity = try Store.identity(at: path)
            #expect(identity == nil)
        }
    }
}
