import Foundation
import Testing

/// Issue 19's model, end to end through the binary: an unzoned streak reads Any, a choice's none
/// is named, a yes/no logged with nothing is a Yes, and a flame never shows 0.
@Suite("The model as a person meets it: Any, a named none, an empty Yes, no flame at 0")
struct TrackableModelFlowTests {
    func earned(_ cairn: CairnBinary, now: String) throws -> [String] {
        let page = try #require(try cairn.run(["achievements", "--json", "--now", now]).json() as? [String: Any])
        let days = page["earned"] as? [[String: Any]] ?? []
        return days.flatMap { ($0["moments"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "") \($0["text"] ?? "")" } }
    }

    @Test("Headache Mild at 08:00 and None at 20:00 is a day of some, not of None")
    func headacheReadsAny() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        #expect(try cairn.run(["trackable", "add", "Headache", "--kind", "choice", "--choices", "None,Mild,Severe", "--none", "None"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Headache", "--measure", "streak", "--days", "none", "--ladder", "2"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Headache", "--measure", "streak", "--ladder", "2"]).status == 0)
        for day in ["01", "02"] {
            try cairn.run(["log", "Headache", "Mild", "--at", "2026-03-\(day)T08:00:00Z", "--now", "2026-03-02T21:00:00Z"])
            try cairn.run(["log", "Headache", "None", "--at", "2026-03-\(day)T20:00:00Z", "--now", "2026-03-02T21:00:00Z"])
        }
        let moments = try earned(cairn, now: "2026-03-02T21:00:00Z")
        #expect(!moments.contains { $0.contains("Days of None") }, "\(moments)")
        #expect(moments.contains { $0.hasPrefix("Headache · Days of Any") && $0.hasSuffix("2 days") }, "\(moments)")
    }

    @Test("--choices alone has no none: \"awful\" counts; --none names one, shown in trackable list and its --json")
    func namedNone() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        #expect(try cairn.run(["trackable", "add", "Mood", "--kind", "choice", "--choices", "awful,bad,meh,good,rad"]).status == 0)
        #expect(try cairn.run(["trackable", "add", "Headache", "--kind", "choice", "--choices", "None,Mild", "--none", "none"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Mood", "--measure", "streak", "--ladder", "2"]).status == 0)
        let noNone = try cairn.run(["rule", "add", "Mood", "--measure", "streak", "--days", "none"])
        #expect(noNone.status == 64 && noNone.stderr.contains("no none"), "\(noNone.stderr)")
        for day in ["01", "02"] { try cairn.run(["log", "Mood", "awful", "--date", "2026-03-\(day)", "--now", "2026-03-02T21:00:00Z"]) }
        #expect(try earned(cairn, now: "2026-03-02T21:00:00Z").contains("Mood · Days of Any 2 days"))
        let list = try #require(try cairn.run(["trackable", "list", "--json", "--now", "2026-03-02T21:00:00Z"]).json() as? [[String: Any]])
        let mood = try #require(list.first { $0["name"] as? String == "Mood" })
        #expect(mood.keys.contains("none") && mood["none"] is NSNull)
        #expect(list.first { $0["name"] as? String == "Headache" }?["none"] as? String == "None")
        let text = try cairn.run(["trackable", "list", "--now", "2026-03-02T21:00:00Z"]).stdout
        #expect(text.contains("Headache  choice  day value: last  none: None"), "\(text)")
        #expect(text.contains("Mood  choice  day value: last  no none"), "\(text)")
    }

    @Test("trackable set --none and --no-none change a choice's none; undo puts it back")
    func setNone() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        try cairn.run(["trackable", "add", "Feeling", "--kind", "choice", "--choices", "awful,bad,meh,good,rad", "--none", "awful"])
        try cairn.run(["rule", "add", "Feeling", "--measure", "streak", "--ladder", "2"])
        for day in ["01", "02"] { try cairn.run(["log", "Feeling", "awful", "--date", "2026-03-\(day)", "--now", "2026-03-02T21:00:00Z"]) }
        let now = "2026-03-02T21:00:00Z"
        #expect(try earned(cairn, now: now).isEmpty)
        let cleared = try cairn.run(["trackable", "set", "Feeling", "--no-none"])
        #expect(cleared.status == 0 && cleared.stdout == "Feeling now has no none: every choice is a day of some.\n", "\(cleared.stderr)")
        #expect(try earned(cairn, now: now).contains("Feeling · Days of Any 2 days"))
        let list = try #require(try cairn.run(["trackable", "list", "--json", "--now", now]).json() as? [[String: Any]])
        #expect(list.first?["none"] is NSNull)
        let named = try cairn.run(["trackable", "set", "Feeling", "--none", "BAD", "--json"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect((try named.json() as? [String: Any])?["none"] as? String == "bad")
        #expect(try cairn.run(["undo"]).status == 0)
        #expect((try cairn.run(["trackable", "list", "--json", "--now", now]).json() as? [[String: Any]])?.first?["none"] is NSNull)
        let before = try Data(contentsOf: URL(fileURLWithPath: cairn.database))
        for words in [["Feeling", "--none", "sad"], ["Feeling", "--none", "bad", "--no-none"], ["Feeling", "--day-value", "max", "--none", "bad"], ["Feeling"]] {
            let refused = try cairn.run(["trackable", "set"] + words)
            #expect(refused.status == 64 && refused.stderr.hasPrefix("error: "), "\(words): \(refused.stderr)")
        }
        try cairn.run(["trackable", "add", "Smoked", "--kind", "yesno"])
        let after = try Data(contentsOf: URL(fileURLWithPath: cairn.database))
        let yesNo = try cairn.run(["trackable", "set", "Smoked", "--none", "No"])
        #expect(yesNo.status == 64 && yesNo.stderr.contains("only a choice names its none"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == after && before != after)
    }

    @Test("A none that is not one of the choices, or on another kind, is refused and changes nothing",
          arguments: [["Pain", "--kind", "choice", "--choices", "None,Mild", "--none", "Nothing"],
                      ["Smoked", "--kind", "yesno", "--none", "No"]])
    func noneRefused(words: [String]) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        let before = try Data(contentsOf: URL(fileURLWithPath: cairn.database))
        let refused = try cairn.run(["trackable", "add"] + words)
        #expect(refused.status == 64 && refused.stderr.hasPrefix("error: ") && refused.stderr.contains("--none"), "\(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
    }

    @Test("--none is in trackable add's help and completion")
    func noneDeclared() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        #expect(try cairn.run(["trackable", "add", "--help"]).stdout.contains("--none LABEL"))
        #expect(try cairn.run(["completion", "bash"]).stdout.contains("--none"))
    }

    @Test("A yes/no logged without a value is a Yes, as log --help says")
    func yesNoWithoutValue() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        #expect(try cairn.run(["log", "--help"]).stdout.contains("a yes/no left empty is a Yes"))
        let logged = try cairn.run(["log", "Stretch", "--date", "2026-03-01", "--now", "2026-03-01T21:00:00Z"])
        #expect(logged.status == 0 && logged.stdout.hasPrefix("Logged Stretch yes on 2026-03-01"), "\(logged.stderr)")
        let json = try #require(try cairn.run(["log", "Stretch", "--json", "--date", "2026-03-01", "--now", "2026-03-01T21:00:00Z"]).json() as? [String: Any])
        #expect((json["entry"] as? [String: Any])?["value"] as? Double == 1)
        // A number still needs its value, and is refused without writing.
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        let refused = try cairn.run(["log", "Weight", "--now", "2026-03-01T21:00:00Z"])
        #expect(refused.status == 64 && refused.stderr.contains("needs a value"))
        // Editing an entry with nothing is still a usage error, not a Yes.
        #expect(try cairn.run(["entry", "edit", "1"]).status == 64)
    }

    @Test("trackable list never shows 🔥 0: a run that ended shows its count without a flame")
    func noFlameAtZero() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        try cairn.run(["trackable", "add", "Teeth", "--kind", "yesno"])
        try cairn.run(["rule", "add", "Teeth", "--measure", "streak"])
        for day in 1...4 { try cairn.run(["log", "Teeth", "yes", "--date", "2026-03-0\(day)", "--now", "2026-03-04T20:00:00Z"]) }
        try cairn.run(["log", "Teeth", "no", "--date", "2026-03-05", "--now", "2026-03-05T20:00:00Z"])
        let later = ["--now", "2026-03-09T20:00:00Z"]
        let json = try #require(try cairn.run(["trackable", "list", "--json"] + later).json() as? [[String: Any]])
        #expect(json.first?["streak"] as? Int == 0)
        let text = try cairn.run(["trackable", "list"] + later).stdout
        #expect(!text.contains("🔥") && text.contains("streak 0"), "\(text)")
        #expect(try cairn.run(["trackable", "list", "--now", "2026-03-04T20:00:00Z"]).stdout.contains("🔥 4"))
    }
}
