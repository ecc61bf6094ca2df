import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
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

    @Test("a name with a right-to-left override logs through its card, and the toast shows the override as \\u{202E}")
    func bidiToast() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        let name = "TRabc\u{202E}txt.exe"
        #expect(try database.run(["trackable", "add", name, "--kind", "yesno"]).status == 0)
        try await browser.go(server.base + "/trackables")
        let form = "document.querySelector('input[name=\"trackable\"][value=\"TRabc\\u202Etxt.exe\"]').closest('form')"
        #expect(try await browser.waitUntil("const f = \(form); f.querySelector('button[name=\"value\"][value=\"no\"]').click(); return true;"))
        #expect(try await browser.waitUntil("const t = document.getElementById('toast'); return !t.hidden && t.textContent.length > 0;"))
        let toast = try #require(try await browser.elements("#toast").first)
        #expect(try await browser.text(toast) == "Logged TRabc\\u{202E}txt.exe no")
        // The name came back from the page unchanged: the entry is the trackable's.
        let entries = try database.run(["entry", "list", name, "--json"]).stdout
        #expect(entries.contains("\"display\" : \"no\"") || entries.contains("\"display\":\"no\""), "\(entries)")
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
        #expect(try await browser.text(toast) == "Running · total: 5 km")
        #expect(try await browser.elements(#"#toast svg[role="img"][aria-label="earned"]"#).count == 1)
        #expect(try await browser.attribute(toast, "role") == "status")
        // The card's recent entries take the new one without a reload.
        #expect(try await browser.waitUntil("return document.querySelectorAll('article[data-trackable=\"1\"] li[data-entry]').length === 1;"))
        try await save(browser, "trackables-toast")
        #expect(try database.run(["achievements", "--json", "--now", Self.now]).stdout.contains("5 km"))
        await browser.quit()
    }

    @Test("a choice logged by its button, a number by its unit's input and an event's items: each entry on its card with its time")
    func logControls() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        #expect(try database.run(["trackable", "add", "Mood", "--kind", "choice", "--choices", "awful,bad,meh,good,rad"]).status == 0)
        #expect(try database.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"]).status == 0)
        #expect(try database.run(["trackable", "add", "Strength", "--kind", "event", "--field", "exercise:choice=Bench press,Squat",
                                   "--field", "weight:number:kg"]).status == 0)
        let ids = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["trackable", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
        func card(_ name: String) throws -> String {
            let id = try #require(ids.first { $0["name"] as? String == name }?["id"] as? Int, "no \(name)")
            return "article[data-trackable=\"\(id)\"]"
        }
        // 19:00Z is 20:00 in Berlin, the goals' zone.
        func logged(_ name: String) async throws -> Bool {
            try await browser.waitUntil("return document.querySelectorAll('\(try card(name)) .entries li[data-entry] .entry-time time').length === 1 && document.querySelector('\(try card(name)) .entry-time time').textContent === '20:00';")
        }
        try await browser.go(server.base + "/trackables")
        try await browser.click(try #require(try await browser.elements("\(try card("Mood")) button[name=\"value\"][value=\"good\"]").first))
        #expect(try await logged("Mood"))
        try await browser.type(try #require(try await browser.elements("\(try card("Weight")) input[name=\"value\"]").first), "81.2")
        #expect(try await browser.elements("\(try card("Weight")) .unit").count == 1)
        try await browser.click(try #require(try await browser.elements("\(try card("Weight")) .log-control button[type=\"submit\"]").first))
        #expect(try await logged("Weight"))
        #expect(try await browser.execute("const s = document.querySelector('\(try card("Strength")) select[name=\"item.exercise\"]'); s.value = 'Squat'; return s.value;") as? String == "Squat")
        try await browser.type(try #require(try await browser.elements("\(try card("Strength")) input[name=\"item.weight\"]").first), "100")
        try await browser.click(try #require(try await browser.elements("\(try card("Strength")) .log-control button[type=\"submit\"]").first))
        #expect(try await logged("Strength"))
        let items = try await browser.text(try #require(try await browser.elements("\(try card("Strength")) .entry-items").first))
        #expect(items == "exercise=Squat,weight=100 kg", "\(items)")
        try await save(browser, "trackables-log-controls")
        let stored = try database.run(["entry", "list", "--json"]).stdout
        #expect(stored.contains(#""display" : "good""#) && stored.contains(#""display" : "81.2 kg""#) && stored.contains(#""exercise" : "Squat""#), "\(stored)")
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

    /// The id of Running's entry on `date`.
    func runningEntry(_ database: TestDatabase, on date: String) throws -> Int {
        let list = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["entry", "list", "Running", "--json"]).stdout.utf8)) as? [[String: Any]])
        return try #require(list.first { $0["date"] as? String == date }?["id"] as? Int, "no entry on \(date)")
    }

    /// Waits for the toast to read `text`, and answers what it reads.
    func toast(_ browser: WebDriver, is text: String) async throws -> String {
        _ = try await browser.waitUntil("const t = document.getElementById('toast'); return !t.hidden && t.textContent === \(Self.quoted(text));")
        return try await browser.text(try #require(try await browser.elements("#toast").first))
    }

    /// `text` as a JavaScript string literal.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    @Test("an entry edited through its card's form: the toast of what it earned, then the plain confirmation")
    func editEntry() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        for day in ["2026-03-07", "2026-03-08", "2026-03-09"] {
            #expect(try database.run(["log", "Running", "1 km", "--date", day, "--now", Self.now]).status == 0)
        }
        let middle = try runningEntry(database, on: "2026-03-08")
        func edit(_ id: Int, _ field: String, _ text: String) async throws {
            try await browser.go(server.base + "/trackables")
            try await browser.click(try #require(try await browser.elements("li[data-entry=\"\(id)\"] summary").first, "no Edit for \(id)"))
            try await browser.type(try #require(try await browser.elements("#entry-\(id)-\(field)").first), text)
            try await browser.click(try #require(try await browser.elements("li[data-entry=\"\(id)\"] details button[type=\"submit\"]").first))
        }
        try await edit(middle, "value", "3 km")
        #expect(try await toast(browser, is: " Running · total: 5 km") == "Running · total: 5 km")
        try await save(browser, "trackables-entry-edited")
        let first = try runningEntry(database, on: "2026-03-07")
        try await edit(first, "date", "2026-03-06")
        let confirmation = "Edited Running 1 km on 2026-03-06 (entry \(first))."
        #expect(try await toast(browser, is: confirmation) == confirmation)
        #expect(try await browser.elements("li[data-entry=\"\(first)\"] time[datetime=\"2026-03-06\"]").count == 1)
        await browser.quit()
    }

    @Test("Delete takes the entry off its card; Undo puts it back")
    func deleteAndUndo() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        #expect(try database.run(["log", "Running", "2 km", "--date", "2026-03-09", "--now", Self.now]).status == 0)
        let id = try runningEntry(database, on: "2026-03-09")
        try await browser.go(server.base + "/trackables")
        try await browser.click(try #require(try await browser.elements("li[data-entry=\"\(id)\"] form.entry-remove button").first))
        let removed = "Removed Running 2 km on 2026-03-09 (entry \(id)). Undo puts it back."
        #expect(try await toast(browser, is: removed) == removed)
        #expect(try await browser.elements("li[data-entry=\"\(id)\"]").isEmpty)
        try await save(browser, "trackables-entry-removed")
        try await browser.click(try #require(try await browser.elements("form.undo-form button").first))
        let undone = "Undid: remove entry \(id) (Running 2 km on 2026-03-09)."
        #expect(try await toast(browser, is: undone) == undone)
        #expect(try await browser.elements("li[data-entry=\"\(id)\"]").count == 1)
        #expect(try runningEntry(database, on: "2026-03-09") == id)
        try await save(browser, "trackables-undo")
        await browser.quit()
    }

    @Test("a log made through the card's script renames the Undo button, and that Undo steps back the log without asking")
    func logThenUndo() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        try await browser.go(server.base + "/trackables")
        try await browser.type(try #require(try await browser.elements("form.log-form input[name=value]").first), "3 km")
        try await browser.click(try #require(try await browser.elements("form.log-form button").first))
        let words = "Undo: log Running 3 km on 2026-03-09"
        #expect(try await browser.waitUntil("const b = document.querySelector('form.undo-form button'); return b && b.textContent === \(Self.quoted(words));"))
        #expect(try runningEntry(database, on: "2026-03-09") > 0)
        try await browser.click(try #require(try await browser.elements("form.undo-form button").first))
        let undone = "Undid: log Running 3 km on 2026-03-09."
        #expect(try await toast(browser, is: undone) == undone)
        #expect(try await browser.elements("form.undo-confirm-form").isEmpty)
        await browser.quit()
    }

    @Test("Preview in the rule editor lists the moments a ticked box would mark, and saves nothing")
    func rulePreview() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        for (day, km) in [("02", 3), ("03", 5), ("04", 4), ("05", 6), ("06", 2), ("07", 7), ("08", 1), ("09", 8)] {
            #expect(try database.run(["log", "Running", "\(km) km", "--date", "2026-03-\(day)", "--now", Self.now]).status == 0)
        }
        let dry = try #require(try JSONSerialization.jsonObject(with: Data(database.run(
            ["rule", "add", "Running", "--measure", "best", "--record", "--dry-run", "--json", "--now", Self.now]).stdout.utf8)) as? [String: Any])
        let expected = try #require(dry["moments"] as? [[String: Any]]).compactMap { $0["date"] as? String }
        #expect(!expected.isEmpty)
        let before = try database.run(["rule", "list", "Running", "--json"]).stdout
        try await browser.go(server.base + "/achievements?trackable=1")
        try await browser.click(try #require(try await browser.elements("input[name=\"box\"][value=\"best-high\"]").first))
        try await browser.click(try #require(try await browser.elements(".rule-editor button[name=\"preview\"]").first))
        #expect(try await browser.waitUntil("return document.querySelector('.rule-preview') !== null;"))
        // Every ticked box is previewed (the set-up's total too); the new highest lists its own.
        let dates = try await browser.execute("""
            const h = Array.from(document.querySelectorAll('.rule-preview h4')).find(h => h.textContent === 'Running — new highest');
            return h ? Array.from(h.nextElementSibling.querySelectorAll('time')).map(t => t.getAttribute('datetime')) : null;
            """) as? [String]
        #expect(dates == expected)
        #expect(try await browser.execute("return document.querySelector('input[value=\"best-high\"]').checked;") as? Bool == true)
        #expect(try database.run(["rule", "list", "Running", "--json"]).stdout == before)
        try await save(browser, "achievements-preview")
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

    @Test("Connect: the key appears only when asked, with the exact ~/.wakatime.cfg lines, a working copy button, and rotates after a confirmation")
    func connect() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try await browser.go(server.base + "/")
        try await browser.click(try #require(try await browser.elements("nav a[href=\"/connect\"]").first))
        #expect(try await browser.waitUntil("return document.body.dataset.screen === 'connect';"))
        #expect(try await browser.execute("return document.documentElement.outerHTML.includes('\(key)');") as? Bool == false)
        // The forms answer without a full reload: a mark on this page survives them.
        _ = try await browser.execute("window.cairnStayed = true; return true;")
        try await browser.click(try #require(try await browser.elements("form[action=\"/connect/key\"] button").first))
        #expect(try await browser.waitUntil("return document.getElementById('wakatime-cfg') !== null;"))
        let lines = try await browser.execute("return document.getElementById('wakatime-cfg').textContent;") as? String
        #expect(lines == "[settings]\napi_key = \(key)\napi_url = http://127.0.0.1:\(server.port)/api/v1\n")
        let shown = try #require(try await browser.elements("#api-key").first)
        #expect(try await browser.text(shown) == key)
        // The copy buttons show once the script runs, and copy.
        let copy = try #require(try await browser.elements("button[data-copy=\"wakatime-cfg\"]").first)
        #expect(try await browser.execute("return document.querySelector('button[data-copy=\"wakatime-cfg\"]').hidden;") as? Bool == false)
        try await browser.click(copy)
        #expect(try await browser.waitUntil("const t = document.getElementById('toast'); return !t.hidden && t.textContent === 'Copied.';"))
        try await save(browser, "connect")
        // Rotate: the question first, then the new key in the lines.
        try await browser.click(try #require(try await browser.elements("form[action=\"/connect/rotate\"] button").first))
        #expect(try await browser.waitUntil("return document.getElementById('rotate-q') !== null;"))
        try await browser.click(try #require(try await browser.elements(".confirm form button").first))
        #expect(try await browser.waitUntil("return document.getElementById('wakatime-cfg') !== null;"))
        let rotated = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(rotated != key)
        let after = try await browser.execute("return document.getElementById('wakatime-cfg').textContent;") as? String
        #expect(after?.contains("api_key = \(rotated)\n") == true)
        #expect(try await browser.waitUntil("const t = document.getElementById('toast'); return !t.hidden && t.textContent.startsWith('Key rotated');"))
        #expect(try await browser.execute("return window.cairnStayed === true;") as? Bool == true)
        await browser.quit()
    }
}
}
