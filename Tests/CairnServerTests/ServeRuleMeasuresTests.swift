import Foundation
import Testing
import CairnTestSupport

/// The rule editor offers every measure where it applies, each with its fields, in plain words:
/// ticked and filled as plain forms, Previewed as `rule add --dry-run` would, saved as the rule
/// `rule add` would store; a refused field keeps what was typed and saves nothing; rules it
/// cannot express are listed and survive a save.
@Suite("cairn serve: the rule editor's measures, fields, refusals and kept rules")
struct ServeRuleMeasuresTests {
    static let now = "2026-03-09T19:00:00Z"

    /// One measure ticked through the editor: the form's fields, the rule `rule list --json`
    /// should then hold, the words the editor names the row with, and the same rule in
    /// `rule add`'s flags (for its dry run).
    struct Case: Sendable, CustomTestStringConvertible {
        var trackable: String
        var fields: String
        var words: String
        var name: String
        var threshold: String
        var flags: [String]
        var testDescription: String { words }
    }

    static let cases: [Case] = [
        Case(trackable: "Headache", fields: "box=streak-some", words: "Days with headache", name: "Headache · Days of Yes",
             threshold: "ladder 7, 30, 100, 365", flags: ["--measure", "streak"]),
        Case(trackable: "Headache", fields: "box=streak-none", words: "Days without headache", name: "Headache · Days of No",
             threshold: "ladder 7, 30, 100, 365", flags: ["--measure", "streak", "--days", "none"]),
        Case(trackable: "Weight", fields: "box=streak-zone&streak-zone.zone=ZONE", words: "Days of Heavy", name: "Weight · Days in Heavy",
             threshold: "ladder 7, 30, 100, 365", flags: ["--measure", "streak", "--zone", "Heavy"]),
        Case(trackable: "Weight", fields: "box=best-high", words: "New highest weight (after 5 days of history)", name: "Weight — new highest",
             threshold: "record after 5 days with a value", flags: ["--measure", "best", "--record"]),
        Case(trackable: "Weight", fields: "box=best-low&best-low.wait=3", words: "New lowest weight (after 3 days of history)",
             name: "Weight — new lowest", threshold: "record after 3 days with a value",
             flags: ["--measure", "best", "--low", "--min-history", "3"]),
        Case(trackable: "Distance", fields: "box=total&total.how=every&total.every=10&total.scale=2", words: "Total distance: every 10 km ×2",
             name: "Distance · total", threshold: "every 10 ×2", flags: ["--measure", "total", "--every", "10", "--scale", "2"]),
        Case(trackable: "Distance", fields: "box=total&total.how=at&total.at=5,%2020,%2050&total.every=", words: "Total distance: at 5, 20, 50 km",
             name: "Distance · total", threshold: "ladder 5, 20, 50", flags: ["--measure", "total", "--ladder", "5,20,50"]),
        Case(trackable: "Weight", fields: "box=count&count.zone=ZONE&count.at=2,4", words: "Days of Heavy in all: 2,4 days",
             name: "Weight · days in Heavy", threshold: "ladder 2, 4", flags: ["--measure", "count", "--zone", "Heavy", "--ladder", "2,4"]),
    ]

    func json(_ database: TestDatabase, _ words: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(database.run(words + ["--json"]).stdout.utf8))
    }

    func rules(_ database: TestDatabase, _ trackable: String) throws -> [[String: Any]] {
        try #require(try json(database, ["rule", "list", trackable]) as? [[String: Any]])
    }

    /// Headache (yes/no), Weight (kg, a zone Heavy from 80 kg) and Distance (km), each with a
    /// week of history; the ids of the trackables.
    func history(_ database: TestDatabase) throws -> [String: Int] {
        try database.prepare()
        for words in [["trackable", "add", "Headache", "--kind", "yesno"], ["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"],
                      ["trackable", "add", "Distance", "--kind", "number", "--unit", "km"], ["zone", "add", "Weight", "Heavy", "--min", "80"]] {
            #expect(try database.run(words).status == 0)
        }
        let days = [("01", "yes", 82, 3), ("02", "no", 81, 9), ("03", "no", 79, 4), ("04", "yes", 80, 12), ("05", "no", 78, 6),
                    ("06", "no", 77, 20), ("07", "no", 81, 2), ("08", "no", 76, 8)]
        for (day, headache, weight, km) in days {
            let date = ["--date", "2026-03-\(day)", "--now", Self.now]
            #expect(try database.run(["log", "Headache", headache] + date).status == 0)
            #expect(try database.run(["log", "Weight", "\(weight) kg"] + date).status == 0)
            #expect(try database.run(["log", "Distance", "\(km) km"] + date).status == 0)
        }
        let list = try #require(try json(database, ["trackable", "list"]) as? [[String: Any]])
        var ids: [String: Int] = [:]
        for item in list { if let name = item["name"] as? String, let id = item["id"] as? Int { ids[name] = id } }
        return ids
    }

    /// The id of Weight's zone Heavy, as the editor's zone picker offers it.
    func heavy(_ server: ServedCairn, weight: Int) async throws -> String {
        let page = try await server.request("GET", "/achievements?trackable=\(weight)").body
        let match = try #require(page.firstMatch(of: /<option value="([0-9]+)"( selected)?>Heavy<\/option>/), "no zone picker")
        return String(match.output.1)
    }

    func served(_ database: TestDatabase) throws -> ServedCairn {
        try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
    }

    /// The dates of the moments a Preview section lists.
    func previewDates(_ page: String) throws -> [String] {
        let start = try #require(page.range(of: #"<section class="rule-preview""#), "no preview")
        let section = String(page[start.lowerBound...]).components(separatedBy: "</section>")[0]
        return section.components(separatedBy: #"<time datetime=""#).dropFirst().map { String($0.prefix(10)) }
    }

    @Test("each measure: its row in plain words, Preview as `rule add --dry-run`, then Save stores exactly that rule", arguments: cases)
    func measure(_ item: Case) async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let ids = try history(database)
        let id = try #require(ids[item.trackable])
        let server = try served(database)
        defer { server.stop() }
        let fields = item.fields.replacingOccurrences(of: "ZONE", with: try await heavy(server, weight: try #require(ids["Weight"])))
        let dryRun = try #require(try json(database, ["rule", "add", item.trackable] + item.flags + ["--dry-run", "--now", Self.now]) as? [String: Any])
        let expected = try #require(dryRun["moments"] as? [[String: Any]]).compactMap { $0["date"] as? String }
        let previewed = try await server.postForm("/achievements/rules", "trackable=\(id)&\(fields)&preview=1")
        #expect(previewed.status == 200)
        #expect(previewed.body.contains("> \(item.words)</label>"), "the row's words")
        #expect(previewed.body.contains("<h4>\(item.name)</h4>"))
        #expect(try previewDates(previewed.body) == expected)
        #expect(try rules(database, item.trackable).isEmpty)
        let saved = try await server.postForm("/achievements/rules", "trackable=\(id)&\(fields)")
        #expect(saved.status == 200 && toastText(saved.body) == "Rules saved.", "\(saved.body)")
        let stored = try rules(database, item.trackable)
        #expect(stored.count == 1)
        #expect(stored.first?["name"] as? String == item.name)
        #expect(stored.first?["threshold"] as? String == item.threshold)
        #expect(stored.first?["problem"] == nil)
        // The saved row is shown ticked, as stored; saving it again changes nothing.
        #expect(saved.body.contains(#"name="box" value="\#(item.fields.split(separator: "&")[0].dropFirst(4))" checked>"#))
        _ = try await server.postForm("/achievements/rules", "trackable=\(id)&\(fields)")
        #expect(try rules(database, item.trackable).first?["id"] as? Int == stored.first?["id"] as? Int)
        #expect(try database.run(["undo", "--now", Self.now]).stdout.contains("save the rules of \(item.trackable): 1 added"))
    }

    /// A refused field: the form as sent, the field's problem, the words of that problem.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var trackable: String
        var fields: String
        var field: String
        var typed: String
        var message: String
        var testDescription: String { message }
    }

    static let refusals: [Refusal] = [
        Refusal(trackable: "Distance", fields: "box=total&total.how=every&total.every=0", field: "total.every", typed: "0",
                message: "the step is a number above 0, got &quot;0&quot;"),
        Refusal(trackable: "Distance", fields: "box=total&total.how=at&total.at=50,20", field: "total.at", typed: "50,20",
                message: "the rungs must climb: 20 comes after 50"),
        Refusal(trackable: "Weight", fields: "box=count&count.zone=ZONE&count.at=7,3", field: "count.at", typed: "7,3",
                message: "the rungs must climb: 3 comes after 7"),
        Refusal(trackable: "Weight", fields: "box=streak-zone&streak-zone.zone=9999", field: "streak-zone.zone", typed: "",
                message: "pick one of Weight&#39;s zones: Heavy"),
        Refusal(trackable: "Weight", fields: "box=best-high&best-high.wait=0", field: "best-high.wait", typed: "0",
                message: "the wait is a whole number of days with a value, 1 or more, got &quot;0&quot;"),
        Refusal(trackable: "Distance", fields: "box=total&total.how=every&total.every=", field: "total.every", typed: "",
                message: "give a step above 0, like 100"),
    ]

    @Test("a bad field keeps what was typed, shows its problem beside it, and nothing is saved", arguments: refusals)
    func refused(_ item: Refusal) async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let ids = try history(database)
        let id = try #require(ids[item.trackable])
        let server = try served(database)
        defer { server.stop() }
        // Another row ticked beside the bad one is not saved either.
        let zone = try await heavy(server, weight: try #require(ids["Weight"]))
        let fields = item.fields.replacingOccurrences(of: "ZONE", with: zone) + "&box=streak-some"
        for extra in ["", "&preview=1"] {
            let answer = try await server.postForm("/achievements/rules", "trackable=\(id)&\(fields)\(extra)")
            #expect(answer.status == 422)
            #expect(answer.body.contains("Nothing saved: a field needs a change, marked below."))
            let problem = "problem-" + item.field.replacingOccurrences(of: ".", with: "-")
            #expect(answer.body.contains(#"aria-describedby="\#(problem)""#))
            #expect(answer.body.contains(#"<span class="field-problem" id="\#(problem)" role="alert">\#(item.message)</span>"#), "\(answer.body)")
            if !item.typed.isEmpty {
                #expect(answer.body.contains(#"name="\#(item.field)" value="\#(item.typed)""#))
            }
            #expect(answer.body.contains(#"name="box" value="streak-some" checked>"#))
            #expect(!answer.body.contains("rule-preview"))
            #expect(try rules(database, item.trackable).isEmpty)
        }
    }

    @Test("rules the editor cannot express are listed read-only and survive a save, same rows")
    func keptSurviveSave() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let ids = try history(database)
        let id = try #require(ids["Weight"])
        for flags in [["--measure", "streak", "--ladder", "3,14"], ["--measure", "best", "--ladder", "80,85"],
                      ["--measure", "total", "--every", "100"], ["--measure", "total", "--ladder", "1000,2000"]] {
            #expect(try database.run(["rule", "add", "Weight"] + flags).status == 0)
        }
        let before = try rules(database, "Weight")
        let server = try served(database)
        defer { server.stop() }
        let page = try await server.request("GET", "/achievements?trackable=\(id)").body
        #expect(page.contains("Weight · Days of Some (ladder 3, 14) — kept as it is"))
        #expect(page.contains("Weight — new highest (ladder 80, 85) — kept as it is"))
        // The first total sits in the Total row; the second is kept as it is.
        #expect(page.contains("Total weight: every 100 kg"))
        #expect(page.contains("Weight · total (ladder 1,000, 2,000) — kept as it is") || page.contains("Weight · total (ladder 1000, 2000) — kept as it is"))
        // Change the Total row's step, tick a new highest: the kept rules stay, same rows.
        let saved = try await server.postForm("/achievements/rules", "trackable=\(id)&box=best-high&box=total&total.how=every&total.every=50")
        #expect(saved.status == 200 && toastText(saved.body) == "Rules saved.")
        let after = try rules(database, "Weight")
        for kept in before where kept["threshold"] as? String != "every 100" {
            #expect(after.contains { $0["id"] as? Int == kept["id"] as? Int && $0["threshold"] as? String == kept["threshold"] as? String })
        }
        let total = before.first { $0["threshold"] as? String == "every 100" }?["id"] as? Int
        #expect(after.contains { $0["id"] as? Int == total && $0["threshold"] as? String == "every 50" })
        #expect(after.count == before.count + 1)
        // Unticking every row removes only what the rows held.
        _ = try await server.postForm("/achievements/rules", "trackable=\(id)")
        let left = try rules(database, "Weight")
        #expect(Set(left.compactMap { $0["threshold"] as? String }) == ["ladder 3, 14", "ladder 80, 85", "ladder 1000, 2000"]
                || Set(left.compactMap { $0["threshold"] as? String }) == ["ladder 3, 14", "ladder 80, 85", "ladder 1,000, 2,000"])
    }

    @Test("a Reading's rows sit beside it: its total, with a step, is saved as a rule over the Reading")
    func readingTotal() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["trackable", "add", "Strength", "--kind", "event", "--field", "exercise:choice=Bench press,Squat",
                                   "--field", "weight:number:kg"]).status == 0)
        for (day, bench) in [("01", 60), ("02", 62), ("03", 61)] {
            #expect(try database.run(["log", "Strength", "--item", "exercise=Bench press,weight=\(bench)kg", "--now", "2026-03-\(day)T18:00:00Z"]).status == 0)
        }
        #expect(try database.run(["reading", "add", "Strength", "Max weight", "--field", "weight", "--reduce", "max",
                                  "--where", "exercise=Bench press"]).status == 0)
        let trackable = try #require((try json(database, ["trackable", "list"]) as? [[String: Any]])?.first?["id"] as? Int)
        let reading = try #require((try json(database, ["reading", "list"]) as? [[String: Any]])?.first?["id"] as? Int)
        let server = try served(database)
        defer { server.stop() }
        let key = "reading-\(reading)-total"
        let page = try await server.request("GET", "/achievements?trackable=\(trackable)").body
        let legend = try #require(page.range(of: "<legend>Bench press · Max weight</legend>"))
        #expect(page[legend.upperBound...].contains(#"value="\#(key)"> Total bench press · Max weight</label>"#))
        // An event's own days take a streak only: no total row of its own.
        #expect(!page.contains(#"value="total""#))
        let saved = try await server.postForm("/achievements/rules", "trackable=\(trackable)&box=\(key)&\(key).how=every&\(key).every=100")
        #expect(saved.status == 200 && toastText(saved.body) == "Rules saved.")
        let stored = try rules(database, "Strength")
        #expect(stored.map { $0["name"] as? String } == ["Bench press · Max weight · total"])
        #expect(stored.first?["threshold"] as? String == "every 100")
    }
}
