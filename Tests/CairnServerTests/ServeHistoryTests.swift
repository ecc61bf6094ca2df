import Foundation
import Testing
import CairnTestSupport

/// History through the years: the year selector, the month calendar of mini rings, and a day
/// opened keeping its place.
@Suite("cairn serve: History through the years")
struct ServeHistoryTests {
    /// The test month (March 2026 in Berlin) and one session in June 2024, served at 9 March 2026.
    static func served() throws -> (TestDatabase, ServedCairn) {
        let database = try TestDatabase()
        try database.prepare()
        let file = database.folder.appendingPathComponent("old.json")
        try Data(#"[{"start":"2024-06-10T08:00:00Z","seconds":3600}]"#.utf8).write(to: file)
        #expect(try database.run(["import", "sessions", file.path]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T19:00:00Z"])
        return (database, server)
    }

    /// The part of `page` from `start` to the next `end`.
    static func slice(_ page: String, from start: String, to end: String) -> String {
        guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex) else { return "" }
        return String(page[from.lowerBound..<to.upperBound])
    }

    /// Two decimals without trailing zeros, as the pages write SVG numbers.
    static func svg(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @Test("the year selector goes back to the first year with data and no further; a year shows January to December")
    func years() async throws {
        let (database, server) = try Self.served()
        defer { server.stop(); database.remove() }
        let page = try await server.request("GET", "/history").body
        let selector = Self.slice(page, from: #"<nav class="year-selector""#, to: "</nav>")
        for year in 2024...2026 { #expect(selector.contains(#"href="/history?year=\#(year)""#), "\(year)") }
        #expect(!selector.contains("year=2023") && !selector.contains("year=2027"))
        #expect(selector.contains(#"<a href="/history" aria-current="true">Last 365 days</a>"#))
        let old = try await server.request("GET", "/history?year=2024").body
        #expect(old.contains(#"<a href="/history?year=2024" aria-current="true">2024</a>"#))
        #expect(old.contains("Coding days from Mon 1 Jan 2024 to Tue 31 Dec 2024"))
        #expect(old.contains(#"<a href="/history?year=2024&amp;date=2024-06-10#day" data-day="2024-06-10""#))
        // A year before the first is shown as the first; a malformed one is refused.
        #expect(try await server.request("GET", "/history?year=1999").body.contains("Coding days from Mon 1 Jan 2024"))
        let bad = try await server.request("GET", "/history?year=twenty")
        #expect(bad.status == 400 && bad.body.contains("year must be a year like 2026"))
    }

    @Test("the month calendar has a cell per day, each day's three arcs as long as its progress, and steps between months")
    func month() async throws {
        let (database, server) = try Self.served()
        defer { server.stop(); database.remove() }
        let page = try await server.request("GET", "/history?month=2026-03").body
        let calendar = Self.slice(page, from: #"<section class="month-calendar""#, to: "</section>")
        #expect(calendar.contains("<h2 id=\"month-h\">March 2026</h2>"))
        #expect(calendar.components(separatedBy: #"<td class="day"#).count - 1 == 31)
        // Tuesday 3 March: 1 h of a 2 h goal; the week (from Monday) 3 h + 1 h of 10 h; all inside the window.
        let cell = Self.slice(calendar, from: #"data-date="2026-03-03""#, to: "</td>")
        let arcs: [(String, Double, Double)] = [("day", 16, 0.5), ("week", 11.5, 0.4), ("window", 7, 1)]
        for (kind, radius, fraction) in arcs {
            let length = 2 * Double.pi * radius
            #expect(cell.contains(#"class="cal-arc cal-\#(kind)" data-ring="\#(kind)" cx="18" cy="18" r="\#(Self.svg(radius))" stroke-width="3.5" stroke-dasharray="\#(Self.svg(fraction * length)) \#(Self.svg(length))""#), "\(kind): \(cell)")
        }
        // A day after today has no link.
        #expect(!Self.slice(calendar, from: #"data-date="2026-03-20""#, to: "</td>").contains("<a "))
        #expect(calendar.contains(#"href="/history?month=2026-02""#) && !calendar.contains("Next month"))
        let first = try await server.request("GET", "/history?month=2024-06").body
        let firstCalendar = Self.slice(first, from: #"<section class="month-calendar""#, to: "</section>")
        #expect(firstCalendar.contains(#"href="/history?month=2024-07""#) && !firstCalendar.contains("Previous month"))
        #expect(try await server.request("GET", "/history?month=2026-3").status == 400)
    }

    @Test("a day opened keeps the year and shows its month, marked aria-current on the heatmap and the calendar")
    func opened() async throws {
        let (database, server) = try Self.served()
        defer { server.stop(); database.remove() }
        let page = try await server.request("GET", "/history?year=2024&date=2024-06-10").body
        #expect(page.contains(#"<a href="/history?year=2024" aria-current="true">2024</a>"#))
        #expect(page.contains(#"<a href="/history?year=2024&amp;date=2024-06-10#day" aria-current="date">"#))
        let calendar = Self.slice(page, from: #"<section class="month-calendar""#, to: "</section>")
        #expect(calendar.contains("June 2024"))
        #expect(calendar.contains(#"<td class="day open" data-date="2024-06-10"><a href="/history?year=2024&amp;date=2024-06-10#day" aria-current="date">"#))
        #expect(calendar.components(separatedBy: "aria-current").count == 2)
        #expect(page.contains(#"class="day-panel""#) && page.contains("Monday 10 June 2024"))
        // A day before the last 365 days, opened without a year, shows its own year.
        let bare = try await server.request("GET", "/history?date=2024-06-10").body
        #expect(bare.contains(#"<a href="/history?year=2024" aria-current="true">2024</a>"#))
        // A day within them stays on the 365 days.
        let recent = try await server.request("GET", "/history?date=2026-03-03").body
        #expect(recent.contains(#"<a href="/history" aria-current="true">Last 365 days</a>"#))
        #expect(recent.contains(#"<a href="/history?date=2026-03-03#day" aria-current="date">"#))
    }
}
