@testable import CairnServer
import CairnApp
import CairnCore
import CairnStore
import CairnTestSupport
import Foundation
import Testing

/// A trackable's page: the chart's markup (its kind, its bars or points, a record's mark on its
/// day's x), the calendar's cells and links, the routes (by name, by id, `manage` kept), the
/// 404, the links to it, the JSON, and one page held to a golden file that was looked at.
@Suite("cairn serve: a trackable's page")
struct ServeTrackablePageTests {
    /// Today: Thursday 2026-03-12, noon UTC.
    static let now = Date(timeIntervalSince1970: Double((LocalDate(iso: "2026-03-12")?.daysSinceEpoch ?? 0) * 86_400 + 43_200))

    /// A workspace over a fresh database with UTC goals, handed to `body`.
    func withWorkspace(_ body: (Workspace) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-tpage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cairn.sqlite").path
        try Store(path: path).saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC"))
        try body(Workspace(environment: [:], databasePath: path, now: Self.now))
    }

    func log(_ w: Workspace, _ name: String, _ value: String, _ date: String) throws {
        _ = try w.log(LogRequest(trackable: name, valueWords: [value], date: LocalDate(iso: date)))
    }

    /// The attribute `name` of each element in `html` whose markup starts with `prefix`.
    func attributes(_ name: String, of prefix: String, in html: String) -> [String] {
        html.components(separatedBy: prefix).dropFirst().compactMap { rest in
            guard let tag = rest.split(separator: ">", maxSplits: 1).first, let start = tag.range(of: " \(name)=\"") else { return nil }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// Weight, 80 81 82 79 83 kg from Monday 03-02, a new lowest after three days of history.
    func weightPage(_ w: Workspace, range: String = "30d", month: String? = nil) throws -> TrackablePageDocument {
        _ = try w.addTrackable(TrackableSpec(name: "Weight", kind: "number", unit: "kg"), fields: [])
        for (offset, kg) in [80, 81, 82, 79, 83].enumerated() {
            try log(w, "Weight", "\(kg)kg", (LocalDate(iso: "2026-03-02")?.adding(days: offset).description) ?? "")
        }
        _ = try w.addRule(RuleRequest(trackable: "Weight", measure: "best", days: nil, zone: nil, ladder: nil, every: nil, scale: nil,
                                      record: true, low: true, minHistory: "3", reading: nil))
        return try w.trackablePage(TrackablePageRequest(name: "Weight", range: range, month: month))
    }

    @Test("a measure is a line with a point per day logged, the record marked at its day's x, and a table of the values")
    func lineChart() throws {
        try withWorkspace { w in
            let html = TrackablePageView(page: try weightPage(w), opened: nil, csrfToken: "t").render()
            #expect(html.contains(#"data-kind="line" data-points="30""#))
            #expect(html.contains(#"role="group" data-roving="rect.hit" aria-label="Weight, line over 30 days from Wed 11 Feb 2026 to Thu 12 Mar 2026, 5 with a value, 1 marked""#))
            #expect(attributes("data-date", of: #"<circle class="pt""#, in: html) == ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"])
            #expect(attributes("data-date", of: #"<path class="mark"#, in: html) == ["2026-03-05"])
            // 03-05 is point 22 of 30 across 720: its middle is at 22 × 24 + 12 = 540.
            #expect(attributes("data-x", of: #"<path class="mark"#, in: html) == ["540"])
            #expect(attributes("cx", of: #"<circle class="pt" data-date="2026-03-05""#, in: html) == ["540"])
            #expect(html.contains(#"<table class="visually-hidden" id="chart-table">"#))
            #expect(html.contains("<tr><th scope=\"row\">Thu 5 Mar 2026</th><td>79 kg</td><td>Weight — new lowest: 79 kg</td></tr>"))
            #expect(html.contains("<title>Thu 5 Mar 2026: Weight — new lowest: 79 kg</title>"))
        }
    }

    @Test("a line runs on across the days with nothing logged")
    func lineAcrossGaps() throws {
        try withWorkspace { w in
            _ = try w.addTrackable(TrackableSpec(name: "Weight", kind: "number", unit: "kg"), fields: [])
            for (date, kg) in [("2026-03-02", 80), ("2026-03-06", 82), ("2026-03-11", 81)] { try log(w, "Weight", "\(kg)kg", date) }
            let html = TrackablePageView(page: try w.trackablePage(TrackablePageRequest(name: "Weight", range: "30d")), opened: nil, csrfToken: "t").render()
            // Points 19, 23 and 28 of 30 (24 wide): x 468, 564 and 684; 80 at the bottom, 82 at the top.
            #expect(attributes("d", of: #"<path class="line""#, in: html) == ["M468 178 L564 18 L684 98"])
        }
    }

    @Test("an event shows each Reading's chart with its rules beside it; a derived one says how it is computed")
    func readingsAndDerived() throws {
        try withWorkspace { w in
            _ = try w.addTrackable(TrackableSpec(name: "Gym", kind: "event"), fields: ["weight:number:kg"])
            _ = try w.addReading("Max weight", of: "Gym", field: "weight", reduce: "max", where: nil, eachEvent: nil)
            for (date, kg) in [("2026-03-02", 60), ("2026-03-04", 62)] {
                var request = LogRequest(trackable: "Gym", valueWords: [], date: LocalDate(iso: date))
                request.itemWords = ["weight=\(kg)kg"]
                _ = try w.log(request)
            }
            _ = try w.addRule(RuleRequest(trackable: "Gym", measure: "best", days: nil, zone: nil, ladder: nil, every: nil, scale: nil,
                                          record: true, low: false, minHistory: "3", reading: "Max weight"))
            var derive = DeriveRequest(name: "Lifted", op: "count")
            derive.of = "Gym"
            _ = try w.deriveTrackable(derive)
            let gym = TrackablePageView(page: try w.trackablePage(TrackablePageRequest(name: "Gym", range: "30d")), opened: nil, csrfToken: "t").render()
            let reading = try #require(gym.components(separatedBy: #"<div class="treading" data-reading="1">"#).dropFirst().first)
            #expect(reading.contains("<h3>Gym · Max weight</h3>") && reading.contains(#"data-kind="line""#))
            #expect(attributes("data-date", of: #"<circle class="pt""#, in: reading) == ["2026-03-02", "2026-03-04"])
            #expect(reading.contains(#"<div class="treading-rules" data-reading="1"><ul class="tvalues""#))
            #expect(reading.contains(#"<ul class="trules"><li data-rule="1">Gym · Max weight — new highest"#))
            #expect(reading.contains(#"<a href="/achievements?trackable=1">Set up the rules of Gym · Max weight</a>"#))
            let lifted = TrackablePageView(page: try w.trackablePage(TrackablePageRequest(name: "Lifted")), opened: nil, csrfToken: "t").render()
            #expect(lifted.contains(#"<p class="derived">Computed: count of Gym. It is never logged.</p>"#))
        }
    }

    @Test("an amount is bars, one per day with some; yes/no is a strip of every day")
    func barsAndStrip() throws {
        try withWorkspace { w in
            _ = try w.addTrackable(TrackableSpec(name: "Running", kind: "duration"), fields: [])
            _ = try w.addTrackable(TrackableSpec(name: "Meditate", kind: "yesno"), fields: [])
            for date in ["2026-03-09", "2026-03-10", "2026-03-12"] { try log(w, "Running", "30m", date) }
            for date in ["2026-03-10", "2026-03-11"] { try log(w, "Meditate", "yes", date) }
            let bars = TrackablePageView(page: try w.trackablePage(TrackablePageRequest(name: "Running", range: "30d")), opened: nil, csrfToken: "t").render()
            #expect(bars.contains(#"data-kind="bars" data-points="30""#))
            #expect(attributes("data-date", of: #"<rect class="bar""#, in: bars) == ["2026-03-09", "2026-03-10", "2026-03-12"])
            let strip = TrackablePageView(page: try w.trackablePage(TrackablePageRequest(name: "Meditate")), opened: nil, csrfToken: "t").render()
            #expect(strip.contains(#"data-kind="strip" data-points="90""#))
            #expect(strip.components(separatedBy: #"<rect class="cell "#).count - 1 == 90)
            #expect(strip.contains(#"<rect class="cell s-some" data-date="2026-03-11""#))
        }
    }

    @Test("the calendar: each day gone by a link opening its entries, its class how it stands, previous and next months")
    func calendar() throws {
        try withWorkspace { w in
            let page = try weightPage(w, month: "2026-03")
            let html = TrackablePageView(page: page, opened: nil, csrfToken: "t").render()
            #expect(html.contains(#"<td class="cal s-some"><a href="/trackables/Weight?range=30d&amp;month=2026-03&amp;date=2026-03-05#day" aria-label="Thursday 5 March 2026: 79 kg">5</a></td>"#))
            #expect(html.contains(#"<td class="cal s-empty"><a href="/trackables/Weight?range=30d&amp;month=2026-03&amp;date=2026-03-01#day""#))
            // Days after today are not links.
            #expect(html.contains(#"<td class="cal cal-future">13</td>"#))
            #expect(html.contains(#"<a rel="prev" href="/trackables/Weight?range=30d&amp;month=2026-02">← February 2026</a>"#))
            #expect(!html.contains(#"rel="next""#))
            // March 2026 starts on a Sunday: six padding cells before it in a week from Monday.
            #expect(html.components(separatedBy: #"<td class="cal-pad"></td>"#).count - 1 == 6 + 5)
            let february = TrackablePageView(page: try w.trackablePage(TrackablePageRequest(name: "Weight", month: "2026-02")), opened: nil, csrfToken: "t").render()
            #expect(february.contains(#"<a rel="next" href="/trackables/Weight?month=2026-03">March 2026 →</a>"#))
        }
    }

    @Test("one page, as a person looked at it, is held to its golden file")
    func golden() throws {
        try withWorkspace { w in
            let page = try weightPage(w)
            let html = TrackablePageView(page: page, opened: nil, csrfToken: "t").render()
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/trackable-page/weight.html")
            if ProcessInfo.processInfo.environment["CAIRN_UPDATE_GOLDEN"] == "1" { try Data(html.utf8).write(to: url) }
            #expect(html == (try String(contentsOf: url, encoding: .utf8)))
        }
    }

    @Test("served: by name (percent-encoded), by id, `manage` stays the manage screen, a 404 that names the trackables, the JSON, the links")
    func served() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["trackable", "add", "Bench press", "--kind", "number", "--unit", "kg"]).status == 0)
        #expect(try database.run(["trackable", "add", "manage", "--kind", "yesno"]).status == 0)
        #expect(try database.run(["log", "Bench press", "60kg", "--date", "2026-03-10"]).status == 0)
        #expect(try database.run(["rule", "add", "Bench press", "--measure", "best", "--record"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-12T12:00:00Z"])
        defer { server.stop() }
        let page = try await server.request("GET", "/trackables/Bench%20press")
        #expect(page.status == 200)
        #expect(page.body.contains("<h1>Bench press</h1>") && page.body.contains(#"data-kind="line""#))
        #expect(page.body.contains(#"<a href="/achievements?trackable=1">Edit the rules of Bench press</a>"#))
        let manage = try await server.request("GET", "/trackables/manage")
        #expect(manage.status == 200 && !manage.body.contains("<h1>manage</h1>"))
        let byId = try await server.request("GET", "/trackables/id/2")
        #expect(byId.status == 200 && byId.body.contains("<h1>manage</h1>"))
        let missing = try await server.request("GET", "/trackables/Nope")
        #expect(missing.status == 404)
        #expect(missing.body.contains("<p>no trackable named &quot;Nope&quot;; there are: Bench press, manage</p>"))
        let badRange = try await server.request("GET", "/trackables/Bench%20press?range=2w")
        #expect(badRange.status == 400)
        let json = try await server.request("GET", "/api/trackables/Bench%20press/page?range=30d")
        #expect(json.status == 200)
        let document = try JSONDecoder().decode(TrackablePageDocument.self, from: Data(json.body.utf8))
        #expect(document.name == "Bench press" && document.chart.points.count == 30 && document.chart.points.compactMap(\.value) == [60])
        #expect(try await server.request("GET", "/api/trackables/id/2/page").status == 200)
        #expect(try await server.request("GET", "/api/trackables/Nope/page").status == 404)
        let cards = try await server.request("GET", "/trackables").body
        #expect(cards.contains(#"<a class="card-page" href="/trackables/Bench%20press">Charts and calendar<span class="visually-hidden"> of <bdi>Bench press</bdi></span></a>"#))
        #expect(cards.contains(#"<a class="card-page" href="/trackables/id/2">"#))
        let achievements = try await server.request("GET", "/achievements").body
        #expect(achievements.contains(#"<h3><a href="/trackables/Bench%20press">Bench press</a></h3>"#))
        let opened = try await server.request("GET", "/trackables/Bench%20press?date=2026-03-10")
        #expect(opened.body.contains(#"<div id="day" class="tday">"#) && opened.body.contains(#"action="/trackables/entries/edit""#))
    }
}
