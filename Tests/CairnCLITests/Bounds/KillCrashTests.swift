import CairnStore
import CairnTestSupport
import Foundation
import Testing

/// `kill -9` at random moments: an import and a run of logs are killed mid-way, again and
/// again; the file stays intact, each command is all or nothing, and finishing the import gives
/// the same totals as a clean run. Bounded to a few seconds.
@Suite("kill -9 mid-write")
struct KillCrashTests {
    static let sessionCount = 20_000

    /// Sessions every 15 minutes from 2026-01-01, 10 minutes each: one import of a few hundred ms.
    static let sessionsJSON: String = {
        let start = 1_767_225_600
        let items = (0..<sessionCount).map { #"{"start": \#(start + $0 * 900), "seconds": 600, "project": "p\#($0 % 7)"}"# }
        return "[" + items.joined(separator: ",") + "]"
    }()

    /// Starts `cairn` and kills it with SIGKILL after `delay` seconds (if it is still running).
    func runKilled(_ cairn: CairnBinary, _ arguments: [String], after delay: Double) throws {
        let process = Process()
        process.executableURL = CairnBinary.executable
        process.arguments = arguments
        process.environment = SanitizerOptions.adding(to: ["HOME": cairn.folder.path, "CAIRN_DB": cairn.database,
                                                           "CAIRN_NOW": "2026-12-31T12:00:00Z", "PATH": "/usr/bin:/bin"])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    func integrity(_ path: String) throws -> String {
        let store = try Store(path: path)
        let statement = try store.connection.prepare("PRAGMA integrity_check")
        return try statement.step() ? statement.text(0) ?? "" : ""
    }

    func count(_ path: String, _ table: String) throws -> Int64 {
        let store = try Store(path: path)
        let statement = try store.connection.prepare("SELECT count(*) FROM \(table)")
        return try statement.step() ? statement.int64(0) : -1
    }

    @Test("an import killed at random moments is all or nothing, and finishing it gives the clean totals")
    func killedImport() throws {
        let cairn = try CairnBinary()
        let clean = try CairnBinary()
        defer { cairn.remove(); clean.remove() }
        let file = try cairn.write("sessions.json", Self.sessionsJSON)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<6 {
            try runKilled(cairn, ["import", "sessions", file], after: Double.random(in: 0.02...0.4, using: &generator))
            #expect(try integrity(cairn.database) == "ok")
            let stored = try count(cairn.database, "sessions")
            #expect(stored == 0 || stored == Int64(Self.sessionCount), "a killed import left \(stored) sessions")
        }
        #expect(try cairn.run(["import", "sessions", file]).status == 0)
        #expect(try clean.run(["import", "sessions", file]).status == 0)
        let range = ["days", "--from", "2026-01-01", "--to", "2026-07-31", "--json"]
        let now = ["CAIRN_NOW": "2026-12-31T12:00:00Z"]
        #expect(try cairn.run(range, environment: now).stdout == clean.run(range, environment: now).stdout)
    }

    @Test("logs killed at random moments each add their entry or nothing, and the file stays intact")
    func killedLogs() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Run", "--kind", "number", "--unit", "km"])
        try cairn.run(["rule", "add", "Run", "--measure", "total", "--every", "10"])
        var generator = SystemRandomNumberGenerator()
        var previous: Int64 = 0
        for i in 0..<8 {
            try runKilled(cairn, ["log", "Run", "5", "--date", "2026-03-\(10 + i)"], after: Double.random(in: 0.005...0.12, using: &generator))
            #expect(try integrity(cairn.database) == "ok")
            let entries = try count(cairn.database, "entries")
            #expect(entries == previous || entries == previous + 1)
            previous = entries
        }
        #expect(try cairn.run(["check"]).status == 0)
    }
}
