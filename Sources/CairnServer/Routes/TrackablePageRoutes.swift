import CairnApp
import CairnCore

/// `GET /trackables/NAME` and `/trackables/id/ID` (a trackable's page), and its JSON,
/// `GET /api/trackables/NAME/page` and `/api/trackables/id/ID/page`: both from
/// ``Workspace/trackablePage(_:)``.
struct TrackablePageRoutes {
    var pages: PageRoutes

    /// The request for the page `rest` names (the path after `/trackables/`, already decoded), or `nil`.
    static func request(_ rest: String, query: [String: String]) -> TrackablePageRequest? {
        var request = TrackablePageRequest(range: query["range"], month: query["month"])
        if rest.hasPrefix("id/"), let id = Int64(rest.dropFirst(3)) {
            request.id = id
        } else if rest.isEmpty {
            return nil
        } else {
            request.name = rest
        }
        return request
    }

    /// The page for `GET /trackables/REST`.
    func page(_ http: HTTPRequest) -> HTTPResponse? {
        let rest = String(http.path.dropFirst("/trackables/".count))
        guard let request = Self.request(rest, query: http.query) else { return nil }
        return page(request, date: http.query["date"])
    }

    /// The page `request` names, the day `date` opened (`YYYY-MM-DD`), with `notice` (a form's
    /// toast or problem) shown on it.
    func page(_ request: TrackablePageRequest, date: String?, _ notice: PageRoutes.Notice = .none) -> HTTPResponse {
        let workspace = pages.database.workspace()
        return pages.page(.trackables, notice) { () throws(AppError) in
            let document = try workspace.trackablePage(request)
            var opened: (LocalDate, [EntryRow])?
            if let text = date {
                let date = try Workspace.date(text, flag: "date")
                let entries = try workspace.entryDocuments(of: document.name, from: date, to: date).documents
                opened = (date, entries.map { EntryRow($0, duration: document.kind == "duration") })
            }
            return TrackablePageView(page: document, opened: opened, csrfToken: pages.csrfToken).render()
        }
    }

    /// The trackable page `target` names, with `notice`; `nil` when it names none.
    func page(returningTo target: ReturnTarget?, _ notice: PageRoutes.Notice) -> HTTPResponse? {
        guard let target, let request = target.trackablePage else { return nil }
        return page(request, date: target.openedDate, notice)
    }

    /// The document for `GET /api/trackables/REST/page`.
    static func document(_ parts: [String], query: [String: String], _ workspace: Workspace) throws(AppError) -> HTTPResponse? {
        guard parts.count >= 3, parts[0] == "trackables", parts.last == "page" else { return nil }
        guard let request = request(parts.dropFirst().dropLast().joined(separator: "/"), query: query) else { return nil }
        return try .document(workspace.trackablePage(request))
    }
}
