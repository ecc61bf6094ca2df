import CairnApp
import Foundation

/// Every route of `cairn serve`: the WakaTime-compatible endpoint (`/api/v1/…`, `/api/heartbeat`),
/// `/api/…` to the JSON API, `/assets/…` to the stylesheet and script, anything else to the screens.
struct AppRouter: Sendable {
    var api: APIRoutes
    var pages: PageRoutes
    var wakatime: WakaTimeRoutes
    var imports: ImportRoutes

    init(database: ServedDatabase, csrfToken: String, databaseName: String) {
        api = APIRoutes(database: database)
        pages = PageRoutes(database: database, csrfToken: csrfToken, databaseName: databaseName)
        imports = ImportRoutes(pages: pages, jobs: ImportJobs())
        wakatime = WakaTimeRoutes(feed: LiveFeedStore(path: database.path), now: database.fixedNow?.instant, environment: database.environment,
                                  reads: WakaTimeReadRoutes(database: database, databaseName: databaseName))
    }

    /// The answer to one request (the access policy was checked before).
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.pathParts
        if AccessPolicy.isKeyed(request.path, prefixes: WakaTimeRoutes.prefixes), let answer = wakatime.answer(request) {
            return answer
        }
        if let answer = imports.answer(request) { return answer }
        if parts.first == "api" {
            return api.answer(request) ?? .error("no API route \(request.method) \(request.path); see docs/API.md", status: 404)
        }
        if request.method == "GET", parts.count == 2, parts[0] == "assets" {
            switch parts[1] {
            case "cairn.css": return .text(Stylesheet.text, type: "text/css; charset=utf-8")
            case "cairn.js": return .text(Script.text, type: "text/javascript; charset=utf-8")
            default: break
            }
        }
        return pages.answer(request) ?? .html(Layout.notFound(path: request.path), status: 404)
    }
}
