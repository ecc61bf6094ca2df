import Foundation
import Testing

// These run the built `cairn` (CairnBinary(spawning: true)): end to end: the built binary, as a user runs it.
@Suite("cairn import sessions, days and today")
struct SessionsFlowTests {
    static let sessions = """
    [
      {"start": "2026-03-06T16:00:00Z", "seconds": 7200, "project": "cairn", "language": "Swift"},
      {"start": "2026-03-08T07:00:00Z", "seconds": 82800},
      {"start": "2026-03-09T15:00:00Z", "seconds": 18000, "project": "cairn"},
      {"start": "2026-03-09T16:00:00Z", "seconds": 3600, "project": "overlap"}
    ]
    """

    func prepared() throws -> CairnBinary {
        let cairn = try CairnBinary(spawning: true)
        try cairn.run(["goals", "set", "--daily", "240", "--weekly", "1200", "--time-zone", "America/Denver"])
        let file = try cairn.write("sessions.json", SessionsFlowTests.sessions)
        let imported = try cairn.run(["import", "sessions", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        return cairn
    }

    @Test("importing the same file twice changes nothing, and says so")
    func idempotent() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = cairn.folder.appendingPathComponent("sessions.json").path
        let again = try cairn.run(["import", "sessions", file, "--json"])
        let json = try #require(try again.json() as? [String: Any])
        #expect(json["added"] as? Int == 0 && json["duplicates"] as? Int == 4)
        let text = try cairn.run(["import", "sessions", file])
        #expect(text.stdout.contains("Imported 0 sessions") && text.stdout.contains("4 already there"))
    }

    @Test("days gives one row per date, zeros included, with the contract's fields; the DST day holds 23 hours")
    func days() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let result = try cairn.run(["days", "--from", "2026-03-05", "--to", "2026-03-10", "--json", "--now", "2026-03-10T18:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try result.json() as? [[String: Any]])
        #expect(rows.map { $0["date"] as? String } == ["2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"])
        for row in rows {
            #expect(Set(row.keys) == ["date", "codedSeconds", "insideWindowSeconds", "goalSeconds", "isRestDay", "ringProgress", "goalMet", "status"])
        }
        #expect(rows[0]["status"] is NSNull)  // before the first session
        #expect(rows[1]["codedSeconds"] as? Double == 7200 && rows[1]["status"] as? String == "fail")
        #expect(rows[3]["codedSeconds"] as? Double == 82_800 && rows[3]["isRestDay"] as? Bool == true)
        #expect(rows[4]["codedSeconds"] as? Double == 18_000 && rows[4]["goalMet"] as? Bool == true)
        #expect(rows[4]["insideWindowSeconds"] as? Double == 18_000)  // 09:00-14:00 MDT
        #expect(rows[5]["status"] as? String == "pending")
    }

    @Test("today --json has the contract's fields; --now and CAIRN_NOW set the clock")
    func today() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let viaFlag = try cairn.run(["today", "--json", "--now", "2026-03-09T23:00:00Z"])
        let viaEnv = try cairn.run(["today", "--json"], environment: ["CAIRN_NOW": "2026-03-09T23:00:00Z"])
        #expect(viaFlag.stdout == viaEnv.stdout)
        let json = try #require(try viaFlag.json() as? [String: Any])
        #expect(Set(json.keys) == ["date", "day", "week", "windowAdherence", "streak"])
        #expect(json["date"] as? String == "2026-03-09")
        let week = try #require(json["week"] as? [String: Any])
        #expect(week["start"] as? String == "2026-03-09")
        #expect(week["codedSeconds"] as? Double == 18_000 && week["goalSeconds"] as? Double == 72_000)
        #expect(week["progress"] as? Double == 0.25)
        let streak = try #require(json["streak"] as? [String: Any])
        // Friday short (breaks), Saturday rested (+1), Sunday coded on a rest day (lenient: passed over), Monday met (+1).
        #expect(streak["current"] as? Int == 2 && streak["policy"] as? String == "lenient")
        #expect(json["windowAdherence"] as? Double == 1)
    }

    @Test("today without --json is a readable summary; on a rest day the ring steps aside")
    func readable() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let monday = try cairn.run(["today", "--now", "2026-03-09T23:00:00Z"])
        #expect(monday.stdout.contains("Monday 9 March 2026"))
        #expect(monday.stdout.contains("Today") && monday.stdout.contains("Week") && monday.stdout.contains("Window"))
        #expect(monday.stdout.contains("100%") && monday.stdout.contains("Streak"))
        #expect(!monday.stdout.contains("\u{1B}["))  // no colour into a pipe
        let sunday = try cairn.run(["today", "--date", "2026-03-08", "--now", "2026-03-10T18:00:00Z"])
        #expect(sunday.stdout.contains("Rest day 🌱"))
    }

    @Test("sessions can come from standard input")
    func stdin() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let result = try cairn.run(["import", "sessions", "-"], stdin: #"[{"start": "2026-03-09T15:00:00Z", "seconds": 60}]"#)
        #expect(result.status == 0 && result.stdout.contains("Imported 1 session"))
    }

    @Test("bad files are refused with one error line, exit 1, and change nothing", arguments: [
        ("[{\"start\": \"2026-03-09T15:00:00Z\", \"seconds\": 60}, {\"start\": \"2026-03-10", "not valid JSON"),
        ("[{\"start\": \"2026-03-09T15:00:00Z\", \"seconds\": 60}, {\"start\": \"2026-03-10T15:00:00Z\", \"seconds\": -60}]", "item 2: \"seconds\" must be 0 or more"),
    ])
    func badFiles(text: String, message: String) throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let before = try cairn.run(["days", "--from", "2026-03-01", "--to", "2026-03-12", "--json", "--now", "2026-03-12T12:00:00Z"]).stdout
        let file = try cairn.write("bad.json", text)
        let result = try cairn.run(["import", "sessions", file])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: \(file): ") && result.stderr.contains(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let after = try cairn.run(["days", "--from", "2026-03-01", "--to", "2026-03-12", "--json", "--now", "2026-03-12T12:00:00Z"]).stdout
        #expect(after == before)
    }

    @Test("usage and other errors", arguments: [
        (["import", "sessions", "/nonexistent/sessions.json"], Int32(1), "no such file"),
        (["frobnicate"], 64, "unknown command"),
        (["today", "--verbose"], 64, "unknown option --verbose"),
        (["days", "--from", "2026-03-10", "--to", "2026-03-01"], 64, "is after --to"),
        (["days", "--from", "March"], 64, "YYYY-MM-DD"),
        (["today", "--now", "yesterday"], 64, "ISO-8601 instant"),
        (["import"], 64, "missing import kind"),
        (["import", "sessions"], 64, "missing file"),
        (["--db"], 64, "--db needs a value"),
    ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("--db overrides CAIRN_DB")
    func dbFlag() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let other = cairn.folder.appendingPathComponent("other.sqlite").path
        try cairn.run(["--db", other, "goals", "set", "--daily", "11"])
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }
}

@Suite("cairn nudges")
struct NudgesCommandTests {
    @Test("a nudge is due inside the window, once; none on a rest day")
    func once() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC", "--daily", "120", "--window", "09:00-18:00"])
        let file = try cairn.write("s.json", #"[{"start": "2026-03-10T09:00:00Z", "seconds": 4800}]"#)
        try cairn.run(["import", "sessions", file])
        #expect(try cairn.run(["nudges", "--now", "2026-03-10T07:00:00Z"]).stdout.isEmpty)  // before the window
        let first = try cairn.run(["nudges", "--now", "2026-03-10T14:00:00Z"])
        #expect(first.stdout == "40m to close today's ring\n")
        #expect(try cairn.run(["nudges", "--now", "2026-03-10T15:00:00Z"]).stdout.isEmpty)  // fired already
        #expect(try cairn.run(["nudges", "--now", "2026-03-14T11:00:00Z", "--json"]).stdout.contains("[\n\n]"))  // Saturday
    }
}

@Suite("cairn today --svg and days --svg")
struct SVGCommandTests {
    @Test("the rings and the heatmap are written as SVG files")
    func writesSVG() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        let file = try cairn.write("s.json", #"[{"start": "2026-03-09T10:00:00Z", "seconds": 7200}]"#)
        try cairn.run(["import", "sessions", file])
        let rings = cairn.folder.appendingPathComponent("rings.svg").path
        let result = try cairn.run(["today", "--svg", rings, "--now", "2026-03-09T20:00:00Z"])
        #expect(result.stdout == "Wrote \(rings)\n")
        let svg = try String(contentsOfFile: rings, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("Monday 9 March 2026"))
        let heat = cairn.folder.appendingPathComponent("heat.svg").path
        #expect(try cairn.run(["days", "--from", "2026-03-01", "--to", "2026-03-31", "--svg", heat]).status == 0)
        #expect(try String(contentsOfFile: heat, encoding: .utf8).contains("2026-03-09: 2h, "))
        #expect(try cairn.run(["today", "--svg", "/nonexistent/dir/x.svg"]).status == 1)
    }
}
