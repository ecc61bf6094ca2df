import Foundation
import Testing
import CairnTestSupport

/// The screens as HTML, before any JavaScript runs.
@Suite("cairn serve: the screens' HTML")
struct ServePagesTests {
    @Test("every screen answers, and a trackable named like markup is shown escaped everywhere")
    func escaped() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let name = "<img src=x onerror=alert(1)>"
        #expect(try database.run(["trackable", "add", name, "--kind", "yesno"]).status == 0)
        #expect(try database.run(["rule", "add", name, "--measure", "streak"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        for path in ["/", "/history", "/trackables", "/achievements", "/settings"] {
            let page = try await server.request("GET", path)
            #expect(page.status == 200, "\(path)")
            #expect(!page.body.contains("<img"), "\(path)")
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        }
        let cards = try await server.request("GET", "/trackables").body
        #expect(cards.contains("&lt;img src=x onerror=alert(1)&gt;"))
        let rules = try await server.request("GET", "/achievements").body
        #expect(rules.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test("Today's rings carry their labels and the percentages of `today --json`; past 100 % a second lap")
    func rings() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T19:00:00Z"])
        defer { server.stop() }
        let page = try await server.request("GET", "/").body
        // 5 hours against a 2-hour goal: 250 %, with a lap and a badge.
        #expect(page.contains(#"data-ring="today" data-percent="250""#))
        #expect(page.contains("Today: 250 percent, 5 hours of 2 hours"))
        #expect(page.contains("lap2") && page.contains("×2.5"))
        #expect(page.contains(#"data-ring="week""#) && page.contains(#"data-ring="window""#))
        let rest = try await server.request("GET", "/?date=2026-03-08").body
        #expect(rest.contains(#"Rest day <svg class="icon""#) && rest.contains(#"role="img" aria-label="leaf""#) && !rest.contains("🌱"))
        #expect(rest.contains(#"class="leaf""#))
        #expect(!rest.contains(#"data-ring="today""#))
    }

    @Test("the plain log form works without JavaScript and carries the toast back")
    func logForm() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let token = try await server.csrfToken()
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let refused = try await server.request("POST", "/trackables/log", body: "trackable=Running&value=6+km", headers: form)
        #expect(refused.status == 403)
        let posted = try await server.request("POST", "/trackables/log", body: "_csrf=\(token)&trackable=Running&value=6+km", headers: form)
        // The answer is the cards with the toast the CLI would show.
        #expect(posted.status == 200)
        // The CLI's 🏆 drawn as the trophy, named in words; the name isolated.
        #expect(posted.body.contains(#"<svg class="icon" viewBox="0 0 16 16" width="16" height="16" focusable="false" role="img" aria-label="earned"><path class="icon-trophy""#) && posted.body.contains("</svg> <bdi>Running</bdi> · total: 5 km"))
        let failed = try await server.request("POST", "/trackables/log", body: "_csrf=\(token)&trackable=Running&value=6+kg", headers: form)
        #expect(failed.status == 400 && failed.body.contains(#"role="alert""#) && failed.body.contains("unit of mass"))
        // A link cannot put words of its own on a screen.
        for path in ["/trackables?toast=Your+account+is+locked", "/?toast=Your+account+is+locked", "/settings?problem=Your+account+is+locked"] {
            #expect(!(try await server.request("GET", path).body.contains("account is locked")), "\(path)")
        }
    }

    @Test("onboarding asks once, on a database with no switches set, and sets the three together")
    func onboarding() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        #expect(try await server.request("GET", "/").body.contains("Should Cairn cheer you on?"))
        let token = try await server.csrfToken()
        let answered = try await server.request("POST", "/onboarding", body: "_csrf=\(token)&cheer=off",
                                                 headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(answered.status == 200)
        #expect(!answered.body.contains("Should Cairn cheer you on?"))
        let settings = try database.run(["settings", "show", "--json"]).stdout
        #expect(settings.contains(#""streaks" : false"#) && settings.contains(#""achievements" : false"#) && settings.contains(#""gettingStarted" : false"#))
    }

    @Test("Getting started ticks itself from the data and leaves once every step is done")
    func gettingStarted() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.run(["settings", "set", "encouragement.gettingStarted", "on"])
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let fresh = try await server.request("GET", "/").body
        #expect(fresh.contains("Getting started") && !fresh.contains(#"class="done""#))
        #expect(!fresh.contains("Should Cairn cheer you on?"))
        try database.run(["goals", "set", "--daily", "60"])
        #expect(try await server.request("GET", "/").body.contains(#"<li class="done"><span aria-hidden="true">✓</span> <a href="/settings">"#))
        try database.prepare()
        #expect(!(try await server.request("GET", "/").body.contains("Getting started")))
    }

    @Test("the flame shows only for a streak set up on the trackable, and the streak switch hides it")
    func flame() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        try database.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        try database.run(["rule", "add", "Stretch", "--measure", "streak"])
        for day in 6...9 { try database.run(["log", "Stretch", "yes", "--date", "2026-03-0\(day)", "--now", "2026-03-09T15:00:00Z"]) }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let cards = try await server.request("GET", "/trackables").body
        #expect(cards.contains(#"<span class="flame"><svg class="icon" viewBox="0 0 16 16" width="16" height="16" focusable="false" role="img" aria-label="streak"><path class="icon-flame""#))
        #expect(cards.contains(#"</svg> 4<span class="visually-hidden"> days</span></span>"#) && !cards.contains("🔥"))
        #expect(cards.components(separatedBy: "class=\"flame\"").count == 2)
        try database.run(["settings", "set", "encouragement.streaks", "off"])
        #expect(!(try await server.request("GET", "/trackables").body.contains("icon-flame")))
        #expect(!(try await server.request("GET", "/").body.contains("icon-flame")))
    }

    @Test("a run that has ended shows no flame on its card: never 🔥 0")
    func noFlameAtZero() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        try database.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        try database.run(["rule", "add", "Stretch", "--measure", "streak"])
        for day in 1...4 { try database.run(["log", "Stretch", "yes", "--date", "2026-03-0\(day)", "--now", "2026-03-09T15:00:00Z"]) }
        try database.run(["log", "Stretch", "no", "--date", "2026-03-05", "--now", "2026-03-09T15:00:00Z"])
        let listed = try database.run(["trackable", "list", "--json", "--now", "2026-03-09T15:00:00Z"]).stdout
        #expect(listed.contains(#""streak" : 0"#))
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let cards = try await server.request("GET", "/trackables").body
        #expect(!cards.contains("icon-flame") && !cards.contains(#"class="flame""#))
    }

    @Test("a yes/no's Yes button sends no value, and a yes/no logged empty is a Yes")
    func yesNoLeftEmpty() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        try database.run(["trackable", "add", "Stretch", "--kind", "yesno"])
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let token = try await server.csrfToken()
        let cards = try await server.request("GET", "/trackables").body
        #expect(cards.contains(#"<button type="submit" aria-label="Log Yes for Stretch">Yes</button>"#))
        let posted = try await server.request("POST", "/trackables/log", body: "_csrf=\(token)&trackable=Stretch&value=",
                                              headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(posted.status == 200 && !posted.body.contains(#"role="alert""#), "\(posted.body)")
        let entries = try database.run(["entry", "list", "Stretch", "--json"]).stdout
        #expect(entries.contains(#""value" : 1"#) && entries.contains(#""display" : "yes""#), "\(entries)")
    }

    @Test("History: each day links to its panel, with the verdict in words and the sessions in local time")
    func dayPanel() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T19:00:00Z"])
        defer { server.stop() }
        let year = try await server.request("GET", "/history").body
        #expect(year.contains(#"<a href="/history?date=2026-03-09#day" data-day="2026-03-09" data-focus aria-label="Monday 9 March 2026: coded 5h"#))
        #expect(year.contains("Monday 9 March 2026: coded 5h of a 2h goal (250 %), 100 % inside the window — goal met"))
        let day = try await server.request("GET", "/history?date=2026-03-09").body
        #expect(day.contains(#"class="day-panel""#))
        // 08:00Z is 09:00 in Berlin.
        #expect(day.contains("<li>09:00–14:00 · 5h</li>"))
        #expect(day.contains(#"class="day-window""#))
        // The time per project, as `cairn breakdown --by project` has it for the day (these
        // sessions carry no project: they count under "(none)").
        #expect(day.contains("<h3>By project</h3>") && day.contains(#"<span class="project">(none)</span> 5h · 100 %"#), "\(day)")
    }

    @Test("the Settings form saves the switches, and only the goals that were changed")
    func settingsForm() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let goals = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["goals", "show", "--json"]).stdout.utf8)) as? [String: Any])
        let daily = try #require(goals["dailyGoalMinutes"] as? Int)
        let token = try await server.csrfToken()
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let saved = try await server.request("POST", "/settings", body: "_csrf=\(token)&daily=\(daily)&achievements=on", headers: form)
        #expect(saved.status == 200 && saved.body.contains("Settings saved."))
        let after = try database.run(["goals", "show", "--json"]).stdout
        #expect(after.contains(#""isDefault" : true"#))
        let settings = try database.run(["settings", "show", "--json"]).stdout
        #expect(settings.contains(#""achievements" : true"#) && settings.contains(#""streaks" : false"#))
        let changed = try await server.request("POST", "/settings", body: "_csrf=\(token)&daily=\(daily + 15)", headers: form)
        #expect(changed.status == 200)
        #expect(try database.run(["goals", "show", "--json"]).stdout.contains(#""dailyGoalMinutes" : \#(daily + 15)"#))
        let refused = try await server.request("POST", "/settings", body: "_csrf=\(token)&windowStart=25:00&windowEnd=26:00", headers: form)
        #expect(refused.status == 400 && refused.body.contains(#"role="alert""#))
    }
}

/// Names from third parties (a WakaTime project, an imported habit) with bidi overrides.
@Suite("cairn serve: bidi and invisible characters in names")
struct ServeBidiTests {
    @Test("a trackable named with a right-to-left override shows the override as \\u{202E} on every screen, never raw")
    func override() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let name = "TRabc\u{202E}txt.exe"
        #expect(try database.run(["trackable", "add", name, "--kind", "yesno"]).status == 0)
        #expect(try database.run(["log", name, "yes", "--now", "2026-03-09T15:00:00Z"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        for path in ["/", "/history", "/trackables", "/achievements", "/settings"] {
            let page = try await server.request("GET", path)
            #expect(page.status == 200, "\(path)")
            #expect(!page.body.unicodeScalars.contains("\u{202E}"), "\(path) holds a raw U+202E")
        }
        let cards = try await server.request("GET", "/trackables").body
        #expect(cards.contains("TRabc\\u{202E}txt.exe"))
        // The hidden field that names the trackable to log comes back as it was.
        #expect(cards.contains(#"name="trackable" value="TRabc&#x202E;txt.exe""#))
    }
}
