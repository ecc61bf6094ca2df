import CairnCore
import CairnServer
import CairnTeam
import Foundation
import Testing

/// The gate of a team server: no session, no screen and no API; the WakaTime routes by key only;
/// the routes not in team mode yet answer so, and are not in the top bar.
@Suite("Team server gate")
struct TeamGateTests {
    /// Every screen `GET` a personal server has, and the team page.
    static let screens = ["/", "/today", "/history", "/history?year=2026&date=2026-03-09", "/coding", "/coding/projects/cairn",
                          "/trackables", "/trackables/manage", "/trackables/Meditated", "/trackables/id/1", "/achievements", "/achievements?trackable=1",
                          "/settings", "/export", "/connect", "/import", "/team", "/welcome", "/no-such-page"]
    /// Every API route, by method.
    static let api: [(String, String)] = [
        ("GET", "/api/today"), ("GET", "/api/days"), ("GET", "/api/coding"), ("GET", "/api/coding/projects/cairn"),
        ("GET", "/api/achievements"), ("GET", "/api/trackables"), ("POST", "/api/log"), ("POST", "/api/nothing"),
        ("GET", "/api/goals"), ("PUT", "/api/goals"), ("GET", "/api/settings"), ("PUT", "/api/settings"),
        ("GET", "/api/trackables/1/page"), ("PUT", "/api/trackables/1/rules"), ("GET", "/api/entries"),
        ("PATCH", "/api/entries/1"), ("DELETE", "/api/entries/1"), ("POST", "/api/undo"), ("GET", "/api/team"),
        ("GET", "/api/import/1"), ("GET", "/api/nothing-here"), ("POST", "/api/nudges"),
    ]
    /// Every form post.
    static let posts = ["/connect/key", "/connect/rotate", "/trackables/log", "/trackables/nothing", "/trackables/entries/edit",
                        "/trackables/entries/remove", "/trackables/undo", "/welcome", "/settings", "/achievements/rules", "/onboarding",
                        "/trackables/manage/add", "/history/holds/add", "/history/holds/remove", "/history/holds/undo", "/import", "/team/sharing", "/signout"]
    /// The WakaTime routes, keyed.
    static let wakatime: [(String, String)] = [
        ("POST", "/api/v1/users/current/heartbeats"), ("POST", "/api/v1/users/current/heartbeats.bulk"), ("POST", "/api/v1"),
        ("POST", "/api/heartbeat"), ("POST", "/api/compat/wakatime/v1/users/current/heartbeats.bulk"),
        ("GET", "/api/v1/users/current/statusbar/today"), ("GET", "/api/v1/users/current"), ("GET", "/api/v1/users/current/summaries?start=2026-03-09&end=2026-03-09"),
        ("GET", "/api/v1/users/current/stats/last_7_days"), ("GET", "/api/v1/users/current/all_time_since_today"),
        ("GET", "/api/v1/users/current/projects"), ("GET", "/api/v1/users/current/durations?date=2026-03-09"),
        ("GET", "/api/v1/users/current/goals"), ("GET", "/api/v1/users/current/goals/daily"),
    ]

    @Test("without a session every screen is sent to sign in (with where it was going), every API route and post is 401")
    func noSession() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let stranger = try team.signInForm()
        for cookie in [nil, "cairn_session=" + String(repeating: "a", count: 64), "cairn_session=garbage", "cairn_signin=\(stranger.cookie)"] {
            let headers = cookie.map { ["Cookie": $0] } ?? [:]
            for path in Self.screens {
                let answer = try team.send("GET", path, headers: headers)
                #expect(answer.status == 303, "\(path)")
                #expect(answer.header("Location")?.hasPrefix("/signin?next=") == true, "\(path)")
                #expect(!answer.text.contains("cairn_session"))
            }
            for (method, path) in Self.api {
                let answer = try team.send(method, path, headers: headers.merging(["X-CSRF-Token": stranger.csrf]) { a, _ in a }, body: Data("{}".utf8))
                #expect(answer.status == 401, "\(method) \(path)")
                #expect((answer.json as? [String: String])?["error"]?.contains("sign in") == true, "\(method) \(path)")
            }
            for path in Self.posts {
                var all = headers
                all["Content-Type"] = "application/x-www-form-urlencoded"
                let answer = try team.send("POST", path, headers: all, body: TeamHTTP.form([("_csrf", stranger.csrf)]))
                #expect(answer.status == 401, "POST \(path)")
            }
        }
        // Where it was going comes back after signing in.
        #expect(try team.send("GET", "/history?year=2026").header("Location") == "/signin?next=/history%3Fyear%3D2026")
        // A non-ASCII trackable's page, a `#` in a name and a `%` in one come back as they were
        // asked for: the path the server decoded is encoded again for `next`, once more for the query.
        for (asked, next) in [("/trackables/L%C3%A4ufe", "/trackables/L%25C3%25A4ufe"), ("/trackables/C%23", "/trackables/C%2523"),
                              ("/trackables/50%25?range=30d", "/trackables/50%2525%3Frange%3D30d")] {
            #expect(try team.send("GET", asked).header("Location") == "/signin?next=" + next, "\(asked)")
        }
        // The stylesheet, the script and the sign-in page need no session.
        #expect(try team.send("GET", "/assets/cairn.css").status == 200)
        #expect(try team.send("GET", "/assets/cairn.js").status == 200)
        #expect(try team.send("GET", "/signin").status == 200)
    }

    @Test("a session is no key: every WakaTime route without a key, with an unknown one or a disabled person's is 401 and stores nothing")
    func wakatimeNeedsAKey() throws {
        let team = try ServedTeam()
        let ada = try team.add("ada")
        try team.add("bob")
        let key = try team.store.makeKey(for: "ada", rotate: false)
        let bobKey = try team.store.makeKey(for: "bob", rotate: false)
        try team.store.setDisabled("bob", true)
        let session = try team.signIn("ada")
        let body = Data(#"[{"entity":"main.swift","type":"file","time":1773057600,"project":"cairn","language":"Swift"}]"#.utf8)
        let unknown = "00000000-0000-4000-8000-000000000000"
        let offers: [[String: String]] = [
            [:], session.cookie, ["Authorization": "Bearer \(unknown)"], ["Authorization": "Basic " + Data(unknown.utf8).base64EncodedString()],
            ["Authorization": "Bearer \(bobKey)"], ["Authorization": "Basic " + Data((key + "x").utf8).base64EncodedString()],
        ]
        for headers in offers {
            for (method, path) in Self.wakatime {
                let answer = try team.send(method, path, headers: headers, body: method == "POST" ? body : nil)
                #expect(answer.status == 401, "\(method) \(path) \(headers)")
            }
            #expect(try team.send("POST", "/api/v1/users/current/heartbeats.bulk?api_key=\(unknown)", body: body).status == 401)
        }
        #expect(try team.store.connection.execute("SELECT count(*) FROM heartbeats").scalar == "0")
        // Ada's own key, in each of the forms the WakaTime CLIs send it, stores for her.
        for headers in [["Authorization": "Basic " + Data(key.utf8).base64EncodedString()], ["Authorization": "Bearer \(key)"]] {
            #expect(try team.send("POST", "/api/v1/users/current/heartbeats.bulk", headers: headers, body: body).status == 201)
        }
        #expect(try team.send("POST", "/api/v1/users/current/heartbeats.bulk?api_key=\(key)", body: body).status == 201)
        let rows = try team.store.connection.execute("SELECT person_id, count(*) FROM heartbeats GROUP BY person_id").rows
        #expect(rows == [[String(ada.id), "1"]], "one heartbeat, a duplicate twice over, all Ada's")
    }

    @Test("imports and undo reach the application layer in team mode; the top bar has the team's screens")
    func notInTeamMode() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let ada = try team.signIn("ada")
        let importPage = try ada.get("/import")
        #expect(importPage.status == 200 && importPage.text.contains(#"action="/import?_csrf=\#(ada.csrf)""#) && !importPage.text.contains("not in team mode yet"))
        for (method, path, status) in [("POST", "/api/undo", 200), ("GET", "/api/import/1", 404)] {
            let answer = try team.send(method, path, headers: ada.cookie.merging(["X-CSRF-Token": ada.csrf]) { a, _ in a }, body: Data("{}".utf8))
            #expect(answer.status == status && !answer.text.contains("not in team mode yet"), "\(method) \(path): \(answer.status) \(answer.text.prefix(200))")
        }
        for path in ["/trackables/undo", "/history/holds/undo"] {
            let answer = try ada.post(path, [])
            #expect(answer.status != 501 && !answer.text.contains("not in team mode yet"), "POST \(path)")
        }
        // Not multipart: the import page's own refusal, not the gate's.
        #expect(try ada.post("/import", []).status == 400)
        let teamPage = try ada.get("/team")
        #expect(teamPage.status == 200)
        for shown in [#"href="/">Today"#, #"href="/history">"#, #"href="/coding">"#, #"href="/trackables">"#, #"href="/achievements">"#,
                      #"href="/team" aria-current="page">Team"#, #"href="/settings">"#, #"href="/connect">"#, #"action="/signout""#] {
            #expect(teamPage.text.contains(shown), "\(shown)")
        }
    }

    @Test("a signed-in person gets every screen of the team top bar, with Sign out and their name")
    func screensRender() throws {
        let team = try ServedTeam()
        _ = try team.store.addPerson("ada", password: ServedTeam.password, displayName: "Ada L.")
        let ada = try team.signIn("ada")
        let made = try ada.post("/trackables/manage/add", [("name", "Meditated"), ("kind", "yesno")])
        #expect(made.status == 200, "\(made.text.components(separatedBy: "role=\"alert\"").dropFirst().first?.prefix(300) ?? "")")
        #expect(try ada.post("/trackables/log", [("trackable", "Meditated"), ("value", "yes")]).status == 200)
        for path in ["/", "/today", "/history", "/history?year=2026", "/coding", "/trackables", "/trackables/manage", "/trackables/Meditated", "/trackables/id/1",
                     "/achievements", "/settings", "/connect", "/team"] {
            let page = try ada.get(path)
            #expect(page.status == 200, "\(path): \(page.text.prefix(400))")
            #expect(page.text.contains(#"action="/signout""#) && page.text.contains("<bdi>Ada L.</bdi>"), "\(path)")
            // The Import page is the person's own, linked from the cards as on a personal database.
            #expect(page.text.contains(#"href="/import""#) == (path == "/trackables"), "\(path)")
            // The export is the person's own (Settings' Move in and out).
            #expect(page.text.contains(#"action="/export""#) == (path == "/settings"), "\(path)")
        }
        for path in ["/api/today", "/api/days", "/api/coding", "/api/goals", "/api/team", "/api/trackables", "/api/achievements",
                     "/api/settings", "/api/entries", "/api/trackables/id/1/page"] {
            #expect(try ada.get(path).status == 200, "\(path)")
        }
        let key = try ada.post("/connect/key", [])
        #expect(key.status == 200)
        #expect(try team.store.person(named: "ada").hasKey)
    }

    @Test("/export downloads the signed-in person's rows as a Cairn export, nothing of anyone else's")
    func export() throws {
        let team = try ServedTeam()
        let ada = try team.add("ada"), bea = try team.add("bea")
        _ = try team.store.insertTrackable(Trackable(id: 0, name: "Ada's run", kind: .yesNo), for: ada)
        _ = try team.store.insertTrackable(Trackable(id: 0, name: "Bea's swim", kind: .yesNo), for: bea)
        let answer = try team.signIn("ada").get("/export")
        #expect(answer.status == 200)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "cairn-export")
        #expect((document["trackables"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Ada's run"])
    }

    /// `text` uploaded to `POST /team/move-in`, as the Settings form sends it.
    static func upload(_ team: ServedTeam, _ browser: ServedTeam.Browser, _ text: String) throws -> TeamAnswer {
        let boundary = "cairn-test-boundary"
        var body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(browser.csrf)\r\n"
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\n"
        body += "Content-Type: application/json\r\n\r\n\(text)\r\n--\(boundary)--\r\n"
        return try team.send("POST", "/team/move-in?_csrf=\(browser.csrf)", headers: browser.cookie.merging(["Content-Type": "multipart/form-data; boundary=\(boundary)"]) { a, _ in a },
                             body: Data(body.utf8))
    }

    @Test("Settings' move in restores Ada's export into Bea's empty account only; a second time, or a bad file, is refused")
    func importExport() throws {
        let team = try ServedTeam()
        let ada = try team.add("ada"), bea = try team.add("bea"), cy = try team.add("cy")
        _ = try team.store.insertTrackable(Trackable(id: 0, name: "Run", kind: .yesNo), for: ada)
        _ = try team.store.insertEntry(Entry(trackableId: 1, date: LocalDate(daysSinceEpoch: 20_500), value: 1), text: nil, for: ada)
        try team.store.saveSeenMoments(["rule-3@2026-02-01#1"], for: ada)
        let export = try team.signIn("ada").get("/export")
        #expect(export.status == 200)
        let browser = try team.signIn("bea")
        #expect(try browser.get("/settings").text.contains(#"action="/team/move-in?_csrf=\#(browser.csrf)" enctype="multipart/form-data""#))
        let restored = try Self.upload(team, browser, export.text)
        #expect(restored.status == 200 && restored.text.contains("every id kept"), "\(restored.status) \(restored.text.suffix(2500))")
        #expect(try team.store.trackables(of: bea).map(\.name) == ["Run"] && team.store.seenMoments(of: bea) == ["rule-3@2026-02-01#1"])
        #expect(try team.store.trackables(of: cy).isEmpty && team.store.trackables(of: ada).map(\.name) == ["Run"])
        let again = try Self.upload(team, browser, export.text)
        #expect(again.status == 409 && again.text.contains("is not empty"), "\(again.status)")
        let bad = try Self.upload(team, try team.signIn("cy"), String(export.text.prefix(40)))
        #expect(bad.status == 422 && bad.text.contains("export.json"), "\(bad.status)")
        #expect(try team.store.contents(of: cy) == nil)
    }
}
