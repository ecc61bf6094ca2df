import Foundation
import Testing

/// The built `cairn` prints its documents through the same writers: the bytes are those
/// `JSONEncoder` gives (`CAIRN_JSON=foundation`) and the tree writer's (`CAIRN_JSON=tree`).
// These run the built `cairn` (CairnBinary(spawning: true)): the bytes the built binary writes to its standard output.
@Suite("cairn --json: the documents' bytes are JSONEncoder's")
struct DocumentBytesTests {
    @Test("achievements, today and days print the same bytes as through JSONEncoder")
    func documents() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "Europe/Berlin"])
        #expect(try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Weight", "--measure", "best", "--low"]).status == 0)
        #expect(try cairn.run(["rule", "add", "Weight", "--measure", "streak"]).status == 0)
        for day in 1...20 {
            let date = "2026-03-\(day < 10 ? "0" : "")\(day)"
            _ = try cairn.run(["log", "Weight", "\(80 - Double(day % 7) / 3)kg", "--date", date, "--now", "\(date)T20:00:00Z"])
        }
        let file = try cairn.write("s.json", #"[{"start": "2026-03-06T16:00:00Z", "seconds": 7200, "project": "a \"quoted\"/path"}]"#)
        #expect(try cairn.run(["import", "sessions", file]).status == 0)
        let now = "2026-03-21T20:00:00Z"
        for arguments in [["achievements", "--json"], ["today", "--json"], ["days", "--from", "2026-01-01", "--to", "2026-03-21", "--json"]] {
            let ours = try cairn.run(arguments + ["--now", now])
            let theirs = try cairn.run(arguments + ["--now", now], environment: ["CAIRN_JSON": "foundation"])
            #expect(ours.status == 0 && !ours.stdout.isEmpty, "\(ours.stderr)")
            #expect(ours.stdout == theirs.stdout, "\(arguments)")
        }
    }

    @Test("the demo's achievements document, streamed, is JSONEncoder's bytes and the tree writer's")
    func streamedAchievements() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let now = "2026-03-21T20:00:00Z"
        #expect(try cairn.run(["--db", cairn.database, "demo", "--now", now]).status == 0)
        let arguments = ["--db", cairn.database, "achievements", "--json", "--now", now]
        let ours = try cairn.run(arguments)
        #expect(ours.status == 0 && ours.stdout.count > 10_000, "\(ours.stderr)")
        // The demo's rules and moments have the optional members: directions, streak days, rungs and values.
        for member in ["\"direction\" : ", "\"days\" : ", "\"rung\" : ", "\"value\" : "] {
            #expect(ours.stdout.contains(member), "\(member)")
        }
        #expect(ours.stdout == (try cairn.run(arguments, environment: ["CAIRN_JSON": "foundation"])).stdout)
        #expect(ours.stdout == (try cairn.run(arguments, environment: ["CAIRN_JSON": "tree"])).stdout)
    }
}
