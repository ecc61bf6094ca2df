import Foundation
import Testing
import CairnTestSupport

/// The Coding screen, a project's page and their documents over real requests.
@Suite("cairn serve: the coding analytics")
struct ServeCodingTests {
    /// The prepared month (Europe/Berlin, a 2-hour goal, rest on weekends) plus two named
    /// sessions on Thursday 12 March, served at 2026-03-13 19:00 UTC.
    static func served(_ database: TestDatabase) throws -> ServedCairn {
        try database.prepare()
        let file = database.folder.appendingPathComponent("named.json")
        try Data(#"""
        [{"start":"2026-03-12T16:00:00Z","seconds":3600,"project":"alpha","language":"Swift"},
         {"start":"2026-03-12T18:00:00Z","seconds":1800,"project":"be ta/1","language":"Go"}]
        """#.utf8).write(to: file)
        let imported = try database.run(["import", "sessions", file.path])
        guard imported.status == 0 else { throw ServedCairnErrorLocal(imported.stderr) }
        return try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-13T19:00:00Z"])
    }

    /// The value of `attribute` in the first tag of `page` that contains `marker`.
    static func attribute(_ attribute: String, near marker: String, in page: String) -> String? {
        guard let hit = page.range(of: marker) else { return nil }
        let start = marker.hasPrefix("<") ? hit.lowerBound : page[..<hit.lowerBound].range(of: "<", options: .backwards)?.lowerBound ?? hit.lowerBound
        let tag = page[start...].prefix { $0 != ">" }
        guard let at = tag.range(of: " \(attribute)=\"") else { return nil }
        return String(tag[at.upperBound...].prefix { $0 != "\"" })
    }

    @Test("the bars' widths follow the time, the goal line sits at the goal, rest days carry their class, the range links are there")
    func markup() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try Self.served(database)
        defer { server.stop() }
        let page = try await server.request("GET", "/coding")
        #expect(page.status == 200)
        let html = page.body
        #expect(html.contains(#"<a href="/coding" aria-current="page">Coding</a>"#))
        // The range links, 7 days marked as the one shown.
        #expect(html.contains(#"<a href="/coding?range=7d" aria-current="true">7 days</a>"#))
        for range in ["30d", "month", "year", "all"] { #expect(html.contains(#"<a href="/coding?range=\#(range)">"#), "\(range)") }
        #expect(html.contains(#"<input type="date" name="start" value="2026-03-07" required>"#))
        // Shares: the unnamed sessions 13 h, alpha 1 h, be ta/1 30 m; each bar against the longest.
        let none = try #require(Self.attribute("width", near: "<rect class=\"fill\"", in: html))
        #expect(none == "100")
        let alpha = try #require(html.range(of: ">alpha</bdi>"))
        let alphaWidth = Self.attribute("width", near: "<rect class=\"fill\"", in: String(html[alpha.upperBound...]))
        #expect(alphaWidth == "7.69")  // 3 600 / 46 800 of the longest
        let beta = try #require(html.range(of: ">be ta/1</bdi>"))
        #expect(Self.attribute("width", near: "<rect class=\"fill\"", in: String(html[beta.upperBound...])) == "3.85")
        #expect(html.contains(#"<a href="/coding/projects/be%20ta%2F1?range=7d"><bdi>be ta/1</bdi></a>"#))
        // The goal line: 2 h on a scale topped by Monday's 5 h, 120 px tall from y = 8.
        #expect(html.contains(#"<line class="goal-line" x1="0" x2="640" y1="80" y2="80">"#))
        // Saturday and Sunday are rest days; Monday's bar reaches the top.
        #expect(html.contains(#"<rect class="bar rest" data-date="2026-03-07""#))
        #expect(html.contains(#"<rect class="bar rest" data-date="2026-03-08""#))
        #expect(html.contains(#"<rect class="bar met" data-date="2026-03-09" data-seconds="18000" x="192" y="8""#))
        #expect(html.contains(#"<rect class="bar met" data-date="2026-03-12" data-seconds="9000""#))
        // The rhythm: Monday 09:00-09:59 Berlin holds an hour, as text.
        #expect(html.contains(#"title="Monday 09:00: 60 min" aria-label="Monday 09:00: 60 min"><span class="visually-hidden">60 min</span>"#))
        #expect(html.contains(#"Average per working day</span> <span class="value">2h 54m"#))
    }

    @Test("the API answers the same numbers; a bad range is a 400")
    func api() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try Self.served(database)
        defer { server.stop() }
        let answer = try await server.request("GET", "/api/coding?range=all")
        #expect(answer.status == 200)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        #expect(document["totalSeconds"] as? Double == 88_200)
        let breakdown = try await server.request("GET", "/api/coding?start=2026-03-12&end=2026-03-12")
        let projects = try #require((try JSONSerialization.jsonObject(with: Data(breakdown.body.utf8)) as? [String: Any])?["breakdowns"] as? [[String: Any]])
        let cli = try database.run(["--now", "2026-03-13T19:00:00Z", "breakdown", "--by", "project", "--from", "2026-03-12", "--to", "2026-03-12", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [[String: Any]])
        #expect((projects[0]["rows"] as? [[String: Any]])?.map { $0["name"] as? String } == rows.map { $0["name"] as? String })
        #expect((projects[0]["rows"] as? [[String: Any]])?.map { $0["seconds"] as? Double } == rows.map { $0["seconds"] as? Double })
        #expect(try await server.request("GET", "/api/coding?range=week").status == 400)
        #expect(try await server.request("GET", "/coding?start=2026-03-09").status == 400)
    }

    @Test("a project's page shows its days and its share; an unknown project is a 404")
    func project() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try Self.served(database)
        defer { server.stop() }
        let page = try await server.request("GET", "/coding/projects/be%20ta%2F1?range=30d")
        #expect(page.status == 200)
        #expect(page.body.contains("<bdi>be ta/1</bdi> · 30 days"))
        #expect(page.body.contains(#"data-date="2026-03-12" data-seconds="1800""#))
        #expect(page.body.contains(#"<a href="/coding/projects/be%20ta%2F1?range=all">All time</a>"#))
        #expect(page.body.contains(#"First day</span> <span class="value">Thursday 12 March 2026"#))
        let api = try await server.request("GET", "/api/coding/projects/alpha?range=7d")
        #expect(api.status == 200 && api.body.contains(#""seconds" : 3600"#))
        #expect(try await server.request("GET", "/coding/projects/nope").status == 404)
        #expect(try await server.request("GET", "/api/coding/projects/nope").status == 404)
        #expect(try await server.request("GET", "/api/coding/projects/be%20ta%2F1").body.contains(#""name" : "be ta/1""#))
    }

    @Test("the Coding screen matches the reviewed page (Fixtures/coding/coding.html)")
    func golden() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try Self.served(database)
        defer { server.stop() }
        let token = try await server.csrfToken()
        let page = try await server.request("GET", "/coding?start=2026-03-02&end=2026-03-13").body.replacingOccurrences(of: token, with: "TOKEN")
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/coding/coding.html")
        if ProcessInfo.processInfo.environment["CAIRN_UPDATE_GOLDEN"] == "1" { try Data(page.utf8).write(to: file) }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(page == golden)
    }
}
