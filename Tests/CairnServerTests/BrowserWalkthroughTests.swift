import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// Issue 21's walk of a new user, in Debian's headless Chromium, with only `cairn serve` and the
/// browser: from an empty database to goals set, five trackables of different kinds, an entry
/// through each kind's control, a rule of each measure, days on hold, a WakaTime export
/// uploaded, the key shown and a heartbeat from the real WakaTime CLI shown as arrived, and an
/// export downloaded and restored into a second database with the same days and achievements.
/// The test reads the databases with `cairn` to check; the person never runs it.
@Suite("cairn serve in a real browser: a new user's whole first evening", .serialized)
struct BrowserWalkthroughTests {
    static let now = "2026-03-09T19:00:00Z"
    /// 2026-03-09T12:00:00Z.
    static let noon = 1_773_057_600.0

    @Test("empty database → goals, five trackables, entries, rules, a hold, an import, a heartbeat, an export restored")
    func walkthrough() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        try #require(FileManager.default.isExecutableFile(atPath: WakaTimeEndpointHTTPTests.wakatimeCLI.path),
                     "the WakaTime CLI is missing: run scripts/setup-wakatime-cli (.ci/run does)")
        let database = try TestDatabase(), restored = try TestDatabase()
        defer { database.remove(); restored.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver()
        defer { Task { await browser.quit() } }

        func element(_ css: String) async throws -> String { try #require(try await browser.elements(css).first, "no \(css)") }
        func click(_ css: String) async throws { try await browser.click(try await element(css)) }
        func type(_ css: String, _ text: String) async throws {
            _ = try await browser.execute("document.querySelector(\(BrowserTests.quoted(css))).value = ''; return true;")
            try await browser.type(try await element(css), text)
        }
        func toastStarts(_ prefix: String) async throws -> Bool {
            try await browser.waitUntil("return document.getElementById('toast').textContent.trim().startsWith(\(BrowserTests.quoted(prefix)));")
        }
        func set(_ css: String, _ value: String) async throws {
            _ = try await browser.execute("const e = document.querySelector(\(BrowserTests.quoted(css))); e.value = \(BrowserTests.quoted(value)); e.dispatchEvent(new Event('input', { bubbles: true })); return true;")
        }

        // 1. The welcome: the goals with real controls.
        try await browser.go(server.base + "/")
        #expect(try await browser.waitUntil("return document.getElementById('goal-timeZone') !== null;"))
        try await type("#goal-daily", "60")
        try await type("#goal-weekly", "300")
        try await set("#goal-window-start", "09:00")
        try await set("#goal-window-end", "18:00")
        try await type("#goal-timeZone", "UTC")
        try await click("form.welcome-goals button[type=\"submit\"]")
        #expect(try await browser.waitUntil("return document.querySelector('[data-ring=\"today\"]') !== null;"))
        #expect(try await toastStarts("Goals saved"))
        try await click("section.onboarding button[name=\"cheer\"]")
        #expect(try await browser.waitUntil("return document.querySelector('section.onboarding') === null;"))

        // 2. Five trackables of five kinds, from the manage screen.
        func add(_ name: String, kind: String, unit: String? = nil, choices: String? = nil, none: String? = nil, fields: String? = nil) async throws {
            try await browser.go(server.base + "/trackables/manage")
            let shown = try await browser.waitUntil("return document.getElementById('add-name') !== null;")
            let body = shown ? "" : (try await browser.execute("return location.href + ' ' + document.body.innerText.slice(0, 400);") as? String ?? "")
            try #require(shown, "no add form at /trackables/manage: \(body)")
            try await type("#add-name", name)
            try await click("#add-kind option[value=\"\(kind)\"]")
            if let unit { try await type("#add-unit", unit) }
            if let choices { try await type("#add-choices", choices) }
            if let none { try await type("#add-none", none) }
            if let fields { try await type("#add-fields", fields) }
            try await click(".trackable-add button[type=\"submit\"]")
            #expect(try await toastStarts("Added \(name)"), "\(name)")
        }
        try await add("Meditated", kind: "yesno")
        try await add("Running", kind: "number", unit: "km")
        try await add("Sleep", kind: "duration")
        try await add("Headache", kind: "choice", choices: "None, Mild, Severe", none: "None")
        try await add("Strength", kind: "event", fields: "exercise:choice=Bench press,Squat\nweight:number:kg")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["trackable", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(Set(list.compactMap { $0["name"] as? String }) == ["Meditated", "Running", "Sleep", "Headache", "Strength"])
        func id(_ name: String) throws -> Int { try #require(list.first { $0["name"] as? String == name }?["id"] as? Int, "no \(name)") }
        // A zone on Running, for the rules in a zone.
        try await browser.go(server.base + "/trackables/manage")
        let running = "section[data-trackable=\"\(try id("Running"))\"]"
        try await type("\(running) input[name=\"zone\"]", "Long")
        try await type("\(running) input[name=\"min\"]", "5km")
        try await click("\(running) .zone-add button[type=\"submit\"]")
        #expect(try await toastStarts("Added zone Long"))

        // 3. An entry through each kind's own control on the cards (one on a past day).
        try await browser.go(server.base + "/trackables")
        func card(_ name: String) throws -> String { "article[data-trackable=\"\(try id(name))\"]" }
        func logged(_ name: String, _ count: Int) async throws -> Bool {
            try await browser.waitUntil("return document.querySelectorAll('\(try card(name)) .entries li[data-entry]').length === \(count);")
        }
        try await click("\(try card("Meditated")) button[aria-label^=\"Log Yes\"]")
        #expect(try await logged("Meditated", 1))
        try await type("\(try card("Running")) input[name=\"value\"]", "6")
        try await click("\(try card("Running")) .log-control button[type=\"submit\"]")
        #expect(try await logged("Running", 1))
        _ = try await browser.execute("document.querySelector('\(try card("Running")) details').open = true; return true;")
        try await set("\(try card("Running")) input[name=\"date\"]", "2026-03-08")
        try await type("\(try card("Running")) input[name=\"value\"]", "4")
        try await click("\(try card("Running")) .log-control button[type=\"submit\"]")
        #expect(try await logged("Running", 2))
        try await type("\(try card("Sleep")) input[name=\"value\"]", "7h 30m")
        try await click("\(try card("Sleep")) .log-control button[type=\"submit\"]")
        #expect(try await logged("Sleep", 1))
        try await click("\(try card("Headache")) button[name=\"value\"][value=\"Mild\"]")
        #expect(try await logged("Headache", 1))
        _ = try await browser.execute("document.querySelector('\(try card("Strength")) select[name=\"item.exercise\"]').value = 'Squat'; return true;")
        try await type("\(try card("Strength")) input[name=\"item.weight\"]", "100")
        try await click("\(try card("Strength")) .log-control button[type=\"submit\"]")
        #expect(try await logged("Strength", 1))
        let entries = try database.run(["entry", "list", "--json"]).stdout
        for shown in [#""display" : "6 km""#, #""display" : "4 km""#, #""display" : "Mild""#, #""exercise" : "Squat""#, #""date" : "2026-03-08""#] {
            #expect(entries.contains(shown), "\(shown) in \(entries)")
        }

        // 4. A rule of each measure, through the editor: Preview, then Save.
        try await browser.go(server.base + "/achievements?trackable=\(try id("Running"))")
        #expect(try await browser.waitUntil("return document.querySelector('.rule-editor') !== null;"))
        for key in ["streak-some", "streak-zone"] {
            let box = try await element("input[name=\"box\"][value=\"\(key)\"]")
            if try await browser.execute("return document.querySelector('input[name=\"box\"][value=\"\(key)\"]').checked;") as? Bool != true {
                try await browser.click(box)
            }
        }
        try await type("input[name=\"best-low.wait\"]", "3")
        try await type("input[name=\"total.every\"]", "10")
        try await type("input[name=\"total.scale\"]", "2")
        try await type("input[name=\"count.at\"]", "2, 4")
        try await click(".rule-editor button[name=\"preview\"]")
        #expect(try await browser.waitUntil("return document.querySelector('.rule-preview') !== null;"))
        try await click(".rule-editor button[type=\"submit\"]")
        #expect(try await toastStarts("Rules saved"))
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["rule", "list", "Running", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["measure"] as? String }).isSuperset(of: ["streak", "best", "total", "count"]), "\(rules)")

        // 5. Days on hold, from History.
        try await browser.go(server.base + "/history")
        try await set("#hold-from", "2026-03-03")
        try await set("#hold-to", "2026-03-04")
        try await type("#hold-reason", "Flu")
        try await click(".hold-form button[type=\"submit\"]")
        #expect(try await toastStarts("On hold"))
        #expect(try database.run(["disruption", "list"]).stdout.contains("2026-03-03 to 2026-03-04"))

        // 6. A WakaTime export brought in by upload.
        try await browser.go(server.base + "/import")
        try await set("#import-format", "wakatime")
        try await browser.type(try await element("#import-file"),
                               ImportFixtures.folder.appendingPathComponent("wakatime/heartbeats-2025-04-14.json").path)
        try await click("#import-form button[type=submit]")
        #expect(try await browser.waitUntil("return document.querySelector('#import-result h2') !== null;", seconds: 60))
        #expect(try await browser.text(try await element("#import-result")).contains("Imported"))

        // 7. Connect: the key shown, the lines pasted into ~/.wakatime.cfg, a real CLI's heartbeat arrives.
        try await browser.go(server.base + "/connect")
        try await click("form[action=\"/connect/key\"] button")
        #expect(try await browser.waitUntil("return document.getElementById('wakatime-cfg') !== null;"))
        let lines = try await browser.text(try await element("#wakatime-cfg"))
        #expect(lines.contains("api_key = ") && lines.contains("api_url = \(server.base)/api/v1"), "\(lines)")
        let home = database.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data((lines + "\n").utf8).write(to: home.appendingPathComponent(".wakatime.cfg"))
        let file = database.folder.appendingPathComponent("main.swift")
        try Data("let x = 1\n".utf8).write(to: file)
        let process = Process()
        process.executableURL = WakaTimeEndpointHTTPTests.wakatimeCLI
        process.arguments = ["--entity", file.path, "--time", String(Self.noon), "--project", "cairn", "--language", "Swift", "--write",
                             "--plugin", "vim/9.0 vim-wakatime/11.0"]
        process.environment = SanitizerOptions.adding(to: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        try await browser.go(server.base + "/connect")
        #expect(try await browser.waitUntil("return document.querySelector('[data-heartbeat=\"arrived\"]') !== null;"))
        #expect(try await browser.text(try await element("[data-heartbeat]")).contains("project cairn"))

        // 8. The export downloaded from Settings, then restored by upload into a second, empty database.
        let downloads = database.folder.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        try await browser.cdp("Page.setDownloadBehavior", ["behavior": "allow", "downloadPath": downloads.path])
        try await browser.go(server.base + "/settings")
        try await click("form[action=\"/export\"] button")
        var exported: URL?
        for _ in 0..<300 where exported == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: downloads.path)) ?? []
            exported = names.first { $0.hasPrefix("cairn-export-") && $0.hasSuffix(".json") }.map { downloads.appendingPathComponent($0) }
            if exported == nil { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        let export = try #require(exported, "no export downloaded into \(downloads.path)")
        #expect(export.lastPathComponent == "cairn-export-2026-03-09.json")
        let second = try ServedCairn(executable: TestDatabase.executable, database: restored.path, arguments: ["--now", Self.now])
        defer { second.stop() }
        try await browser.go(second.base + "/import")
        try await set("#import-format", "cairn")
        try await browser.type(try await element("#import-file"), export.path)
        try await click("#import-form button[type=submit]")
        #expect(try await browser.waitUntil("return document.querySelector('#import-result h2') !== null;", seconds: 60))
        for words in [["days", "--from", "2025-04-01", "--to", "2026-03-09", "--json"], ["achievements", "--json"],
                      ["trackable", "list", "--json"], ["entry", "list", "--json"], ["disruption", "list"]] {
            let original = try database.run(words + ["--now", Self.now]).stdout
            let copy = try restored.run(words + ["--now", Self.now]).stdout
            #expect(!original.isEmpty && original == copy, "\(words)")
        }
        try await BrowserTests().save(browser, "walkthrough-restored")
    }
}
}
