import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// The first run in Debian's headless Chromium: an empty database opens on the welcome, every
/// control is used as a person would, and Save leads to Today's rings and the encouragement
/// question. Never skipped: without chromium it fails and says what to install.
@Suite("cairn serve in a real browser: the first-run welcome", .serialized)
struct BrowserWelcomeTests {
    @Test("on an empty database: the browser's zone filled in, every control set, saved, then the rings and the question")
    func welcome() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        // The server's zone differs from the browser's, so the script's zone can be told apart.
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", BrowserTests.now],
                                     environment: ["TZ": "Pacific/Chatham"])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/")
        #expect(try await browser.waitUntil("return document.getElementById('goal-timeZone') !== null;"))
        #expect(try await browser.elements("[data-ring=\"today\"]").isEmpty)
        let own = try await browser.execute("return Intl.DateTimeFormat().resolvedOptions().timeZone;") as? String ?? ""
        #expect(!own.isEmpty && own != "Pacific/Chatham", "the browser runs in \(own); the test needs another zone than the server's")
        #expect(try await browser.execute("return document.getElementById('goal-timeZone').value;") as? String == own)

        func field(_ id: String) async throws -> String { try #require(try await browser.elements("#" + id).first, "no #\(id)") }
        func clearAndType(_ id: String, _ text: String) async throws {
            _ = try await browser.execute("document.getElementById('\(id)').value = '';")
            try await browser.type(try await field(id), text)
        }
        try await clearAndType("goal-daily", "90")
        try await clearAndType("goal-weekly", "450")
        // A time input's typed form follows the browser's locale (08:30 or 08:30 AM): its value is set as a picker sets it.
        _ = try await browser.execute("""
            for (const [id, v] of [['goal-window-start', '08:30'], ['goal-window-end', '17:15']]) {
              const input = document.getElementById(id); input.value = v; input.dispatchEvent(new Event('input', { bubbles: true }));
            }
            """)
        // Rest days: Saturday off, Wednesday on (Sunday stays).
        for day in ["sat", "wed"] {
            try await browser.click(try #require(try await browser.elements("label.day-toggle:has(input[value=\"\(day)\"])").first))
        }
        try await clearAndType("goal-timeZone", "Asia/Tokyo")
        try await browser.click(try #require(try await browser.elements("#goal-weekStart option[value=\"sun\"]").first))
        try await browser.click(try #require(try await browser.elements("input[name=\"streakPolicy\"][value=\"strict\"]").first))
        // The toggles follow the week start picked: Sunday first now.
        #expect(try await browser.execute("return document.querySelector('.day-toggles input').value;") as? String == "sun")
        try await BrowserTests().save(browser, "welcome")
        try await browser.click(try #require(try await browser.elements("form.welcome-goals button[type=\"submit\"]").first))

        #expect(try await browser.waitUntil("return document.querySelector('[data-ring=\"today\"]') !== null;"))
        let toast = try await browser.execute("return document.getElementById('toast').textContent.trim();") as? String
        #expect(toast == "Goals saved, in force for all time (the first goals set).")
        #expect(try await browser.elements("section.onboarding button[name=\"cheer\"]").count == 2)
        #expect(try await browser.elements("#welcome-h").isEmpty)
        try await BrowserTests().save(browser, "welcome-saved")
        let goals = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["goals", "show", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(goals["isDefault"] as? Bool == false)
        #expect(goals["dailyGoalMinutes"] as? Int == 90 && goals["weeklyGoalMinutes"] as? Int == 450)
        #expect(goals["window"] as? String == "08:30-17:15")
        #expect(goals["restDays"] as? [String] == ["wed", "sun"])
        #expect(goals["timeZone"] as? String == "Asia/Tokyo" && goals["weekStart"] as? String == "sun")
        #expect(goals["streakPolicy"] as? String == "strict")
        await browser.quit()
    }
}
}
