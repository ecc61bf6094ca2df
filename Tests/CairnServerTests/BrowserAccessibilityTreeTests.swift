import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// What a screen reader is given, read from Chromium's accessibility tree through CDP (no screen
/// reader runs here): on a trackable's page, Today and History, over the demo's data, each chart
/// and the heatmap is one widget (one tab stop) whose points are named in words, each bell is a
/// button named for its Reading and value with its pressed state, the headings make an outline
/// and no button, link or input is unnamed. Then a bell pressed, with and without the script.
@Suite("the accessibility tree in Chromium", .serialized)
struct BrowserAccessibilityTreeTests {
    static let now = "2026-03-09T15:00:00Z"

    /// The tab stops among the points `points` (CSS) of the widget `widget`.
    func tabStops(_ browser: WebDriver, _ widget: String, _ points: String) async throws -> Int? {
        try await browser.execute("""
            return Array.from(document.querySelectorAll('\(widget)')).map(function (w) {
              return w.querySelectorAll('\(points)').length > 0 ? w.querySelectorAll('\(points):not([tabindex="-1"])').length : 1;
            }).reduce(function (a, b) { return Math.max(a, b); }, 0);
            """) as? Int
    }

    /// The outline and the unnamed controls of the page open, as problems.
    func common(_ tree: AXTree, _ page: String) {
        #expect(tree.outlineProblems.isEmpty, "\(page): \(tree.outlineProblems) in \(tree.headings)")
        #expect(tree.unnamedControls.isEmpty, "\(page): unnamed \(tree.unnamedControls)")
        #expect(!tree.all("main").isEmpty, "\(page): no main landmark")
    }

    @Test("a trackable's page, Today and History: named widgets in words, bells named with their state, an outline, no unnamed control")
    func tree() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["--now", Self.now, "demo"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver(width: 1000)

        try await browser.go(server.base + "/trackables/Strength")
        #expect(try await browser.waitUntil("return document.querySelectorAll('svg.tchart rect.hit[tabindex]').length > 0;"))
        var tree = try await AXTree.read(browser)
        common(tree, "trackable page")
        // Strength's own strip and Bench press · Max weight's line: each a named group of 90 days in words, all reachable.
        let charts = tree.inOrder.filter { !$0.ignored && $0.role == "group" && $0.name.contains(" over 90 days from ") }
        #expect(charts.map { $0.name.components(separatedBy: ",").first ?? "" } == ["Strength", "Bench press · Max weight"])
        for chart in charts {
            let points = tree.descendants(of: chart).filter { AXTree.inWords($0.name) }
            #expect(points.count == 90, "\(chart.name): \(points.count) points in words")
            #expect(points.allSatisfy { $0.properties["focusable"] == "true" }, "\(chart.name): a point cannot take focus")
        }
        #expect(try await tabStops(browser, "svg.tchart", "rect.hit") == 1)
        let bells = tree.inOrder.filter { !$0.ignored && ["button", "togglebutton"].contains($0.role) && $0.name.hasPrefix("Bell for ") }
        #expect(bells.map(\.name) == ["Bell for Bench press · Max weight — new highest", "Bell for Bench press · Max weight — new lowest"])
        // The demo watches Bench press for a new highest only.
        #expect(bells.map { $0.properties["pressed"] } == ["true", "false"])
        #expect(tree.headings.first.map { "\($0.level) \($0.name)" } == "1 Strength")

        try await browser.go(server.base + "/")
        tree = try await AXTree.read(browser)
        common(tree, "Today")
        let rings = tree.inOrder.filter { !$0.ignored && $0.role == "image" }.map(\.name)
        #expect(rings.contains { $0.hasPrefix("Today: ") && $0.contains(" percent, ") }, "\(rings)")
        #expect(rings.contains { $0.hasPrefix("This week: ") && $0.contains(" percent, ") }, "\(rings)")

        try await browser.go(server.base + "/history")
        #expect(try await browser.waitUntil("return document.querySelectorAll('svg.heatmap a[data-day][tabindex]').length > 300;"))
        tree = try await AXTree.read(browser)
        common(tree, "History")
        let heatmap = try #require(tree.inOrder.first { !$0.ignored && $0.name.hasPrefix("Coding days from ") }, "no heatmap in the tree")
        let days = tree.descendants(of: heatmap).filter { $0.role == "link" }
        #expect(days.count > 300 && days.allSatisfy { AXTree.inWords($0.name) }, "\(days.prefix(3).map(\.name))")
        #expect(try await tabStops(browser, "svg.heatmap", "a[data-day]") == 1)
        await browser.quit()
    }

    /// The pressed state of the bell `key` (`READING-high`) and the toast, when the toast says `words`.
    func pressed(_ browser: WebDriver, _ key: String) async throws -> String? {
        try await browser.execute("const b = document.querySelector('form[data-bell=\"\(key)\"] button'); return b ? b.getAttribute('aria-pressed') : null;") as? String
    }

    @Test("a bell pressed: in place with the script (focus kept, the toast and its Undo), and as a plain form without it")
    func bell() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["--now", Self.now, "demo"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver(width: 1000)
        try await browser.go(server.base + "/trackables/Strength?range=30d")
        let key = try #require(try await browser.execute("const f = document.querySelector('form.bell-form input[name=direction][value=low]'); return f ? f.form.dataset.bell : null;") as? String)
        #expect(try await pressed(browser, key) == "false")
        let button = try #require(try await browser.elements(#"form[data-bell="\#(key)"] button"#).first)
        try await browser.click(button)
        #expect(try await browser.waitUntil("return document.querySelector('form[data-bell=\"\(key)\"] button').getAttribute('aria-pressed') === 'true';"))
        let toast = try await browser.execute("return document.getElementById('toast').textContent;") as? String
        #expect(toast?.hasPrefix("Bell on: Bench press · Max weight — new lowest.") == true, "\(toast ?? "")")
        #expect(try await browser.execute("return location.pathname + location.search;") as? String == "/trackables/Strength?range=30d")
        #expect(try await browser.execute("return document.activeElement === document.querySelector('form[data-bell=\"\(key)\"] button');") as? Bool == true)
        let tree = try await AXTree.read(browser)
        let low = tree.inOrder.first { $0.name == "Bell for Bench press · Max weight — new lowest" }
        #expect(low?.properties["pressed"] == "true")
        // The toast's Undo (a plain form) comes back to the page, the bell off again.
        let undo = try #require(try await browser.elements(".toast-action form.toast-undo button").first)
        try await browser.click(undo)
        #expect(try await browser.waitUntil("return location.pathname === '/trackables/undo' && document.querySelector('h1') && document.querySelector('h1').textContent === 'Strength';"))
        #expect(try await pressed(browser, key) == "false")
        // Without the script: the form posted as plain HTML answers with the page, the bell on.
        _ = try await browser.execute("document.querySelector('form[data-bell=\"\(key)\"]').submit(); return true;")
        #expect(try await browser.waitUntil("return location.pathname === '/trackables/bell' && document.querySelector('form[data-bell=\"\(key)\"] button') !== null;"))
        #expect(try await pressed(browser, key) == "true")
        #expect(try await browser.execute("return document.querySelector('.tranges a[aria-current]').textContent;") as? String == "30 days")
        await browser.quit()
    }
}
}
