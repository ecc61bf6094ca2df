import CairnApp
import CairnCore
import Foundation

/// A team person's nudges, delivered where they are: their open page asks `POST /api/nudges`
/// once a minute (``Script/nudges``) and shows what it answers. A team server runs no desktop
/// courier (its machine's `notify-send` reaches none of its people).
///
/// A `POST`, not a `GET`: the answer marks the nudges sent, so it is a change, and as one it
/// carries the session's CSRF token (``TeamGate``); a prefetch, a crawler or a second tab's
/// reload never takes a nudge away from the page meant to show it.
enum TeamNudgeRoutes {
    /// The route's path.
    static let path = "/api/nudges"

    /// `{"nudges": [{"key", "kind", "text"}]}`: the nudges due now, each answered once (the
    /// second ask is empty); `nil` for any other path.
    static func answer(_ request: HTTPRequest, database: ServedDatabase) -> HTTPResponse? {
        guard request.path == path else { return nil }
        guard request.method == "POST" else {
            var refused = HTTPResponse.error("\(path) marks the nudges it answers as sent, so it takes POST (with the page's CSRF token)",
                                             status: 405)
            refused.headers["Allow"] = "POST"
            return refused
        }
        do {
            let due = try database.workspace().dueNudges().document
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(["nudges": due]) else { return .error("cannot write the nudges", status: 500) }
            return .json(Array(data) + [0x0A])
        } catch {
            return error.response
        }
    }
}
