import Foundation
import Testing

@Suite("cairn breakdown")
struct BreakdownCommandTests {
    static let sessions = """
    [{"start": "2026-03-07T23:30:00-05:00", "seconds": 3600, "project": "cairn", "language": "Swift"},
     {"start": "2026-03-08T10:00:00-04:00", "seconds": 1800, "project": "cairn", "language": "Swift"},
     {"start": "2026-03-08T10:15:00-04:00", "seconds": 1800, "project": "notes", "language": "Markdown"},
     {"start": "2026-03-09T09:00:00-04:00", "seconds": 1800, "project": "notes", "language": "Markdown"}]
    """
    static let dayTotal = #"{"days": [{"date": "2026-03-09", "grand_total": {"total_seconds": 7200}}]}"#

    @Test("per-project seconds over local days share overlaps and add up to the days' coded seconds")
    func addsUpToDays() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "America/New_York"])
        #expect(try cairn.run(["import", "sessions", "-"], stdin: Self.sessions).status == 0)
        #expect(try cairn.run(["import", "wakatime", "-"], stdin: Self.dayTotal).status == 0)
        let range = ["--from", "2026-03-08", "--to", "2026-03-09", "--now", "2026-03-10T12:00:00Z"]
        let rows = try #require(try cairn.run(["breakdown", "--by", "project", "--json"] + range).json() as? [[String: Any]])
        // 03-08 (the day clocks spring forward): cairn 00:00–00:30 (the session began on 03-07),
        // 10:00–10:15 and half of 10:15–10:30 it shares with notes: 52.5 min; notes the other half
        // and 10:30–10:45: 22.5 min, plus 30 min on 03-09, whose 2 h total adds 1.5 h untimed.
        #expect(rows.map { $0["name"] as? String ?? "" } == ["(day totals)", "cairn", "notes"])
        #expect(rows.map { $0["seconds"] as? Double ?? -1 } == [5400, 3150, 3150])
        let shares: [Double] = rows.map { $0["share"] as? Double ?? -1 }
        let expected: [Double] = [5400.0 / 11700, 3150.0 / 11700, 3150.0 / 11700]
        #expect(zip(shares, expected).allSatisfy { abs($0 - $1) < 1e-12 } && shares.count == 3)
        #expect(rows.allSatisfy { Set($0.keys) == ["name", "seconds", "share"] })
        let days = try #require(try cairn.run(["days", "--json"] + range).json() as? [[String: Any]])
        let coded: Double = days.reduce(0) { $0 + ($1["codedSeconds"] as? Double ?? 0) }
        #expect(coded == 11_700)

        let languages = try #require(try cairn.run(["breakdown", "--by", "language", "--json"] + range).json() as? [[String: Any]])
        // The same split by language; a tie sorts by name.
        #expect(languages.map { $0["name"] as? String ?? "" } == ["(day totals)", "Markdown", "Swift"])
        let chart = try cairn.run(["breakdown", "--by", "project"] + range)
        #expect(chart.status == 0)
        #expect(chart.stdout.hasPrefix("Coding by project, 2026-03-08 to 2026-03-09: 3h 15m\n"))
        #expect(chart.stdout.contains("  cairn         ") && chart.stdout.contains("52m  26%"), "\(chart.stdout)")
    }

    @Test("--by is required and checked; the range must be in order")
    func usage() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        #expect(try cairn.run(["breakdown"]).status == 64)
        #expect(try cairn.run(["breakdown", "--by", "mood"]).status == 64)
        #expect(try cairn.run(["breakdown", "--by", "editor", "--from", "2026-03-09", "--to", "2026-03-08"]).status == 64)
        // A read never creates a database: with none it says how to start.
        let missing = try cairn.run(["breakdown", "--by", "editor", "--json", "--now", "2026-03-10T12:00:00Z"])
        #expect(missing.status == 1 && missing.stderr.contains("cairn demo") && !FileManager.default.fileExists(atPath: cairn.database))
        try cairn.run(["goals", "set", "--daily", "60"])
        let empty = try cairn.run(["breakdown", "--by", "editor", "--json", "--now", "2026-03-10T12:00:00Z"])
        let none = try #require(try empty.json() as? [Any])
        #expect(empty.status == 0 && none.isEmpty)
    }
}
