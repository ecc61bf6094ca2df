import CairnApp
import CairnTeam
import Foundation

/// What a team server lets through to the screens and the API: a signed-in person (else sign in:
/// a screen's `GET` is sent to `/signin?next=…`, anything else is 401), the CSRF token bound to
/// their session on every change (403). Every route then acts on the person's rows.
enum TeamGate {
    /// The answer to a request with no live session.
    static func signInFirst(_ request: HTTPRequest) -> HTTPResponse {
        if request.pathParts.first == "api" || request.method != "GET" {
            return HTTPResponse.error("sign in first: this team server needs a session (POST /signin)", status: 401)
        }
        return .redirect(to: "/signin?next=" + Escape.urlComponent(SessionCookie.safeNext(Escape.urlComponent(request.path, keeping: "/") + queryText(request)), keeping: "/"))
    }

    /// Whether a change carries the CSRF token bound to the session of `token`.
    static func carriesCSRF(_ request: HTTPRequest, session token: String) -> Bool {
        guard let given = AccessPolicy.csrfGiven(request) else { return false }
        return AccessPolicy.same(given, SessionToken.csrf(for: token))
    }

    /// The refusal of an upload from its headers, before a byte of its body is spooled: without a
    /// live session (401), or without its session's CSRF token in the `X-CSRF-Token` header or
    /// the `_csrf` query argument (403).
    static func uploadRefusal(_ request: HTTPRequest, connections: TeamConnections, now: Date) -> HTTPResponse? {
        guard let token = SessionCookie.value(SessionCookie.session, in: request) else { return signInFirst(request) }
        do {
            guard try TeamSignIn.person(connections, session: token, now: now) != nil else { return signInFirst(request) }
        } catch {
            return .error(error.description, status: 503)
        }
        return carriesCSRF(request, session: token) ? nil : csrfRefusal
    }

    /// The refusal of a change without its session's CSRF token.
    static let csrfRefusal = HTTPResponse.error("a change needs the page's CSRF token (the X-CSRF-Token header or the _csrf field); reload the page and try again",
                                                status: 403)

    /// The query as it came, percent-encoded again (`?a=1&b=2`), or "" when there is none.
    static func queryText(_ request: HTTPRequest) -> String {
        guard !request.query.isEmpty else { return "" }
        let pairs = request.query.sorted { $0.key < $1.key }
        return "?" + pairs.map { Escape.urlComponent($0.key, keeping: "/") + "=" + Escape.urlComponent($0.value, keeping: "/") }.joined(separator: "&")
    }
}
