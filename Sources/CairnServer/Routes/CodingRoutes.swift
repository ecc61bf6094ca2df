import CairnApp
import CairnCore

/// The coding analytics: `GET /coding` and `GET /coding/projects/NAME` (the screens) and
/// `GET /api/coding`, `GET /api/coding/projects/NAME` (their documents), each with
/// `?range=7d|30d|month|year|all` or `?start=YYYY-MM-DD&end=YYYY-MM-DD`.
struct CodingRoutes: Sendable {
    var pages: PageRoutes

    static let projectPrefix = "/coding/projects/"

    /// The project a path names, `nil` for `/coding` itself. libmicrohttpd has already
    /// percent-decoded the path, so the rest of it is the name, slashes and all.
    static func project(in path: String, prefix: String) throws(AppError) -> String? {
        guard path.hasPrefix(prefix) else { return nil }
        let name = String(path.dropFirst(prefix.count))
        guard !name.isEmpty else { throw .notFound("a project's page is /coding/projects/NAME, with the name percent-encoded") }
        return name
    }

    /// The range the query asks for.
    static func range(_ request: HTTPRequest) throws(AppError) -> CodingRange {
        try CodingRange.parse(range: request.query["range"], start: request.query["start"], end: request.query["end"])
    }

    /// The screen for `request`.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let workspace = pages.database.workspace()
        return pages.page(.coding, .none) { () throws(AppError) in
            let range = try Self.range(request)
            if let name = try Self.project(in: request.path, prefix: Self.projectPrefix) {
                return CodingProjectPage(document: try workspace.codingProject(name, range: range), range: range).render()
            }
            return CodingPage(document: try workspace.codingAnalytics(range), range: range).render()
        }
    }

    /// The document for `GET /api/coding…`.
    static func document(_ request: HTTPRequest, _ workspace: Workspace) throws(AppError) -> HTTPResponse {
        let range = try range(request)
        if let name = try project(in: request.path, prefix: "/api" + projectPrefix) {
            return try .document(workspace.codingProject(name, range: range))
        }
        return try .document(workspace.codingAnalytics(range))
    }
}
