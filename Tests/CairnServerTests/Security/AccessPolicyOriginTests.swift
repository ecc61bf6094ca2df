import CairnServer
import Testing

/// State-changing requests a browser marks as cross-site are refused even with the CSRF token.
@Suite("AccessPolicy: Origin and Sec-Fetch-Site")
struct AccessPolicyOriginTests {
    static let csrf = String(repeating: "c", count: 64)

    func policy() throws -> AccessPolicy {
        try AccessPolicy(address: "127.0.0.1", port: 7878, csrfToken: Self.csrf, bearerToken: nil, keyedPrefixes: ["/api/v1/"])
    }

    func post(_ headers: [String: String], path: String = "/api/log") -> HTTPRequest {
        HTTPRequest(method: "POST", path: path, headers: ["Host": "127.0.0.1:7878", "X-CSRF-Token": Self.csrf].merging(headers) { $1 })
    }

    @Test("the server's own pages (whose form posts say Origin: null under no-referrer), and clients that send neither header, pass", arguments: [
        [:],
        ["Origin": "http://127.0.0.1:7878"],
        ["Sec-Fetch-Site": "same-origin", "Origin": "http://127.0.0.1:7878"],
        ["Sec-Fetch-Site": "none"],
        ["Origin": "null", "Sec-Fetch-Site": "same-origin"],
        ["Origin": "null"],
    ])
    func accepted(headers: [String: String]) throws {
        #expect(try policy().refusal(for: post(headers)) == nil)
    }

    @Test("another site, or another port of the same host, is refused with 403", arguments: [
        ["Origin": "http://evil.example"],
        ["Origin": "http://127.0.0.1:8080"],
        ["Origin": "null", "Sec-Fetch-Site": "cross-site"],
        ["Sec-Fetch-Site": "cross-site"],
        ["Sec-Fetch-Site": "same-site"],
        ["Sec-Fetch-Site": "same-site", "Origin": "http://localhost:7878"],
    ])
    func refused(headers: [String: String]) throws {
        let refusal = try policy().refusal(for: post(headers))
        #expect(refusal?.status == 403)
    }

    @Test("reads are not checked: a cross-site GET gets no answer it can read anyway")
    func reads() throws {
        let request = HTTPRequest(method: "GET", path: "/", headers: ["Host": "127.0.0.1:7878", "Sec-Fetch-Site": "cross-site"])
        #expect(try policy().refusal(for: request) == nil)
    }
}
