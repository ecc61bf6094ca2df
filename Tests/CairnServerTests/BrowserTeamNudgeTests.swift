import CairnCore
import CairnServer
import CairnTeam
import CairnTestSupport
import Foundation
import Testing

extension BrowserSuites {
/// A team person's nudge reaches their open page in Debian's headless Chromium: signed in, the
/// page asks `POST /api/nudges` and shows the due nudge as its toast (no notification was
/// allowed); Settings has the button that would ask for them. A team server on a fresh database
/// of the test process's PostgreSQL, in this process.
@Suite("A team page shows its person's nudge in Chromium", .serialized)
struct BrowserTeamNudgeTests {
    @Test("signed in, the page's toast says how far the ring is when its nudge is due")
    func toastShowsTheNudge() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let address = try TestPostgres.shared().makeDatabase()
        let store = try TeamStore(address: address)
        let ada = try store.addPerson("ada", password: TeamAccessibilityBrowserTests.password)
        // An hour a day from 08:00 to 22:00 and ten minutes coded at noon: at Monday 20:00, 50 to go.
        try store.saveGoalHistory(GoalHistory(GoalConfig(dailyGoalMinutes: 60, window: try TimeWindow(parsing: "08:00-22:00"))), for: ada)
        let beats = [0.0, 300, 600].map {
            HeartbeatRow(time: 1_773_057_600 + $0, entity: "a.swift", type: "file", project: "cairn", branch: "main", language: "Swift", editor: "vim")
        }
        _ = try store.receiveHeartbeats(beats, for: ada)
        let server = try AppServer(team: TeamConnections(address: address), fixedNow: (TeamAccessibilityBrowserTests.nowDate, TeamAccessibilityBrowserTests.now),
                                   environment: ["TZ": "UTC", "PATH": "/usr/bin:/bin"], address: "127.0.0.1", port: 0,
                                   secureCookies: false)
        let browser = try await WebDriver(width: 1000)
        try await browser.go("http://127.0.0.1:\(server.port)/signin")
        try await TeamAccessibilityBrowserTests().signIn(browser, password: TeamAccessibilityBrowserTests.password)
        let shown = try await browser.waitUntil(
            "return (document.getElementById('toast')?.textContent || '').includes(\"50m to close today's ring\");", seconds: 30)
        let said = try await browser.execute("return document.getElementById('toast')?.textContent || '';") as? String
        #expect(shown, "the toast says \(said ?? "nothing")")
        // Asked once, the server has marked it sent.
        #expect(try store.setting("nudges:fired", of: ada) == "nudge:ring:2026-03-09")
        try await browser.go("http://127.0.0.1:\(server.port)/settings")
        #expect(try await browser.elements("#nudge-notifications").count == 1, "Settings has no notifications button")
        let consistent = try await browser.execute("""
            const button = document.getElementById('nudge-notifications');
            return !!button && button.hidden === (!('Notification' in window) || Notification.permission !== 'default');
            """) as? Bool
        #expect(consistent == true, "the button is shown only while notifications can still be asked for")
        await browser.quit()
        withExtendedLifetime(server) {}
    }
}
}
