import CairnTeam
import Foundation
import Testing

/// A signed-in person's own account from Settings: a new password (the current one first) and
/// signing out everywhere.
@Suite("Team server account settings")
struct TeamAccountTests {
    @Test("Settings changes the password with the current one: every other session ends, this browser stays signed in")
    func changePassword() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let here = try team.signIn("ada"), there = try team.signIn("ada")
        let settings = try here.get("/settings")
        #expect(settings.text.contains(#"action="/settings/password""#) && settings.text.contains(#"action="/signout/everywhere""#))
        let wrong = try here.post("/settings/password", [("current", "not the password at all"), ("new", "difference engine")])
        #expect(wrong.status == 403 && wrong.text.contains("the current password is wrong; nothing changed"))
        let weak = try here.post("/settings/password", [("current", ServedTeam.password), ("new", "short")])
        #expect(weak.status == 400)
        #expect(try there.get("/api/team").status == 200, "a refused change ends nothing")
        let changed = try here.post("/settings/password", [("current", ServedTeam.password), ("new", "difference engine")])
        #expect(changed.status == 303 && changed.header("Location") == "/settings")
        let cookie = try #require(changed.cookies.first { $0.hasPrefix("cairn_session=") })
        #expect(changed.cookies.contains { $0.hasPrefix("cairn_device=") })
        let token = String(cookie.dropFirst("cairn_session=".count).prefix { $0 != ";" })
        #expect(try there.get("/api/team").status == 401)
        #expect(try here.get("/api/team").status == 401, "the old session ended too")
        #expect(try team.send("GET", "/api/team", headers: ["Cookie": "cairn_session=\(token)"]).status == 200)
        #expect(try team.postSignIn("ada", ServedTeam.password).status == 401)
        #expect(try team.postSignIn("ada", "difference engine").status == 303)
    }

    @Test("Sign out everywhere ends every session of the person's, this one too, and no one else's")
    func signOutEverywhere() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        let here = try team.signIn("ada"), there = try team.signIn("ada"), bob = try team.signIn("bob")
        let out = try here.post("/signout/everywhere", [])
        #expect(out.status == 303 && out.header("Location") == "/signin")
        #expect(out.cookies == ["cairn_session=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0"])
        #expect(try here.get("/api/team").status == 401)
        #expect(try there.get("/api/team").status == 401)
        #expect(try bob.get("/api/team").status == 200)
        #expect(try there.post("/signout/everywhere", [], csrf: bob.csrf).status == 401)
    }
}
