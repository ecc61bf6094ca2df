import CairnCore
import CairnStore
import Foundation
import Testing

/// Runs `body` with the path of a database file in a fresh temporary folder, removed afterwards.
func withTemporaryDatabase<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.appendingPathComponent("nested/cairn.sqlite").path)
}

@Suite("Store")
struct StoreTests {
    @Test("a new database is created readable by its owner only, in WAL mode, with foreign keys on")
    func creation() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let mode = try store.connection.prepare("PRAGMA journal_mode")
            #expect(try mode.step() && mode.text(0) == "wal")
            let keys = try store.connection.prepare("PRAGMA foreign_keys")
            #expect(try keys.step() && keys.int64(0) == 1)
            #expect(try store.schemaVersion() >= 1)
        }
    }

    @Test("reopening keeps the data and does not migrate twice")
    func reopen() throws {
        try withTemporaryDatabase { path in
            let config = GoalConfig(dailyGoalMinutes: 95, timeZoneIdentifier: "Europe/Berlin")
            do {
                let store = try Store(path: path)
                try store.saveGoalConfig(config)
            }
            let again = try Store(path: path)
            #expect(try again.goalConfig() == config)
        }
    }

    @Test("goal config is absent until saved, then round-trips")
    func goalConfig() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            #expect(try store.goalConfig() == nil)
            let config = GoalConfig(dailyGoalMinutes: 30, weeklyGoalMinutes: 600, restDays: [], streakPolicy: .strict)
            try store.saveGoalConfig(config)
            #expect(try store.goalConfig() == config)
        }
    }

    @Test("importing the same sessions twice changes nothing")
    func idempotentImport() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let sessions = [
                Session(start: Date(timeIntervalSince1970: 1_773_000_000), seconds: 1800, project: "cairn", language: "Swift"),
                Session(start: Date(timeIntervalSince1970: 1_773_003_600), seconds: 600.5),
            ]
            let first = try store.insertSessions(sessions)
            #expect(first.added == 2 && first.duplicates == 0)
            let second = try store.insertSessions(sessions)
            #expect(second.added == 0 && second.duplicates == 2)
            #expect(try store.sessionCount() == 2)
            #expect(try store.sessions() == sessions)
            #expect(first.earliest == sessions[0].start)
            #expect(first.latest == sessions[1].start.addingTimeInterval(600.5))
        }
    }

    @Test("a failing write leaves the database as it was")
    func atomicImport() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let good = Session(start: Date(timeIntervalSince1970: 1_773_000_000), seconds: 60)
            _ = try store.insertSessions([good])
            let bad = Session(start: Date(timeIntervalSince1970: 1_773_100_000), seconds: -5)  // the CHECK refuses it
            #expect(throws: StoreError.self) {
                _ = try store.insertSessions([Session(start: Date(timeIntervalSince1970: 1_773_050_000), seconds: 60), bad])
            }
            #expect(try store.sessions() == [good])
        }
    }

    @Test("session spans come back sorted by start")
    func spans() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            _ = try store.insertSessions([Session(start: Date(timeIntervalSince1970: 200), seconds: 10),
                                          Session(start: Date(timeIntervalSince1970: 100), seconds: 10)])
            #expect(try store.sessionSpans() == [TimeSpan(start: 100, end: 110), TimeSpan(start: 200, end: 210)])
        }
    }

    @Test("a path that cannot be created gives a message naming it")
    func unopenable() {
        #expect {
            _ = try Store(path: "/proc/cairn-cannot/cairn.sqlite")
        } throws: { error in
            (error as? StoreError)?.description.contains("/proc/cairn-cannot/cairn.sqlite") ?? false
        }
    }

    @Test("the default path follows XDG_DATA_HOME, else HOME")
    func defaultPath() {
        #expect(Store.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]) == "/x/data/cairn/cairn.sqlite")
        #expect(Store.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/cairn/cairn.sqlite")
        #expect(Store.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]) == "/home/a/.local/share/cairn/cairn.sqlite")
    }
}
