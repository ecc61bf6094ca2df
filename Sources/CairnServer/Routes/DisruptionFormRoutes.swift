import CairnApp
import CairnCore
import Foundation

/// The History screen's Days on hold forms: add, remove and undo, each the application
/// layer's call `cairn disruption add|remove` and `cairn undo` make, so the checks and the words
/// are theirs; then History again with the toast, or the refusal beside its field and the
/// fields as typed.
struct DisruptionFormRoutes {
    var pages: PageRoutes

    /// The answer for `POST /history/holds/…`, or `nil` for no such form.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        switch request.path {
        case "/history/holds/add": add(request)
        case "/history/holds/remove": remove(request)
        case "/history/holds/undo": pages.undo(.holds, request) { pages.history(opened: nil, $0) }
        default: nil
        }
    }

    /// `POST /history/holds/add` (`from`, `to`, `reason`, `trackable`; an empty `to` is `from`).
    func add(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        func typed(_ key: String) -> String? {
            fields[key].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let kept = ["from", "to", "reason", "trackable"].reduce(into: [String: String]()) { $0[$1] = fields[$1] ?? "" }
        func refused(_ field: String?, _ error: AppError) -> HTTPResponse {
            pages.history(opened: nil, PageRoutes.Notice(status: error.httpStatus),
                          holds: HoldsView.Typed(values: kept, field: field, problem: error.description))
        }
        let from: LocalDate, to: LocalDate
        do { from = try Workspace.date(typed("from") ?? "", flag: "--from") } catch { return refused("from", error) }
        do { to = try typed("to").map { text throws(AppError) in try Workspace.date(text, flag: "--to") } ?? from } catch { return refused("to", error) }
        guard from <= to else { return refused("to", .usage("--from \(from) is after --to \(to)")) }
        let reason = typed("reason") ?? ""
        do {
            let document = try pages.database.workspace().addDisruption(from: from, to: to, reason: reason, trackable: typed("trackable"))
            let days = from.distance(to: to) + 1
            let toast = "On hold: \(from)\(days > 1 ? " to \(to)" : "") (\(Words.count(days, "day"))) for \(document.trackable ?? "everything")\(reason.isEmpty ? "" : ": \(reason)")."
            return pages.history(opened: nil, PageRoutes.Notice(toast: toast, undoAction: UndoForm.holds.action))
        } catch {
            return refused(error.kind == .notFound ? "trackable" : nil, error)
        }
    }

    /// `POST /history/holds/remove` (`hold`, its id): says what went, and that Undo puts it back.
    func remove(_ request: HTTPRequest) -> HTTPResponse {
        let text = FormBody(request).fields["hold"] ?? ""
        guard text.allSatisfy(\.isASCII), let id = Int64(text), id > 0 else {
            let error = AppError.usage("a disruption is named by its id, a number (see `cairn disruption list`), got \"\(text)\"")
            return pages.history(opened: nil, PageRoutes.Notice(problem: error.description, status: error.httpStatus))
        }
        let workspace = pages.database.workspace()
        do {
            let held = try workspace.disruptions().first { $0.id == id }
            try workspace.removeDisruption(id: id)
            let what = held.map { hold in
                let range = hold.from == hold.to ? "\(hold.from)" : "\(hold.from) to \(hold.to)"
                return " (\(range) for \(hold.trackable ?? "everything")\(hold.reason.isEmpty ? "" : ": \(hold.reason)"))"
            } ?? ""
            return pages.history(opened: nil, PageRoutes.Notice(toast: "Removed disruption \(id)\(what): its days count again. Undo puts it back.",
                                                                undoAction: UndoForm.holds.action))
        } catch {
            return pages.history(opened: nil, PageRoutes.Notice(problem: error.description, status: error.httpStatus))
        }
    }
}

extension PageRoutes {
    /// The Days on hold section: the disruptions and the add form (with what was typed, after a refusal).
    func holdsView(_ typed: HoldsView.Typed, _ workspace: Workspace) -> HoldsView? {
        guard let holds = try? workspace.disruptions() else { return nil }
        let names = ((try? workspace.trackableList().documents) ?? []).map(\.name)
        return HoldsView(holds: holds.map { HoldsView.Hold(id: $0.id, from: "\($0.from)", to: "\($0.to)", reason: $0.reason, trackable: $0.trackable) },
                         trackables: names, typed: typed, csrfToken: csrfToken, undo: undoButton(UndoForm.holds, workspace))
    }

    /// The disruptions holding `date`, in words for its day panel ("On hold for everything: Holiday").
    func holdWords(on date: LocalDate, _ workspace: Workspace) -> [String] {
        ((try? workspace.disruptions()) ?? []).filter { $0.from <= date && date <= $0.to }.map { hold in
            "On hold for \(hold.trackable ?? "everything")" + (hold.reason.isEmpty ? "" : ": \(hold.reason)")
        }
    }
}
