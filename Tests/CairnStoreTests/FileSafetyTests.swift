@testable import CairnStore
import Foundation
import Testing

/// The bytes of the file at `path` and of whatever lies next to it (`-wal`, `-shm`, `-journal`).
private func filesAt(_ path: String) throws -> [String: Data] {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

/// Writes at `path` a database with the schema migrations 1...`version` make, as a Cairn of
/// that version did before it stamped its application id (not in WAL, so any change shows).
private func unstampedCairn(at path: String, version: Int, _ extra: String = "") throws {
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = OFF")
    try connection.writeTransaction { try Migrations.apply(connection, from: 0, to: version) }
    if !extra.isEmpty { try connection.execute(extra) }
}

@Suite("A file that only looks like Cairn's is another program's")
struct LookalikeFileTests {
    @Test("tables named settings and sessions at a user_version Cairn had: refused, and left byte for byte as it was",
          arguments: [1, 2, 6, 7, 12, 13])
    func lookalike(version: Int) throws {
        try withTemporaryDatabase { path in
            do {
                let other = try Connection(path: path)
                try other.execute("""
                    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);
                    CREATE TABLE sessions (id INTEGER PRIMARY KEY, user TEXT, expires INTEGER);
                    INSERT INTO settings VALUES ('theme', 'dark');
                    INSERT INTO sessions (user, expires) VALUES ('ada', 1700000000);
                    PRAGMA user_version = \(version);
                    """)
            }
            let before = try filesAt(path)
            #expect(throws: StoreError.foreign(path: path)) { try Store(path: path) }
            #expect(throws: StoreError.foreign(path: path)) { try Store(path: path, create: false) }
            #expect(try Store.identity(at: path) == .foreign)
            #expect(try filesAt(path) == before)
        }
    }

    @Test("Cairn's own schema with one table more, or one column changed, is not Cairn's")
    func nearMisses() throws {
        for extra in ["CREATE TABLE notes (body TEXT)", "ALTER TABLE sessions ADD COLUMN user TEXT",
                      "DROP TABLE day_totals"] {
            try withTemporaryDatabase { path in
                try unstampedCairn(at: path, version: 6, extra)
                let before = try filesAt(path)
                #expect(throws: StoreError.foreign(path: path), "\(extra)") { try Store(path: path) }
                #expect(try filesAt(path) == before, "\(extra)")
            }
        }
    }

    @Test("a database a Cairn of any schema version wrote before the stamp opens, is stamped and brought up to date",
          arguments: 1...Migrations.latest)
    func genuine(version: Int) throws {
        try withTemporaryDatabase { path in
            try unstampedCairn(at: path, version: version, "INSERT INTO settings VALUES ('kept', 'yes')")
            #expect(try Store.identity(at: path) == .cairn(stamped: false))
            let store = try Store(path: path)
            #expect(try store.schemaVersion() == Migrations.latest)
            #expect(try store.setting("kept") == "yes")
            #expect(try Store.identity(at: path) == .cairn(stamped: true))
        }
    }

    @Test("the file a released Cairn (schema 6) wrote before the stamp has the schema its migrations make, and is adopted")
    func releasedFile() throws {
        try copyOfFixture("schema6-release.cairndb") { path in
            let look = try Connection(path: path, create: false, readOnly: true)
            #expect(try SchemaSignature.read(look) == SchemaSignature.made(byVersion: 6))
            #expect(try Store.identity(at: path) == .cairn(stamped: false))
            #expect(try Store(path: path).schemaVersion() == Migrations.latest)
        }
    }

    @Test("the schema a version is known by is the migrations' own: every version's differs from the one before")
    func signaturesFollowTheMigrations() throws {
        var seen: [SchemaSignature] = []
        for version in 1...Migrations.latest {
            let signature = try SchemaSignature.made(byVersion: version)
            #expect(signature.tables["settings"]?.map(\.name) == ["key", "value"], "\(version)")
            seen.append(signature)
        }
        // Versions 11 and 12 add only indexes, so they share version 10's tables.
        #expect(Set(seen).count == Migrations.latest - 2)
        #expect(seen[4].tables["sessions"]?.map(\.name).contains("id") == false)
        #expect(seen[5].tables["entries"]?.last == SchemaSignature.Column(name: "text", type: "TEXT"))
    }
}

@Suite("An old Cairn database is adopted whole or not at all")
struct AdoptionTests {
    @Test("a migration that fails leaves the file as it was: not stamped, not in WAL, at its own version")
    func failedAdoption() throws {
        try withTemporaryDatabase { path in
            // An entry pointing at no trackable: migration 7's foreign key check refuses it,
            // after migration 6 would have succeeded.
            try unstampedCairn(at: path, version: 5, "INSERT INTO entries (trackable_id, day, value, source) VALUES (99, 20000, 1, 'manual')")
            let before = try filesAt(path)
            #expect(throws: StoreError.self) { try Store(path: path) }
            #expect(try filesAt(path) == before)
            let look = try Connection(path: path, create: false, readOnly: true)
            #expect(try Migrations.userVersion(look) == 5)
        }
    }

    @Test("a genuine adoption is one transaction: the stamp and every migration, then WAL")
    func wholeAdoption() throws {
        try withTemporaryDatabase { path in
            try unstampedCairn(at: path, version: 3)
            let store = try Store(path: path)
            let mode = try store.connection.prepare("PRAGMA journal_mode")
            #expect(try mode.step() && mode.text(0) == "wal")
            let id = try store.connection.prepare("PRAGMA application_id")
            #expect(try id.step() && Int32(truncatingIfNeeded: id.int64(0)) == Store.applicationID)
        }
    }
}

@Suite("A link to nothing is never replaced by a database")
struct DanglingLinkTests {
    @Test("opening a symbolic link whose target is missing is refused naming the target; nothing is created",
          arguments: [true, false])
    func dangling(create: Bool) throws {
        try withTemporaryDatabase { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = folder.appendingPathComponent("unmounted/cairn.sqlite").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            #expect(throws: StoreError.danglingLink(path: path, target: target)) { try Store(path: path, create: create) }
            #expect(throws: StoreError.danglingLink(path: path, target: target)) { try Connection(path: path, create: create) }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cairn.sqlite"])
        }
    }

    @Test("a relative link is named by the path it points at")
    func relative() throws {
        try withTemporaryDatabase { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "../gone.sqlite")
            let expected = folder.deletingLastPathComponent().appendingPathComponent("gone.sqlite").path
            #expect(DatabaseFile.danglingTarget(path) == expected)
        }
    }

    @Test("a new file is never made through a link, even one that appears after the check")
    func noFollow() throws {
        try withTemporaryDatabase { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = folder.appendingPathComponent("elsewhere.sqlite").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            #expect(throws: StoreError.danglingLink(path: path, target: target)) { try DatabaseFile.create(path) }
            #expect(!FileManager.default.fileExists(atPath: target))
        }
    }

    @Test("a folder on the way to a new database that is a link to nothing is refused too, and nothing is made")
    func danglingFolder() throws {
        try withTemporaryDatabase { path in
            let nested = URL(fileURLWithPath: path).deletingLastPathComponent()
            let top = nested.deletingLastPathComponent()
            let target = top.appendingPathComponent("unmounted").path
            try FileManager.default.createSymbolicLink(atPath: nested.path, withDestinationPath: target)
            #expect(throws: StoreError.danglingLink(path: nested.path, target: target)) { try Store(path: path) }
            #expect(!FileManager.default.fileExists(atPath: target))
        }
    }

    @Test("a link to a database that is there is followed as before")
    func linkToFile() throws {
        try withTemporaryDatabase { path in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            let real = folder.appendingPathComponent("real.sqlite").path
            try Store(path: real).setSetting("where", to: "real")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: real)
            #expect(try Store(path: path, create: false).setting("where") == "real")
        }
    }
}

@Suite("Read-only places: how a file is opened")
struct FileAccessTests {
    typealias Answers = FileAccess.Answers

    @Test("a writable file in a writable folder is opened to read and write")
    func writable() throws {
        #expect(try FileAccess.decide(path: "/d/c", folder: "/d", Answers(file: 0, folder: 0, walHasContent: true, shmExists: true))
            == FileAccess(mode: .readWrite, cause: nil))
    }

    @Test("a folder that cannot be written: immutable (SQLite needs no -shm), the cause named; read-only media said so")
    func folder() throws {
        let answers = Answers(file: 0, folder: EACCES, walHasContent: false, shmExists: false)
        #expect(try FileAccess.decide(path: "/d/c", folder: "/d", answers) == FileAccess(mode: .immutable, cause: "the folder /d is read-only"))
        var media = answers
        media.folder = EROFS
        #expect(try FileAccess.decide(path: "/d/c", folder: "/d", media).cause == "the folder /d is on a read-only file system")
    }

    @Test("a folder that cannot be written, with changes still in the -wal: read through the -shm, or refused without one")
    func folderWithLog() throws {
        var answers = Answers(file: EACCES, folder: EACCES, walHasContent: true, shmExists: true)
        #expect(try FileAccess.decide(path: "/d/c", folder: "/d", answers).mode == .readOnly)
        answers.shmExists = false
        #expect(throws: StoreError.self) { try FileAccess.decide(path: "/d/c", folder: "/d", answers) }
    }

    @Test("a file that cannot be written in a folder that can: immutable unless a -wal or -shm is there to read through")
    func file() throws {
        var answers = Answers(file: EACCES, folder: 0, walHasContent: false, shmExists: false)
        #expect(try FileAccess.decide(path: "/d/c", folder: "/d", answers)
            == FileAccess(mode: .immutable, cause: "the database file /d/c is read-only"))
        answers.shmExists = true
        #expect(try FileAccess.decide(path: "/d/c", folder: "/d", answers).mode == .readOnly)
    }

    @Test("a connection opened read-only for a cause refuses every write naming it, and still reads")
    func readOnlyConnection() throws {
        try withTemporaryDatabase { path in
            try Store(path: path).setSetting("a", to: "1")
            let connection = try Connection(opening: path, mode: .immutable, readOnlyCause: "the folder /x is read-only")
            let read = try connection.prepare("SELECT value FROM settings WHERE key = 'a'")
            #expect(try read.step() && read.text(0) == "1")
            #expect(throws: StoreError.readOnly(path: path, cause: "the folder /x is read-only")) {
                try connection.writeTransaction { try connection.execute("UPDATE settings SET value = '2'") }
            }
        }
    }
}

@Suite("An acknowledged write survives a power loss")
struct DurabilityTests {
    /// `PRAGMA synchronous` on `store`'s connection, read inside a write transaction.
    func synchronous(_ store: Store) throws -> Int64 {
        try store.connection.writeTransaction {
            let statement = try store.connection.prepare("PRAGMA synchronous")
            return try statement.step() ? statement.int64(0) : -1
        }
    }

    @Test("every write is synced before it returns (synchronous = FULL) on a new, an existing and an upgraded database")
    func full() throws {
        try withTemporaryDatabase { path in
            let new = try Store(path: path)
            #expect(try synchronous(new) == 2)
            let existing = try Store(path: path)
            #expect(try synchronous(existing) == 2)
        }
        try withTemporaryDatabase { path in
            try unstampedCairn(at: path, version: 6)
            let upgraded = try Store(path: path)
            #expect(try synchronous(upgraded) == 2)
        }
    }
}
