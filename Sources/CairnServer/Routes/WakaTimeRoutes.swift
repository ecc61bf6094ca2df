import CairnApp
import CairnCore
import CairnStore
import Foundation

/// The WakaTime-compatible routes of `cairn serve`, for editor plugins: the WakaTime CLI posts
/// heartbeats here (`api_url = http://127.0.0.1:7878/api/v1` in `~/.wakatime.cfg`), with this
/// database's API key (`cairn key`) instead of the pages' CSRF token.
///
/// `POST /api/v1/users/current/heartbeats` (one heartbeat or an array), `…/heartbeats.bulk` and
/// the base `POST /api/v1` (where the legacy CLI posts the same bulk), Wakapi's short
/// `POST /api/heartbeat` and its `/api/compat/wakatime/v1/…` paths, and
/// `GET /api/v1/users/current/statusbar/today`, and WakaTime's read API (``WakaTimeReadRoutes``).
/// A missing or wrong key gets 401 and stores nothing.
struct WakaTimeRoutes: Sendable {
    /// The connection heartbeats go into, shared by every request.
    var feed: LiveFeedStore
    /// `cairn serve --now`, for tests.
    var now: Date?
    /// The server's environment (for the default zone).
    var environment: [String: String]
    /// WakaTime's read API (`GET …/users/current[/…]`).
    var reads: WakaTimeReadRoutes

    /// The path prefixes these routes own: their requests carry an API key, not a CSRF token.
    static let prefixes = ["/api/v1/", "/api/heartbeat", "/api/compat/wakatime/"]

    /// The answer, or `nil` for a path that is not one of these routes.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        var parts = request.pathParts
        if parts.starts(with: ["api", "compat", "wakatime"]) { parts = ["api"] + parts.dropFirst(3) }
        let heartbeats: Bool?
        switch (request.method, parts) {
        case ("POST", ["api", "v1", "users", "current", "heartbeats"]), ("POST", ["api", "heartbeat"]): heartbeats = false
        // The legacy WakaTime CLI (13.x) posts its bulk to `api_url` itself, the base `…/api/v1`.
        case ("POST", ["api", "v1", "users", "current", "heartbeats.bulk"]), ("POST", ["api", "v1"]): heartbeats = true
        case ("GET", ["api", "v1", "users", "current", "statusbar", "today"]): heartbeats = nil
        case ("GET", _) where parts.starts(with: ["api", "v1", "users", "current"]):
            guard authorized(request) else { return reply(WakaTimeEndpoint.unauthorized) }
            return reads.answer(parts, request) ?? .error("no WakaTime route \(request.method) \(request.path); see docs/API.md", status: 404)
        default:
            return parts.starts(with: ["api", "v1"]) || parts == ["api", "heartbeat"]
                ? .error("no WakaTime route \(request.method) \(request.path)", status: 404) : nil
        }
        // Heartbeats go to the feed, which stores them or, when the database is busy, queues them.
        guard authorized(request) else { return reply(WakaTimeEndpoint.unauthorized) }
        if let bulk = heartbeats {
            return reply(WakaTimeEndpoint.heartbeats(body: Data(request.body), bulk: bulk, now: now ?? Date(), receive: feed.receive))
        }
        do {
            return try feed.read { store throws(StoreError) in
                let instant = now ?? Date()
                do {
                    let history = try store.goalHistory() ?? GoalHistory(GoalConfig(timeZoneIdentifier: Workspace.localZoneIdentifier(environment)))
                    return reply(WakaTimeEndpoint.statusbarToday(store: store, engine: try GoalEngine(history: history), now: instant))
                } catch {
                    return .error("cannot read the goals: \(error)", status: 500)
                }
            }
        } catch {
            return .error(error.description, status: 500)
        }
    }

    /// Whether the request carries this database's key (read on the reading connection, which
    /// never waits for a writer).
    private func authorized(_ request: HTTPRequest) -> Bool {
        let key = try? feed.read { store throws(StoreError) in try store.existingAPIKey() }
        guard let key: String = key ?? nil else { return false }
        return WakaTimeEndpoint.authorized(authorization: request.header("Authorization"), queryKey: request.query["api_key"], key: key)
    }

    private func reply(_ reply: WakaTimeEndpoint.Reply) -> HTTPResponse {
        let response = HTTPResponse.json(Array(reply.body) + [0x0A], status: reply.status)
        return reply.retryAfter.map { response.adding("Retry-After", String($0)) } ?? response
    }
}
