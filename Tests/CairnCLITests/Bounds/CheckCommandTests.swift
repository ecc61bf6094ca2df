import CairnStore
import Foundation
import Testing

/// `cairn check` on a hand-poisoned database, and the read commands that skip what it finds.
@Suite("cairn check and poisoned databases")
struct CheckCommandTests {
    /// A database with a day of coding, a trackable with a ladder and goals.
    func prepared() throws -> CairnBinary {
        let cairn = try CairnBinary()
        try cairn.run(["goals", "set", "--daily", "60", "--time-zone", "UTC"])
        let file = try cairn.write("ok.json", #"[{"start": "2026-03-09T09:00:00Z", "seconds": 3600}]"#)
        try cairn.run(["import", "sessions", file])
        try cairn.run(["trackable", "add", "Run", "--kind", "number", "--unit", "km"])
        try cairn.run(["log", "Run", "5", "--date", "2026-03-08"])
        try cairn.run(["rule", "add", "Run", "--measure", "total", "--ladder", "5,10"])
        return cairn
    }

    /// Writes rows no Cairn command would accept, straight through SQL.
    func poison(_ cairn: CairnBinary) throws {
        let store = try Store(path: cairn.database)
        try store.connection.execute("""
            INSERT INTO sessions (start_ms, duration_ms) VALUES (1000000000000000000, 60000);
            INSERT INTO sessions (start_ms, duration_ms) VALUES (1773050400000, 9000000000000000000);
            INSERT INTO sessions (start_ms, duration_ms) VALUES ('soon', 60000);
            INSERT INTO day_totals (day, seconds, source) VALUES (20521, 1e300, 'hand');
            INSERT INTO entries (trackable_id, day, value, source) VALUES (1, 20520, 1e300, 'integration');
            UPDATE achievements SET rule = '{"measure":"total","threshold":{"at":[9.2e18]},"direction":"high","days":"some","id":0,"trackableId":0}';
            UPDATE goal_history SET config = '{"dailyGoalMinutes":153722867280912931,"weeklyGoalMinutes":1200,"timeZone":"UTC"}';
            """)
    }

    @Test("a clean database passes with ok and exit 0, in text and in JSON")
    func clean() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let result = try cairn.run(["check"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("ok"))
        let json = try #require(try cairn.run(["check", "--json"]).json() as? [String: Any])
        #expect(json["ok"] as? Bool == true && (json["findings"] as? [Any])?.isEmpty == true)
    }

    @Test("check names every poisoned table with a fix, exits 1 with one error line, and changes nothing")
    func poisoned() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        try poison(cairn)
        let before = cairn.databaseBytes()
        let result = try cairn.run(["check"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.split(separator: "\n").count == 1)
        for expected in ["3 sessions outside the plausible range", "1 day total outside", "1 entry outside",
                         "rule 1:", "the goal settings", "DELETE FROM sessions WHERE NOT", "cairn rule remove 1", "cairn goals set"] {
            #expect(result.stdout.contains(expected), "missing \(expected) in \(result.stdout)")
        }
        #expect(cairn.databaseBytes() == before)
        let json = try #require(try cairn.run(["check", "--json"]).json() as? [String: Any])
        #expect(json["ok"] as? Bool == false)
        #expect((json["findings"] as? [[String: Any]])?.count == 5)
    }

    @Test("check finds a row that points at a missing trackable, and logged days out of step")
    func orphans() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let store = try Store(path: cairn.database)
        try store.connection.execute("""
            PRAGMA foreign_keys = OFF;
            INSERT INTO zones (trackable_id, name, min) VALUES (99, 'ghost', 1);
            INSERT INTO logged_days (day, entries) VALUES (20000, 3);
            """)
        let result = try cairn.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("foreign-key: zones row"))
        #expect(result.stdout.contains("1 logged day disagrees"))
    }

    @Test("read commands skip poisoned rows with one warning line instead of trapping", arguments: [
        ["today"], ["today", "--json"], ["days", "--from", "2026-03-03", "--to", "2026-03-09"], ["achievements"],
        ["achievements", "--json"], ["nudges"], ["today", "--svg", "FOLDER/rings.svg"], ["days", "--svg", "FOLDER/heat.svg"],
    ])
    func readsSkip(arguments: [String]) throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        try poison(cairn)
        let words = arguments.map { $0.replacingOccurrences(of: "FOLDER", with: cairn.folder.path) }
        let result = try cairn.run(words, environment: ["CAIRN_NOW": "2026-03-09T12:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("warning: skipped 3 sessions, 1 day total, 1 entry, 1 rule and 1 goal setting outside the plausible range; run `cairn check`") == true,
                "\(result.stderr)")
    }

    @Test("a log re-reads its trackable without the poisoned entries")
    func logSkips() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let store = try Store(path: cairn.database)
        try store.connection.execute("INSERT INTO entries (trackable_id, day, value, source) VALUES (1, 20520, 1e300, 'integration')")
        // 5 km and 3 km make 8: the 10 km rung is not reached unless the 1e300 km entry is read.
        let logged = try cairn.run(["log", "Run", "3", "--date", "2026-03-09"], environment: ["CAIRN_NOW": "2026-03-09T12:00:00Z"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.hasPrefix("Logged Run 3 km") && !logged.stdout.contains("🏆"), "\(logged.stdout)")
    }

    @Test("the good rows still count after the poisoned ones are skipped")
    func goodRowsCount() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        try poison(cairn)
        let day = try #require(try cairn.run(["today", "--json"], environment: ["CAIRN_NOW": "2026-03-09T12:00:00Z"]).json() as? [String: Any])
        let verdict = try #require(day["day"] as? [String: Any])
        #expect(verdict["codedSeconds"] as? Double == 3600)
        // The goal stored out of range reads as the default (240 min), not as 153722867280912931.
        #expect(verdict["goalSeconds"] as? Double == 14_400.0)
    }

    @Test("check on a database that does not exist is an error and creates nothing")
    func missing() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["check"])
        #expect(result.status == 1 && result.stderr.hasPrefix("error: there is no database"))
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }
}
