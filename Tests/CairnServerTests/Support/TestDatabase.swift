import CairnTestSupport
import Foundation

/// A temporary folder with a database, and the built `cairn` to prepare it and to serve it.
struct TestDatabase {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let folder: URL
    var path: String { folder.appendingPathComponent("cairn.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The `cairn` built next to this test bundle.
    static var executable: URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = me.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("cairn").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("cairn")
    }

    /// Runs `cairn --db DB WORDS…`.
    @discardableResult
    func run(_ words: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--db", path] + words
        process.environment = SanitizerOptions.adding(to: ["HOME": folder.path, "PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A coder's month: goals, sessions on weekdays, a rest weekend, and a trackable with a rule.
    func prepare() throws {
        try run(["goals", "set", "--daily", "120", "--weekly", "600", "--window", "09:00-18:00", "--rest-days", "sat,sun", "--time-zone", "Europe/Berlin"])
        var sessions: [String] = []
        for day in 2...13 where day != 7 && day != 8 {
            let date = String(format: "2026-03-%02d", day)
            let seconds = day == 9 ? 18_000 : 3_600 * (day % 3 + 1)
            sessions.append(#"{"start":"\#(date)T08:00:00Z","seconds":\#(seconds)}"#)
        }
        let file = folder.appendingPathComponent("sessions.json")
        try Data(("[" + sessions.joined(separator: ",") + "]").utf8).write(to: file)
        let imported = try run(["import", "sessions", file.path])
        guard imported.status == 0 else { throw ServedCairnErrorLocal(imported.stderr) }
        try run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"])
        try run(["rule", "add", "Running", "--measure", "total", "--ladder", "5,10"])
    }
}

struct ServedCairnErrorLocal: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
