import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// axe-core (Fixtures/axe, from the `axe-selenium-python` package) run in Debian's headless
/// Chromium on every screen, light and dark, over the demo's data and over an empty database:
/// any serious or critical violation fails, listed with its rule, target, page and scheme.
@Suite("axe-core on every screen in Chromium", .serialized)
struct AccessibilityBrowserTests {
    static let now = "2026-03-09T15:00:00Z"

    /// Every screen, as a name and a path: the ONE list (add a new screen here; a team server's
    /// own screens are in `TeamAccessibilityBrowserTests`).
    static let pages: [(name: String, path: String)] = [
        ("today", "/"),
        ("history", "/history"),
        ("history-day", "/history?date=2026-03-02"),
        ("trackables", "/trackables"),
        ("manage", "/trackables/manage"),
        ("achievements", "/achievements"),
        ("rule-editor", "/achievements?trackable=2"),
        ("settings", "/settings"),
        ("connect", "/connect"),
        ("trackable-page", "/trackables/id/2"),
        ("trackable-readings", "/trackables/Strength"),
        ("history-month", "/history?month=2026-02"),
        ("coding", "/coding?range=30d"),
        ("coding-project", "/coding/projects/cairn?range=all"),
        ("import", "/import"),
    ]

    static let schemes = ["light", "dark"]

    /// axe-core's minified script, from the repository.
    static func axe() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/axe/axe.min.js")
        return try String(contentsOf: file, encoding: .utf8)
    }

    enum Filling: String, CaseIterable, Sendable { case demo, empty }

    @Test("no serious or critical axe-core violation on any screen, light and dark", arguments: Filling.allCases)
    func axeClean(_ data: Filling) async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        if data == .demo { #expect(try database.run(["--now", Self.now, "demo"]).status == 0) }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver(width: 1000)
        let axe = try Self.axe()
        var found: [String] = []
        for scheme in Self.schemes {
            try await browser.cdp("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme]]])
            for page in Self.pages {
                try await browser.go(server.base + page.path)
                // The scheme is really in force (else the dark run would check the light colours again).
                let dark = try await browser.execute("return window.matchMedia('(prefers-color-scheme: dark)').matches;") as? Bool
                #expect(dark == (scheme == "dark"), "\(page.name): prefers-color-scheme is not \(scheme)")
                let violations = try await Self.run(axe, in: browser)
                #expect(violations != nil, "\(page.name) (\(scheme)): axe-core gave no result")
                found += (violations ?? []).map { "\(page.name) \(page.path) (\(scheme), \(data.rawValue)): \($0)" }
            }
        }
        await browser.quit()
        #expect(found.isEmpty, "axe-core found \(found.count) serious or critical violations:\n\(found.joined(separator: "\n"))")
    }

    /// Injects axe-core, runs it and returns each serious or critical violation's node as
    /// "rule-id [impact] target: summary"; `nil` when it gave no result within 60 s.
    ///
    /// Every rule runs but `checkboxgroup` and `radiogroup`: best-practice rules, not WCAG
    /// criteria, that axe-core deprecated in 3.5 and removed in 4.0 because they flag valid
    /// markup. They ask that all inputs sharing a name sit in one group holding nothing else;
    /// the rule editor's boxes share the name `box` across a trackable's and its Readings'
    /// sections, each box beside its own fields and labelled by its own words.
    static func run(_ axe: String, in browser: WebDriver) async throws -> [String]? {
        _ = try await browser.execute(axe + "\n;window.__axe = null; axe.run(document, { rules: { checkboxgroup: { enabled: false }, radiogroup: { enabled: false } } }).then(function (r) { window.__axe = r; }, function (e) { window.__axe = {error: String(e)}; }); return true;")
        guard try await browser.waitUntil("return window.__axe !== null;", seconds: 60) else { return nil }
        let text = try await browser.execute("""
            const r = window.__axe; if (r.error) return JSON.stringify([r.error]);
            const out = [];
            for (const v of r.violations) {
              if (v.impact !== 'serious' && v.impact !== 'critical') continue;
              for (const n of v.nodes) out.push(v.id + ' [' + v.impact + '] ' + n.target.join(' ') + ': ' + (n.failureSummary || v.help).replace(/\\s+/g, ' '));
            }
            return JSON.stringify(out);
            """) as? String
        guard let text, let list = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String] else { return nil }
        return list
    }
}
}
