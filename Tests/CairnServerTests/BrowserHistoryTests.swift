import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// History on a phone in Debian's headless Chromium.
@Suite("cairn serve in a real browser: History on a phone", .serialized)
struct BrowserHistoryTests {
    @Test("under 600 px the heatmap opens scrolled to today, not to last year's first weeks")
    func phone() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T19:00:00Z"])
        defer { server.stop() }
        let browser = try await WebDriver(width: 390)
        try await browser.go(server.base + "/history")
        let box = "document.querySelector('.heatmap-box')"
        #expect(try await browser.execute("return \(box).scrollWidth > \(box).clientWidth;") as? Bool == true, "the heatmap fits: nothing to scroll")
        // Today's cell lies inside the box's visible part.
        let inView = """
            const b = \(box).getBoundingClientRect(), t = document.querySelector('.heatmap .today').getBoundingClientRect();
            return \(box).scrollLeft > 0 && t.left >= b.left && t.right <= b.right;
            """
        #expect(try await browser.waitUntil(inView), "today is not in view")
        // Only the map scrolls: its box is as tall as the map (a scroll bar at most more), and the
        // summary and the legend stay in view instead of leaving an empty band.
        let fit = "const b = \(box).getBoundingClientRect().height, m = document.querySelector('svg.heatmap').getBoundingClientRect().height; return b <= m + 24;"
        #expect(try await browser.execute(fit) as? Bool == true, "the heatmap's box is taller than the map")
        let shown = "return ['.heatmap-summary', 'ul.legend'].every(function (s) { const r = document.querySelector(s).getBoundingClientRect(); return r.left >= 0 && r.left < innerWidth && r.width > 0; });"
        #expect(try await browser.execute(shown) as? Bool == true, "the summary or the legend is scrolled out of view")
        await browser.quit()
    }
}
}
