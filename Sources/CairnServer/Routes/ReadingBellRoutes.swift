import CairnApp
import CairnCore

/// `POST /trackables/bell` (`reading` its id, `direction` `high` or `low`, `on` `1` or `0`,
/// `return` the page it was pressed on): a bell beside a Reading's highest or lowest on its
/// trackable's page, switched by ``Workspace/setReadingBell(reading:direction:on:)``, then that
/// page rendered again (the `return` target when it names a trackable's page, else the Reading's
/// trackable's page) with the toast and its Undo, or the refusal and its status: an unknown
/// Reading 404, a field that means nothing 400. The same rule `cairn rule add TRACKABLE --of
/// READING --measure best --record [--low]` adds, and `cairn rule remove ID` removes.
struct ReadingBellRoutes {
    var pages: PageRoutes

    static let action = "/trackables/bell"

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        let target = ReturnTarget(fields["return"]).flatMap { $0.trackablePage == nil ? nil : $0 }
        let routes = TrackablePageRoutes(pages: pages)
        do throws(AppError) {
            guard let text = fields["reading"], !text.isEmpty, text.allSatisfy(\.isASCII), let id = Int64(text), id > 0 else {
                throw .usage("a bell names its Reading by its id, a number")
            }
            guard let direction = fields["direction"].flatMap(Direction.init(rawValue:)) else {
                throw .usage("a bell watches for a new highest (direction=high) or a new lowest (direction=low)")
            }
            guard let on = fields["on"], on == "1" || on == "0" else { throw .usage("a bell is switched on (on=1) or off (on=0)") }
            let outcome = try pages.database.workspace().setReadingBell(reading: id, direction: direction, on: on == "1")
            let back = target ?? ReturnTarget(TrackableLinks.path(id: outcome.trackable.id, name: outcome.trackable.name))
            let notice = PageRoutes.Notice(toast: outcome.toast, undoAction: outcome.changed ? back?.undoForm.action : nil,
                                           isolate: outcome.subject)
            return routes.page(returningTo: back, notice) ?? pages.trackables(notice)
        } catch {
            let notice = PageRoutes.Notice(problem: error.description, status: error.httpStatus)
            return routes.page(returningTo: target, notice) ?? pages.trackables(notice)
        }
    }
}
