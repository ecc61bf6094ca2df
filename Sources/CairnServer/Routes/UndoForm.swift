import CairnApp
import Foundation

/// The Undo forms of the screens (the cards, the trackable management page, History's days on
/// hold): each button says the last change and sends its id as `change`; the post undoes only
/// that change (409, nothing undone, when another came in between), and a change this server
/// did not make since it started (an import, a CLI command; on a team server, one no server of
/// the team made) is first asked about: only a second post with `confirm=1` undoes it.
/// `POST /api/undo` stays `cairn undo`: whatever is last.
struct UndoForm: Sendable {
    /// Where the form posts.
    var action: String
    /// The screen to go back to without undoing.
    var back: String

    /// The Trackables cards' Undo.
    static let cards = UndoForm(action: "/trackables/undo", back: "/trackables")
    /// The trackable management page's Undo.
    static let manage = UndoForm(action: "/trackables/manage/undo", back: "/trackables/manage")
    /// History's Days on hold Undo.
    static let holds = UndoForm(action: "/history/holds/undo#holds", back: "/history#holds")

    /// What a post of this form comes to on its screen: the toast of the change undone, the
    /// question about a change made elsewhere, or the refusal with its status.
    func answer(_ fields: [String: String], _ workspace: Workspace, csrfToken: String) -> PageRoutes.Notice {
        do throws(AppError) {
            guard let text = fields["change"], !text.isEmpty, text.allSatisfy(\.isASCII), let id = Int64(text), id > 0 else {
                throw AppError.usage("this Undo names no change; reload the page to see what Undo would undo")
            }
            guard let last = try workspace.lastChange() else {
                throw AppError.conflict("cannot undo: there is nothing left to undo; nothing was undone")
            }
            guard last.id == id else {
                throw AppError.conflict("cannot undo: the last change is now “\(last.label)”, not the one this Undo was for; nothing was undone")
            }
            if !workspace.madeHere(id), fields["confirm"] != "1" {
                return PageRoutes.Notice(confirmUndo: UndoButtonView(action: action, back: back, offer: .init(id: last.id, label: last.label),
                                                                     csrfToken: csrfToken))
            }
            let undone = try workspace.undo(expecting: id)
            return PageRoutes.Notice(toast: "Undid: \(undone.label).")
        } catch {
            return PageRoutes.Notice(problem: error.description, status: error.httpStatus)
        }
    }
}

extension PageRoutes {
    /// The Undo button of `form`, saying the last change (disabled when there is none).
    func undoButton(_ form: UndoForm, _ workspace: Workspace) -> UndoButtonView {
        let last = try? workspace.lastChange()
        return UndoButtonView(action: form.action, back: form.back, offer: last.map { .init(id: $0.id, label: $0.label) }, csrfToken: csrfToken)
    }

    /// The Undo in the toast after a change made on the screen: only when the last change is
    /// one this server made (so it is the one the toast is about).
    func toastUndo(_ notice: Notice) -> String {
        guard notice.toast != nil, notice.problem == nil, let action = notice.undoAction else { return "" }
        let workspace = database.workspace()
        guard let last = try? workspace.lastChange(), workspace.madeHere(last.id) else { return "" }
        return UndoButtonView(action: action, back: "", offer: .init(id: last.id, label: last.label), csrfToken: csrfToken).renderInToast()
    }

    /// A post of the Undo `form`, answered on its screen by `render`.
    func undo(_ form: UndoForm, _ request: HTTPRequest, render: (Notice) -> HTTPResponse) -> HTTPResponse {
        render(form.answer(FormBody(request).fields, database.workspace(), csrfToken: csrfToken))
    }
}
