import CairnApp
import Foundation

/// The Trackables screen's entry forms: Edit and Delete on each recent entry, and Undo. Each
/// makes the application layer's call that `cairn entry edit|remove` and `cairn undo` make, so
/// the checks and the words are theirs; the cards are rendered again with the toast (the last
/// new moment, else what was done) or the error.
extension FormRoutes {
    /// `POST /trackables/entries/edit` (`entry`, and a new `value` as typed and/or `date`).
    func editEntry(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        func typed(_ key: String) -> String? {
            fields[key].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0.trimmingCharacters(in: .whitespaces) }
        }
        do {
            var edit = EntryEdit(id: try Self.entryID(fields["entry"]))
            edit.valueWords = typed("value").map { [$0] } ?? []
            edit.date = try typed("date").map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
            let outcome = try pages.database.workspace().editEntry(edit)
            return answer(ReturnTarget(fields["return"]), PageRoutes.Notice(toast: outcome.toast ?? "Edited \(Self.entryWords(outcome)) (entry \(edit.id)).",
                                                                            undoAction: UndoForm.cards.action))
        } catch {
            return answer(ReturnTarget(fields["return"]), problem(error))
        }
    }

    /// `POST /trackables/entries/remove` (`entry`).
    func removeEntry(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        do {
            let id = try Self.entryID(fields["entry"])
            let outcome = try pages.database.workspace().removeEntry(id: id)
            return answer(ReturnTarget(fields["return"]), PageRoutes.Notice(toast: outcome.toast ?? "Removed \(Self.entryWords(outcome)) (entry \(id)). Undo puts it back.",
                                                                            undoAction: UndoForm.cards.action))
        } catch {
            return answer(ReturnTarget(fields["return"]), problem(error))
        }
    }

    /// `POST /trackables/undo` (`change`, `confirm`): that change stepped back, said in the CLI's words (see ``UndoForm``);
    /// with `?return=` naming a trackable's page, answered on that page (its Undo and "Keep it" come back to it too).
    func undo(_ request: HTTPRequest) -> HTTPResponse {
        if let target = ReturnTarget(request.query["return"]), target.trackablePage != nil {
            return pages.undo(target.undoForm, request) { answer(target, $0) }
        }
        return pages.undo(.cards, request) { pages.trackables($0) }
    }

    /// The screen an entry form answers on: the trackable's page its `return` names (the range,
    /// month and day kept, the toast's Undo coming back to it), else the cards.
    func answer(_ target: ReturnTarget?, _ notice: PageRoutes.Notice) -> HTTPResponse {
        guard let target, target.trackablePage != nil else { return pages.trackables(notice) }
        var notice = notice
        if notice.undoAction != nil { notice.undoAction = target.undoForm.action }
        return TrackablePageRoutes(pages: pages).page(returningTo: target, notice) ?? pages.trackables(notice)
    }

    /// An entry id from a form: digits only.
    private static func entryID(_ text: String?) throws(AppError) -> Int64 {
        guard let text, !text.isEmpty, text.allSatisfy(\.isASCII), let id = Int64(text), id > 0 else {
            throw .usage("an entry is named by its id, a number")
        }
        return id
    }

    /// The entry of a write in the CLI's words: "Running 6 km on 2026-03-09", "Nothing on 2026-03-09".
    private static func entryWords(_ outcome: WriteOutcome) -> String {
        guard let entry = outcome.document.entry else { return "Nothing on ?" }
        guard let name = entry.trackable else { return "Nothing on \(entry.date)" }
        return name + (entry.display.map { " " + $0 } ?? "") + " on \(entry.date)"
    }
}
