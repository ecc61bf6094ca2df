import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// The screens by keyboard in Chromium: the skip link first, the heatmap and the charts each one widget.
@Suite("the screens by keyboard in a real browser", .serialized)
struct BrowserKeyboardTests {
    static let now = "2026-03-09T19:00:00Z"

    /// WebDriver's key codes.
    static let left = "\u{E012}", up = "\u{E013}", right = "\u{E014}", enter = "\u{E007}"

    @Test("the heatmap is one tab stop; the arrows move a day or a week, Enter opens the day; each day has its words and the map a summary")
    func heatmap() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/history")
        #expect(try await browser.waitUntil("return document.querySelectorAll('svg.heatmap a[data-day]').length > 300;"))
        let stops = try await browser.execute("return document.querySelectorAll('svg.heatmap a[data-day]:not([tabindex=\"-1\"])').length;") as? Int
        #expect(stops == 1)
        let first = try #require(try await browser.elements(#"svg.heatmap a[tabindex="0"]"#).first)
        #expect(try await browser.attribute(first, "data-day") == "2026-03-09")
        let label = try await browser.attribute(first, "aria-label") ?? ""
        #expect(label == "Monday 9 March 2026: coded 5h of a 2h goal (250 %), 100 % inside the window — goal met", "\(label)")
        func active() async throws -> String? {
            try await browser.execute("return document.activeElement && document.activeElement.getAttribute('data-day');") as? String
        }
        try await browser.type(first, Self.left)
        #expect(try await active() == "2026-03-02")
        let moved = try #require(try await browser.elements(#"svg.heatmap a[data-day="2026-03-02"]"#).first)
        try await browser.type(moved, Self.up)
        #expect(try await active() == "2026-03-01")
        // The focused day is drawn with a 3 px ring in the link colour, the others with none.
        let ring = try await browser.execute("const r = document.activeElement.querySelector('rect'); const s = getComputedStyle(r); return s.strokeWidth + ' ' + (s.stroke !== 'none');") as? String
        #expect(ring == "3px true", "\(ring ?? "")")
        #expect(try await browser.execute("return document.querySelectorAll('svg.heatmap a[data-day]:not([tabindex=\"-1\"])').length;") as? Int == 1)
        let opened = try #require(try await browser.elements(#"svg.heatmap a[data-day="2026-03-01"]"#).first)
        try await browser.type(opened, Self.enter)
        #expect(try await browser.waitUntil("return location.search === '?date=2026-03-01';"))
        let summary = try await browser.text(try #require(try await browser.elements(".heatmap-summary").first))
        #expect(summary.hasPrefix("From ") && summary.contains("goal met") && summary.contains("coded in all"), "\(summary)")
        await browser.quit()
    }

    static let home = "\u{E011}", end = "\u{E010}", down = "\u{E015}"

    /// A chart as one widget (Script+Roving): one tab stop, the last point; Left (or the given
    /// key) moves by `step` points with a visible focus mark; Home and End go to the ends; each
    /// point is labelled in words. Returns the labels met, last point first.
    func roving(_ browser: WebDriver, widget: String, points: String, key: String = left, step: Int = 1) async throws -> [String] {
        #expect(try await browser.waitUntil("return document.querySelectorAll('\(widget) \(points)[tabindex]').length > 1;"), "\(widget): no points")
        let all = try await browser.elements("\(widget) \(points)")
        let stops = try await browser.execute("return document.querySelectorAll('\(widget) \(points):not([tabindex=\"-1\"])').length;") as? Int
        #expect(stops == 1, "\(widget): \(stops ?? -1) tab stops")
        let start = try #require(try await browser.elements("\(widget) \(points)[tabindex=\"0\"]").first)
        #expect(start == all.last, "\(widget): the tab stop is not the last point")
        func index() async throws -> Int? {
            try await browser.execute("return Array.from(document.querySelectorAll('\(widget) \(points)')).indexOf(document.activeElement);") as? Int
        }
        func label() async throws -> String {
            try await browser.execute("return document.activeElement.getAttribute('aria-label') || '';") as? String ?? ""
        }
        var labels: [String] = [try await browser.attribute(start, "aria-label") ?? ""]
        try await browser.type(start, key)
        #expect(try await index() == all.count - 1 - step, "\(widget): the key did not move \(step)")
        labels.append(try await label())
        // The focused point is marked: a stroke or an outline from the focus rule.
        let mark = try await browser.execute("const s = getComputedStyle(document.activeElement); return (s.stroke !== 'none' && s.strokeWidth !== '0px') || s.outlineStyle !== 'none';") as? Bool
        #expect(mark == true, "\(widget): no visible focus mark")
        let moved = try #require(try await browser.elements("\(widget) \(points)[tabindex=\"0\"]").first)
        try await browser.type(moved, Self.home)
        #expect(try await index() == 0, "\(widget): Home did not go to the first point")
        let first = try #require(try await browser.elements("\(widget) \(points)[tabindex=\"0\"]").first)
        try await browser.type(first, Self.end)
        #expect(try await index() == all.count - 1, "\(widget): End did not go to the last point")
        #expect(try await browser.execute("return document.querySelectorAll('\(widget) \(points):not([tabindex=\"-1\"])').length;") as? Int == 1)
        return labels
    }

    @Test("a trackable's chart, the coding bars and the coding rhythm are each one widget for the arrow keys, each point in words")
    func charts() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["log", "Running", "6km", "--date", "2026-03-03", "--now", Self.now]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/trackables/Running")
        let chart = try await roving(browser, widget: "svg.tchart", points: "rect.hit")
        #expect(try await browser.elements(#"svg.tchart rect.hit[aria-label^="Tuesday 3 March 2026: 6 km"]"#).count == 1, "the day logged is not in words")
        #expect(chart[0].hasPrefix("Monday 9 March 2026: ") && chart[1].hasPrefix("Sunday 8 March 2026: "), "\(chart)")
        try await browser.go(server.base + "/coding?range=30d")
        let bars = try await roving(browser, widget: "svg.bars", points: "rect.hit")
        #expect(bars[0].hasPrefix("Monday 9 March 2026: ") && bars[1].hasPrefix("Sunday 8 March 2026: "), "\(bars)")
        let rhythm = try await roving(browser, widget: "table.rhythm", points: "tbody td")
        #expect(rhythm[0].hasPrefix("Sunday 23:00: "), "\(rhythm)")
        let cell = try #require(try await browser.elements(#"table.rhythm tbody td[tabindex="0"]"#).first)
        try await browser.type(cell, Self.up)
        let above = try await browser.execute("return document.activeElement.getAttribute('aria-label') || '';") as? String ?? ""
        #expect(above.hasPrefix("Saturday 23:00: "), "Up did not move a day: \(above)")
        await browser.quit()
    }

    @Test("the first thing a Tab reaches on every screen is Skip to content, and it leads to the main content")
    func skipLink() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver()
        for path in AccessibilityBrowserTests.pages.map(\.path) {
            try await browser.go(server.base + path)
            let first = try await browser.execute("""
                const all = Array.from(document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]'))
                  .filter(function (e) { return e.tabIndex >= 0 && !e.closest('[hidden]'); });
                return all.length ? all[0].className + '|' + all[0].textContent + '|' + all[0].getAttribute('href') : '';
                """) as? String
            #expect(first == "skip-link|Skip to content|#main", "\(path): \(first ?? "")")
        }
        await browser.quit()
    }
}
}
