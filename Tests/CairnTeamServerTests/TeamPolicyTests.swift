import CairnServer
import Foundation
import Testing

@Suite("A team server's access policy and cookies, apart from HTTP")
struct TeamPolicyTests {
    @Test("no bearer token is needed beyond loopback, the per-process CSRF token is not asked, Host and Sec-Fetch-Site still are")
    func policy() throws {
        #expect(throws: ServerError.self) { try AccessPolicy(address: "10.0.0.5", port: 80, csrfToken: "t", bearerToken: nil) }
        let team = try AccessPolicy(address: "10.0.0.5", port: 80, csrfToken: "t", bearerToken: nil, teamMode: true)
        let post = HTTPRequest(method: "POST", path: "/team/sharing", headers: ["Host": "10.0.0.5:80"])
        #expect(team.refusal(for: post) == nil, "the team routes check the session's token")
        #expect(team.refusal(for: HTTPRequest(method: "GET", path: "/", headers: ["Host": "evil.example"]))?.status == 421)
        var cross = post
        cross.headers["sec-fetch-site"] = "cross-site"
        #expect(team.refusal(for: cross)?.status == 403)
        let personal = try AccessPolicy(address: "127.0.0.1", port: 80, csrfToken: "t", bearerToken: nil)
        #expect(personal.refusal(for: HTTPRequest(method: "POST", path: "/team/sharing", headers: ["Host": "127.0.0.1:80"]))?.status == 403,
                "a personal server still asks its own token")
    }

    @Test("next is a path of this server, or /", arguments: [
        ("/", "/"), ("/history?year=2026", "/history?year=2026"), ("/coding/projects/a%2Fb", "/coding/projects/a%2Fb"),
        ("//evil.example", "/"), ("/\\evil.example", "/"), ("https://evil.example/", "/"), ("evil", "/"), ("", "/"),
        ("/a\r\nb", "/"), ("/a\\b", "/"),
        // The same check as a form's way back (ReturnTarget): an encoded second slash, a fragment.
        ("/%2F%2Fevil.example", "/"), ("/%2f/evil.example", "/"), ("/trackables/C#", "/"), ("/history#x", "/"), ("/a b", "/"),
        ("https://evil.example/trackables/Weight", "/"),
        // A decoded non-ASCII trackable still goes to its page, percent-encoded for the Location.
        ("/trackables/Läufe", "/trackables/L%C3%A4ufe"), ("/trackables/L%C3%A4ufe?range=30d", "/trackables/L%C3%A4ufe?range=30d"),
    ])
    func next(_ given: String, _ kept: String) {
        #expect(SessionCookie.safeNext(given) == kept)
    }

    @Test("the session cookie is read by its exact name from a Cookie header of several")
    func cookieValue() {
        let request = HTTPRequest(method: "GET", path: "/", headers: ["Cookie": "xcairn_session=no; cairn_session=yes; other=1"])
        #expect(SessionCookie.value("cairn_session", in: request) == "yes")
        #expect(SessionCookie.value("cairn_signin", in: request) == nil)
    }
}
