import CairnTeam

/// What a team server lets through to the screens and the API: a signed-in person (else sign in:
/// a screen's `GET` is sent to `/signin?next=…`, anything else is 401), the CSRF token bound to
/// their session on every change (403); the routes not in team mode yet answer 501.
enum TeamGate {
    /// The answer to a request with no live session.
    static func signInFirst(_ request: HTTPRequest) -> HTTPResponse {
        if request.pathParts.first == "api" || request.method != "GET" {
            return HTTPResponse.error("sign in first: this team server needs a session (POST /signin)", status: 401)
        }
        return .redirect(to: "/signin?next=" + percentEncoded(SessionCookie.safeNext(request.path + queryText(request))))
    }

    /// Whether a change carries the CSRF token bound to the session of `token`.
    static func carriesCSRF(_ request: HTTPRequest, session token: String) -> Bool {
        let given = request.header("X-CSRF-Token") ?? FormBody(request).fields["_csrf"] ?? (try? MultipartBody(request))??.field("_csrf")
        guard let given else { return false }
        return AccessPolicy.same(given, SessionToken.csrf(for: token))
    }

    /// The refusal of a change without its session's CSRF token.
    static let csrfRefusal = HTTPResponse.error("a change needs the page's CSRF token (the X-CSRF-Token header or the _csrf field); reload the page and try again",
                                                status: 403)

    /// Whether a route is one a personal database has and a team server not yet: undo (a team
    /// server keeps no change log). `/import` and `/api/import/ID` go through: the application
    /// layer imports coding time into the signed-in person's rows and says itself which kinds
    /// are not in team mode yet. `/export` goes through: it writes the signed-in person's rows
    /// (and a Cairn export moves in by Settings' `POST /team/move-in`). Every other route goes
    /// on to the application layer, which acts on the person's rows, or says itself what is not
    /// in team mode yet.
    static func isPersonalOnly(_ request: HTTPRequest) -> Bool {
        let parts = request.pathParts
        if parts.first == "api" { return parts.count > 1 && ["undo"].contains(parts[1]) }
        return ["/trackables/undo", "/history/holds/undo"].contains(request.path)
    }

    /// The answer for a route not in team mode yet: a page, or for the API `{"error"}`, both 501.
    static func notInTeamMode(_ request: HTTPRequest, csrfToken: String, name: String) -> HTTPResponse {
        if request.pathParts.first == "api" {
            return .error("\(request.path) is not in team mode yet: it works on a personal database (cairn serve without --database)", status: 501)
        }
        return .html(Layout.page(.today, csrfToken: csrfToken, databaseName: name, body: NotInTeamModeView.body(path: request.path),
                                 screens: Screen.teamMode, signOut: true), status: 501)
    }

    /// The query as it came, percent-encoded again (`?a=1&b=2`), or "" when there is none.
    static func queryText(_ request: HTTPRequest) -> String {
        guard !request.query.isEmpty else { return "" }
        return "?" + request.query.sorted { $0.key < $1.key }.map { percentEncoded($0.key) + "=" + percentEncoded($0.value) }.joined(separator: "&")
    }

    /// `text` with everything but unreserved characters percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(UnicodeScalar(byte)))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
