import Foundation
import Testing
import CairnTestSupport

/// The Achievements page's rule editor as plain forms: Preview (a dry run over the history)
/// and the boxes of a trackable's Readings.
@Suite("cairn serve: the rule editor's Preview and Reading boxes")
struct ServeRuleEditorTests {
    static let now = "2026-03-09T19:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    func json(_ database: TestDatabase, _ words: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(database.run(words + ["--json"]).stdout.utf8))
    }

    func rules(_ database: TestDatabase, _ trackable: String) throws -> [[String: Any]] {
        try #require(try json(database, ["rule", "list", trackable]) as? [[String: Any]])
    }

    /// The dates of the moments `rule add … --dry-run` lists.
    func dryRunDates(_ database: TestDatabase, _ words: [String]) throws -> [String] {
        let document = try #require(try json(database, ["rule", "add"] + words + ["--dry-run", "--now", Self.now]) as? [String: Any])
        return try #require(document["moments"] as? [[String: Any]]).compactMap { $0["date"] as? String }
    }

    /// The rules and the seen set, as `cairn export` writes them.
    func rulesAndSeen(_ database: TestDatabase) throws -> String {
        let export = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["export"]).stdout.utf8)) as? [String: Any])
        let kept: [String: Any] = ["rules": export["rules"] ?? NSNull(), "seen": export["seen"] ?? NSNull()]
        return String(decoding: try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]), as: UTF8.self)
    }

    func post(_ server: ServedCairn, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        let token = try await server.csrfToken()
        return try await server.request("POST", "/achievements/rules", body: "_csrf=\(token)&" + fields, headers: Self.form)
    }

    /// The Preview section of a page.
    func preview(_ page: String) throws -> String {
        let start = try #require(page.range(of: #"<section class="rule-preview""#), "no preview")
        return String(page[start.lowerBound...]).components(separatedBy: "</section>")[0]
    }

    @Test("Preview lists what the newly ticked boxes would mark, as `rule add --dry-run` does, and writes nothing")
    func previewWritesNothing() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        for (day, km) in [("02", 3), ("03", 5), ("04", 4), ("05", 6), ("06", 2), ("07", 7), ("08", 1), ("09", 8)] {
            #expect(try database.run(["log", "Running", "\(km) km", "--date", "2026-03-\(day)", "--now", Self.now]).status == 0)
        }
        let expected = try dryRunDates(database, ["Running", "--measure", "best", "--record"])
        #expect(!expected.isEmpty)
        let before = try rulesAndSeen(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let shown = try await post(server, "trackable=1&box=best-high&preview=1")
        #expect(shown.status == 200)
        let section = try preview(shown.body)
        #expect(section.contains("<h4>Running — new highest</h4>"))
        let dates = section.components(separatedBy: #"<time datetime=""#).dropFirst().map { String($0.prefix(10)) }
        #expect(dates == expected)
        #expect(section.contains("Running — new highest: 8 km"))
        // The boxes stay as sent, so Save saves what was previewed.
        #expect(shown.body.contains(#"<input type="checkbox" name="box" value="best-high" checked>"#))
        #expect(try rulesAndSeen(database) == before)
        #expect(try rules(database, "Running").count == 1)
        // Nothing newly ticked: nothing would be marked.
        let nothing = try await post(server, "trackable=1&preview=1")
        #expect(try preview(nothing.body).contains("nothing would be marked"))
        // A new box whose rule marks nothing over the history says so.
        let lowOnly = try await post(server, "trackable=1&box=best-low&preview=1")
        #expect(lowOnly.status == 200)
        #expect(try rulesAndSeen(database) == before)
    }

    @Test("a Reading gets its own boxes: ticking one creates a rule with `of`; unticking the trackable's own never touches it, nor the reverse")
    func readingBoxes() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["trackable", "add", "Strength", "--kind", "event", "--field", "exercise:choice=Bench press,Squat",
                                   "--field", "weight:number:kg"]).status == 0)
        for (day, bench) in [("01", 60), ("02", 62), ("03", 61), ("04", 65), ("05", 64), ("06", 70), ("07", 72)] {
            #expect(try database.run(["log", "Strength", "--item", "exercise=Bench press,weight=\(bench)kg", "--now", "2026-03-\(day)T18:00:00Z"]).status == 0)
        }
        #expect(try database.run(["reading", "add", "Strength", "Max weight", "--field", "weight", "--reduce", "max",
                                  "--where", "exercise=Bench press"]).status == 0)
        let trackable = try #require((try json(database, ["trackable", "list"]) as? [[String: Any]])?.first?["id"] as? Int)
        let reading = try #require((try json(database, ["reading", "list"]) as? [[String: Any]])?.first?["id"] as? Int)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let editor = try await server.request("GET", "/achievements?trackable=\(trackable)").body
        #expect(editor.contains("<legend>Bench press · Max weight</legend>"))
        #expect(editor.contains(#"value="reading-\#(reading)-best-high"> New highest bench press · Max weight (after 5 days of history)"#))
        #expect(editor.contains(#"value="reading-\#(reading)-best-low"> New lowest bench press · Max weight (after 5 days of history)"#))
        // Preview of the Reading's box: the moments of `rule add --of … --dry-run`.
        let expected = try dryRunDates(database, ["Strength", "--of", "Max weight", "--measure", "best", "--record"])
        let previewed = try await post(server, "trackable=\(trackable)&box=reading-\(reading)-best-high&preview=1")
        let dates = try preview(previewed.body).components(separatedBy: #"<time datetime=""#).dropFirst().map { String($0.prefix(10)) }
        #expect(!expected.isEmpty && dates == expected)
        #expect(try rules(database, "Strength").isEmpty)
        // Tick the trackable's own streak and the Reading's new highest.
        let saved = try await post(server, "trackable=\(trackable)&box=streak-some&box=reading-\(reading)-best-high")
        #expect(saved.status == 200 && saved.body.contains("Rules saved."))
        let both = try rules(database, "Strength")
        #expect(both.count == 2)
        let bench = try #require(both.first { $0["name"] as? String == "Bench press · Max weight — new highest" }?["id"] as? Int)
        #expect(both.contains { $0["measure"] as? String == "streak" })
        // Untick the trackable's own box: the Reading's rule stays, same row.
        _ = try await post(server, "trackable=\(trackable)&box=reading-\(reading)-best-high")
        let readingOnly = try rules(database, "Strength")
        #expect(readingOnly.map { $0["id"] as? Int } == [bench])
        // Tick the own box again and untick the Reading's: only the Reading's rule goes.
        _ = try await post(server, "trackable=\(trackable)&box=streak-some")
        let ownOnly = try rules(database, "Strength")
        #expect(ownOnly.count == 1 && ownOnly.first?["measure"] as? String == "streak")
        // An API client that names no Reading leaves the Readings' rules alone.
        _ = try await post(server, "trackable=\(trackable)&box=streak-some&box=reading-\(reading)-best-high")
        let token = try await server.csrfToken()
        let put = try await server.request("PUT", "/api/trackables/\(trackable)/rules", body: #"{"rules": []}"#, headers: ["X-CSRF-Token": token])
        #expect(put.status == 200)
        #expect(try rules(database, "Strength").map { $0["name"] as? String } == ["Bench press · Max weight — new highest"])
        // A rule over a Reading the body does not name is refused, nothing written.
        let unnamed = try await server.request("PUT", "/api/trackables/\(trackable)/rules",
                                               body: #"{"rules": [{"measure": "best", "threshold": {"record": true}, "of": \#(reading)}]}"#,
                                               headers: ["X-CSRF-Token": token])
        #expect(unnamed.status == 422 && unnamed.body.contains("does not name"))
        #expect(try rules(database, "Strength").count == 1)
    }
}

/// The editor's save is the application layer's one rule write: `cairn undo` undoes it, and a
/// log after it toasts no moment the new rule found in the history.
@Suite("cairn serve: the rule editor's save is undoable and announces no history")
struct ServeRuleEditorSaveTests {
    static let now = "2026-03-09T19:00:00Z"

    @Test("a rule saved in the browser is undone by `cairn undo`, and the next log toasts no old record")
    func saveUndoneAndQuiet() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        for (day, km) in [("02", 3), ("03", 5), ("04", 4), ("05", 6), ("06", 2), ("07", 9), ("08", 1)] {
            #expect(try database.run(["log", "Running", "\(km) km", "--date", "2026-03-\(day)", "--now", Self.now]).status == 0)
        }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let token = try await server.csrfToken()
        let saved = try await server.request("POST", "/achievements/rules", body: "_csrf=\(token)&trackable=1&box=best-high",
                                              headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(saved.status == 200)
        // A log that beats nothing of the history's own records toasts nothing old (9 km on 03-07 was one).
        let log = try database.run(["log", "Running", "4 km", "--date", "2026-03-09", "--now", Self.now, "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [String: Any])
        #expect(document["toast"] is NSNull)
        #expect(try database.run(["undo", "--now", Self.now]).stdout.contains("log Running 4 km"))
        let undone = try database.run(["undo", "--now", Self.now])
        #expect(undone.stdout.contains("save the rules of Running: 1 added"))
        let rules = try JSONSerialization.jsonObject(with: Data(database.run(["rule", "list", "Running", "--json"]).stdout.utf8))
        #expect((rules as? [Any])?.count == 1)  // the prepared database's own rule, as before the save
    }
}
