import Foundation
import Testing

@Suite("cairn goals")
struct GoalsCommandTests {
    @Test("goals set then goals show --json, with named zones working in the built binary")
    func setAndShow() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let set = try cairn.run(["goals", "set", "--daily", "90", "--weekly", "600", "--window", "20:00-02:00",
                                 "--rest-days", "fri,sat", "--time-zone", "America/Denver", "--week-start", "sun",
                                 "--streak-policy", "strict"])
        #expect(set.status == 0, "\(set.stderr)")
        let show = try cairn.run(["goals", "show", "--json"])
        let json = try #require(try show.json() as? [String: Any])
        #expect(json["dailyGoalMinutes"] as? Int == 90)
        #expect(json["weeklyGoalMinutes"] as? Int == 600)
        #expect(json["window"] as? String == "20:00-02:00")
        #expect(json["restDays"] as? [String] == ["fri", "sat"])
        #expect(json["timeZone"] as? String == "America/Denver")
        #expect(json["weekStart"] as? String == "sun")
        #expect(json["streakPolicy"] as? String == "strict")
        #expect(json["isDefault"] as? Bool == false)
    }

    @Test("goals set changes only what it is given")
    func partialSet() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--daily", "90", "--time-zone", "Europe/Berlin"])
        try cairn.run(["goals", "set", "--weekly", "700"])
        let json = try #require(try cairn.run(["goals", "show", "--json"]).json() as? [String: Any])
        #expect(json["dailyGoalMinutes"] as? Int == 90 && json["weeklyGoalMinutes"] as? Int == 700)
        #expect(json["timeZone"] as? String == "Europe/Berlin")
    }

    @Test("bad goal values are usage errors that change nothing", arguments: [
        (["goals", "set", "--time-zone", "Mars/Olympus"], "unknown time zone"),
        (["goals", "set", "--window", "09:00-09:00"], "opens and closes at the same time"),
        (["goals", "set", "--daily", "-10"], "must be 0 minutes or more"),
        (["goals", "set", "--daily", "lots"], "whole number of minutes"),
        (["goals", "set", "--rest-days", "caturday"], "unknown weekday"),
        (["goals", "set", "--streak-policy", "harsh"], "unknown streak policy"),
        (["goals", "set"], "needs at least one of"),
        (["goals", "set", "--bogus", "1"], "unknown option --bogus"),
        (["goals", "frobnicate"], "unknown goals subcommand"),
    ])
    func refused(arguments: [String], message: String) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--daily", "75", "--time-zone", "UTC"])
        let before = try cairn.run(["goals", "show", "--json"]).stdout
        let result = try cairn.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try cairn.run(["goals", "show", "--json"]).stdout == before)
    }

    @Test("a bad flag on a database that does not exist yet does not create it")
    func noFileOnError() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["goals", "set", "--window", "nine-ish"])
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }
}
