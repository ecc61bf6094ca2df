import Foundation
import Testing
import CairnTestSupport

/// One way to write numbers on the pages, while the JSON keeps its bytes.
@Suite("cairn serve: numbers written one way on every page")
struct ServeNumberWordsTests {
    @Test("a rule on coding time says hours and minutes on Achievements, never decimal hours; the JSON keeps its text")
    func durations() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["goals", "set", "--daily", "120", "--time-zone", "UTC"]).status == 0)
        let file = database.folder.appendingPathComponent("s.json")
        try Data(#"[{"start":"2026-03-02T08:00:00Z","seconds":5430},{"start":"2026-03-03T08:00:00Z","seconds":3600}]"#.utf8).write(to: file)
        #expect(try database.run(["import", "sessions", file.path]).status == 0)
        #expect(try database.run(["rule", "add", "Coding", "--measure", "total", "--ladder", "1,10"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T19:00:00Z"])
        defer { server.stop() }
        let page = try await server.request("GET", "/achievements").body
        // 9030 s: 2h 30m (rounded down to the minute) of 10h; the rung reached is "1h".
        #expect(page.contains("2h 30m of 10h"), "\(page)")
        #expect(!page.contains("2.51 h"))
        #expect(page.contains(#"<span class="muted">1h</span>"#))
        // A count of days is left as the engine wrote it.
        #expect(page.contains("2 days of 7 days"))
        let json = try await server.request("GET", "/api/achievements").body
        #expect(json.contains(#""text" : "2.51 h of 10 h""#) || json.contains(#""text":"2.51 h of 10 h""#), "\(json)")
    }
}

extension ServeNumberWordsTests {
    @Test("a duration logged in hours shows on its card as hours and minutes; the entry's JSON keeps its unit")
    func entries() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["trackable", "add", "Reading", "--kind", "duration", "--unit", "h"]).status == 0)
        #expect(try database.run(["log", "Reading", "1.75", "--date", "2026-03-09"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T19:00:00Z"])
        defer { server.stop() }
        let cards = try await server.request("GET", "/trackables").body
        #expect(cards.contains(#"<span class="entry-value">1h 45m</span>"#), "\(cards)")
        #expect(!cards.contains(#"<span class="entry-value">1.75 h</span>"#))
        let json = try database.run(["entry", "list", "Reading", "--json"]).stdout
        #expect(json.contains("1.75 h"), "\(json)")
    }
}
