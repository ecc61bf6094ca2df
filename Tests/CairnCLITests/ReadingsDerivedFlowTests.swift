import Foundation
import Testing

@Suite("cairn events, Readings, tags, derived and windowed trackables, and rule add --dry-run")
struct ReadingsDerivedFlowTests {
    func strength() throws -> CairnBinary {
        let cairn = try CairnBinary()
        let add = try cairn.run(["trackable", "add", "Strength", "--kind", "event", "--field", "exercise:choice=Bench press,Squat,Deadlift",
                                 "--field", "weight:number:kg", "--field", "reps:number"])
        #expect(add.status == 0, "\(add.stderr)")
        for (day, bench) in [("01", 60), ("02", 62), ("03", 61), ("04", 65), ("05", 64), ("06", 70)] {
            let log = try cairn.run(["log", "Strength", "--item", "exercise=Bench press,weight=\(bench)kg,reps=5",
                                     "--item", "exercise=Squat,weight=120kg,reps=5", "--now", "2026-03-\(day)T18:00:00Z"])
            #expect(log.status == 0, "\(log.stderr)")
        }
        let reading = try cairn.run(["reading", "add", "Strength", "Max weight", "--field", "weight", "--reduce", "max",
                                     "--where", "exercise=Bench press"])
        #expect(reading.status == 0, "\(reading.stderr)")
        return cairn
    }

    @Test("An exercise's new maximum is a new highest of Max of its weight for that exercise, named for both")
    func benchPressRecord() throws {
        let cairn = try strength()
        defer { cairn.remove() }
        let add = try cairn.run(["rule", "add", "Strength", "--of", "Max weight", "--measure", "best", "--record",
                                 "--now", "2026-03-06T19:00:00Z"])
        #expect(add.stdout.contains("Bench press · Max weight — new highest"), "\(add.stderr)")
        let log = try cairn.run(["log", "Strength", "--item", "exercise=Bench press,weight=72.5kg,reps=3", "--json",
                                 "--now", "2026-03-07T18:00:00Z"])
        let fresh = try #require((try log.json() as? [String: Any])?["moments"] as? [[String: Any]])
        #expect(fresh.contains { $0["name"] as? String == "Bench press · Max weight — new highest" && $0["text"] as? String == "72.5 kg" })
        let entries = try #require(try cairn.run(["entry", "list", "Strength", "--json"]).json() as? [[String: Any]])
        let items = try #require(entries.first?["items"] as? [[String: String]])
        #expect(items == [["exercise": "Bench press", "weight": "72.5 kg", "reps": "3"]])
    }

    @Test("rule add --dry-run lists the moments the rule would mark, with dates and words, and saves nothing")
    func dryRun() throws {
        let cairn = try strength()
        defer { cairn.remove() }
        let preview = try cairn.run(["rule", "add", "Strength", "--of", "Max weight", "--measure", "best", "--record", "--dry-run",
                                     "--json", "--now", "2026-03-06T19:00:00Z"])
        let json = try #require(try preview.json() as? [String: Any], "\(preview.stderr)")
        let moments = try #require(json["moments"] as? [[String: Any]])
        #expect(moments.map { $0["date"] as? String } == ["2026-03-06"])
        #expect(moments.map { $0["text"] as? String } == ["70 kg"])
        #expect((try cairn.run(["rule", "list", "--json"]).json() as? [[String: Any]])?.isEmpty == true)
        let page = try cairn.run(["achievements", "--now", "2026-03-06T19:00:00Z"])
        #expect(page.status == 0 && !page.stdout.contains("Bench press"))
        let words = try cairn.run(["rule", "add", "Strength", "--of", "Max weight", "--measure", "best", "--record", "--dry-run",
                                   "--now", "2026-03-06T19:00:00Z"])
        #expect(words.stdout.contains("2026-03-06  Bench press · Max weight — new highest: 70 kg"))
        #expect(words.stdout.contains("Nothing was saved"))
    }

    @Test("A tag logs nothing of its own: it is attached to other entries, and a rule on it is refused with why")
    func tags() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "work", "--kind", "tag"])
        try cairn.run(["trackable", "add", "Mood", "--kind", "choice", "--choices", "None,Low,Good"])
        #expect(try cairn.run(["log", "Mood", "Good", "--tag", "work"]).status == 0)
        #expect(try cairn.run(["log", "work"]).stderr.contains("a tag logs nothing of its own"))
        let rule = try cairn.run(["rule", "add", "work", "--measure", "streak"])
        #expect(rule.status == 64 && rule.stderr.contains("derive 'days tagged work' to count it"))
        let entries = try #require(try cairn.run(["entry", "list", "--json"]).json() as? [[String: Any]])
        #expect(entries.first?["tags"] as? [String] == ["work"])
    }

    @Test("\"No caffeine after 15:00\" is a streak of days of none of a derived count, filtered by the time of day")
    func noCaffeineAfterThree() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "Europe/Berlin"])
        try cairn.run(["trackable", "add", "Caffeine", "--kind", "number", "--unit", "cups"])
        for day in 1...6 { try cairn.run(["log", "Caffeine", "1", "--now", "2026-03-0\(day)T08:00:00Z"]) }
        try cairn.run(["log", "Caffeine", "1", "--now", "2026-03-02T14:30:00Z"])   // 15:30 in Berlin
        let derive = try cairn.run(["trackable", "derive", "Caffeine after 15:00", "--op", "count", "--of", "Caffeine", "--after", "15:00"])
        #expect(derive.status == 0, "\(derive.stderr)")
        #expect(try cairn.run(["log", "Caffeine after 15:00", "1"]).stderr.contains("derived"))
        let preview = try cairn.run(["rule", "add", "Caffeine after 15:00", "--measure", "streak", "--days", "none", "--ladder", "3",
                                     "--dry-run", "--now", "2026-03-06T20:00:00Z"])
        #expect(preview.stdout.contains("2026-03-05  Caffeine after 15:00 · Days of None: 3 days"), "\(preview.stdout)\(preview.stderr)")
    }

    @Test("\"Your best month\" is a best rule over a trackable summed per calendar month")
    func bestMonth() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"])
        for (date, km) in [("2026-01-10", "10km"), ("2026-01-20", "12km"), ("2026-02-03", "30km"), ("2026-03-01", "50km")] {
            try cairn.run(["log", "Running", km, "--date", date, "--now", "2026-03-02T12:00:00Z"])
        }
        let derive = try cairn.run(["trackable", "derive", "Running per month", "--op", "sum", "--of", "Running", "--per", "month"])
        #expect(derive.status == 0, "\(derive.stderr)")
        let preview = try cairn.run(["rule", "add", "Running per month", "--measure", "best", "--record", "--min-history", "1",
                                     "--dry-run", "--json", "--now", "2026-03-02T12:00:00Z"])
        let json = try #require(try preview.json() as? [String: Any], "\(preview.stderr)")
        let moments = try #require(json["moments"] as? [[String: Any]])
        // March is not over: its 50 km wait for its last day to pass.
        #expect(moments.map { $0["date"] as? String } == ["2026-01-31", "2026-02-28"])
        #expect(moments.map { $0["text"] as? String } == ["22 km", "30 km"])
    }

    @Test("After a log, the derived trackables that read it are re-read: the log that makes a run of no caffeine after 15:00 toasts it")
    func logReReadsDerived() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Caffeine", "--kind", "number", "--unit", "cups"])
        try cairn.run(["trackable", "derive", "Caffeine after 15:00", "--op", "count", "--of", "Caffeine", "--after", "15:00"])
        let rule = try cairn.run(["rule", "add", "Caffeine after 15:00", "--measure", "streak", "--days", "none", "--ladder", "2"])
        #expect(rule.status == 0, "\(rule.stderr)")
        let first = try cairn.run(["log", "Caffeine", "1", "--now", "2026-03-01T08:00:00Z"])
        #expect(!first.stdout.contains("Days of None"))
        let second = try cairn.run(["log", "Caffeine", "1", "--now", "2026-03-02T08:00:00Z"])
        #expect(second.stdout.contains("🏆 Caffeine after 15:00 · Days of None: 2 days"), "\(second.stdout)\(second.stderr)")
    }

    @Test("A derived trackable is refused when it cannot be computed, with why")
    func deriveRefused() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Meditation", "--kind", "duration"])
        let one = try cairn.run(["trackable", "derive", "Alone", "--op", "all", "--of", "Meditation"])
        #expect(one.status == 64 && one.stderr.contains("all reads two or more trackables"))
        let both = try cairn.run(["trackable", "derive", "Odd", "--op", "sum", "--of", "Meditation", "--per", "month", "--trailing", "7d"])
        #expect(both.status == 64 && both.stderr.contains("not both"))
        #expect(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]] != nil)
    }

    @Test("An event's items are edited, listed and undone like any entry")
    func editItems() throws {
        let cairn = try strength()
        defer { cairn.remove() }
        let entries = try #require(try cairn.run(["entry", "list", "Strength", "--json"]).json() as? [[String: Any]])
        let id = try #require(entries.first?["id"] as? Int)
        let edit = try cairn.run(["entry", "edit", "\(id)", "--item", "exercise=Deadlift,weight=140kg,reps=3"])
        #expect(edit.status == 0, "\(edit.stderr)")
        func items() throws -> [[String: String]]? {
            (try cairn.run(["entry", "list", "Strength", "--json"]).json() as? [[String: Any]])?.first?["items"] as? [[String: String]]
        }
        #expect(try items() == [["exercise": "Deadlift", "weight": "140 kg", "reps": "3"]])
        #expect(try cairn.run(["undo"]).status == 0)
        #expect(try items()?.count == 2)
    }

    @Test("The coding goal's day series is the built-in Coding: any rule can be put on coding")
    func codingBuiltIn() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let sessions = cairn.folder.appendingPathComponent("sessions.json")
        try Data(#"[{"start":"2026-03-01T10:00:00Z","seconds":36000},{"start":"2026-03-02T10:00:00Z","seconds":7200}]"#.utf8)
            .write(to: sessions)
        #expect(try cairn.run(["import", "sessions", sessions.path]).status == 0)
        let preview = try cairn.run(["rule", "add", "Coding", "--measure", "total", "--every", "10", "--dry-run",
                                     "--now", "2026-03-03T09:00:00Z"])
        #expect(preview.stdout.contains("2026-03-01  Coding · total: 10 h"), "\(preview.stdout)\(preview.stderr)")
        #expect(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]] == nil
                || (try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])?.isEmpty == true)
        let add = try cairn.run(["rule", "add", "Coding", "--measure", "best", "--record", "--min-history", "1",
                                 "--now", "2026-03-03T09:00:00Z"])
        #expect(add.status == 0 && add.stdout.contains("Coding — new highest"), "\(add.stderr)")
        let list = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["Coding"])
        #expect(list.first?["derived"] as? String == "coded")
    }

    @Test("A windowed derived trackable reads a Reading: the best week of bench press, by its mean")
    func windowOverReading() throws {
        let cairn = try strength()
        defer { cairn.remove() }
        let derive = try cairn.run(["trackable", "derive", "Bench per week", "--op", "mean", "--of", "Strength:Max weight",
                                    "--per", "week"])
        #expect(derive.status == 0, "\(derive.stderr)")
        let preview = try cairn.run(["rule", "add", "Bench per week", "--measure", "best", "--record", "--min-history", "1",
                                     "--dry-run", "--json", "--now", "2026-03-16T12:00:00Z"])
        let moments = try #require((try preview.json() as? [String: Any])?["moments"] as? [[String: Any]], "\(preview.stderr)")
        // 2026-03-01 is a Sunday: its week holds 60 kg; the next (2–8 March) 62, 61, 65, 64, 70.
        #expect(moments.map { $0["date"] as? String } == ["2026-03-01", "2026-03-08"])
        #expect(moments.map { $0["text"] as? String } == ["60 kg", "64.4 kg"])
    }
}
