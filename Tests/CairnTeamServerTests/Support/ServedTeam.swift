import CairnApp
import CairnServer
import CairnTeam
import CairnTestSupport
import Foundation
import Testing

/// A team server on a fresh PostgreSQL database of the test process's server, in this process,
/// with people added and signed in as a browser would.
final class ServedTeam: @unchecked Sendable {
    static let now = "2026-03-09T20:00:00Z"
    static let nowDate = Date(timeIntervalSince1970: 1_773_086_400)
    static let password = "correct horse battery"

    let address: String
    let store: TeamStore
    let server: AppServer

    /// - Parameters:
    ///   - path: the server's `PATH` (a stand-in `notify-send` first, to see it unused).
    ///   - passwordChecks: the server's sign-in slots.
    ///   - signInBudget: the sign-ins each client address may try.
    ///   - trustedProxies: whose `X-Forwarded-For` names the client (`127.0.0.1`: the test's own).
    ///   - database: the address of the database to serve (a fresh one of the shared server by default).
    init(secureCookies: Bool = false, path: String = "/usr/bin:/bin", passwordChecks: PasswordChecks = PasswordChecks(),
         signInBudget: SignInBudget = SignInBudget(), trustedProxies: [String] = [], database: String? = nil) throws {
        address = try database ?? TestPostgres.shared().makeDatabase()
        store = try TeamStore(address: address)
        server = try AppServer(team: TeamConnections(address: address), fixedNow: (Self.nowDate, Self.now),
                               environment: ["TZ": "UTC", "PATH": path], address: "127.0.0.1", port: 0,
                               secureCookies: secureCookies, passwordChecks: passwordChecks, signInBudget: signInBudget,
                               trustedProxies: trustedProxies)
    }

    /// A second team server on `other`'s database, as a load balancer's second server is: the
    /// sign-in sessions, and everything else stored, are shared; nothing in memory is.
    init(sharingDatabaseOf other: ServedTeam) throws {
        address = other.address
        store = try TeamStore(address: address)
        server = try AppServer(team: TeamConnections(address: address), fixedNow: (Self.nowDate, Self.now),
                               environment: ["TZ": "UTC", "PATH": "/usr/bin:/bin"], address: "127.0.0.1", port: 0,
                               secureCookies: false)
    }

    var port: Int { server.port }

    @discardableResult
    func add(_ name: String) throws -> Person { try store.addPerson(name, password: Self.password) }

    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) throws -> TeamAnswer {
        try TeamHTTP.send(port: port, method, path, headers: headers, body: body)
    }

    /// The sign-in form's cookie and CSRF token, as a browser gets them from `GET /signin`.
    func signInForm() throws -> (cookie: String, csrf: String) {
        let page = try send("GET", "/signin")
        let cookie = try #require(page.cookies.first { $0.hasPrefix("cairn_signin=") })
        let value = String(cookie.dropFirst("cairn_signin=".count).prefix { $0 != ";" })
        return (value, try #require(Self.field("_csrf", in: page.text)))
    }

    /// Posts the sign-in form.
    func postSignIn(_ name: String, _ password: String, next: String? = nil, headers: [String: String] = [:]) throws -> TeamAnswer {
        let form = try signInForm()
        var fields = [("_csrf", form.csrf), ("name", name), ("password", password)]
        if let next { fields.append(("next", next)) }
        var all = ["Cookie": "cairn_signin=\(form.cookie)", "Content-Type": "application/x-www-form-urlencoded"]
        for (key, value) in headers { all[key] = value }
        return try send("POST", "/signin", headers: all, body: TeamHTTP.form(fields))
    }

    /// Signs `name` in; their session cookie's value.
    func signIn(_ name: String) throws -> Browser {
        let answer = try postSignIn(name, Self.password)
        try #require(answer.status == 303, "\(answer.status) \(answer.text)")
        let cookie = try #require(answer.cookies.first { $0.hasPrefix("cairn_session=") })
        let token = String(cookie.dropFirst("cairn_session=".count).prefix { $0 != ";" })
        let page = try send("GET", "/team", headers: ["Cookie": "cairn_session=\(token)"])
        return Browser(team: self, token: token, csrf: try #require(Self.field("_csrf", in: page.text), "\(page.status) \(page.text)"))
    }

    /// The value of the first hidden field `name` in `html`.
    static func field(_ name: String, in html: String) -> String? {
        guard let range = html.range(of: #"name="\#(name)" value=""#) else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    /// A signed-in browser.
    struct Browser {
        var team: ServedTeam
        var token: String
        var csrf: String

        var cookie: [String: String] { ["Cookie": "cairn_session=\(token)"] }

        /// The same browser sending its requests to `other` (a server on the same database).
        func on(_ other: ServedTeam) -> Browser { Browser(team: other, token: token, csrf: csrf) }

        func get(_ path: String) throws -> TeamAnswer { try team.send("GET", path, headers: cookie) }

        func post(_ path: String, _ fields: [(String, String)], csrf: String? = nil) throws -> TeamAnswer {
            var headers = cookie
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            return try team.send("POST", path, headers: headers, body: TeamHTTP.form([("_csrf", csrf ?? self.csrf)] + fields))
        }
    }
}
