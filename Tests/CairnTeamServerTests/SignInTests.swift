import CairnServer
import CairnTestSupport
import CairnTeam
import Foundation
import Testing

/// Signing in to a team server: the cookie, the refusals that tell nothing, sign-out, and a
/// session that stops at once when its person is disabled or removed.
@Suite("Team server sign-in")
struct SignInTests {
    @Test("a sign-in sets exactly cairn_session=TOKEN; HttpOnly; SameSite=Strict; Path=/ and sends the browser to /")
    func cookieAttributes() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let answer = try team.postSignIn("ada", ServedTeam.password)
        #expect(answer.status == 303)
        #expect(answer.header("Location") == "/")
        let sessions = answer.cookies.filter { $0.hasPrefix("cairn_session=") }
        #expect(sessions.count == 1)
        let token = String(sessions[0].dropFirst("cairn_session=".count).prefix { $0 != ";" })
        #expect(SessionToken.isWellFormed(token))
        #expect(sessions[0] == "cairn_session=\(token); HttpOnly; SameSite=Strict; Path=/")
        // Only a hash of the token is stored.
        let stored = try team.store.connection.execute("SELECT encode(token_hash, 'hex') FROM sign_in_sessions").rows
        #expect(stored.count == 1 && !stored.description.contains(token))
    }

    @Test("behind TLS the cookie is also Secure: from a proxy's X-Forwarded-Proto: https, or always with --secure-cookies")
    func secureCookies() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let proxied = try team.postSignIn("ada", ServedTeam.password, headers: ["X-Forwarded-Proto": "https"])
        let cookie = try #require(proxied.cookies.first { $0.hasPrefix("cairn_session=") })
        #expect(cookie.hasSuffix("; HttpOnly; SameSite=Strict; Path=/; Secure"))
        let secure = try ServedTeam(secureCookies: true)
        try secure.add("ada")
        let always = try #require(try secure.postSignIn("ada", ServedTeam.password).cookies.first { $0.hasPrefix("cairn_session=") })
        #expect(always.hasSuffix("; HttpOnly; SameSite=Strict; Path=/; Secure"))
        #expect(try secure.send("GET", "/signin").cookies.allSatisfy { $0.hasSuffix("; Secure") })
    }

    @Test("the sign-in page has labelled name and password inputs and a _csrf field")
    func signInPage() throws {
        let team = try ServedTeam()
        let page = try team.send("GET", "/signin")
        #expect(page.status == 200)
        #expect(page.text.contains(#"<label for="signin-name">Name</label>"#) && page.text.contains(#"id="signin-name" name="name""#))
        #expect(page.text.contains(#"<label for="signin-password">Password</label>"#) && page.text.contains(#"id="signin-password" name="password" type="password""#))
        #expect(ServedTeam.field("_csrf", in: page.text)?.count == 64)
        #expect(page.cookies.count == 1 && page.cookies[0].hasPrefix("cairn_signin=") && page.cookies[0].hasSuffix("; HttpOnly; SameSite=Strict; Path=/"))
    }

    @Test("a wrong password, an unknown name and a disabled person get the same 401, byte for byte, and no cookie")
    func refusalsAreIdentical() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        try team.store.setDisabled("bob", true)
        let form = try team.signInForm()
        func post(_ name: String, _ password: String) throws -> TeamAnswer {
            try team.send("POST", "/signin", headers: ["Cookie": "cairn_signin=\(form.cookie)", "Content-Type": "application/x-www-form-urlencoded"],
                          body: TeamHTTP.form([("_csrf", form.csrf), ("name", name), ("password", password)]))
        }
        let wrong = try post("ada", "not the password at all")
        let unknown = try post("nobody", ServedTeam.password)
        let disabled = try post("bob", ServedTeam.password)
        for answer in [wrong, unknown, disabled] {
            #expect(answer.status == 401)
            #expect(answer.cookies.isEmpty, "\(answer.cookies)")
            #expect(answer.text.contains("wrong name or password"))
        }
        #expect(wrong.body == unknown.body)
        #expect(wrong.body == disabled.body)
        #expect(try team.store.connection.execute("SELECT count(*) FROM sign_in_sessions").scalar == "0")
    }

    @Test("after sign-out the session's cookie is refused, and the cookie is cleared")
    func signOut() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let ada = try team.signIn("ada")
        #expect(try ada.get("/api/team").status == 200)
        let out = try ada.post("/signout", [])
        #expect(out.status == 303 && out.header("Location") == "/signin")
        #expect(out.cookies == ["cairn_session=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0"])
        #expect(try ada.get("/api/team").status == 401)
        #expect(try ada.get("/team").status == 303)
    }

    @Test("a disabled person's live session is refused at once, and so is a removed person's")
    func disabledAndRemoved() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        let ada = try team.signIn("ada"), bob = try team.signIn("bob")
        #expect(try ada.get("/api/team").status == 200)
        try team.store.setDisabled("ada", true)
        #expect(try ada.get("/api/team").status == 401)
        #expect(try ada.get("/").status == 303)
        try team.store.setDisabled("ada", false)
        #expect(try ada.get("/api/team").status == 401, "enabled again, the old session stays ended")
        #expect(try bob.get("/api/team").status == 200)
        try team.store.removePerson("bob")
        #expect(try bob.get("/api/team").status == 401)
        #expect(try team.store.connection.execute("SELECT count(*) FROM sign_in_sessions").scalar == "0", "bob's session went with him")
    }

    @Test("a change without the session's CSRF token is refused: none, another session's, the sign-in form's")
    func csrf() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        let ada = try team.signIn("ada"), bob = try team.signIn("bob")
        var headers = ada.cookie
        headers["Content-Type"] = "application/x-www-form-urlencoded"
        let none = try team.send("POST", "/team/sharing", headers: headers, body: TeamHTTP.form([("share", "on")]))
        #expect(none.status == 403)
        #expect(try ada.post("/team/sharing", [("share", "on")], csrf: bob.csrf).status == 403)
        #expect(try ada.post("/signout", [], csrf: bob.csrf).status == 403)
        #expect(try team.store.sharesWeek(team.store.person(named: "ada")) == false)
        #expect(try ada.get("/api/team").status == 200, "a refused sign-out ended nothing")
        // The sign-in form's own token is bound to its cookie.
        let form = try team.signInForm()
        let other = try team.signInForm()
        let crossed = try team.send("POST", "/signin", headers: ["Cookie": "cairn_signin=\(form.cookie)", "Content-Type": "application/x-www-form-urlencoded"],
                                    body: TeamHTTP.form([("_csrf", other.csrf), ("name", "ada"), ("password", ServedTeam.password)]))
        #expect(crossed.status == 403 && crossed.cookies.allSatisfy { !$0.hasPrefix("cairn_session=") })
        let bare = try team.send("POST", "/signin", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                 body: TeamHTTP.form([("name", "ada"), ("password", ServedTeam.password)]))
        #expect(bare.status == 403 && bare.cookies.allSatisfy { !$0.hasPrefix("cairn_session=") })
        // A browser marking a post cross-site is refused before any route.
        var cross = ada.cookie
        cross["Sec-Fetch-Site"] = "cross-site"
        cross["Content-Type"] = "application/x-www-form-urlencoded"
        #expect(try team.send("POST", "/team/sharing", headers: cross, body: TeamHTTP.form([("_csrf", ada.csrf), ("share", "on")])).status == 403)
        // With the token the change is made (the Settings page it answers with is teamapp's to render).
        #expect(try ada.post("/team/sharing", [("share", "on")]).status != 403)
        #expect(try team.store.sharesWeek(team.store.person(named: "ada")))
    }

    @Test("next goes only to a path of this server: another site's address sends the browser to /")
    func nextIsLocal() throws {
        let team = try ServedTeam()
        try team.add("ada")
        #expect(try team.postSignIn("ada", ServedTeam.password, next: "/history?year=2026").header("Location") == "/history?year=2026")
        // A non-ASCII trackable's page, decoded or not, is kept (percent-encoded: a Location is ASCII).
        #expect(try team.postSignIn("ada", ServedTeam.password, next: "/trackables/Läufe").header("Location") == "/trackables/L%C3%A4ufe")
        #expect(try team.postSignIn("ada", ServedTeam.password, next: "/trackables/L%C3%A4ufe").header("Location") == "/trackables/L%C3%A4ufe")
        for next in ["//evil.example/", "https://evil.example/", "/\\evil.example", "http:/evil", "javascript:alert(1)", "/\r\nSet-Cookie: x=1",
                     "/%2F%2Fevil.example", "/trackables/C#section"] {
            #expect(try team.postSignIn("ada", ServedTeam.password, next: next).header("Location") == "/", "\(next)")
        }
    }

    @Test("five failed sign-ins for a name refuse it, right password or not, for fifteen minutes; unknown names alike")
    func throttle() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        for _ in 0..<TeamStore.signInFailureLimit {
            #expect(try team.postSignIn("ada", "not the password at all").status == 401)
            #expect(try team.postSignIn("ghost", "not the password at all").status == 401)
        }
        let throttled = try team.postSignIn("ada", ServedTeam.password)
        #expect(throttled.status == 429)
        #expect(throttled.cookies.allSatisfy { !$0.hasPrefix("cairn_session=") })
        #expect(throttled.header("Retry-After") == "900")
        #expect(try team.postSignIn("ghost", ServedTeam.password).status == 429, "an unknown name is throttled the same")
        #expect(try team.postSignIn("bob", ServedTeam.password).status == 303, "another name is not")
    }

    @Test("a 5,000-character name gets the 401 of any wrong name, byte for byte, and nothing of the database")
    func longName() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let form = try team.signInForm()
        func post(_ name: String) throws -> TeamAnswer {
            try team.send("POST", "/signin", headers: ["Cookie": "cairn_signin=\(form.cookie)", "Content-Type": "application/x-www-form-urlencoded"],
                          body: TeamHTTP.form([("_csrf", form.csrf), ("name", name), ("password", "not the password at all")]))
        }
        // Random letters and digits: PostgreSQL cannot compress them under its index's row size.
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let long = try post(String((0..<5_000).map { _ in letters.randomElement() ?? "a" }))
        let unknown = try post("nobody")
        #expect(long.status == 401, "\(long.status) \(long.text.prefix(300))")
        #expect(long.body == unknown.body)
        #expect(!long.text.contains("PostgreSQL") && !long.text.contains("index"))
    }

    @Test("a browser that signed in as ada before is not locked out by strangers' failures; another browser is")
    func knownDevice() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let first = try team.postSignIn("ada", ServedTeam.password)
        let set = try #require(first.cookies.first { $0.hasPrefix("cairn_device=") })
        #expect(set.hasSuffix("; HttpOnly; SameSite=Strict; Path=/; Max-Age=\(SessionCookie.deviceLifetime)"))
        let device = String(set.dropFirst("cairn_device=".count).prefix { $0 != ";" })
        for _ in 0..<TeamStore.signInFailureLimit { #expect(try team.postSignIn("ada", "not the password at all").status == 401) }
        #expect(try team.postSignIn("ada", ServedTeam.password).status == 429, "a browser never signed in as ada is locked out")
        let form = try team.signInForm()
        func post(_ password: String, device: String) throws -> TeamAnswer {
            try team.send("POST", "/signin", headers: ["Cookie": "cairn_signin=\(form.cookie); cairn_device=\(device)",
                                                       "Content-Type": "application/x-www-form-urlencoded"],
                          body: TeamHTTP.form([("_csrf", form.csrf), ("name", "ada"), ("password", password)]))
        }
        let known = try post(ServedTeam.password, device: device)
        #expect(known.status == 303, "\(known.status) \(known.text.prefix(300))")
        #expect(try post(ServedTeam.password, device: String(device.reversed())).status == 429, "a forged cookie is no one's")
        #expect(try team.postSignIn("ada", ServedTeam.password).status == 429, "the known browser's success cleared no stranger's count")
    }

    @Test("PostgreSQL stopped: sign-in, a signed-in page and an editor's key answer 503 with Retry-After, naming neither the address nor its password")
    func outage() throws {
        let postgres = try TestPostgres()
        defer { postgres.stop() }
        let address = "postgresql:///postgres?host=\(postgres.folder)&user=\(postgres.user)&password=hunter2-secret"
        let team = try ServedTeam(database: address)
        try team.add("ada")
        let ada = try team.signIn("ada")
        let key = try team.store.makeKey(for: "ada", rotate: false)
        postgres.stop()
        let signIn = try team.postSignIn("ada", ServedTeam.password)
        let page = try ada.get("/api/today")
        let editor = try team.send("GET", "/api/v1/users/current/statusbar/today?api_key=\(key)")
        for answer in [signIn, page, editor] {
            #expect(answer.status == 503, "\(answer.status) \(answer.text.prefix(300))")
            #expect(answer.header("Retry-After") == "60")
            #expect(!answer.text.contains(postgres.folder) && !answer.text.contains("hunter2") && !answer.text.contains("PostgreSQL"),
                    "\(answer.text.prefix(600))")
        }
        #expect(signIn.text.contains("the team database is not answering at the moment; try again in a minute"))
    }
}
