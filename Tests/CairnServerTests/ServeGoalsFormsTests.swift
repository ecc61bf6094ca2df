import Foundation
import Testing
import CairnTestSupport

/// The goals forms as plain HTML posts, before any JavaScript: the first run's welcome on Today
/// and Settings, each control reaching the saved goals, and a refusal coming back as typed.
@Suite("cairn serve: the welcome and the Settings goals form")
struct ServeGoalsFormsTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    /// `goals show --json` as a dictionary.
    func goals(_ database: TestDatabase) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(database.run(["goals", "show", "--json"]).stdout.utf8)) as? [String: Any])
    }

    /// Every control of the form, as a browser without JavaScript posts it.
    static let filled = "daily=90&weekly=450&windowStart=08:30&windowEnd=17:15&restShown=1&rest=wed&rest=sun"
        + "&timeZone=Asia%2FTokyo&weekStart=sun&streakPolicy=strict"

    @Test("the welcome shows only on an empty database, with the server's zone when there is no script")
    func onlyWhenEmpty() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now],
                                     environment: ["TZ": "Pacific/Chatham"])
        defer { server.stop() }
        let fresh = try await server.request("GET", "/").body
        #expect(fresh.contains("Welcome to Cairn") && fresh.contains(#"<form method="post" action="/welcome""#))
        #expect(!fresh.contains(#"data-ring="today""#))
        #expect(fresh.contains(#"value="Pacific/Chatham" data-browser-zone"#))
        #expect(fresh.contains(#"<a href="/import">Bring your history in</a>"#) && fresh.contains(#"<a href="/connect">Connect your editor</a>"#))
        // Asked once, in the welcome, before any switch is set.
        #expect(fresh.contains("Should Cairn cheer you on?"))
        // History brought in (an entry logged) is not an empty database.
        try database.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        try database.run(["log", "Stretch", "yes", "--now", Self.now])
        let logged = try await server.request("GET", "/").body
        #expect(!logged.contains("Welcome to Cairn") && logged.contains(#"data-ring="today""#))
    }

    @Test("the welcome saves every control as the first goals, with the CLI's words, and leaves; its Undo brings it back")
    func welcomeSaves() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let saved = try await server.postForm("/welcome", Self.filled)
        #expect(saved.status == 200)
        #expect(toastText(saved.body) == "Goals saved, in force for all time (the first goals set).")
        #expect(!saved.body.contains("Welcome to Cairn") && saved.body.contains(#"data-ring="today""#))
        #expect(saved.body.contains("Should Cairn cheer you on?"))
        #expect(saved.body.contains(#"<a href="/import">Bring your history in</a>"#))
        let goals = try goals(database)
        #expect(goals["isDefault"] as? Bool == false)
        #expect(goals["dailyGoalMinutes"] as? Int == 90 && goals["weeklyGoalMinutes"] as? Int == 450)
        #expect(goals["window"] as? String == "08:30-17:15")
        #expect(goals["restDays"] as? [String] == ["wed", "sun"])
        #expect(goals["timeZone"] as? String == "Asia/Tokyo" && goals["weekStart"] as? String == "sun")
        #expect(goals["streakPolicy"] as? String == "strict")
        #expect(try await server.request("GET", "/").body.contains("Welcome to Cairn") == false)
        // The toast's Undo steps back the change `goals set` would have made, by its label.
        let undo = try #require(UndoFormText.button(saved.body, kind: "toast-undo"))
        let undone = try await server.postForm("/welcome/undo", "change=\(undo.change)")
        #expect(toastText(undone.body) == "Undid: goals set for all time.")
        #expect(undone.body.contains("Welcome to Cairn"))
        #expect(try self.goals(database)["isDefault"] as? Bool == true)
    }

    @Test("a bad window keeps every typed value, says why beside the window, and saves nothing", arguments: ["/welcome", "/settings"])
    func badWindow(path: String) async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let typed = "daily=77&weekly=444&windowStart=10:00&windowEnd=10:00&restShown=1&rest=tue&rest=fri"
            + "&timeZone=America%2FDenver&weekStart=wed&streakPolicy=strict&streaks=on"
        let refused = try await server.postForm(path, typed)
        #expect(refused.status == 400)
        let page = refused.body
        #expect(page.contains(#"id="goal-window-error" role="alert">the window &quot;10:00-10:00&quot; opens and closes at the same time"#), "\(page)")
        #expect(page.contains(#"name="windowStart" required value="10:00" aria-invalid="true" aria-describedby="goal-window-error""#))
        #expect(page.contains(#"name="windowEnd" required value="10:00" aria-invalid="true" aria-describedby="goal-window-error""#))
        #expect(page.contains(#"name="daily" min="0" max="1440" step="1" inputmode="numeric" required value="77""#))
        #expect(page.contains(#"name="weekly" min="0" max="10080" step="1" inputmode="numeric" required value="444""#))
        #expect(page.contains(#"value="tue" checked"#) && page.contains(#"value="fri" checked"#) && !page.contains(#"value="sat" checked"#))
        #expect(page.contains(#"name="timeZone" list="goal-zones" required autocomplete="off" spellcheck="false" value="America/Denver""#))
        #expect(page.contains(#"<option value="wed" selected>Wednesday</option>"#))
        #expect(page.contains(#"value="strict" checked"#))
        // Only the window is marked: the other fields were good.
        #expect(page.components(separatedBy: #"aria-invalid="true""#).count == 3)
        // The toggles follow the week as typed: Wednesday first.
        let wed = try #require(page.range(of: #"name="rest" value="wed""#)), tue = try #require(page.range(of: #"name="rest" value="tue""#))
        #expect(wed.lowerBound < tue.lowerBound)
        if path == "/settings" {
            // The switches come back as posted too.
            #expect(page.contains(#"name="streaks" value="on" checked"#) && page.contains(#"name="achievements" value="on">"#))
        }
        // Typed, not saved: the goals are still the defaults and the switches as they were.
        #expect(try goals(database)["isDefault"] as? Bool == true)
        #expect(try database.run(["settings", "show", "--json"]).stdout.contains(#""achievements" : true"#))
    }

    @Test("each refusal goes beside its own field: an unknown zone, minutes that are not a number")
    func fieldProblems() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let refused = try await server.postForm("/welcome", "daily=lots&weekly=600&windowStart=09:00&windowEnd=17:00&restShown=1"
            + "&timeZone=Mars%2FOlympus&weekStart=mon&streakPolicy=lenient")
        #expect(refused.status == 400)
        #expect(refused.body.contains(#"id="goal-daily-error" role="alert">--daily takes a whole number of minutes, got &quot;lots&quot;"#))
        #expect(refused.body.contains(#"id="goal-timeZone-error" role="alert">unknown time zone"#))
        #expect(refused.body.contains(#"value="Mars/Olympus" aria-invalid="true" aria-describedby="goal-timeZone-hint goal-timeZone-error""#))
        #expect(refused.body.contains("Welcome to Cairn"))
        #expect(try goals(database)["isDefault"] as? Bool == true)
    }

    @Test("Settings shows the values in force selected, and its toggles, list and choices reach the saved goals")
    func settingsControls() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.run(["goals", "set", "--daily", "100", "--rest-days", "none", "--time-zone", "Europe/Berlin", "--week-start", "sun",
                          "--streak-policy", "strict", "--window", "07:00-15:30"])
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let page = try await server.request("GET", "/settings").body
        #expect(page.contains(#"required value="100""#) && page.contains(#"name="windowStart" required value="07:00""#)
            && page.contains(#"name="windowEnd" required value="15:30""#))
        #expect(page.contains(#"<option value="sun" selected>Sunday</option>"#) && page.contains(#"value="strict" checked"#))
        #expect(page.contains(#"spellcheck="false" value="Europe/Berlin""#) && !page.contains("data-browser-zone"))
        #expect(!page.contains(#"name="rest" value="sat" checked"#) && page.contains(#"<option value="Europe/Berlin">"#))
        // Sunday first, as the week starts.
        let sun = try #require(page.range(of: #"name="rest" value="sun""#)), mon = try #require(page.range(of: #"name="rest" value="mon""#))
        #expect(sun.lowerBound < mon.lowerBound)
        // Saturday and Sunday toggled on become the rest days, from today on.
        let saved = try await server.postForm("/settings", "daily=100&weekly=1200&windowStart=07:00&windowEnd=15:30&restShown=1&rest=sat&rest=sun"
            + "&timeZone=Europe%2FBerlin&weekStart=sun&streakPolicy=lenient&streaks=on&achievements=on&gettingStarted=on")
        #expect(saved.status == 200)
        #expect(toastText(saved.body) == "Goals saved, in force from today (2026-03-09) on; earlier days keep the goals of their day.")
        var goals = try goals(database)
        #expect(goals["restDays"] as? [String] == ["sat", "sun"])
        #expect(goals["streakPolicy"] as? String == "lenient" && goals["dailyGoalMinutes"] as? Int == 100)
        #expect(saved.body.contains(#"name="rest" value="sat" checked"#))
        // One change: the toast offers its Undo, named as `goals set` names it.
        let undo = try #require(UndoFormText.button(saved.body, kind: "toast-undo"))
        let undone = try await server.postForm("/settings/undo", "change=\(undo.change)")
        #expect(undone.status == 200 && toastText(undone.body) == "Undid: goals set from 2026-03-09.")
        #expect(try self.goals(database)["restDays"] as? [String] == [])
        #expect(undone.body.contains(#"value="strict" checked"#))
        _ = try await server.postForm("/settings", "restShown=1&rest=sat&rest=sun&streaks=on&achievements=on&gettingStarted=on")
        #expect(try self.goals(database)["restDays"] as? [String] == ["sat", "sun"])
        // Every toggle off: no rest days.
        _ = try await server.postForm("/settings", "restShown=1&streaks=on&achievements=on&gettingStarted=on")
        goals = try self.goals(database)
        #expect(goals["restDays"] as? [String] == [])
        // A form without the toggles (the switches alone) leaves the rest days alone.
        _ = try await server.postForm("/settings", "rest=mon&streaks=on")
        #expect(try self.goals(database)["restDays"] as? [String] == [])
    }
}
