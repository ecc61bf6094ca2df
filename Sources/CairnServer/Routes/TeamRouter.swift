import CairnApp
import CairnTeam
import Foundation

/// Every route of a team server (`cairn serve --database postgresql://…`): the stylesheet and
/// script, sign-in (``SignInRoutes``), the WakaTime endpoints by key (``TeamWakaTimeRoutes``),
/// and behind ``TeamGate`` the screens and the API of the signed-in person: the same routes as a
/// personal server (``PageRoutes``, ``APIRoutes``) over a ``ServedDatabase`` scoped to them, so
/// every workspace a route makes acts on their rows and no one else's.
struct TeamRouter: Sendable {
    var connections: TeamConnections
    /// The clock and environment; `team` is set per request (``ServedDatabase/scoped(to:)``).
    var served: ServedDatabase
    /// `--secure-cookies`.
    var secureCookies: Bool
    /// Where sign-ins check passwords, a few at a time (``PasswordChecks``).
    var checks: PasswordChecks
    /// The sign-ins each client address may try (``SignInBudget``).
    var budget: SignInBudget
    /// Who a request comes from (`--trusted-proxy`).
    var client: ClientAddress
    /// This server's caps on import jobs, and the heartbeat of those waiting.
    var imports: TeamImportSlots

    /// The refusal of an upload from its headers, before its body is spooled (``TeamGate``).
    func uploadRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        TeamGate.uploadRefusal(request, connections: connections, now: served.fixedNow?.instant ?? Date())
    }

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.pathParts
        if request.method == "GET", parts.count == 2, parts[0] == "assets" {
            switch parts[1] {
            case "cairn.css": return .text(Stylesheet.text, type: "text/css; charset=utf-8")
            case "cairn.js": return .text(Script.text, type: "text/javascript; charset=utf-8")
            default: return .html(Layout.notFound(path: request.path), status: 404)
            }
        }
        let now = served.fixedNow?.instant ?? Date()
        let signIn = SignInRoutes(connections: connections, checks: checks, budget: budget, client: client, now: now,
                                  secureCookies: secureCookies)
        if let answer = signIn.answer(request) { return answer }
        if AccessPolicy.isKeyed(request.path, prefixes: WakaTimeRoutes.prefixes) {
            return TeamWakaTimeRoutes(connections: connections, served: served).answer(request)
        }
        // The gate: a live session, and on a change the CSRF token bound to it.
        let token = SessionCookie.value(SessionCookie.session, in: request)
        let person: Person?
        do {
            person = try token.flatMap { token throws(AppError) in try TeamSignIn.person(connections, session: token, now: now) }
        } catch {
            return HTTPResponse.error(error.description, status: 503).adding("Retry-After", "60")
        }
        guard let person, let token else { return TeamGate.signInFirst(request) }
        if request.isStateChanging, !TeamGate.carriesCSRF(request, session: token) { return TeamGate.csrfRefusal }
        if request.method == "POST", request.path == "/signout" { return signIn.signOut(request, token: token) }
        let csrf = SessionToken.csrf(for: token)
        let shown = person.displayName.isEmpty ? person.name : person.displayName
        let database = served.scoped(to: TeamScope(connections: connections, person: person))
        let pages = PageRoutes(database: database, csrfToken: csrf, databaseName: shown, teamMode: true)
        if let answer = TeamPageRoutes(pages: pages).answer(request) { return answer }
        let account = TeamAccountRoutes(connections: connections, checks: checks, pages: pages, person: person, now: now,
                                        secureCookies: secureCookies)
        if let answer = account.answer(request) { return answer }
        if let answer = ImportRoutes(pages: pages, jobs: TeamImportJobs(connections: connections, person: person, waiting: imports)).answer(request) { return answer }
        if let answer = TeamNudgeRoutes.answer(request, database: database) { return answer }
        if parts.first == "api" {
            return APIRoutes(database: database).answer(request) ?? .error("no API route \(request.method) \(request.path); see docs/API.md", status: 404)
        }
        return pages.answer(request) ?? .html(Layout.notFound(path: request.path), status: 404)
    }
}
