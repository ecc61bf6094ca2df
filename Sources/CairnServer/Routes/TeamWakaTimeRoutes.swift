import CairnApp
import CairnTeam
import Foundation

/// The WakaTime-compatible routes of a team server: the same paths as ``WakaTimeRoutes``, the
/// person found by the key the WakaTime CLI sends (`Authorization: Basic base64(key)`, `Bearer
/// key` or `?api_key=key`; ``TeamSignIn/person(_:key:)``), then heartbeats, the status bar and
/// the read API (``WakaTimeReadRoutes``) acting on their rows only. An unknown key, or a disabled
/// person's, is 401 and stores nothing.
struct TeamWakaTimeRoutes: Sendable {
    var connections: TeamConnections
    var served: ServedDatabase

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        var parts = request.pathParts
        if parts.starts(with: ["api", "compat", "wakatime"]) { parts = ["api"] + parts.dropFirst(3) }
        enum Route { case heartbeats(bulk: Bool), statusbar, read }
        let route: Route
        switch (request.method, parts) {
        case ("POST", ["api", "v1", "users", "current", "heartbeats"]), ("POST", ["api", "heartbeat"]): route = .heartbeats(bulk: false)
        case ("POST", ["api", "v1", "users", "current", "heartbeats.bulk"]), ("POST", ["api", "v1"]): route = .heartbeats(bulk: true)
        case ("GET", ["api", "v1", "users", "current", "statusbar", "today"]): route = .statusbar
        case ("GET", _) where parts.starts(with: ["api", "v1", "users", "current"]): route = .read
        default: return .error("no WakaTime route \(request.method) \(request.path)", status: 404)
        }
        let person: Person?
        do {
            person = try Self.person(request, connections)
        } catch {
            return HTTPResponse.error(error.description, status: 503).adding("Retry-After", "60")
        }
        guard let person else { return Self.unauthorized }
        let database = served.scoped(to: TeamScope(connections: connections, person: person))
        let workspace = database.workspace()
        switch route {
        case let .heartbeats(bulk): return reply(workspace.receiveHeartbeats(body: Data(request.body), bulk: bulk))
        case .statusbar: return reply(workspace.statusbarToday())
        case .read:
            return WakaTimeReadRoutes(database: database, databaseName: person.name).answer(parts, request)
                ?? .error("no WakaTime route \(request.method) \(request.path); see docs/API.md", status: 404)
        }
    }

    /// The 401 for a missing, unknown or disabled key.
    static let unauthorized = HTTPResponse.error("a missing or wrong API key; `cairn team key NAME` makes a person's key for ~/.wakatime.cfg",
                                                 status: 401)

    /// The person whose key the request carries, or nil.
    static func person(_ request: HTTPRequest, _ connections: TeamConnections) throws(AppError) -> Person? {
        for key in offeredKeys(request) {
            if let person = try TeamSignIn.person(connections, key: key) { return person }
        }
        return nil
    }

    /// The keys a request offers, as the WakaTime CLIs send them (at most three, no duplicates).
    static func offeredKeys(_ request: HTTPRequest) -> [String] {
        let offered = WakaTimeEndpoint.offeredKeys(authorization: request.header("Authorization"), queryKey: request.query["api_key"])
        var seen = Set<String>()
        return offered.filter { !$0.isEmpty && $0.utf8.count <= 256 && seen.insert($0).inserted }.prefix(3).map { $0 }
    }

    private func reply(_ reply: WakaTimeEndpoint.Reply) -> HTTPResponse {
        let response = HTTPResponse.json(Array(reply.body) + [0x0A], status: reply.status)
        return reply.retryAfter.map { response.adding("Retry-After", String($0)) } ?? response
    }
}
