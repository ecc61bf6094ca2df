import Foundation
import Testing

/// The bytes of the database, to show a refused command changed nothing.
func databaseBytes(_ cairn: CairnBinary) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: cairn.database))
}

@Suite("Trust what you logged: see it, correct it, undo it")
struct TrustFlowTests {
    @Test("a weight logged twice in a day is its last value, not the sum, and the default is said")
    func weightTwice() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let added = try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        #expect(added.stdout.contains("last"), "\(added.stdout)")
        try cairn.run(["rule", "add", "Weight", "--measure", "best", "--min-history", "1"])
        try cairn.run(["log", "Weight", "80kg", "--at", "2026-03-01T08:00:00Z", "--now", "2026-03-01T20:00:00Z"])
        try cairn.run(["log", "Weight", "81.2kg", "--at", "2026-03-01T19:00:00Z", "--now", "2026-03-01T20:00:00Z"])
        // The day's value is its last weigh-in (the record reads 81.2 kg, never 161.2 kg).
        let page = try #require(try cairn.run(["achievements", "--json", "--now", "2026-03-01T20:00:00Z"]).json() as? [String: Any])
        let moments = (page["earned"] as? [[String: Any]] ?? []).flatMap { $0["moments"] as? [[String: Any]] ?? [] }
        let record = try #require(moments.first { ($0["name"] as? String) == "Weight — new highest" })
        #expect(record["text"] as? String == "81.2 kg" && record["value"] as? Double == 81.2)
        let list = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.first?["dayValue"] as? String == "last")
        // Distance adds up; a unit word is a count that keeps its label.
        #expect(try cairn.run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"]).stdout.contains("sum"))
        #expect(try cairn.run(["trackable", "add", "Reading", "--kind", "number", "--unit", "pages"]).status == 0)
        #expect(try cairn.run(["log", "Reading", "12 pages", "--date", "2026-03-01", "--now", "2026-03-01T20:00:00Z"]).stdout.contains("12 pages"))
        #expect(try cairn.run(["trackable", "set", "Weight", "--day-value", "mean"]).status == 0)
        let after = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(after.first?["dayValue"] as? String == "mean")
    }

    @Test("entry list, edit and remove: moments follow the data, and nothing seen is announced again")
    func editAndRemove() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"])
        try cairn.run(["rule", "add", "Running", "--measure", "total", "--ladder", "10,20"])
        let now = ["--now", "2026-03-05T20:00:00Z"]
        #expect(try cairn.run(["log", "Running", "8km", "--date", "2026-03-01"] + now).status == 0)
        let log = try cairn.run(["log", "Running", "4km", "--date", "2026-03-02"] + now)
        #expect(log.stdout.contains("🏆 Running · total: 10 km"))
        let rows = try #require(try cairn.run(["entry", "list", "Running", "--json"] + now).json() as? [[String: Any]])
        #expect(Set(rows[0].keys) == ["id", "trackable", "date", "at", "value", "display", "text", "source"])
        #expect(rows.map { $0["display"] as? String } == ["4 km", "8 km"])  // newest first
        let firstID = try #require(rows.last?["id"] as? Int)
        // Editing the first run up to 17 km reaches 20 km: new, so it is announced, once.
        let edit = try cairn.run(["entry", "edit", "\(firstID)", "17km"] + now)
        #expect(edit.status == 0 && edit.stdout.contains("🏆 Running · total: 20 km"), "\(edit.stdout)\(edit.stderr)")
        let again = try cairn.run(["entry", "edit", "\(firstID)", "18km"] + now)
        #expect(again.status == 0 && !again.stdout.contains("🏆"))
        // Removing it takes the 20 km moment out of the page: it was computed, never stored.
        #expect(try cairn.run(["entry", "remove", "\(firstID)"] + now).status == 0)
        let page = try cairn.run(["achievements", "--json"] + now).stdout
        #expect(!page.contains("\"20 km\"") && !page.contains("\"10 km\""))
        // Undo puts it back, announcing nothing; the moments are there again.
        let undo = try cairn.run(["undo"] + now)
        #expect(undo.stdout.contains("Undid: remove entry \(firstID)") && !undo.stdout.contains("🏆"))
        #expect(try cairn.run(["achievements", "--json"] + now).stdout.contains("\"20 km\""))
        #expect(try cairn.run(["entry", "remove", "999"] + now).status == 1)
    }

    @Test("undo of a log, an edit and an import, newest first, then nothing left")
    func undoSteps() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let now = ["--now", "2026-03-10T20:00:00Z"]
        let file = try cairn.write("s.json", #"[{"start":"2026-03-09T09:00:00Z","seconds":3600}]"#)
        try cairn.run(["trackable", "add", "Mood", "--kind", "number"] + now)
        try cairn.run(["import", "sessions", file] + now)
        try cairn.run(["log", "Mood", "3", "--date", "2026-03-09"] + now)
        let id = try #require((try cairn.run(["entry", "list", "--json"] + now).json() as? [[String: Any]])?.first?["id"] as? Int)
        try cairn.run(["entry", "edit", "\(id)", "5"] + now)
        #expect(try cairn.run(["undo"] + now).stdout.contains("edit entry"))
        #expect(try cairn.run(["entry", "list"] + now).stdout.contains("Mood  3"))
        #expect(try cairn.run(["undo"] + now).stdout.contains("log Mood 3"))
        #expect(try cairn.run(["entry", "list"] + now).stdout.contains("No entries"))
        #expect(try cairn.run(["undo"] + now).stdout.contains("import"))
        #expect(try cairn.run(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json"] + now).stdout.contains("\"codedSeconds\" : 0"))
        #expect(try cairn.run(["undo"] + now).stdout.contains("trackable add Mood"))
        #expect(try cairn.run(["undo"] + now).stdout.contains("Nothing to undo"))
    }

    @Test("a removed rule's id is never given again, so the new rule's first moment is still announced")
    func ruleIDsLast() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let now = ["--now", "2026-03-05T20:00:00Z"]
        try cairn.run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"])
        try cairn.run(["rule", "add", "Running", "--measure", "total", "--ladder", "5"])
        #expect(try cairn.run(["log", "Running", "6km", "--date", "2026-03-01"] + now).stdout.contains("🏆"))
        #expect(try cairn.run(["rule", "remove", "1"]).status == 0)
        let added = try cairn.run(["rule", "add", "Running", "--measure", "total", "--ladder", "10"])
        #expect(added.stdout.contains("Added rule 2"), "\(added.stdout)")
        #expect(try cairn.run(["log", "Running", "5km", "--date", "2026-03-02"] + now).stdout.contains("🏆 Running · total: 10 km"))
    }

    @Test("the same rule twice is refused; a ladder is stored sorted and once each")
    func duplicateRule() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Headache", "--kind", "yesno"])
        #expect(try cairn.run(["rule", "add", "Headache", "--measure", "streak", "--days", "none", "--ladder", "7,3,30,7"]).stdout
            .contains("ladder 3, 7, 30"))
        let before = try databaseBytes(cairn)
        let twin = try cairn.run(["rule", "add", "Headache", "--measure", "streak", "--days", "none", "--ladder", "30,3,7"])
        #expect(twin.status == 1 && twin.stderr.hasPrefix("error: ") && twin.stderr.contains("already has that rule"))
        #expect(try databaseBytes(cairn) == before)
    }

    @Test("nothing happens in the future: a log, a Nothing or an edit dated after today is refused, unchanged")
    func future() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "Pacific/Auckland"])
        try cairn.run(["trackable", "add", "Mood", "--kind", "number"])
        // 2026-03-01T20:00Z is already 2 March in Auckland: the 2nd is today there, the 3rd is not.
        let now = ["--now", "2026-03-01T20:00:00Z"]
        #expect(try cairn.run(["log", "Mood", "3", "--date", "2026-03-02"] + now).status == 0)
        let before = try databaseBytes(cairn)
        for args in [["log", "Mood", "3", "--date", "2026-03-03"], ["log", "Mood", "3", "--at", "2026-03-01T21:00:00Z"],
                     ["nothing", "--date", "2026-03-03"], ["entry", "edit", "1", "--date", "2026-03-03"]] {
            let refused = try cairn.run(args + now)
            #expect(refused.status == 64 && refused.stderr.hasPrefix("error: ") && refused.stderr.contains("future"), "\(args) \(refused.stderr)")
        }
        #expect(try databaseBytes(cairn) == before)
    }

    @Test("today never counts time that has not happened: a session reaching past now is clipped, and the import says so")
    func clippedAtNow() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        let file = try cairn.write("s.json", #"[{"start":"2026-03-10T09:00:00Z","seconds":14400}]"#)
        let imported = try cairn.run(["import", "sessions", file, "--now", "2026-03-10T10:00:00Z"])
        #expect(imported.stdout.contains("3h lie after now"), "\(imported.stdout)")
        let today = try #require(try cairn.run(["today", "--json", "--now", "2026-03-10T10:00:00Z"]).json() as? [String: Any])
        #expect((today["day"] as? [String: Any])?["codedSeconds"] as? Double == 3600)
        let later = try #require(try cairn.run(["today", "--json", "--now", "2026-03-10T20:00:00Z"]).json() as? [String: Any])
        #expect((later["day"] as? [String: Any])?["codedSeconds"] as? Double == 14400)
    }

    @Test("a Nothing on a day with your own entries is refused, and a second Nothing changes nothing")
    func nothingChecks() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let now = ["--now", "2026-03-05T20:00:00Z"]
        try cairn.run(["trackable", "add", "Mood", "--kind", "number"])
        try cairn.run(["log", "Mood", "3", "--date", "2026-03-01"] + now)
        let before = try databaseBytes(cairn)
        let refused = try cairn.run(["nothing", "--date", "2026-03-01"] + now)
        #expect(refused.status == 1 && refused.stderr.contains("entries of your own"))
        #expect(try databaseBytes(cairn) == before)
        #expect(try cairn.run(["nothing", "--date", "2026-03-02"] + now).status == 0)
        let twice = try cairn.run(["nothing", "--date", "2026-03-02"] + now)
        #expect(twice.status == 0 && twice.stdout.contains("already logged"))
        #expect((try cairn.run(["entry", "list", "--json"] + now).json() as? [[String: Any]])?.count == 2)
    }

    @Test("zone list and remove, disruption remove, trackable rename, and trackable remove needing --yes")
    func management() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        try cairn.run(["zone", "add", "Weight", "Healthy", "--min", "60kg", "--max", "80kg"])
        try cairn.run(["rule", "add", "Weight", "--measure", "count", "--zone", "Healthy", "--ladder", "3"])
        let zones = try #require(try cairn.run(["zone", "list", "--json"]).json() as? [[String: Any]])
        #expect(zones.first?["trackable"] as? String == "Weight" && zones.first?["name"] as? String == "Healthy")
        let removed = try cairn.run(["zone", "remove", "Weight", "healthy"])
        #expect(removed.status == 0 && removed.stdout.contains("with the rule"))
        #expect(try cairn.run(["rule", "list", "--json"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]"
                || (try cairn.run(["rule", "list", "--json"]).json() as? [Any])?.isEmpty == true)
        try cairn.run(["disruption", "add", "--from", "2026-03-01", "--to", "2026-03-03", "--reason", "flu"])
        let holds = try #require(try cairn.run(["disruption", "list", "--json"]).json() as? [[String: Any]])
        let id = try #require(holds.first?["id"] as? Int)
        #expect(try cairn.run(["disruption", "remove", "\(id)"]).status == 0)
        #expect(try cairn.run(["disruption", "list"]).stdout.contains("No disruptions"))
        #expect(try cairn.run(["trackable", "rename", "Weight", "Body weight"]).status == 0)
        #expect(try cairn.run(["trackable", "list"]).stdout.contains("Body weight"))
        try cairn.run(["trackable", "add", "Mood", "--kind", "number"])
        #expect(try cairn.run(["trackable", "rename", "Mood", "body WEIGHT"]).status == 1)
    }
}

@Suite("The past keeps the rules of its day")
struct GoalHistoryFlowTests {
    func days(_ cairn: CairnBinary, now: String) throws -> String {
        try cairn.run(["days", "--from", "2026-03-01", "--to", "2026-03-19", "--json", "--now", now]).stdout
    }

    @Test("a new goal, and a flight west or east, leave every past days row identical", arguments: [
        ["--daily", "300"], ["--time-zone", "America/Los_Angeles"], ["--time-zone", "Asia/Tokyo"], ["--rest-days", "none"],
    ])
    func pastUnchanged(change: [String]) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--daily", "120", "--time-zone", "America/Denver"])
        var sessions: [String] = []
        for day in 1...20 { sessions.append(String(format: #"{"start":"2026-03-%02dT17:00:00Z","seconds":9000}"#, day)) }
        let file = try cairn.write("s.json", "[" + sessions.joined(separator: ",") + "]")
        try cairn.run(["import", "sessions", file, "--now", "2026-03-20T23:00:00Z"])
        let before = try days(cairn, now: "2026-03-20T23:00:00Z")
        let set = try cairn.run(["goals", "set"] + change + ["--now", "2026-03-20T23:00:00Z"])
        #expect(set.status == 0 && set.stdout.contains("from today"), "\(set.stdout)\(set.stderr)")
        #expect(try days(cairn, now: "2026-03-20T23:00:00Z") == before)
        let history = try #require(try cairn.run(["goals", "history", "--json"]).json() as? [[String: Any]])
        #expect(history.count == 2 && history[0]["from"] is NSNull && history[1]["from"] as? String == "2026-03-20")
        // --from the first day with data rewrites everything, on purpose.
        try cairn.run(["goals", "set", "--daily", "600", "--from", "2026-03-01", "--now", "2026-03-20T23:00:00Z"])
        #expect(try days(cairn, now: "2026-03-20T23:00:00Z").contains("\"goalSeconds\" : 36000"))
    }
}

@Suite("Files that are Cairn's, on the command line")
struct FilesFlowTests {
    @Test("read commands never create a database, and say how to start")
    func readNeverCreates() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        for args in [["today"], ["days"], ["achievements"], ["trackable", "list"], ["entry", "list"], ["rule", "list"], ["undo"]] {
            let result = try cairn.run(args)
            #expect(result.status == 1 && result.stderr.hasPrefix("error: ") && result.stderr.contains("cairn demo"), "\(args)")
        }
        #expect(try cairn.run(["goals", "show"]).stdout.contains("defaults"))
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }

    @Test("another program's SQLite file is refused by every command and left untouched")
    func foreignFile() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let other = cairn.folder.appendingPathComponent("other.sqlite").path
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        made.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table notes(body text)'); c.execute(\"insert into notes values ('mine')\"); c.commit()", other]
        try made.run()
        made.waitUntilExit()
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        for args in [["today"], ["goals", "set", "--daily", "60"], ["trackable", "add", "X", "--kind", "yesno"], ["demo"]] {
            let result = try cairn.run(["--db", other] + args)
            #expect(result.status == 1 && result.stderr.contains("not a Cairn database"), "\(args): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
    }

    @Test("the demo refuses a database of your own, unchanged, and fills one that does not exist yet")
    func demoRefuses() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Mood", "--kind", "number"])
        let before = try databaseBytes(cairn)
        let refused = try cairn.run(["--db", cairn.database, "demo"])
        #expect(refused.status == 1 && refused.stderr.contains("your own data"))
        #expect(try databaseBytes(cairn) == before)
        let fresh = cairn.folder.appendingPathComponent("new-demo.sqlite").path
        #expect(try cairn.run(["--db", fresh, "demo", "--now", "2026-03-20T20:00:00Z"]).status == 0)
        #expect(try cairn.run(["--db", fresh, "demo", "--now", "2026-03-21T20:00:00Z"]).status == 0)
    }
}

@Suite("A database made by the previous release")
struct UpgradeFlowTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CairnStoreTests/Fixtures")

    @Test("opens with everything it held: days and achievements exactly as that release printed them")
    func sameAnswers() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("schema6-release.cairndb"),
                                         to: URL(fileURLWithPath: cairn.database))
        let now = ["--now", "2026-03-20T20:00:00Z"]
        for (args, file) in [(["days", "--from", "2026-03-08", "--to", "2026-03-20"], "schema6-days.json"),
                             (["achievements"], "schema6-achievements.json")] {
            let result = try cairn.run(args + ["--json"] + now)
            #expect(result.status == 0, "\(result.stderr)")
            let now = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? NSObject
            let then = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixtures.appendingPathComponent(file))) as? NSObject
            #expect(now == then, "\(file)")
        }
        #expect(try cairn.run(["entry", "list"] + now).stdout.contains("“a good day, really”"))
        #expect(try cairn.run(["rule", "add", "Headache", "--measure", "streak", "--ladder", "3"] + now).stdout.contains("Added rule 4"))
    }

    @Test("schema 12 (before the entry packs): the same days and achievements, read through packs made on the first read, the row outside the bounds still skipped")
    func schema12() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("schema12-release.cairndb"),
                                         to: URL(fileURLWithPath: cairn.database))
        let now = ["--now", "2026-06-30T20:00:00Z"]
        // Twice: the first read packs every trackable's entries, the second reads the packs.
        for round in 1...2 {
            for (args, file) in [(["days", "--from", "2026-06-01", "--to", "2026-06-30"], "schema12-days.json"),
                                 (["achievements"], "schema12-achievements.json")] {
                let result = try cairn.run(args + ["--json"] + now)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stderr.contains("skipped 1 entry outside the plausible range"), "round \(round): \(result.stderr)")
                let now = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? NSObject
                let then = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixtures.appendingPathComponent(file))) as? NSObject
                #expect(now == then, "round \(round): \(file)")
            }
        }
        // A log after the upgrade is read at once: its trackable's pack went stale and was made again.
        // Running stood at 1054 km, the next rung 1100 km.
        let logged = try cairn.run(["log", "Running", "50km"] + now)
        #expect(logged.stdout.contains("Running · total: 1100 km"), "\(logged.stdout)\(logged.stderr)")
        let after = try cairn.run(["achievements", "--json"] + now)
        #expect(after.stdout.contains("rule-2@2026-06-30#1100000"), "\(after.stdout.prefix(300))")
    }
}

@Suite("cairn why")
struct WhyFlowTests {
    @Test("why DATE and why TRACKABLE DATE, in words and as JSON")
    func why() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let now = ["--now", "2026-03-20T20:00:00Z"]
        try cairn.run(["goals", "set", "--daily", "60", "--time-zone", "UTC"])
        let file = try cairn.write("s.json", #"[{"start":"2026-03-16T09:00:00Z","seconds":3600},{"start":"2026-03-17T09:00:00Z","seconds":600}]"#)
        try cairn.run(["import", "sessions", file] + now)
        let text = try cairn.run(["why", "2026-03-17"] + now)
        #expect(text.status == 0 && text.stdout.contains("Coded 10m, 50m less than the daily goal of 1h"), "\(text.stdout)\(text.stderr)")
        let json = try #require(try cairn.run(["why", "2026-03-17", "--json"] + now).json() as? [String: Any])
        #expect(json["status"] as? String == "fail" && (json["reasons"] as? [String])?.isEmpty == false)
        try cairn.run(["trackable", "add", "Headache", "--kind", "yesno"])
        try cairn.run(["rule", "add", "Headache", "--measure", "streak", "--days", "none", "--ladder", "7"])
        try cairn.run(["log", "Headache", "no", "--date", "2026-03-19"] + now)
        let rule = try cairn.run(["why", "Headache", "2026-03-19"] + now)
        #expect(rule.stdout.contains("Headache · Days of No · counts") && rule.stdout.contains("1 day"), "\(rule.stdout)")
        #expect(try cairn.run(["why", "Headache", "soon"] + now).status == 64)
    }
}

@Suite("Units as people type them")
struct UnitWordsFlowTests {
    @Test("temperature in °C or °F and percentages read the day's last value and show in their own unit")
    func temperatureAndPercent() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let now = ["--now", "2026-03-01T20:00:00Z"]
        #expect(try cairn.run(["trackable", "add", "Temperature", "--kind", "number", "--unit", "°C"]).stdout.contains("last"))
        #expect(try cairn.run(["log", "Temperature", "36.6°C", "--at", "2026-03-01T08:00:00Z"] + now).stdout.contains("36.6 °C"))
        // 98.6 °F is 37 °C: converted on the way in, shown in the trackable's own unit.
        #expect(try cairn.run(["log", "Temperature", "98.6 °F", "--at", "2026-03-01T09:00:00Z"] + now).stdout.contains("37 °C"))
        #expect(try cairn.run(["trackable", "add", "Battery", "--kind", "number", "--unit", "%"]).stdout.contains("last"))
        #expect(try cairn.run(["log", "Battery", "45%", "--date", "2026-03-01"] + now).stdout.contains("45%"))
        let wrong = try cairn.run(["log", "Battery", "45kg", "--date", "2026-03-01"] + now)
        #expect(wrong.status == 64 && wrong.stderr.contains("mass"))
        let rule = try cairn.run(["rule", "add", "Temperature", "--measure", "total", "--ladder", "100"])
        #expect(rule.status == 64 && rule.stderr.contains("do not add up"))
    }
}
