import CairnTestSupport
import Foundation
import Testing

/// The documents of the demo database, from the command line and from the JSON API, are byte
/// for byte those the release before the application layer printed (Fixtures/demo-documents,
/// made by cairn at b18b31c): one layer under both adapters changed no answer.
@Suite("the demo's documents: the CLI's and the API's, byte for byte as before the application layer")
struct DemoDocumentsTests {
    static let now = "2026-03-21T20:00:00Z"

    /// Each golden file, the words that printed it and the API route that answers the same.
    static let documents: [(file: String, words: [String], route: String?)] = [
        ("today", ["today"], "/api/today"),
        ("today_date_20260214", ["today", "--date", "2026-02-14"], "/api/today?date=2026-02-14"),
        ("days_from_20250301_to_20260321", ["days", "--from", "2025-03-01", "--to", "2026-03-21"], "/api/days?from=2025-03-01&to=2026-03-21"),
        ("achievements", ["achievements"], "/api/achievements"),
        ("trackable_list", ["trackable", "list"], "/api/trackables"),
        ("goals_show", ["goals", "show"], "/api/goals"),
        ("goals_history", ["goals", "history"], nil),
        ("rule_list", ["rule", "list"], nil),
        ("settings_show", ["settings", "show"], "/api/settings"),
        ("breakdown_by_project_from_20260101_to_20260321", ["breakdown", "--by", "project", "--from", "2026-01-01", "--to", "2026-03-21"], nil),
        ("breakdown_by_language", ["breakdown", "--by", "language"], nil),
        ("entry_list_from_20260301_to_20260321", ["entry", "list", "--from", "2026-03-01", "--to", "2026-03-21"], "/api/entries?from=2026-03-01&to=2026-03-21"),
    ]

    static func golden(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/demo-documents/\(name).json")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("every document of the demo, from `--json` and from the API, is the one the previous release printed")
    func documentsUnchanged() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["demo", "--now", Self.now]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        for (file, words, route) in Self.documents {
            let expected = try Self.golden(file)
            let printed = try database.run(words + ["--json", "--now", Self.now])
            #expect(printed.status == 0, "\(words): \(printed.stderr)")
            #expect(printed.stdout == expected, "cairn \(words.joined(separator: " ")) --json")
            if let route {
                let answer = try await server.request("GET", route)
                #expect(answer.status == 200, "\(route)")
                #expect(answer.body == expected, "GET \(route)")
            }
        }
    }

    @Test("the golden documents hold what matters: a year of verdicts, today's ring, earned moments, every trackable")
    func goldenHoldsWhatMatters() throws {
        let days = try #require(try JSONSerialization.jsonObject(with: Data(Self.golden("days_from_20250301_to_20260321").utf8)) as? [[String: Any]])
        #expect(days.count == 386)
        #expect(days.last?["date"] as? String == "2026-03-21")
        let statuses = Set(days.compactMap { $0["status"] as? String })
        #expect(statuses.isSuperset(of: ["success", "fail"]))
        let today = try #require(try JSONSerialization.jsonObject(with: Data(Self.golden("today").utf8)) as? [String: Any])
        #expect(today["date"] as? String == "2026-03-21")
        #expect((today["streak"] as? [String: Any])?["policy"] as? String == "lenient")
        let achievements = try #require(try JSONSerialization.jsonObject(with: Data(Self.golden("achievements").utf8)) as? [String: Any])
        #expect(achievements["enabled"] as? Bool == true)
        #expect(((achievements["earned"] as? [Any])?.count ?? 0) > 10)
        let trackables = try #require(try JSONSerialization.jsonObject(with: Data(Self.golden("trackable_list").utf8)) as? [[String: Any]])
        #expect(trackables.count >= 4)
    }
}
