import CairnApp
import CairnTeam
import Foundation

/// `cairn serve`'s whole server: every route over one database (``AppRouter``), on
/// libmicrohttpd, with the day's nudges delivered while it runs (``NudgeCourier``). It serves
/// from the moment it is made until it is released.
public final class AppServer: Sendable {
    private let server: HTTPServer
    private let courier: NudgeCourier?
    /// A team server's: the expired sign-in sessions deleted every ten minutes.
    private let pruner: TeamSessionPruner?

    /// Starts serving `database`.
    /// - Parameters:
    ///   - database: the database file (it must exist: the caller opens it first).
    ///   - fixedNow: `--now` and its text, for tests; nil for the real clock.
    ///   - environment: the server's environment (`TZ`, `PATH` for `notify-send`).
    ///   - address: an IP literal to bind; `port` 0 takes any free port.
    ///   - bearerToken: the token every request must carry (needed beyond loopback).
    public init(database: String, fixedNow: (instant: Date, text: String)?, environment: [String: String],
                address: String, port: Int, bearerToken: String?) throws(ServerError) {
        let served = ServedDatabase(path: database, fixedNow: fixedNow, environment: environment)
        let csrf = RandomToken.make()
        let router = AppRouter(database: served, csrfToken: csrf, databaseName: URL(fileURLWithPath: database).lastPathComponent)
        // The day's nudges, delivered while serving: now, after every write, and once a minute.
        let courier = NudgeCourier(database: served)
        self.courier = courier
        pruner = nil
        server = try HTTPServer(address: address, port: port, bearerToken: bearerToken, csrfToken: csrf,
                                keyedPrefixes: WakaTimeRoutes.prefixes) { request in
            let response = router.answer(request)
            if NudgeCourier.changesData(request, response) { courier.poke() }
            return response
        }
    }

    /// Starts a team server over the PostgreSQL database behind `connections` (its schema
    /// brought up to date by the caller): each person signs in (``SignInRoutes``) and every
    /// screen, API route and heartbeat acts on their rows only (``TeamRouter``). No bearer token:
    /// the sessions guard it. No desktop courier: the machine's `notify-send` reaches none of its
    /// people, so each person's open page asks for their nudges (``TeamNudgeRoutes``). The
    /// expired sign-in sessions are deleted every ten minutes (``TeamSessionPruner``).
    /// - Parameters:
    ///   - secureCookies: `Secure` on every cookie (the server is behind TLS); without it, only
    ///     on answers to requests a proxy marks `X-Forwarded-Proto: https`.
    ///   - passwordChecks: the slots sign-ins check passwords in: by default 2 of the 4 request
    ///     threads, a sign-in finding both taken answered 503 at once, so pages and heartbeats
    ///     are still answered during a burst of sign-ins.
    ///   - signInBudget: the sign-ins each client address may try, checked before the password.
    ///   - trustedProxies: the reverse proxies whose `X-Forwarded-For` names the client (``ClientAddress``).
    public init(team connections: TeamConnections, fixedNow: (instant: Date, text: String)?, environment: [String: String],
                address: String, port: Int, secureCookies: Bool, passwordChecks: PasswordChecks = PasswordChecks(),
                signInBudget: SignInBudget = SignInBudget(), trustedProxies: [String] = []) throws(ServerError) {
        let served = ServedDatabase(path: "", fixedNow: fixedNow, environment: environment)
        let router = TeamRouter(connections: connections, served: served, secureCookies: secureCookies, checks: passwordChecks,
                                budget: signInBudget, client: ClientAddress(trustedProxies: trustedProxies),
                                imports: TeamImportSlots(address: connections.address))
        courier = nil
        let fixed = fixedNow?.instant
        pruner = TeamSessionPruner(address: connections.address) { fixed ?? Date() }
        server = try HTTPServer(address: address, port: port, bearerToken: nil, csrfToken: RandomToken.make(),
                                keyedPrefixes: WakaTimeRoutes.prefixes, teamMode: true,
                                uploadGate: { request in router.uploadRefusal(request) }) { request in router.answer(request) }
    }

    /// The address it serves at, `http://127.0.0.1:7878/`.
    public var url: String { server.url }

    /// The port it listens on (the one the system chose, for port 0).
    public var port: Int { server.port }
}
