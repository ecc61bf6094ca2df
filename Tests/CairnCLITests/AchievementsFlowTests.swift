import Foundation
import Testing

@Suite("cairn trackables, rules, log and achievements")
struct AchievementsFlowTests {
    func weightSetUp() throws -> CairnBinary {
        let cairn = try CairnBinary()
        try cairn.run(["goals", "set", "--time-zone", "Europe/Berlin"])
        #expect(try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Weight", "--measure", "best", "--low"]).status == 0)
        return cairn
    }

    @Test("a new lowest weight toasts once, on the log that made it, in the trackable's unit")
    func toast() throws {
        let cairn = try weightSetUp()
        defer { cairn.remove() }
        var outputs: [String] = []
        for (day, value) in [("01", "82.0kg"), ("02", "81.8 kg"), ("03", "81.9kg"), ("04", "81.5kg"), ("05", "82.1kg"), ("06", "81.2kg")] {
            let result = try cairn.run(["log", "Weight", value, "--date", "2026-03-\(day)", "--now", "2026-03-\(day)T20:00:00Z"])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(result.stdout)
        }
        // Five days with a value make the first record: the 5th day is not below the 4th, so no record until the 6th.
        #expect(outputs.prefix(5).allSatisfy { !$0.contains("new lowest") })
        #expect(outputs[5].contains("🏆 Weight — new lowest: 81.2 kg"))
        let again = try cairn.run(["log", "Weight", "81.3kg", "--date", "2026-03-07", "--now", "2026-03-07T20:00:00Z"])
        #expect(!again.stdout.contains("new lowest"))
        let page = try #require(try cairn.run(["achievements", "--json", "--now", "2026-03-07T20:00:00Z"]).json() as? [String: Any])
        #expect(Set(page.keys) == ["enabled", "rules", "comingUp", "earned"])
        let earned = try #require(page["earned"] as? [[String: Any]])
        let moments = earned.flatMap { ($0["moments"] as? [[String: Any]]) ?? [] }
        let record = try #require(moments.first { ($0["name"] as? String) == "Weight — new lowest" })
        #expect(record["value"] as? Double == 81.2 && record["text"] as? String == "81.2 kg" && record["key"] is String)
        #expect(moments.contains { ($0["name"] as? String) == "Logged anything" && ($0["rung"] as? Double) == 7 })
    }

    @Test("log --json gives the new moments and the toast")
    func logJSON() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"])
        try cairn.run(["rule", "add", "Running", "--measure", "total", "--ladder", "10,20"])
        let result = try cairn.run(["log", "Running", "25km", "--json", "--date", "2026-03-01", "--now", "2026-03-01T20:00:00Z"])
        let json = try #require(try result.json() as? [String: Any])
        let moments = try #require(json["moments"] as? [[String: Any]])
        #expect(moments.compactMap { $0["text"] as? String } == ["10 km", "20 km"])
        #expect((json["toast"] as? [String: Any])?["text"] as? String == "20 km")
    }

    @Test("rules that mean nothing are refused with why", arguments: [
        (["trackable", "add", "Headache", "--kind", "yesno"], ["rule", "add", "Headache", "--measure", "best"], "yes/no"),
        (["trackable", "add", "Bedtime", "--kind", "clock"], ["rule", "add", "Bedtime", "--measure", "total", "--ladder", "1,2"], "clock"),
        (["trackable", "add", "Sleep", "--kind", "duration"], ["rule", "add", "Sleep", "--measure", "count"], "zone"),
        (["trackable", "add", "Journal", "--kind", "habit"], ["rule", "add", "Journal", "--measure", "best"], "streak only"),
        (["trackable", "add", "Steps", "--kind", "number"], ["rule", "add", "Steps", "--measure", "total", "--record"], "only grows"),
    ])
    func refusedRules(setUp: [String], rule: [String], why: String) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        #expect(try cairn.run(setUp).status == 0)
        let result = try cairn.run(rule)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(why), "\(result.stderr)")
        #expect(try cairn.run(["rule", "list", "--json"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]")
    }

    @Test("units people type, and units that do not fit, refused without writing", arguments: [
        (["log", "Weight", "5km"], "length"), (["log", "Weight", "80 stones of"], "unknown unit"), (["log", "Weight", "heavy"], "not a number"),
        (["log", "Weight"], "needs a value"),
        (["trackable", "add", "Height", "--kind", "number", "--unit", "m/s"], "unknown unit"),
        (["zone", "add", "Weight", "Low", "--max", "3 km"], "length"),
    ])
    func badUnits(arguments: [String], message: String) throws {
        let cairn = try weightSetUp()
        defer { cairn.remove() }
        try cairn.run(["log", "Weight", "80kg", "--date", "2026-03-01"])
        let before = try cairn.run(["trackable", "list", "--json"]).stdout
        let result = try cairn.run(arguments)
        #expect(result.status == 64 && result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(try cairn.run(["trackable", "list", "--json"]).stdout == before)
    }

    @Test("values in other units are stored in base and shown in the trackable's unit; a zone typed in pounds holds kilograms")
    func unitsAndZones() throws {
        let cairn = try weightSetUp()
        defer { cairn.remove() }
        #expect(try cairn.run(["zone", "add", "Weight", "Target", "--max", "180lb"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Weight", "--measure", "count", "--zone", "Target", "--ladder", "2"]).status == 0)
        try cairn.run(["log", "Weight", "176lb", "--date", "2026-03-01"])
        let second = try cairn.run(["log", "Weight", "81kg", "--date", "2026-03-02", "--now", "2026-03-02T12:00:00Z"])
        #expect(second.stdout.contains("Logged Weight 81 kg") && second.stdout.contains("🏆 Weight · days in Target: 2 days"), "\(second.stdout)")
    }

    @Test("a Nothing counts for Logged anything; integration entries do not")
    func nothingAndIntegrations() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Steps", "--kind", "number"])
        for day in 1...6 { try cairn.run(["nothing", "--date", "2026-03-0\(day)"]) }
        let integration = try cairn.run(["log", "Steps", "9000", "--source", "integration", "--date", "2026-03-07", "--now", "2026-03-07T20:00:00Z"])
        #expect(!integration.stdout.contains("Logged anything"))
        let seventh = try cairn.run(["nothing", "--date", "2026-03-07", "--now", "2026-03-07T20:00:00Z"])
        #expect(seventh.stdout.contains("🏆 Logged anything: 7 days"))
    }

    @Test("a disruption carries Logged anything across days with nothing logged")
    func disruption() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        for day in 1...3 { try cairn.run(["nothing", "--date", "2026-03-0\(day)"]) }
        #expect(try cairn.run(["disruption", "add", "--from", "2026-03-04", "--to", "2026-03-06", "--reason", "flu"]).status == 0)
        for day in 7...10 { try cairn.run(["nothing", "--date", String(format: "2026-03-%02d", day)]) }
        let page = try cairn.run(["achievements", "--now", "2026-03-10T20:00:00Z"])
        #expect(page.stdout.contains("🏆 Logged anything: 7 days"), "\(page.stdout)")
    }

    @Test("with achievements off nothing is watched and the page says so")
    func switchedOff() throws {
        let cairn = try weightSetUp()
        defer { cairn.remove() }
        #expect(try cairn.run(["settings", "set", "encouragement.achievements", "off"]).status == 0)
        for day in 1...7 {
            let result = try cairn.run(["log", "Weight", "\(90 - day)kg", "--date", "2026-03-0\(day)", "--now", "2026-03-0\(day)T20:00:00Z"])
            #expect(!result.stdout.contains("🏆"))
        }
        let page = try cairn.run(["achievements"])
        #expect(page.stdout.contains("switched off"))
        let json = try #require(try cairn.run(["achievements", "--json"]).json() as? [String: Any])
        #expect(json["enabled"] as? Bool == false && (json["earned"] as? [Any])?.isEmpty == true)
        #expect(try cairn.run(["settings", "set", "cheers", "on"]).status == 64)
    }

    @Test("trackable list --json and remove")
    func listAndRemove() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Mood", "--kind", "choice", "--choices", "None,Low,High", "--ordered"])
        let list = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.first?["name"] as? String == "Mood" && list.first?["kind"] as? String == "choice")
        #expect(list.first?["choices"] as? [String] == ["None", "Low", "High"] && list.first?["ordered"] as? Bool == true)
        #expect(try cairn.run(["log", "Mood", "High", "--date", "2026-03-01"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: cairn.database))
        let unasked = try cairn.run(["trackable", "remove", "mood"])
        #expect(unasked.status == 64 && unasked.stderr.contains("1 entry") && unasked.stderr.contains("--yes"), "\(unasked.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
        let removed = try cairn.run(["trackable", "remove", "mood", "--yes"])
        #expect(removed.status == 0 && removed.stdout.contains("1 entry"))
        #expect(try cairn.run(["trackable", "remove", "mood", "--yes"]).status == 1)
    }
}

@Suite("The streak switch hides the flame and nothing else")
struct StreakFlameTests {
    @Test("trackable list shows the set-up streak's live count with a flame; with streaks off, the count stays and the flame goes")
    func flame() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        try cairn.run(["trackable", "add", "Teeth", "--kind", "yesno"])
        try cairn.run(["rule", "add", "Teeth", "--measure", "streak"])
        for day in 1...4 { try cairn.run(["log", "Teeth", "yes", "--date", "2026-03-0\(day)"]) }
        let now = ["--now", "2026-03-04T20:00:00Z"]
        #expect(try cairn.run(["trackable", "list"] + now).stdout.contains("🔥 4"))
        let json = try #require(try cairn.run(["trackable", "list", "--json"] + now).json() as? [[String: Any]])
        #expect(json.first?["streak"] as? Int == 4)
        try cairn.run(["settings", "set", "encouragement.streaks", "off"])
        let off = try cairn.run(["trackable", "list"] + now).stdout
        #expect(!off.contains("🔥") && off.contains("streak 4"))
        let today = try cairn.run(["today"] + now).stdout
        #expect(!today.contains("🔥") && today.contains("Streak"))
    }
}

@Suite("User text in a terminal")
struct TerminalEscapingTests {
    @Test("names with escape sequences are shown, not obeyed; an error stays one line")
    func escapes() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let name = "Evil\u{1B}[2J\u{1B}[31mName"
        #expect(try cairn.run(["trackable", "add", name, "--kind", "habit"]).status == 0)
        let list = try cairn.run(["trackable", "list"]).stdout
        #expect(!list.contains("\u{1B}") && list.contains("Evil\\u{1B}[2J"))
        let json = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(json.first?["name"] as? String == name)  // JSON keeps the text as it is, escaped by JSON's rules
        let error = try cairn.run(["log", "No\nSuch\u{7}"])
        #expect(error.status == 1 && error.stderr.split(separator: "\n").count == 1 && !error.stderr.contains("\u{7}"))
    }
}

@Suite("Clock times and zones that wrap past midnight")
struct ClockZoneTests {
    @Test("zone bounds read back as clock times, and a late-night zone wraps midnight")
    func clockZones() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Bedtime", "--kind", "clock"])
        let zone = try cairn.run(["zone", "add", "Bedtime", "Late", "--min", "23:00", "--max", "01:00"])
        #expect(zone.stdout == "Added zone Late to Bedtime: from 23:00 to 01:00.\n")
        #expect(try cairn.run(["rule", "add", "Bedtime", "--measure", "streak", "--zone", "Late", "--ladder", "3"]).status == 0)
        for (day, time) in [("01", "23:30"), ("02", "00:30"), ("03", "23:10")] {
            try cairn.run(["log", "Bedtime", time, "--date", "2026-03-\(day)"])
        }
        let page = try cairn.run(["achievements", "--now", "2026-03-03T23:30:00Z"]).stdout
        #expect(page.contains("🏆 Bedtime · Days in Late: 3 days"), "\(page)")
    }
}
