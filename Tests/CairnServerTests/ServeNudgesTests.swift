import Foundation
import Testing
import CairnTestSupport

/// `cairn serve` delivers the day's nudges itself, through a stand-in `notify-send`.
@Suite("cairn serve: nudges that reach the person")
struct ServeNudgesTests {
    /// The stand-in's calls, waiting up to `seconds` for at least `count`.
    func notified(_ tool: StandInTool, atLeast count: Int, within seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let lines = tool.lines()
            if lines.count >= count || Date() > deadline { return lines }
            usleep(50_000)
        }
    }

    @Test("a due nudge is delivered once when the server starts, and not again after a write")
    func deliveredOnce() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let notifier = try StandInTool("notify-send", in: database.folder)
        // Thursday 12 March, 14:00 in Berlin: one hour coded of a two-hour goal, inside the window.
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                     arguments: ["--now", "2026-03-12T13:00:00Z"], environment: ["PATH": notifier.path])
        defer { server.stop() }
        // Two are due: the ring's hour to go, and the week's goal already hit.
        let sent = notified(notifier, atLeast: 2, within: 10)
        #expect(sent == ["--app-name=Cairn Cairn 1h to close today's ring", "--app-name=Cairn Cairn Weekly goal hit 🎉"])
        let token = try await server.csrfToken()
        let logged = try await server.request("POST", "/api/log", body: #"{"trackable":"Running","value":"3 km"}"#,
                                              headers: ["X-CSRF-Token": token, "Content-Type": "application/json"])
        #expect(logged.status == 200)
        // The write asks the courier to plan again; what was sent is not sent twice.
        usleep(1_500_000)
        #expect(notified(notifier, atLeast: 3, within: 0) == sent)
        // The CLI shares the record of what was sent.
        #expect(try database.run(["nudges", "--now", "2026-03-12T13:05:00Z"]).stdout.isEmpty)
    }

    @Test("nothing is delivered on a rest day, nor outside the window")
    func restDayAndWindow() async throws {
        for now in ["2026-03-14T13:00:00Z", "2026-03-12T19:30:00Z"] {
            let database = try TestDatabase()
            defer { database.remove() }
            try database.prepare()
            let notifier = try StandInTool("notify-send", in: database.folder)
            let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                         arguments: ["--now", now], environment: ["PATH": notifier.path])
            let token = try await server.csrfToken()
            let logged = try await server.request("POST", "/api/log", body: #"{"trackable":"Running","value":"3 km"}"#,
                                                  headers: ["X-CSRF-Token": token, "Content-Type": "application/json"])
            #expect(logged.status == 200)
            usleep(1_500_000)
            server.stop()
            #expect(notifier.lines().isEmpty, "\(now): \(notifier.lines())")
            // The planner did run: at the same moment the CLI finds nothing due either.
            #expect(try database.run(["nudges", "--now", now]).stdout.isEmpty, "\(now)")
        }
    }
}
