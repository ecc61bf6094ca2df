import Foundation
import Testing
import CairnTestSupport

/// `cairn serve` over real loopback requests: the API's documents are the CLI's, and the
/// access rules hold.
@Suite("cairn serve: the JSON API and its guards")
struct ServeAPITests {
    static let now = "2026-03-09T15:00:00Z"

    func served(_ database: TestDatabase, _ arguments: [String] = []) throws -> ServedCairn {
        try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now] + arguments)
    }

    @Test("GET /api/today is exactly `cairn today --json` for the same database and clock")
    func todayMatchesCLI() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try served(database)
        defer { server.stop() }
        let api = try await server.request("GET", "/api/today")
        let cli = try database.run(["today", "--json", "--now", Self.now])
        #expect(api.status == 200)
        #expect(api.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(api.body == cli.stdout)
        let dated = try await server.request("GET", "/api/today?date=2026-03-08")
        #expect(dated.body == (try database.run(["today", "--json", "--date", "2026-03-08", "--now", Self.now])).stdout)
        let days = try await server.request("GET", "/api/days?from=2026-03-01&to=2026-03-09")
        #expect(days.body == (try database.run(["days", "--json", "--from", "2026-03-01", "--to", "2026-03-09", "--now", Self.now])).stdout)
    }

    @Test("a POST without the CSRF token is refused with 403 and writes nothing; with it, it writes")
    func csrf() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try served(database)
        defer { server.stop() }
        let log = #"{"trackable":"Running","value":"12 km","date":"2026-03-09"}"#
        let refused = try await server.request("POST", "/api/log", body: log)
        #expect(refused.status == 403)
        #expect(refused.body.contains("CSRF"))
        let wrong = try await server.request("POST", "/api/log", body: log, headers: ["X-CSRF-Token": String(repeating: "0", count: 64)])
        #expect(wrong.status == 403)
        let settings = try await server.request("PUT", "/api/settings", body: #"{"streaks":false}"#)
        #expect(settings.status == 403)
        let earnedBefore = try database.run(["achievements", "--json", "--now", Self.now]).stdout
        #expect(!earnedBefore.contains("10 km"))
        #expect(try database.run(["settings", "show", "--json"]).stdout.contains(#""streaks" : true"#))

        let token = try await server.csrfToken()
        let accepted = try await server.request("POST", "/api/log", body: log, headers: ["X-CSRF-Token": token])
        #expect(accepted.status == 200)
        // The log's document is the CLI's, toast included: the last new moment.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(accepted.body.utf8)) as? [String: Any])
        #expect((document["toast"] as? [String: Any])?["text"] as? String == "10 km")
        #expect(try database.run(["achievements", "--json", "--now", Self.now]).stdout.contains("10 km"))
    }

    @Test("a request whose Host is not the bound name is refused (DNS rebinding)")
    func foreignHost() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        for host in ["evil.example:\(server.port)", "127.0.0.1:1", "localhost"] {
            let answer = try await server.request("GET", "/api/today", headers: ["Host": host])
            #expect(answer.status == 421, "Host \(host)")
            #expect(!answer.body.contains("codedSeconds"))
        }
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)"] {
            #expect(try await server.request("GET", "/api/today", headers: ["Host": host]).status == 200, "Host \(host)")
        }
    }

    @Test("every answer carries the security headers")
    func securityHeaders() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        for path in ["/", "/api/today", "/assets/cairn.css", "/nowhere"] {
            let answer = try await server.request("GET", path)
            #expect(answer.headers["content-security-policy"]?.contains("default-src 'self'") == true, "\(path)")
            #expect(answer.headers["x-content-type-options"] == "nosniff")
            #expect(answer.headers["referrer-policy"] == "no-referrer")
        }
    }

    @Test("errors are the CLI's, as JSON with 400, 404 or 422, and change nothing")
    func errors() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try served(database)
        defer { server.stop() }
        let token = try await server.csrfToken()
        let headers = ["X-CSRF-Token": token]
        let missing = try await server.request("POST", "/api/log", body: #"{"trackable":"Swimming","value":"3"}"#, headers: headers)
        #expect(missing.status == 404)
        #expect(missing.body.contains(#""error""#) && missing.body.contains("Swimming"))
        let badDate = try await server.request("GET", "/api/today?date=yesterday")
        #expect(badDate.status == 400)
        let badUnit = try await server.request("POST", "/api/log", body: #"{"trackable":"Running","value":"3 kg"}"#, headers: headers)
        #expect(badUnit.status == 400 || badUnit.status == 422)
        let badGoals = try await server.request("PUT", "/api/goals", body: #"{"daily":"-5"}"#, headers: headers)
        #expect(badGoals.status == 400)
        #expect(try database.run(["goals", "show", "--json"]).stdout.contains(#""dailyGoalMinutes" : 120"#))
        // No command line is built, so a name that looks like a flag is only a name nobody has.
        let flag = try await server.request("POST", "/api/log", body: #"{"trackable":"--db=/tmp/x","value":"3"}"#, headers: headers)
        #expect(flag.status == 404)
        #expect(flag.body.contains(#"no trackable named \"--db=/tmp/x\""#))
        let huge = try await server.request("POST", "/api/log", body: String(repeating: "x", count: 1_100_000), headers: headers)
        #expect(huge.status == 413)
        #expect(try await server.request("GET", "/api/nothing-here").status == 404)
    }

    @Test("POST /api/log without a value, or with an empty one, logs a yes/no as Yes, as documented")
    func yesNoWithoutValue() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        try database.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        let server = try served(database)
        defer { server.stop() }
        let headers = ["X-CSRF-Token": try await server.csrfToken()]
        for body in [#"{"trackable":"Stretch"}"#, #"{"trackable":"Stretch","value":""}"#, #"{"trackable":"Stretch","value":"  "}"#] {
            let logged = try await server.request("POST", "/api/log", body: body, headers: headers)
            #expect(logged.status == 200, "\(body): \(logged.body)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(logged.body.utf8)) as? [String: Any])
            let entry = try #require(document["entry"] as? [String: Any])
            #expect(entry["value"] as? Double == 1, "\(body)")
        }
        // A number still needs its value.
        let running = try await server.request("POST", "/api/log", body: #"{"trackable":"Running"}"#, headers: headers)
        #expect(running.status == 400 && running.body.contains("needs a value"))
    }

    @Test("PUT /api/trackables/ID/rules applies the editor's plan: a rule that stays keeps its id")
    func rulesEditor() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try served(database)
        defer { server.stop() }
        #expect(try database.run(["rule", "add", "Running", "--measure", "streak", "--ladder", "3,14"]).status == 0)
        let headers = ["X-CSRF-Token": try await server.csrfToken()]
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(try await server.request("GET", "/api/trackables").body.utf8)) as? [[String: Any]])
        let id = try #require(cards.first?["id"] as? Int)
        let streak = #"{"measure":"streak","threshold":{"at":[7,30,100,365]}}"#
        let first = try await server.request("PUT", "/api/trackables/\(id)/rules", body: #"{"rules":[\#(streak)]}"#, headers: headers)
        #expect(first.status == 200, "\(first.body)")
        let before = try #require(try JSONSerialization.jsonObject(with: Data(first.body.utf8)) as? [[String: Any]])
        func editorStreak(_ rules: [[String: Any]]) -> Int? {
            rules.first { $0["threshold"] as? String == "ladder 7, 30, 100, 365" }?["id"] as? Int
        }
        let kept = try #require(editorStreak(before))
        // The hand-written streak ladder has no box: it stays; the set-up's total has one and
        // the set leaves it out, so it goes.
        #expect(before.contains { $0["measure"] as? String == "streak" && $0["id"] as? Int != kept })
        #expect(!before.contains { $0["measure"] as? String == "total" })
        let best = #"{"measure":"best","threshold":{"record":true,"minHistory":3}}"#
        let second = try await server.request("PUT", "/api/trackables/\(id)/rules", body: #"{"rules":[\#(streak),\#(best)]}"#, headers: headers)
        #expect(second.status == 200, "\(second.body)")
        let after = try #require(try JSONSerialization.jsonObject(with: Data(second.body.utf8)) as? [[String: Any]])
        #expect(editorStreak(after) == kept)
        #expect(after.contains { $0["measure"] as? String == "best" })
        let refused = try await server.request("PUT", "/api/trackables/9999/rules", body: #"{"rules":[]}"#, headers: headers)
        #expect(refused.status == 404)
    }

    @Test("one server answers many tabs at once, and sees a write the CLI made while it runs")
    func concurrent() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try served(database)
        defer { server.stop() }
        let expected = try database.run(["today", "--json", "--now", Self.now]).stdout
        let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<24 {
                group.addTask {
                    let path = ["/api/today", "/", "/history", "/trackables"][index % 4]
                    let answer = try await server.request("GET", path)
                    return (answer.status, path == "/api/today" ? answer.body : expected)
                }
            }
            var all: [(Int, String)] = []
            for try await answer in group { all.append(answer) }
            return all
        }
        #expect(answers.count == 24)
        #expect(answers.allSatisfy { $0.0 == 200 && $0.1 == expected })
        #expect(try database.run(["trackable", "add", "Swimming", "--kind", "number", "--unit", "m"]).status == 0)
        #expect(try await server.request("GET", "/api/trackables").body.contains("Swimming"))
    }

    @Test("--open runs xdg-open with the URL it prints")
    func open() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let bin = database.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opened = database.folder.appendingPathComponent("opened").path
        let script = bin.appendingPathComponent("xdg-open").path
        try Data("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened)'\n".utf8).write(to: URL(fileURLWithPath: script))
        #expect(chmod(script, 0o755) == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--open"],
                                     environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        defer { server.stop() }
        var text: String?
        for _ in 0..<100 where text == nil {
            text = FileManager.default.contents(atPath: opened).map { String(decoding: $0, as: UTF8.self) }
            if text == nil { try await Task.sleep(nanoseconds: 50_000_000) }
        }
        #expect(text == server.base + "/")
    }

    @Test("SIGTERM stops the server cleanly")
    func stops() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        let (status, output) = server.stop()
        #expect(status == 0)
        #expect(output.contains("Stopped."))
    }
}
