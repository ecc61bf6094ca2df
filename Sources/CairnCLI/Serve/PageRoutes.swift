import CairnCore
import CairnServer
import Foundation

/// The screens: each reads the same documents the API serves (through the same
/// ``CommandRunner``), so a page and the API never disagree; two plain form posts (log,
/// settings) work before any JavaScript.
struct PageRoutes: Sendable {
    var runner: CommandRunner
    var csrfToken: String
    var databaseName: String

    /// The answer for a screen's path, or `nil` when there is none.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/today"): return today(request)
        case ("GET", "/history"): return history()
        case ("GET", "/trackables"): return trackables(request)
        case ("GET", "/achievements"): return achievements(request)
        case ("GET", "/settings"): return settings(request)
        case ("POST", "/trackables/log"): return logForm(request)
        case ("POST", "/settings"): return settingsForm(request)
        case ("POST", "/achievements/rules"): return rulesForm(request)
        case ("POST", "/onboarding"): return onboardingForm(request)
        default: return nil
        }
    }

    private func page(_ screen: Screen, _ body: Result<String, APIFailure>, toast: String? = nil) -> HTTPResponse {
        switch body {
        case let .success(html):
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: html, toast: toast))
        case let .failure(failure):
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: Layout.problem(failure.message)),
                         status: failure.status)
        }
    }

    private func goals() -> Result<GoalConfig, APIFailure> { runner.document(GoalConfig.self, ["goals", "show"]) }
    private func encouragement() -> Result<EncouragementSettings, APIFailure> { runner.document(EncouragementSettings.self, ["settings", "show"]) }

    private func today(_ request: HTTPRequest) -> HTTPResponse {
        let date = request.query["date"].map { ["--date=\($0)"] } ?? []
        let body = runner.document(TodayReport.self, ["today"] + date).flatMap { report in
            goals().flatMap { config in
                encouragement().map { settings in
                    let (asked, checklist) = firstSteps(settings)
                    return TodayPage(report: report, config: config, settings: settings,
                                     onboarding: asked ? nil : OnboardingView(csrfToken: csrfToken), gettingStarted: checklist).render()
                }
            }
        }
        return page(.today, body, toast: request.query["toast"])
    }

    /// Whether the encouragement question was answered (any switch stored), and the Getting
    /// Started steps read from the data (only while its switch is on).
    private func firstSteps(_ settings: EncouragementSettings) -> (asked: Bool, checklist: GettingStartedView?) {
        guard let context = try? runner.context(), let store = try? context.openStore() else { return (true, nil) }
        let keys = [EncouragementSettings.streaksKey, EncouragementSettings.achievementsKey, EncouragementSettings.gettingStartedKey]
        let asked = keys.contains { ((try? store.setting($0)) ?? nil) != nil }
        guard settings.gettingStarted else { return (asked, nil) }
        let goals = ((try? store.goalConfig()) ?? nil) != nil
        let history = ((try? store.sessionCount()) ?? 0) > 0 || !((try? store.dayTotals()) ?? [:]).isEmpty || !((try? store.entries()) ?? []).isEmpty
        let rules = !((try? store.rules()) ?? []).isEmpty
        return (asked, GettingStartedView(goalsSet: goals, historyIn: history, ruleAdded: rules))
    }

    /// The onboarding answer: the three switches together, through `PUT /api/settings`.
    private func onboardingForm(_ request: HTTPRequest) -> HTTPResponse {
        let on = FormBody(request).fields["cheer"] == "on"
        let body = (try? JSONSerialization.data(withJSONObject: ["streaks": on, "achievements": on, "gettingStarted": on])) ?? Data()
        let answer = APIRoutes(runner: runner).answer(HTTPRequest(method: "PUT", path: "/api/settings",
                                                                  headers: ["Content-Type": "application/json"], body: Array(body)))
        guard answer?.status == 200 else { return .redirect(to: "/settings?problem=" + Escape.urlComponent("not saved")) }
        return .redirect(to: "/?toast=" + Escape.urlComponent(on ? "Cairn will cheer you on." : "Cairn will keep it quiet."))
    }

    private func history() -> HTTPResponse {
        let body = runner.document(TodayReport.self, ["today"]).flatMap { report in
            goals().flatMap { config in
                runner.document([DayVerdict].self, ["days", "--from=\(report.date.adding(days: -364))", "--to=\(report.date)"])
                    .map { HistoryPage(days: $0, config: config, today: report.date).render() }
            }
        }
        return page(.history, body)
    }

    private func trackables(_ request: HTTPRequest) -> HTTPResponse {
        let body = runner.document([TrackableCard].self, ["trackable", "list"]).flatMap { cards in
            encouragement().map { TrackablesPage(cards: cards, showStreaks: $0.streaks, csrfToken: csrfToken, problem: request.query["problem"]).render() }
        }
        return page(.trackables, body, toast: request.query["toast"])
    }

    private func achievements(_ request: HTTPRequest) -> HTTPResponse {
        let editor = ruleEditor(picked: request.query["trackable"].flatMap { Int64($0) })
        let body = runner.document(AchievementsView.self, ["achievements"]).map { AchievementsPage(view: $0, editor: editor).render() }
        return page(.achievements, body, toast: request.query["problem"] ?? (request.query["saved"] == nil ? nil : "Rules saved."))
    }

    /// The editor for the trackable picked (the first when none is), from the stored rules.
    private func ruleEditor(picked: Int64?) -> RuleEditorView? {
        guard let context = try? runner.context(), let store = try? context.openStore(),
              let trackables = try? store.trackables(), !trackables.isEmpty else { return nil }
        let chosen = trackables.first { $0.id == picked } ?? trackables[0]
        guard let rules = try? store.rules(trackableId: chosen.id) else { return nil }
        let boxes = RuleEditorBoxes(trackable: chosen, rules: rules)
        let zones = (try? store.zones()) ?? []
        return RuleEditorView(trackables: trackables.map { ($0.id, $0.name) }, picked: chosen.id, boxes: boxes.boxes,
                              kept: boxes.kept.map { rule in rule.name(for: chosen, zone: zones.first { $0.id == rule.zoneId }) + " (\(rule.thresholdText))" },
                              csrfToken: csrfToken)
    }

    /// The editor's form: the ticked boxes become the whole set, sent through `PUT /api/trackables/ID/rules`.
    private func rulesForm(_ request: HTTPRequest) -> HTTPResponse {
        let form = FormBody(request)
        guard let id = form.fields["trackable"].flatMap({ Int64($0) }), let context = try? runner.context(), let store = try? context.openStore(),
              let trackable = (try? store.trackables())?.first(where: { $0.id == id }), let rules = try? store.rules(trackableId: id) else {
            return .redirect(to: "/achievements?problem=" + Escape.urlComponent("no such trackable"))
        }
        let keys = Set(form.pairs.filter { $0.name == "box" }.map(\.value))
        let ticked = RuleEditorBoxes(trackable: trackable, rules: rules).ticked(keys)
        let encoder = JSONEncoder()
        guard let list = try? encoder.encode(ticked), let array = try? JSONSerialization.jsonObject(with: list),
              let body = try? JSONSerialization.data(withJSONObject: ["rules": array]) else {
            return .redirect(to: "/achievements?trackable=\(id)&problem=" + Escape.urlComponent("cannot write the rules"))
        }
        let answer = APIRoutes(runner: runner).answer(HTTPRequest(method: "PUT", path: "/api/trackables/\(id)/rules",
                                                                  headers: ["Content-Type": "application/json"], body: Array(body)))
        if let answer, answer.status != 200 {
            let message = ((try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any])?["error"] as? String
            return .redirect(to: "/achievements?trackable=\(id)&problem=" + Escape.urlComponent(message ?? "not saved"))
        }
        return .redirect(to: "/achievements?trackable=\(id)&saved=1")
    }

    private func settings(_ request: HTTPRequest) -> HTTPResponse {
        let body = goals().flatMap { config in
            encouragement().map { SettingsPage(config: config, settings: $0, csrfToken: csrfToken, problem: request.query["problem"]).render() }
        }
        return page(.settings, body, toast: request.query["saved"] == nil ? nil : "Settings saved.")
    }

    /// The log form without JavaScript: the same `POST /api/log`, then back to the cards with the toast.
    private func logForm(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        var json: [String: String] = ["trackable": fields["trackable"] ?? ""]
        if let value = fields["value"], !value.trimmingCharacters(in: .whitespaces).isEmpty { json["value"] = value }
        let body = (try? JSONSerialization.data(withJSONObject: json)) ?? Data()
        let apiRequest = HTTPRequest(method: "POST", path: "/api/log", headers: ["Content-Type": "application/json"], body: Array(body))
        guard let response = APIRoutes(runner: runner).answer(apiRequest) else { return .redirect(to: "/trackables") }
        let document = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
        if response.status != 200 {
            return .redirect(to: "/trackables?problem=" + Escape.urlComponent((document?["error"] as? String) ?? "not logged"))
        }
        let toast: String
        if let moment = document?["toast"] as? [String: Any], let name = moment["name"] as? String, let text = moment["text"] as? String {
            toast = "🏆 \(name): \(text)"
        } else {
            toast = "Logged \(json["trackable"] ?? "")" + (json["value"].map { " \($0)" } ?? "")
        }
        return .redirect(to: "/trackables?toast=" + Escape.urlComponent(toast))
    }

    /// The settings form: the goals through `goals set`, then each switch through `settings set`.
    private func settingsForm(_ request: HTTPRequest) -> HTTPResponse {
        let fields = FormBody(request).fields
        let api = APIRoutes(runner: runner)
        var goals: [String: String] = [:]
        for key in ["daily", "weekly", "window", "restDays", "timeZone", "weekStart", "streakPolicy"] {
            if let value = fields[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { goals[key] = value }
        }
        var steps: [(String, [String: Any])] = []
        if !goals.isEmpty { steps.append(("/api/goals", goals)) }
        steps.append(("/api/settings", ["streaks": fields["streaks"] == "on", "achievements": fields["achievements"] == "on",
                                        "gettingStarted": fields["gettingStarted"] == "on"]))
        for (path, object) in steps {
            let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            let response = api.answer(HTTPRequest(method: "PUT", path: path, headers: ["Content-Type": "application/json"], body: Array(body)))
            if let response, response.status != 200 {
                let message = ((try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any])?["error"] as? String
                return .redirect(to: "/settings?problem=" + Escape.urlComponent(message ?? "not saved"))
            }
        }
        return .redirect(to: "/settings?saved=1")
    }
}
