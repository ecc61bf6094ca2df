import CairnCore
import CairnServer
import CairnTeam
import CairnTestSupport
import Foundation
import Testing

extension BrowserSuites {
/// axe-core on the team server's own screens, light and dark, in Debian's headless Chromium:
/// `/signin` empty and after a wrong password (the 401 page), `/team` with one person sharing a
/// week with heartbeats in it, and `/settings` in team mode. A team server on a fresh database of
/// the test process's PostgreSQL, in this process; the browser signs in through the form.
@Suite("axe-core on the team screens in Chromium", .serialized)
struct TeamAccessibilityBrowserTests {
    static let now = "2026-03-09T20:00:00Z"
    static let nowDate = Date(timeIntervalSince1970: 1_773_086_400)
    static let password = "correct horse battery"

    @Test("no serious or critical axe-core violation on /signin, its 401, /team and team /settings, light and dark")
    func axeClean() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let address = try TestPostgres.shared().makeDatabase()
        let store = try TeamStore(address: address)
        let ada = try store.addPerson("ada", password: Self.password)
        _ = try store.addPerson("bob", password: Self.password)
        let beats = [1_773_057_600.0, 1_773_057_900, 1_773_072_000].map {
            HeartbeatRow(time: $0, entity: "Sources/a.swift", type: "file", project: "cairn", branch: "main", language: "Swift", editor: "vim")
        }
        _ = try store.receiveHeartbeats(beats, for: ada)
        try store.setSharesWeek(ada, true)
        let server = try AppServer(team: TeamConnections(address: address), fixedNow: (Self.nowDate, Self.now),
                                   environment: ["TZ": "UTC", "PATH": "/usr/bin:/bin"], address: "127.0.0.1", port: 0,
                                   secureCookies: false)
        let base = "http://127.0.0.1:\(server.port)"
        let browser = try await WebDriver(width: 1000)
        let axe = try AccessibilityBrowserTests.axe()
        var found: [String] = []
        for scheme in AccessibilityBrowserTests.schemes {
            try await browser.cdp("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme]]])
            try await browser.cdp("Network.clearBrowserCookies", [:])
            func check(_ name: String, _ path: String, expecting text: String, status: Int = 200) async throws {
                let answered = try await browser.execute("return performance.getEntriesByType('navigation')[0].responseStatus;") as? Int
                #expect(answered == status, "\(name) (\(scheme)): \(path) answered \(answered.map(String.init) ?? "nothing"), not \(status)")
                let shown = try await browser.execute("return document.body.textContent.includes(\(Self.quoted(text)));") as? Bool
                #expect(shown == true, "\(name) (\(scheme)): the page at \(path) does not say \(text)")
                let dark = try await browser.execute("return window.matchMedia('(prefers-color-scheme: dark)').matches;") as? Bool
                #expect(dark == (scheme == "dark"), "\(name): prefers-color-scheme is not \(scheme)")
                let violations = try await AccessibilityBrowserTests.run(axe, in: browser)
                #expect(violations != nil, "\(name) (\(scheme)): axe-core gave no result")
                found += (violations ?? []).map { "\(name) \(path) (\(scheme)): \($0)" }
            }
            try await browser.go(base + "/signin")
            try await check("signin", "/signin", expecting: "Sign in")
            try await signIn(browser, password: "wrong password")
            try await check("signin-401", "POST /signin", expecting: "wrong name or password", status: 401)
            #expect(try await browser.elements("p.error[role=alert]").count == 1, "\(scheme): the wrong password shows no problem")
            try await signIn(browser, password: Self.password)
            #expect(try await browser.waitUntil("return location.pathname !== '/signin';"), "\(scheme): the sign-in did not leave /signin")
            try await browser.go(base + "/team")
            try await check("team", "/team", expecting: "ada")
            #expect(try await browser.elements("table").count >= 1, "\(scheme): /team lists no one")
            try await browser.go(base + "/settings")
            try await check("settings-team", "/settings", expecting: "Settings")
            #expect(try await browser.elements("#team-sharing").count == 1, "\(scheme): /settings is not in team mode")
        }
        await browser.quit()
        withExtendedLifetime(server) {}
        #expect(found.isEmpty, "axe-core found \(found.count) serious or critical violations:\n\(found.joined(separator: "\n"))")
    }

    /// Fills the sign-in form as ada with `password` and submits it, waiting for the next page.
    func signIn(_ browser: WebDriver, password: String) async throws {
        let name = try #require(try await browser.elements("#signin-name").first)
        let secret = try #require(try await browser.elements("#signin-password").first)
        _ = try await browser.execute("document.getElementById('signin-name').value = ''; window.__before = true; return true;")
        try await browser.type(name, "ada")
        try await browser.type(secret, password)
        let button = try #require(try await browser.elements(".signin-form button[type=submit]").first)
        try await browser.click(button)
        #expect(try await browser.waitUntil("return window.__before === undefined && document.readyState === 'complete';"), "the sign-in form did not load a page")
    }

    /// `text` as a JavaScript string literal.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast().description
    }
}
}
