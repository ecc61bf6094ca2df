import Foundation
import Testing

// These run the built `cairn` (CairnBinary(spawning: true)): end to end: the built binary, as a user runs it.
@Suite("cairn demo")
struct DemoCommandTests {
    @Test("demo needs nothing set up, shows today, and is the same on a second run")
    func demo() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let first = try cairn.run(["demo", "--now", "2026-11-25T20:00:00Z"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Wednesday 25 November 2026") && first.stdout.contains("Streak"))
        #expect(FileManager.default.fileExists(atPath: cairn.folder.appendingPathComponent("cache/cairn/demo.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: cairn.database))  // never the user's own database
        let second = try cairn.run(["demo", "--now", "2026-11-25T20:00:00Z"])
        #expect(second.stdout == first.stdout)
    }

    @Test("the demo year has a weekday rhythm, rest days, and a streak")
    func demoYear() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let demoDB = cairn.folder.appendingPathComponent("cache/cairn/demo.sqlite").path
        try cairn.run(["demo", "--now", "2026-11-25T20:00:00Z"])
        let result = try cairn.run(["--db", demoDB, "days", "--from", "2025-11-26", "--to", "2026-11-25", "--json", "--now", "2026-11-25T20:00:00Z"])
        let rows = try #require(try result.json() as? [[String: Any]])
        #expect(rows.count == 365)
        let statuses = rows.compactMap { $0["status"] as? String }
        #expect(statuses.filter { $0 == "success" }.count > 150)
        #expect(statuses.contains("fail"))
        let restDays = rows.filter { $0["isRestDay"] as? Bool == true }
        #expect(restDays.count > 100)
        #expect(restDays.contains { ($0["codedSeconds"] as? Double ?? 0) > 0 })  // the odd weekend session
        let today = try #require(try cairn.run(["--db", demoDB, "today", "--json", "--now", "2026-11-25T20:00:00Z"]).json() as? [String: Any])
        #expect(((today["streak"] as? [String: Any])?["best"] as? Int ?? 0) >= 7)
    }

    @Test("demo refuses to write into a database holding the user's own data")
    func refusesUserData() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--daily", "30"])
        let result = try cairn.run(["--db", cairn.database, "demo"])
        #expect(result.status == 1 && result.stderr.contains("holds your own data"))
    }
}
