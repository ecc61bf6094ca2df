import CairnApp
import CairnTeam
import Foundation

/// A team server's `GET /signin` (the form, with a fresh `cairn_signin` cookie its CSRF token is
/// bound to), `POST /signin` (Argon2id through ``TeamSignIn/signIn(_:checks:name:password:now:)``:
/// 303 to `next` with the `cairn_session` cookie, or 401 with one message for every refusal and
/// no cookie, or 429 while the name is throttled, or 503 while every password-check slot is
/// taken) and `POST /signout` (the session ended, the cookie cleared).
struct SignInRoutes: Sendable {
    var connections: TeamConnections
    /// The server's password-check slots.
    var checks: PasswordChecks
    /// The sign-ins each client address may try.
    var budget: SignInBudget
    /// Who a request comes from.
    var client: ClientAddress
    var now: Date
    /// `--secure-cookies`: `Secure` on every cookie.
    var secureCookies: Bool

    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        switch (request.method, request.path) {
        case ("GET", "/signin"): return form(request, next: SessionCookie.safeNext(request.query["next"]))
        case ("POST", "/signin"): return signIn(request)
        default: return nil
        }
    }

    /// The form; a browser without a sign-in cookie gets a new one (one with a cookie keeps it,
    /// and nothing is set).
    private func form(_ request: HTTPRequest, next: String, name: String = "", problem: String? = nil, status: Int = 200) -> HTTPResponse {
        let secure = SessionCookie.isSecure(request, always: secureCookies)
        let kept = SessionCookie.value(SessionCookie.signIn, in: request).flatMap { SessionToken.isWellFormed($0) ? $0 : nil }
        guard let cookie = kept ?? (try? SessionToken.make()) else {
            return .error("cannot make a sign-in token: libsodium could not start", status: 500)
        }
        let page = SignInPage(csrfToken: SessionToken.csrf(for: cookie), next: next, name: name, problem: problem)
        let response = HTTPResponse.html(page.render(), status: status)
        return kept != nil ? response : response.adding("Set-Cookie", SessionCookie.setting(SessionCookie.signIn, cookie, secure: secure))
    }

    private func signIn(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        let next = SessionCookie.safeNext(fields["next"])
        let name = fields["name"] ?? ""
        // One address's budget is spent before anything is looked up or checked.
        if let wait = budget.take(client.of(request), now: now) {
            return form(request, next: next, name: "",
                        problem: "too many sign-ins from this address; try again in \(wait) second\(wait == 1 ? "" : "s")", status: 429)
                .adding("Retry-After", String(wait))
        }
        // The form's CSRF token must be the one bound to this browser's sign-in cookie.
        guard let cookie = SessionCookie.value(SessionCookie.signIn, in: request), SessionToken.isWellFormed(cookie),
              let given = fields["_csrf"], AccessPolicy.same(given, SessionToken.csrf(for: cookie)) else {
            return form(request, next: next, name: name, problem: "the sign-in form had expired; sign in again", status: 403)
        }
        let outcome: TeamSignIn.Outcome
        do {
            outcome = try TeamSignIn.signIn(connections, checks: checks, name: name, password: fields["password"] ?? "",
                                            device: SessionCookie.value(SessionCookie.device, in: request), now: now)
        } catch {
            return form(request, next: next, problem: error.description, status: 503).adding("Retry-After", "60")
        }
        switch outcome {
        case let .signedIn(_, token, device):
            let secure = SessionCookie.isSecure(request, always: secureCookies)
            return HTTPResponse.redirect(to: next).adding("Set-Cookie", SessionCookie.setting(SessionCookie.session, token, secure: secure))
                .adding("Set-Cookie", SessionCookie.settingDevice(device, secure: secure))
        case .refused:
            // The name is not typed back: the answer is the same byte for byte whatever was wrong.
            return form(request, next: next, problem: TeamSignIn.refusal, status: 401)
        case let .throttled(seconds):
            let minutes = max(1, (seconds + 59) / 60)
            return form(request, next: next, name: name,
                        problem: "too many failed sign-ins for this name; try again in \(minutes) minute\(minutes == 1 ? "" : "s")", status: 429)
                .adding("Retry-After", String(seconds))
        case .busy:
            return form(request, next: next, name: name,
                        problem: "too many people are signing in at this moment; try again in a few seconds", status: 503)
                .adding("Retry-After", "5")
        }
    }

    /// `POST /signout` (the gate checked the session and its CSRF token): ends the session.
    func signOut(_ request: HTTPRequest, token: String) -> HTTPResponse {
        do {
            try TeamSignIn.signOut(connections, session: token)
        } catch {
            return .error(error.description, status: 503).adding("Retry-After", "60")
        }
        return HTTPResponse.redirect(to: "/signin")
            .adding("Set-Cookie", SessionCookie.clearing(SessionCookie.session, secure: SessionCookie.isSecure(request, always: secureCookies)))
    }
}
