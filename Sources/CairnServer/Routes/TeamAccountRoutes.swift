import CairnApp
import CairnTeam
import Foundation

/// A signed-in person's own account on a team server (past ``TeamGate``): `POST
/// /settings/password` (current and new password: every session ended, a new one and a new
/// known-device cookie for this browser, 303 to Settings; else Settings again with the problem)
/// and `POST /signout/everywhere` (every session ended, the cookie cleared, 303 to `/signin`).
struct TeamAccountRoutes: Sendable {
    var connections: TeamConnections
    var checks: PasswordChecks
    var pages: PageRoutes
    var person: Person
    var now: Date
    var secureCookies: Bool

    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        switch (request.method, request.path) {
        case ("POST", TeamAccountView.passwordAction): return changePassword(request)
        case ("POST", TeamAccountView.everywhereAction): return signOutEverywhere(request)
        default: return nil
        }
    }

    private func changePassword(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        let outcome: TeamAccount.PasswordChange
        do {
            outcome = try TeamAccount.changePassword(connections, checks: checks, person: person, current: fields["current"] ?? "",
                                                     new: fields["new"] ?? "", now: now)
        } catch {
            return pages.settings(problem: error.description).with(status: 503).adding("Retry-After", "60")
        }
        switch outcome {
        case let .changed(token, device):
            let secure = SessionCookie.isSecure(request, always: secureCookies)
            return HTTPResponse.redirect(to: "/settings")
                .adding("Set-Cookie", SessionCookie.setting(SessionCookie.session, token, secure: secure))
                .adding("Set-Cookie", SessionCookie.settingDevice(device, secure: secure))
        case .wrongPassword:
            return pages.settings(problem: "the current password is wrong; nothing changed").with(status: 403)
        case let .weak(why):
            return pages.settings(problem: "\(why); nothing changed").with(status: 400)
        case .busy:
            return pages.settings(problem: "too many people are signing in at this moment; try again in a few seconds")
                .with(status: 503).adding("Retry-After", "5")
        }
    }

    private func signOutEverywhere(_ request: HTTPRequest) -> HTTPResponse {
        do {
            try TeamAccount.signOutEverywhere(connections, person: person)
        } catch {
            return .error(error.description, status: 503).adding("Retry-After", "60")
        }
        return HTTPResponse.redirect(to: "/signin")
            .adding("Set-Cookie", SessionCookie.clearing(SessionCookie.session, secure: SessionCookie.isSecure(request, always: secureCookies)))
    }
}

private extension HTTPResponse {
    /// This response with `status` (a rendered page that answers a refused post).
    func with(status: Int) -> HTTPResponse {
        var copy = self
        copy.status = status
        return copy
    }
}
