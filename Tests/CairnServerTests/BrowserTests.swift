import Foundation
import Testing
import CairnTestSupport

/// The screens in Debian's headless Chromium, driven over WebDriver. Never skipped: without
/// chromium and chromium-driver these tests fail and say what to install.
@Suite("cairn serve in a real browser", .serialized)
struct BrowserTests {
    static let now = "2026-03-09T19:00:00Z"

    /// Where the screenshots go: `CAIRN_TEST_OUTPUT`, else `.build/test-output/screens` in the package.
    static var output: URL {
        let base = ProcessInfo.processInfo.environment["CAIRN_TEST_OUTPUT"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/test-output")
        let folder = base.appendingPathComponent("screens")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A prepared database served, and a browser.
    func setUp(width: Int = 1000) async throws -> (TestDatabase, ServedCairn, WebDriver) {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        try database.prepare()
        #expect(try database.run(["trackable", "add", "<img src=x onerror=alert(1)>", "--kind", "yesno"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        let browser = try await WebDriver(width: width)
        return (database, server, browser)
    }

    func save(_ browser: WebDriver, _ name: String) async throws {
        try await browser.screenshot().write(to: Self.output.appendingPathComponent(name + ".png"))
    }

    @Test("Today's three rings carry the labels and percentages of `today --json`")
    func rings() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        let cli = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["today", "--json", "--now", Self.now]).stdout.utf8)) as? [String: Any])
        let day = try #require(cli["day"] as? [String: Any]), week = try #require(cli["week"] as? [String: Any])
        let expected: [(String, Double, String)] = [
            ("today", try #require(day["ringProgress"] as? Double), "Today: "),
            ("week", try #require(week["progress"] as? Double), "This week: "),
            ("window", try #require(cli["windowAdherence"] as? Double), "Window: "),
        ]
        try await browser.go(server.base + "/")
        for (kind, progress, prefix) in expected {
            let ring = try #require(try await browser.elements("[data-ring=\"\(kind)\"]").first, "no \(kind) ring")
            let percent = Int((progress * 100).rounded(.down))
            #expect(try await browser.attribute(ring, "role") == "img")
            #expect(try await browser.attribute(ring, "data-percent") == String(percent))
            let label = try #require(try await browser.attribute(ring, "aria-label"))
            #expect(label.hasPrefix(prefix) && label.contains("\(percent) percent"), "\(label)")
        }
        // Five hours against two: 250 %, a second lap drawn.
        #expect(try await browser.elements("[data-ring=\"today\"] .lap2").count == 1)
        #expect(try await browser.elements(".week-strip li").count == 7)
        try await save(browser, "today")
        await browser.quit()
    }

    @Test("a rest day shows the leaf and no daily ring")
    func restDay() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        try await browser.go(server.base + "/?date=2026-03-08")
        #expect(try await browser.elements("g.leaf").count == 1)
        #expect(try await browser.elements("[data-ring=\"today\"]").isEmpty)
        let rest = try #require(try await browser.elements(".rest-day").first)
        #expect(try await browser.text(rest).hasPrefix("Rest day"))
        try await save(browser, "today-rest-day")
        await browser.quit()
    }

    @Test("a log through the card's form shows its toast")
    func logToast() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        try await browser.go(server.base + "/trackables")
        let input = try #require(try await browser.elements("article[data-trackable] input[name=\"value\"]").first)
        try await browser.type(input, "6 km")
        let button = try #require(try await browser.elements("article[data-trackable] button[type=\"submit\"]").first)
        try await browser.click(button)
        #expect(try await browser.waitUntil("const t = document.getElementById('toast'); return !t.hidden && t.textContent.length > 0;"))
        let toast = try #require(try await browser.elements("#toast").first)
        #expect(try await browser.text(toast) == "🏆 Running · total: 5 km")
        #expect(try await browser.attribute(toast, "role") == "status")
        try await save(browser, "trackables-toast")
        #expect(try database.run(["achievements", "--json", "--now", Self.now]).stdout.contains("5 km"))
        await browser.quit()
    }

    @Test("the rule editor: tick a new rule and untick another; the rule that stayed keeps its id")
    func ruleEditor() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        func rules() throws -> [[String: Any]] {
            try #require(try JSONSerialization.jsonObject(with: Data(database.run(["rule", "list", "Running", "--json"]).stdout.utf8)) as? [[String: Any]])
        }
        func save(ticking tick: [String], unticking untick: [String]) async throws {
            try await browser.go(server.base + "/achievements?trackable=1")
            for key in tick + untick {
                let box = try #require(try await browser.elements("input[name=\"box\"][value=\"\(key)\"]").first, "no box \(key)")
                let checked = try await browser.execute("return document.querySelector('input[value=\"\(key)\"]').checked;") as? Bool
                if (checked == true) != tick.contains(key) { try await browser.click(box) }
            }
            try await browser.click(try #require(try await browser.elements(".rule-editor button[type=\"submit\"]").first))
            #expect(try await browser.waitUntil("return document.getElementById('toast').textContent === 'Rules saved.';"))
        }
        try await save(ticking: ["streak-some", "best-high"], unticking: [])
        let first = try rules()
        let streak = try #require(first.first { $0["measure"] as? String == "streak" }?["id"] as? Int)
        #expect(first.contains { $0["measure"] as? String == "best" && $0["direction"] as? String == "high" })
        try await save(ticking: ["best-low"], unticking: ["best-high"])
        let second = try rules()
        #expect(second.first { $0["measure"] as? String == "streak" }?["id"] as? Int == streak)
        #expect(!second.contains { $0["direction"] as? String == "high" })
        #expect(second.contains { $0["direction"] as? String == "low" })
        // The hand-written total ladder has no box: it is kept.
        #expect(second.contains { $0["measure"] as? String == "total" })
        try await save(ticking: ["streak-some", "best-low"], unticking: [])
        try await self.save(browser, "achievements-editor")
        await browser.quit()
    }

    @Test("flipping the streak switch in Settings takes the flame away; a script without the CSRF token is refused")
    func streakSwitch() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        try database.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        try database.run(["rule", "add", "Stretch", "--measure", "streak"])
        for day in 7...9 { try database.run(["log", "Stretch", "yes", "--date", "2026-03-0\(day)", "--now", Self.now]) }
        try await browser.go(server.base + "/trackables")
        #expect(try await browser.elements(".flame").count == 1)
        try await browser.go(server.base + "/settings")
        let streaks = try #require(try await browser.elements("input[name=\"streaks\"]").first)
        #expect(try await browser.execute("return document.querySelector('input[name=\"streaks\"]').checked;") as? Bool == true)
        try await browser.click(streaks)
        try await browser.click(try #require(try await browser.elements("form.settings button[type=\"submit\"]").first))
        #expect(try await browser.waitUntil("return document.getElementById('toast').textContent === 'Settings saved.';"))
        try await browser.go(server.base + "/trackables")
        #expect(try await browser.elements(".flame").isEmpty)
        #expect(try database.run(["settings", "show", "--json"]).stdout.contains(#""streaks" : false"#))
        // The page's own origin, but no token: refused.
        let status = try await browser.execute("""
            const x = new XMLHttpRequest(); x.open('POST', '/api/nothing', false);
            x.setRequestHeader('Content-Type', 'application/json'); x.send('{}'); return x.status;
            """) as? Int
        #expect(status == 403)
        await browser.quit()
    }

    @Test("a trackable named like markup renders as text, and no element is created")
    func xss() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        for path in ["/trackables", "/", "/achievements"] {
            try await browser.go(server.base + path)
            #expect(try await browser.execute("return document.querySelectorAll('img').length;") as? Int == 0, "\(path)")
            #expect(await browser.alertText() == nil, "\(path)")
        }
        try await browser.go(server.base + "/trackables")
        let titles = try await browser.elements("article h2")
        var names: [String] = []
        for title in titles { names.append(try await browser.text(title)) }
        #expect(names.contains("<img src=x onerror=alert(1)>"))
        await browser.quit()
    }

    @Test("every screen renders, at 360 px too; a screenshot of each")
    func screens() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        for screen in ["history", "achievements", "settings", "trackables"] {
            try await browser.go(server.base + "/" + screen)
            #expect(try await browser.elements("nav a[aria-current=\"page\"]").count == 1)
            try await save(browser, screen)
        }
        try await browser.go(server.base + "/history")
        #expect(try await browser.execute("return document.querySelectorAll('.legend li').length;") as? Int == 6)
        #expect(try await browser.execute("return document.querySelectorAll('.heatmap text.month').length >= 1;") as? Bool == true)
        #expect(try await browser.execute("return document.querySelectorAll('.heatmap rect title').length >= 300;") as? Bool == true)
        await browser.quit()
        let narrow = try await WebDriver(width: 360, height: 800)
        try await narrow.go(server.base + "/")
        // Nothing wider than the screen: the page does not scroll sideways.
        #expect(try await narrow.execute("return document.documentElement.scrollWidth <= window.innerWidth;") as? Bool == true)
        try await save(narrow, "today-360")
        await narrow.quit()
    }
}
