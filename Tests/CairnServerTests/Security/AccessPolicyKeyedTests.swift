import CairnServer
import Testing

/// Which paths carry an API key instead of the tokens: the WakaTime routes' prefixes, by whole
/// path segments, and the base `/api/v1` where the legacy WakaTime CLI posts.
@Suite("AccessPolicy: the keyed paths")
struct AccessPolicyKeyedTests {
    static let prefixes = ["/api/v1/", "/api/heartbeat", "/api/compat/wakatime/"]

    func policy() throws -> AccessPolicy {
        try AccessPolicy(address: "127.0.0.1", port: 7878, csrfToken: String(repeating: "c", count: 64), bearerToken: nil,
                         keyedPrefixes: Self.prefixes)
    }

    /// A POST with no CSRF token: a keyed path lets it through to its route (which checks the key).
    func tokenless(_ path: String) -> HTTPRequest {
        HTTPRequest(method: "POST", path: path, headers: ["Host": "127.0.0.1:7878", "Authorization": "Bearer some-key"])
    }

    @Test("the base URL and the WakaTime routes below it need no CSRF token", arguments: [
        "/api/v1", "/api/v1/", "/api/v1/users/current/heartbeats.bulk", "/api/heartbeat", "/api/heartbeat/",
        "/api/compat/wakatime/v1", "/api/compat/wakatime/v1/users/current/heartbeats.bulk",
    ])
    func keyed(path: String) throws {
        #expect(AccessPolicy.isKeyed(path, prefixes: Self.prefixes))
        #expect(try policy().refusal(for: tokenless(path)) == nil)
    }

    @Test("a longer name beside a keyed prefix, and every other route, still needs the CSRF token", arguments: [
        "/api/v1x", "/api/v", "/api/heartbeats", "/api/heartbeatx", "/api/log", "/api", "/connect/rotate", "/export", "/",
    ])
    func notKeyed(path: String) throws {
        #expect(!AccessPolicy.isKeyed(path, prefixes: Self.prefixes))
        #expect(try policy().refusal(for: tokenless(path))?.status == 403)
    }
}
