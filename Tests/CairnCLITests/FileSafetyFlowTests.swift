import CairnTestSupport
import Foundation
import Testing

extension CairnBinary {
    /// Runs `cairn` with `arguments` and `CAIRN_DB` set to `database`, as a user without root's
    /// power over permission bits (under `setpriv` as `nobody` when the tests run as root), or
    /// as this user when `unprivileged` is false; a run still going after `seconds` is killed
    /// and reported with status -1.
    func run(_ arguments: [String], database: String, unprivileged: Bool = false, seconds: Double = 60) throws -> Result {
        let process = Process()
        if unprivileged, getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = FileSafetyFlowTests.nobody + [CairnBinary.executable.path] + arguments
        } else {
            process.executableURL = CairnBinary.executable
            process.arguments = arguments
        }
        process.environment = SanitizerOptions.adding(to: ["HOME": folder.path, "CAIRN_DB": database, "PATH": "/usr/bin:/bin",
                                                           "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let killed = process.isRunning
        if killed { process.terminate() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: killed ? -1 : process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Every file in `folder` with its bytes.
private func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try? Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

/// Runs `/usr/bin/python3 -c script arguments`, as `nobody` when `unprivileged` and root.
private func python(_ script: String, _ arguments: [String], unprivileged: Bool = false) throws {
    let process = Process()
    if unprivileged, getuid() == 0 {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = FileSafetyFlowTests.nobody + ["/usr/bin/python3", "-c", script] + arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
    }
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 \(script)")
}

/// Gives `path` to `nobody` when the tests run as root (so that `nobody` owns it as a user owns
/// their files), and sets its mode.
private func own(_ path: URL, mode: Int) throws {
    if getuid() == 0 { #expect(chown(path.path, 65534, 65534) == 0) }
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path.path)
}

@Suite("Files that are not Cairn's, and paths that are not there, on the command line")
struct FileSafetyFlowTests {
    /// `setpriv` arguments that make a process `nobody`, without root's capabilities.
    static let nobody = ["--reuid=65534", "--regid=65534", "--clear-groups"]

    @Test("another program's file with tables named settings and sessions: today, key and log refuse it, naming it, and leave it byte for byte",
          arguments: [1, 7, 13])
    func lookalike(version: Int) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let folder = cairn.folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = folder.appendingPathComponent("app.db").path
        try python("""
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.executescript("create table settings (key text primary key, value text); create table sessions (id integer primary key, token text, expires integer); insert into settings values ('theme', 'dark'); insert into sessions (token, expires) values ('abc', 1700000000); pragma user_version = \(version);")
            c.commit()
            """, [other])
        let before = try contents(folder)
        #expect(before.keys.sorted() == ["app.db"])
        for args in [["today"], ["key"], ["log", "Weight", "70kg"], ["days"]] {
            let result = try cairn.run(args, database: other)
            #expect(result.status == 1 && result.stderr.hasPrefix("error: ") && result.stderr.contains("\(other) is not a Cairn database"),
                    "\(args): \(result.stderr)")
            #expect(try contents(folder) == before, "\(args)")
        }
    }

    @Test("a link whose target is missing: a read, a failing log and serve refuse it at once, naming the target; the link still dangles and nothing is made",
          arguments: [["today"], ["goals", "show"], ["log", "Mood", "3"], ["trackable", "add", "Mood", "--kind", "number"],
                      ["serve", "--port", "0"]])
    func danglingLink(args: [String]) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let folder = cairn.folder.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("cairn.sqlite").path
        let target = cairn.folder.appendingPathComponent("unmounted/disk/cairn.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try cairn.run(args, database: link, seconds: 20)
        #expect(result.status == 1, "\(args): \(result.status) \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("is a link to \(target), which does not exist"),
                "\(args): \(result.stderr)")
        let viaFlag = try cairn.run(["--db", link] + args, database: cairn.database, seconds: 20)
        #expect(viaFlag.status == 1 && viaFlag.stderr.contains(target), "--db: \(viaFlag.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cairn.sqlite"])
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }

    /// A database with a trackable and an entry, at `folder/cairn.sqlite`, checkpointed and closed.
    func madeDatabase(_ cairn: CairnBinary, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("cairn.sqlite").path
        for args in [["goals", "set", "--daily", "60", "--time-zone", "UTC"], ["trackable", "add", "Mood", "--kind", "number"],
                     ["log", "Mood", "3", "--now", "2026-03-20T12:00:00Z"]] {
            let made = try cairn.run(args, database: database)
            #expect(made.status == 0, "\(args): \(made.stderr)")
        }
        return database
    }

    static let reads: [[String]] = [["today"], ["days"], ["achievements"], ["export"], ["check"], ["entry", "list"],
                                    ["trackable", "list"], ["goals", "show"]]

    @Test("a folder you cannot write: every read works and makes nothing there; a log fails saying the folder is read-only")
    func readOnlyFolder() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let folder = cairn.folder.appendingPathComponent("readonly")
        let database = try madeDatabase(cairn, in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let before = try contents(folder)
        for args in Self.reads {
            let result = try cairn.run(args + ["--now", "2026-03-20T13:00:00Z"], database: database, unprivileged: true)
            #expect(result.status == 0 && !result.stderr.contains("error"), "\(args): \(result.stderr)")
        }
        #expect(try cairn.run(["entry", "list"], database: database, unprivileged: true).stdout.contains("Mood"))
        let log = try cairn.run(["log", "Mood", "4", "--now", "2026-03-20T13:00:00Z"], database: database, unprivileged: true)
        #expect(log.status == 1 && log.stderr.hasPrefix("error: ") && log.stderr.contains("the folder \(folder.path) is read-only"),
                "\(log.stderr)")
        #expect(log.stderr.split(separator: "\n").count == 1)
        #expect(try contents(folder) == before)
    }

    @Test("a database file you cannot write: reads work without making a -shm or -wal; a log fails saying the file is read-only")
    func readOnlyFile() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let folder = cairn.folder.appendingPathComponent("mine")
        let database = try madeDatabase(cairn, in: folder)
        try own(folder, mode: 0o755)
        try own(URL(fileURLWithPath: database), mode: 0o400)
        let before = try contents(folder)
        for args in Self.reads {
            let result = try cairn.run(args + ["--now", "2026-03-20T13:00:00Z"], database: database, unprivileged: true)
            #expect(result.status == 0 && !result.stderr.contains("error"), "\(args): \(result.stderr)")
        }
        let log = try cairn.run(["log", "Mood", "4", "--now", "2026-03-20T13:00:00Z"], database: database, unprivileged: true)
        #expect(log.status == 1 && log.stderr.contains("the database file \(database) is read-only"), "\(log.stderr)")
        #expect(try contents(folder) == before)
    }

    @Test("a -shm left with mode 0400 by a read of a 0400 file does not block writes after chmod 600")
    func staleSharedMemory() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let folder = cairn.folder.appendingPathComponent("stale")
        let database = try madeDatabase(cairn, in: folder)
        try own(folder, mode: 0o755)
        try own(URL(fileURLWithPath: database), mode: 0o400)
        // What sqlite3 (or an older Cairn) leaves: a read-only open makes the -shm with the file's mode.
        try python("import sqlite3, sys; c = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True); c.execute('select count(*) from entries').fetchall(); c.close()",
                   [database], unprivileged: true)
        let shm = try FileManager.default.attributesOfItem(atPath: database + "-shm")
        #expect((shm[.posixPermissions] as? Int) == 0o400)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: database)
        let log = try cairn.run(["log", "Mood", "4", "--now", "2026-03-20T13:00:00Z"], database: database, unprivileged: true)
        #expect(log.status == 0, "\(log.stderr)")
        let list = try cairn.run(["entry", "list", "--json"], database: database, unprivileged: true)
        #expect(list.stdout.contains("4"), "\(list.stdout)")
    }
}
