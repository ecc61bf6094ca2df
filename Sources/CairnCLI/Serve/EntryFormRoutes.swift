import CairnServer
import Foundation

/// The Trackables screen's entry forms: Edit and Delete on each recent entry, and Undo. Each
/// goes through its API route (`PATCH`/`DELETE /api/entries/ID`, `POST /api/undo`), so the
/// checks and the words are those of `cairn entry edit|remove` and `cairn undo`; the cards are
/// rendered again with the toast (the last new moment, else what was done) or the CLI's error.
extension FormRoutes {
    /// `POST /trackables/entries/edit` (`entry`, and a new `value` as typed and/or `date`).
    func editEntry(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        var json: [String: String] = [:]
        for key in ["value", "date"] {
            if let typed = fields[key]?.trimmingCharacters(in: .whitespaces), !typed.isEmpty { json[key] = typed }
        }
        let result = call("PATCH", "/api/entries/\(Escape.urlComponent(fields["entry"] ?? ""))", json)
        guard result.status == 200 else { return pages.trackables(problem(result, "not edited")) }
        let toast = Self.momentToast(result.document) ?? "Edited \(Self.entryWords(result.document)) (entry \(Self.entryID(result.document)))."
        return pages.trackables(PageRoutes.Notice(toast: toast))
    }

    /// `POST /trackables/entries/remove` (`entry`).
    func removeEntry(_ request: HTTPRequest) -> HTTPResponse {
        let id = FormBody(request).fields["entry"] ?? ""
        let result = call("DELETE", "/api/entries/\(Escape.urlComponent(id))", [String: String]())
        guard result.status == 200 else { return pages.trackables(problem(result, "not removed")) }
        let toast = Self.momentToast(result.document)
            ?? "Removed \(Self.entryWords(result.document)) (entry \(Self.entryID(result.document))). Undo puts it back."
        return pages.trackables(PageRoutes.Notice(toast: toast))
    }

    /// `POST /trackables/undo`: the last change stepped back, said in the CLI's words.
    func undo(_ request: HTTPRequest) -> HTTPResponse {
        let result = call("POST", "/api/undo", [String: String]())
        guard result.status == 200 else { return pages.trackables(problem(result, "nothing undone")) }
        let toast = (result.document?["undone"] as? String).map { "Undid: \($0)." } ?? "Nothing to undo."
        return pages.trackables(PageRoutes.Notice(toast: toast))
    }

    /// The entry of a write's document in the CLI's words: "Running 6 km on 2026-03-09",
    /// "Nothing on 2026-03-09".
    private static func entryWords(_ document: [String: Any]?) -> String {
        let entry = document?["entry"] as? [String: Any]
        let date = entry?["date"] as? String ?? ""
        guard let name = entry?["trackable"] as? String else { return "Nothing on \(date)" }
        return name + ((entry?["display"] as? String).map { " " + $0 } ?? "") + " on \(date)"
    }

    private static func entryID(_ document: [String: Any]?) -> String {
        ((document?["entry"] as? [String: Any])?["id"] as? NSNumber)?.stringValue ?? "?"
    }
}
