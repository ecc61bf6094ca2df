import CairnApp
import Foundation

/// The page a form goes back to after its post (its `return` field, or `?return=` on an Undo's
/// action), so an edit started on a trackable's page lands on that page, its range, month and
/// day kept. Only a local path of this server is taken: one `/` then a path (percent-encoded,
/// printable ASCII, no backslash), an optional query, no scheme, host or fragment; anything else
/// (`//evil.example`, `https://…`, `/\evil`, a control character) is no target and the form
/// falls back to its own screen. A link cannot put words on a page through it: the page is
/// rendered from the database, the toast from what the post did.
struct ReturnTarget: Sendable, Hashable {
    /// The path and query as sent (percent-encoded), for the next form's `return`.
    var text: String
    /// The path, percent-decoded as the server decodes a request's.
    var path: String
    /// The query's arguments, percent-decoded.
    var query: [String: String]

    /// The target `text` names, or `nil` when it is none of this server's local paths.
    init?(_ text: String?) {
        guard let text, !text.isEmpty, text.utf8.count <= 2048, text.hasPrefix("/"), !text.hasPrefix("//"),
              text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "\\" && $0 != "#" }),
              let components = URLComponents(string: text), components.scheme == nil, components.host == nil,
              components.user == nil, components.port == nil, components.fragment == nil,
              components.percentEncodedPath.hasPrefix("/"), !components.path.hasPrefix("//") else { return nil }
        self.text = text
        path = components.path
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        self.query = query
    }

    /// The trackable's page it names (`/trackables/NAME` or `/trackables/id/ID`, not the manage
    /// screen nor a form's path), or `nil`.
    var trackablePage: TrackablePageRequest? {
        let prefix = "/trackables/"
        guard path.hasPrefix(prefix) else { return nil }
        let rest = String(path.dropFirst(prefix.count))
        guard rest != "manage", !rest.hasPrefix("manage/") else { return nil }
        return TrackablePageRoutes.request(rest, query: query)
    }

    /// The day opened on that page (`date=`), as typed.
    var openedDate: String? { query["date"] }

    /// The Undo action that comes back here: the cards' Undo route with this target.
    var undoForm: UndoForm {
        UndoForm(action: "/trackables/undo?return=" + Escape.urlComponent(text), back: text)
    }
}
