import CairnApp
import Foundation

/// A local path of this server to send the browser back to: the page a form goes back to after
/// its post (its `return` field, or `?return=` on an Undo's action), so an edit started on a
/// trackable's page lands on that page, its range, month and day kept; and where a sign-in goes
/// next (``SessionCookie/safeNext(_:)``, which first percent-encodes what is beyond ASCII, as in
/// a decoded `/trackables/Läufe`). Only a local path of this server is taken: one `/` then a path
/// (percent-encoded, printable ASCII, no backslash), an optional query, no scheme, host or
/// fragment; anything else (`//evil.example`, `https://…`, `/\evil`, `/%2F%2Fevil`, a control
/// character, `#`) is no target and the form falls back to its own screen, the sign-in to `/`.
/// A link cannot put words on a page through it: the page is rendered from the database, the
/// toast from what the post did.
struct ReturnTarget: Sendable, Hashable {
    /// The path and query as sent (percent-encoded, ASCII), for the next form's `return` or a `Location`.
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

    /// `text` with each character beyond ASCII percent-encoded as its UTF-8 bytes (ASCII, the
    /// controls included, is left for the checks).
    static func encodingNonASCII(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var out = ""
        for byte in text.utf8 {
            if byte < 0x80 { out.append(Character(UnicodeScalar(byte))) } else { out += "%" + String(byte, radix: 16, uppercase: true) }
        }
        return out
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
