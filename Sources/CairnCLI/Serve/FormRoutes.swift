import CairnCore
import CairnServer
import Foundation

/// The plain HTML forms, which work before any JavaScript: each goes through the API route it
/// stands for, then renders its screen with the toast or the problem. (No redirect carries
/// text in its URL, so a link cannot put words of its own on a screen.)
struct FormRoutes {
    var pages: PageRoutes

    private var api: APIRoutes { APIRoutes(runner: pages.runner) }

    /// Sends a JSON body to an API route; the answer's status and its document.
    func call(_ method: String, _ path: String, _ object: Any) -> (status: Int, document: [String: Any]?) {
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        let request = HTTPRequest(method: method, path: path, headers: ["Content-Type": "application/json"], body: Array(body))
        guard let answer = api.answer(request) else { return (404, ["error": "no route \(path)"]) }
        return (answer.status, (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any])
    }

    /// The API's error as a notice with its status.
    func problem(_ result: (status: Int, document: [String: Any]?), _ fallback: String) -> PageRoutes.Notice {
        PageRoutes.Notice(problem: result.document?["error"] as? String ?? fallback, status: result.status)
    }

    /// `POST /trackables/log`: `POST /api/log`, then the cards with the toast the CLI would show.
    func log(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        var json: [String: String] = ["trackable": fields["trackable"] ?? ""]
        if let value = fields["value"], !value.trimmingCharacters(in: .whitespaces).isEmpty { json["value"] = value }
        let result = call("POST", "/api/log", json)
        guard result.status == 200 else { return pages.trackables(problem(result, "not logged")) }
        let toast = Self.momentToast(result.document) ?? "Logged \(json["trackable"] ?? "")" + (json["value"].map { " \($0)" } ?? "")
        return pages.trackables(PageRoutes.Notice(toast: toast))
    }

    /// The last new moment of a write's document (`{"toast"}`), as the CLI shows it:
    /// `🏆 Weight — new lowest: 80.9 kg`; `nil` when it earned nothing.
    static func momentToast(_ document: [String: Any]?) -> String? {
        guard let moment = document?["toast"] as? [String: Any], let name = moment["name"] as? String,
              let text = moment["text"] as? String else { return nil }
        return "🏆 \(name): \(text)"
    }

    /// `POST /settings`: the goals through `PUT /api/goals`, the switches through `PUT /api/settings`.
    func settings(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        // Only what was changed goes to `goals set`, so saving the switches alone leaves the
        // goals as they were (still the defaults, when they were).
        let current = (try? pages.runner.document(GoalConfig.self, ["goals", "show"]).get()).map(SettingsPage.goalFields) ?? [:]
        var goals: [String: String] = [:]
        for key in ["daily", "weekly", "window", "restDays", "timeZone", "weekStart", "streakPolicy"] {
            if let value = fields[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value != current[key] { goals[key] = value }
        }
        if !goals.isEmpty {
            let result = call("PUT", "/api/goals", goals)
            guard result.status == 200 else { return pages.settings(problem(result, "not saved")) }
        }
        let switches = ["streaks": fields["streaks"] == "on", "achievements": fields["achievements"] == "on",
                        "gettingStarted": fields["gettingStarted"] == "on"]
        let result = call("PUT", "/api/settings", switches)
        guard result.status == 200 else { return pages.settings(problem(result, "not saved")) }
        return pages.settings(PageRoutes.Notice(toast: "Settings saved."))
    }

    /// `POST /achievements/rules`: the ticked boxes become the whole set (the trackable's own
    /// and every Reading's), sent through `PUT /api/trackables/ID/rules`; with `preview`, what
    /// the newly ticked boxes would mark is shown instead, and nothing is saved.
    func rules(_ request: HTTPRequest) -> HTTPResponse {
        let form = FormBody(request)
        let id = form.fields["trackable"].flatMap { Int64($0) }
        guard let id, let context = try? pages.runner.context(), let store = try? context.openStore(),
              let (_, boxes) = pages.editorBoxes(picked: id, store: store), boxes.trackable.id == id else {
            return pages.achievements(picked: nil, PageRoutes.Notice(problem: "no such trackable", status: 404))
        }
        let keys = Set(form.pairs.filter { $0.name == "box" }.map(\.value))
        if form.fields["preview"] != nil {
            do {
                let items = try RuleEditorPreview.items(boxes, keys: keys, store: store, context: context)
                return pages.achievements(picked: id, previewed: PageRoutes.Previewed(keys: keys, items: items))
            } catch {
                return pages.achievements(picked: id, PageRoutes.Notice(problem: error.description, status: 422),
                                          previewed: PageRoutes.Previewed(keys: keys, items: []))
            }
        }
        guard let list = try? JSONEncoder().encode(boxes.ticked(keys)), let array = try? JSONSerialization.jsonObject(with: list) else {
            return pages.achievements(picked: id, PageRoutes.Notice(problem: "cannot write the rules", status: 500))
        }
        let result = call("PUT", "/api/trackables/\(id)/rules", ["rules": array, "readings": boxes.readings.map(\.id)])
        guard result.status == 200 else { return pages.achievements(picked: id, problem(result, "not saved")) }
        return pages.achievements(picked: id, PageRoutes.Notice(toast: "Rules saved."))
    }

    /// `POST /onboarding`: the answer sets the three switches together.
    func onboarding(_ request: HTTPRequest) -> HTTPResponse {
        let on = FormBody(request).fields["cheer"] == "on"
        let result = call("PUT", "/api/settings", ["streaks": on, "achievements": on, "gettingStarted": on])
        guard result.status == 200 else { return pages.today(date: nil, problem(result, "not saved")) }
        return pages.today(date: nil, PageRoutes.Notice(toast: on ? "Cairn will cheer you on." : "Cairn will keep it quiet."))
    }
}
