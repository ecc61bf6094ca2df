import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// The screens by keyboard in Chromium: the skip link first, the heatmap one widget.
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
