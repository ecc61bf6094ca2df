import CairnCore
import CairnStore
import CairnTestSupport
import Foundation
import Testing

/// The import fixtures kept in the repository (`Tests/CairnImportTests/Fixtures`, see its
/// README); a missing one fails the test that needs it.
enum ImportFixtures {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "fixture \(path) is missing" }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CairnImportTests/Fixtures")

    static func path(_ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path) }
        return path
    }
}

@Suite("cairn import wakatime, activitywatch and loop")
struct ImportFlowTests {
    func prepared() throws -> CairnBinary {
        let cairn = try CairnBinary()
        try cairn.run(["goals", "set", "--time-zone", "UTC", "--daily", "240"])
        return cairn
    }

    @Test("WakaTime heartbeats become sessions by the 15-minute rule; the same file twice adds nothing")
    func heartbeats() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try ImportFixtures.path("wakatime/heartbeats-2025-04-14.json")
        let first = try cairn.run(["import", "wakatime", file])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("1062 heartbeats, 8 duplicates dropped"))
        let again = try #require(try cairn.run(["import", "wakatime", file, "--json"]).json() as? [String: Any])
        #expect(again["added"] as? Int == 0 && (again["duplicates"] as? Int ?? 0) > 0)
        // The per-project sums of scripts/wakatime_day_totals.py for this day add up to 38 080 s.
        let day = try #require(try cairn.run(["days", "--from", "2025-04-14", "--to", "2025-04-14", "--json", "--now", "2025-04-15T12:00:00Z"]).json() as? [[String: Any]])
        #expect(day.first?["codedSeconds"] as? Double ?? 0 <= 38_080)
        #expect(day.first?["codedSeconds"] as? Double ?? 0 > 30_000)
        #expect(day.first?["status"] as? String == "success")
    }

    @Test("a shorter timeout splits more and counts less")
    func timeout() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        try cairn.run(["import", "wakatime", try ImportFixtures.path("wakatime/heartbeats-2025-04-14.json"), "--timeout", "2m"])
        let short = try #require(try cairn.run(["days", "--from", "2025-04-14", "--to", "2025-04-14", "--json"]).json() as? [[String: Any]])
        #expect((short.first?["codedSeconds"] as? Double ?? 0) < 30_000)
        #expect(try cairn.run(["import", "wakatime", "x.json", "--timeout", "soon"]).status == 64)
    }

    @Test("the daily-summary export gives day totals that fill the ring but stay out of window adherence")
    func dailySummaries() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let result = try cairn.run(["import", "wakatime", try ImportFixtures.path("wakatime/daily-export-wakadump.json")])
        #expect(result.stdout.contains("Imported 2 day totals") && result.stdout.contains("left out of window adherence"))
        let day = try #require(try cairn.run(["today", "--date", "2017-07-04", "--json"]).json() as? [String: Any])
        let verdict = try #require(day["day"] as? [String: Any])
        #expect(verdict["codedSeconds"] as? Double == 11_399 && verdict["untimedSeconds"] as? Double == 11_399)
        #expect(day["windowAdherence"] is NSNull)
    }

    @Test("the durations response and ActivityWatch's export become sessions")
    func durationsAndActivityWatch() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let durations = try cairn.run(["import", "wakatime", try ImportFixtures.path("wakatime/durations-response.json")])
        #expect(durations.stdout.contains("Imported 1 session"))
        let aw = try cairn.run(["import", "activitywatch", try ImportFixtures.path("activitywatch/desktop-export.json")])
        #expect(aw.status == 0 && aw.stdout.contains("only while not AFK"), "\(aw.stderr)")
        let again = try cairn.run(["import", "activitywatch", try ImportFixtures.path("activitywatch/desktop-export.json")])
        #expect(again.stdout.contains("Imported 0 sessions"))
        #expect(try cairn.run(["import", "activitywatch", try ImportFixtures.path("activitywatch/desktop-export.json"), "--bucket", "nope"]).status == 1)
    }

    @Test("Wakapi's durations response (top-level grand_total) is imported as sessions, from a file and from standard input")
    func wakapiDurations() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try ImportFixtures.path("wakatime/wakapi-durations.json")
        let result = try cairn.run(["import", "wakatime", file])
        #expect(result.status == 0 && result.stdout.contains("Imported 2 sessions"), "\(result.stderr)")
        let piped = try cairn.run(["import", "wakatime", "-"], stdin: String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self))
        #expect(piped.status == 0 && piped.stdout.contains("Imported 0 sessions"), "\(piped.stderr)")
        let day = try #require(try cairn.run(["days", "--from", "2025-04-14", "--to", "2025-04-14", "--json", "--now", "2025-04-15T12:00:00Z"]).json() as? [[String: Any]])
        #expect(day.first?["codedSeconds"] as? Double == 3000.5)
    }

    @Test("a phone's ActivityWatch export is refused naming its buckets and --bucket, stores nothing, and imports when a bucket is named")
    func phoneActivityWatch() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try ImportFixtures.path("activitywatch/android-export.json")
        let refused = try cairn.run(["import", "activitywatch", file])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: \(file): no coding to count"), "\(refused.stderr)")
        #expect(refused.stderr.contains("aw-watcher-android-test") && refused.stderr.contains("--bucket"))
        let before = try #require(try cairn.run(["days", "--from", "2024-06-01", "--to", "2024-06-01", "--json", "--now", "2024-06-02T12:00:00Z"]).json() as? [[String: Any]])
        #expect(before.first?["codedSeconds"] as? Double == 0)
        let named = try cairn.run(["import", "activitywatch", file, "--bucket", "aw-watcher-android-test"])
        #expect(named.status == 0 && named.stdout.contains("Imported 3 sessions"), "\(named.stderr)")
        let after = try #require(try cairn.run(["days", "--from", "2024-06-01", "--to", "2024-06-01", "--json", "--now", "2024-06-02T12:00:00Z"]).json() as? [[String: Any]])
        #expect(after.first?["codedSeconds"] as? Double == 2820)
    }

    @Test("Loop habits become trackables and entries, SKIPs hold their habit, and the same export twice adds nothing")
    func loop() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try ImportFixtures.path("loop/habits-analyzer/Checkmarks.csv")
        let first = try cairn.run(["import", "loop", file])
        #expect(first.status == 0, "\(first.stderr)")
        let list = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.count == 32)
        #expect(list.contains { $0["name"] as? String == "Poids" && $0["kind"] as? String == "number" })
        #expect(list.contains { $0["name"] as? String == "Mood : Heureux" && $0["kind"] as? String == "yesno" })
        let again = try cairn.run(["import", "loop", file])
        #expect(again.stdout.contains("Imported 0 entries"))
        let duolingo = try cairn.run(["import", "loop", try ImportFixtures.path("loop/001 Practice minutes/Checkmarks.csv"), "--habit", "Practice"])
        #expect(duolingo.stdout.contains("Imported 7 entries"), "\(duolingo.stdout)\(duolingo.stderr)")
    }

    /// Each entry's trackable name, date, value and text, read straight from the database.
    static func entries(_ cairn: CairnBinary) throws -> [(name: String, day: String, value: Double?, text: String?)] {
        let store = try Store(path: cairn.database)
        let statement = try store.connection.prepare("""
            SELECT t.name, e.day, e.value, e.text FROM entries e JOIN trackables t ON t.id = e.trackable_id ORDER BY t.name, e.day
            """)
        try statement.bind([])
        var rows: [(name: String, day: String, value: Double?, text: String?)] = []
        while try statement.step() {
            let day = LocalDate(daysSinceEpoch: Int(statement.int64(1))).description
            rows.append((statement.text(0) ?? "", day, statement.isNull(2) ? nil : statement.double(2), statement.text(3)))
        }
        return rows
    }

    @Test("a 2023–2025 Loop export (no Type column) imports numeric habits as numbers, never a small value as yes")
    func typelessLoop() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let folder = try ImportFixtures.path("loop/2024-export")
        let first = try cairn.run(["import", "loop", folder])
        // 10 checkmarks, 2 of them skips (disruptions), 8 entries.
        #expect(first.status == 0 && first.stdout.contains("Imported 8 entries"), "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("2 skipped days"))
        let list = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.map { "\($0["name"] ?? "")=\($0["kind"] ?? "")" } == ["Meditate=yesno", "Pages read=number", "Water=number"])
        let pages = try Self.entries(cairn).filter { $0.name == "Pages read" }
        #expect(pages.map(\.value) == [0, 0.002, 0.05, 63])
        #expect(try cairn.run(["import", "loop", folder]).stdout.contains("Imported 0 entries"))
    }

    @Test("one habit's folder is named after it; its notes become entry text; the same habit again adds nothing")
    func perHabitLoop() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let folder = try ImportFixtures.path("loop/002 Wake up early")
        let first = try cairn.run(["import", "loop", folder])
        #expect(first.status == 0 && first.stdout.contains("Imported 3 entries") && first.stdout.contains("New trackables: Wake up early."),
                "\(first.stdout)\(first.stderr)")
        let rows = try Self.entries(cairn)
        #expect(rows.map(\.day) == ["2025-01-31", "2025-02-01", "2025-02-03"])
        #expect(rows.map(\.text) == [nil, "Late night: \"just one more\" episode", "Up at 6:10, before the alarm"])
        #expect(try cairn.run(["import", "loop", folder + "/Checkmarks.csv"]).stdout.contains("Imported 0 entries"))
        let renamed = try cairn.run(["import", "loop", folder, "--habit", "Early"])
        #expect(renamed.stdout.contains("Imported 3 entries") && renamed.stdout.contains("New trackables: Early."))
        let bare = try cairn.run(["import", "loop", try ImportFixtures.path("loop/003 Stretch/Checkmarks.csv")])
        #expect(bare.status == 0 && bare.stdout.contains("Imported 2 entries"), "\(bare.stderr)")
    }

    @Test("a malformed Loop export is refused naming the line, and changes nothing; --recover reads it")
    func malformedLoop() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try ImportFixtures.path("loop/entry-cells/Checkmarks.csv")
        let refused = try cairn.run(["import", "loop", file])
        #expect(refused.status == 1 && refused.stderr.contains("line 2") && refused.stderr.contains("--recover"))
        #expect(try cairn.run(["trackable", "list", "--json"]).stdout.contains("[\n\n]"))
        #expect(try cairn.run(["import", "loop", file, "--recover"]).status == 0)
    }

    @Test("a file of the wrong format is refused naming the file")
    func wrongFormat() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let goal = try ImportFixtures.path("wakatime/goal-response.json")
        let result = try cairn.run(["import", "wakatime", goal])
        #expect(result.status == 1 && result.stderr.hasPrefix("error: \(goal)") && result.stderr.contains("not a WakaTime"))
        let aw = try cairn.run(["import", "activitywatch", try ImportFixtures.path("wakatime/heartbeats-2025-04-14.json")])
        #expect(aw.status == 1 && aw.stderr.hasPrefix("error: "))
    }
}

@Suite("cairn sync wakatime against a local server")
struct SyncFlowTests {
    static let day = Data(#"""
    {"data": [{"duration": 3600, "project": "cairn", "language": "Swift", "time": 1773043200},
              {"duration": 1800, "project": "cairn", "time": 1773050400}],
     "start": "2026-03-09T00:00:00Z", "end": "2026-03-09T23:59:59Z", "timezone": "UTC"}
    """#.utf8)
    static let empty = Data(#"{"data": [], "start": "2026-03-10T00:00:00Z", "end": "2026-03-10T23:59:59Z", "timezone": "UTC"}"#.utf8)

    @Test("fetches each day with the key from WAKATIME_API_KEY, stores the sessions, and twice adds nothing")
    func sync() throws {
        let server = try LocalHTTPServer(routes: [
            "/api/v1/users/current/durations?date=2026-03-09": .init(status: 200, body: Self.day),
            "/api/v1/users/current/durations?date=2026-03-10": .init(status: 200, body: Self.empty),
        ])
        defer { server.stop() }
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        let env = ["WAKATIME_API_KEY": "waka_test_key"]
        let args = ["sync", "wakatime", "--from", "2026-03-09", "--to", "2026-03-10", "--api-url", server.baseURL + "/api/v1"]
        let first = try cairn.run(args, environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Imported 2 sessions") && first.stdout.contains("2 days asked, 1 with coding"))
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.authorization == "Basic " + Data("waka_test_key".utf8).base64EncodedString() })
        let second = try cairn.run(args, environment: env)
        #expect(second.stdout.contains("Imported 0 sessions"))
        let days = try #require(try cairn.run(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json"]).json() as? [[String: Any]])
        #expect(days.first?["codedSeconds"] as? Double == 5400)
    }

    @Test("with no key file or WAKATIME_API_KEY, the key and API URL come from ~/.wakatime.cfg, which must be owner-only")
    func wakatimeConfig() throws {
        let server = try LocalHTTPServer(routes: ["/api/v1/users/current/durations?date=2026-03-09": .init(status: 200, body: Self.day)])
        defer { server.stop() }
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        let cfg = try cairn.write(".wakatime.cfg", "[settings]\napi_key = waka_from_cfg\napi_url = \(server.baseURL)/api/v1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: cfg)
        let args = ["sync", "wakatime", "--from", "2026-03-09", "--to", "2026-03-09"]
        let shared = try cairn.run(args)
        #expect(shared.status == 1 && shared.stderr.contains("chmod 600 \(cfg)"), "\(shared.stderr)")
        #expect(server.requests.isEmpty)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: cfg)
        let synced = try cairn.run(args)
        #expect(synced.status == 0 && synced.stdout.contains("Imported 2 sessions"), "\(synced.stderr)")
        #expect(server.requests.map(\.authorization) == ["Basic " + Data("waka_from_cfg".utf8).base64EncodedString()])
    }

    @Test("a refused key, a missing key and an unreachable server fail clearly and store nothing")
    func failures() throws {
        let server = try LocalHTTPServer(routes: [
            "/api/v1/users/current/durations?date=2026-03-09": .init(status: 401, body: Data(#"{"error": "Unauthorized"}"#.utf8)),
        ])
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let args = ["sync", "wakatime", "--from", "2026-03-09", "--to", "2026-03-09", "--api-url", server.baseURL + "/api/v1"]
        let refused = try cairn.run(args, environment: ["WAKATIME_API_KEY": "bad"])
        #expect(refused.status == 1 && refused.stderr.contains("API key was refused"), "\(refused.stderr)")
        let missing = try cairn.run(args)
        #expect(missing.status == 1 && missing.stderr.contains("WAKATIME_API_KEY"))
        server.stop()
        let unreachable = try cairn.run(args, environment: ["WAKATIME_API_KEY": "k"])
        #expect(unreachable.status == 1 && unreachable.stderr.contains("cannot reach"), "\(unreachable.stderr)")
        #expect(try cairn.run(["sync", "wakatime", "--from", "2026-03-09", "--to", "2026-03-09", "--key", "secret"]).status == 64)
        // Nothing was stored: no database was even created.
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }
}
