import Foundation
import Testing
import CairnTestSupport

/// `cairn serve` delivers the day's nudges itself, through a stand-in `notify-send`.
@Suite("cairn serve: nudges that reach the person")
struct ServeNudgesTests {
    /// A stand-in `notify-send` in the database's folder that appends each call to a file.
    func fakeNotifier(_ database: TestDatabase) throws -> (path: String, log: String) {
        let bin = database.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = database.folder.appendingPathComponent("notified.txt").path
        let script = bin.appendingPathComponent("notify-send")
        try Data("#!/bin/sh\necho \"$@\" >> '\(log)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (bin.path + ":/usr/bin:/bin", log)
    }

    /// The lines written to the stand-in's log, waiting up to `seconds` for at least `count`.
    func notified(_ log: String, atLeast count: Int, within seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= count || Date() > deadline { return lines }
            usleep(50_000)
        }
    }

    @Test("a due nudge is delivered once when the server starts, and not again after a write")
    func deliveredOnce() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let (path, log) = try fakeNotifier(database)
        // Thursday 12 March, 14:00 in Berlin: one hour coded of a two-hour goal, inside the window.
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                     arguments: ["--now", "2026-03-12T13:00:00Z"], environment: ["PATH": path])
        defer { server.stop() }
        // Two are due: the ring's hour to go, and the week's goal already hit.
        let sent = notified(log, atLeast: 2, within: 10)
        #expect(sent == ["--app-name=Cairn Cairn 1h to close today's ring", "--app-name=Cairn Cairn Weekly goal hit 🎉"])
        let token = try await server.csrfToken()
        let logged = try await server.request("POST", "/api/log", body: #"{"trackable":"Running","value":"3 km"}"#,
                                              headers: ["X-CSRF-Token": token, "Content-Type": "application/json"])
        #expect(logged.status == 200)
        // The write asks the courier to plan again; what was sent is not sent twice.
        usleep(1_500_000)
        #expect(notified(log, atLeast: 3, within: 0) == sent)
        // The CLI shares the record of what was sent.
        #expect(try database.run(["nudges", "--now", "2026-03-12T13:05:00Z"]).stdout.isEmpty)
    }

    @Test("nothing is delivered on a rest day, nor outside the window")
    func restDayAndWindow() async throws {
        for now in ["2026-03-14T13:00:00Z", "2026-03-12T19:30:00Z"] {
            let database = try TestDatabase()
            defer { database.remove() }
            try database.prepare()
            let (path, log) = try fakeNotifier(database)
            let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                         arguments: ["--now", now], environment: ["PATH": path])
            let token = try await server.csrfToken()
            let logged = try await server.request("POST", "/api/log", body: #"{"trackable":"Running","value":"3 km"}"#,
                                                  headers: ["X-CSRF-Token": token, "Content-Type": "application/json"])
            #expect(logged.status == 200)
            usleep(1_500_000)
            server.stop()
            #expect(!FileManager.default.fileExists(atPath: log), "\(now): \(notified(log, atLeast: 0, within: 0))")
            // The planner did run: at the same moment the CLI finds nothing due either.
            #expect(try database.run(["nudges", "--now", now]).stdout.isEmpty, "\(now)")
        }
    }
}
