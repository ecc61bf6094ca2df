import CairnServer

/// Every route of `cairn serve`: `/api/…` to the JSON API, `/assets/…` to the stylesheet and
/// script, anything else to the screens.
struct AppRouter: Sendable {
    var api: APIRoutes
    var pages: PageRoutes

    init(runner: CommandRunner, csrfToken: String, databaseName: String) {
        api = APIRoutes(runner: runner)
        pages = PageRoutes(runner: runner, csrfToken: csrfToken, databaseName: databaseName)
    }

    /// The answer to one request (the access policy was checked before).
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.pathParts
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
