import CairnCore
import CairnServer
import CairnStore
import Foundation

/// The screens: each reads the same documents the API serves (through the same
/// ``CommandRunner``), so a page and the API never disagree. The forms' answers
/// (``FormRoutes``) render these same screens with a notice.
struct PageRoutes: Sendable {
    var runner: CommandRunner
    var csrfToken: String
    var databaseName: String

    /// What a form post has to say on the screen it renders: a toast, or a problem and its status.
    struct Notice: Sendable {
        var toast: String?
        var problem: String?
        var status = 200

        static let none = Notice()
    }

    /// The answer for a screen's path, or `nil` when there is none.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let forms = FormRoutes(pages: self)
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/today"): return today(date: request.query["date"])
        case ("GET", "/history"): return history(opened: request.query["date"].flatMap { LocalDate(iso: $0) })
        case ("GET", "/trackables"): return trackables()
        case ("GET", "/achievements"): return achievements(picked: request.query["trackable"].flatMap { Int64($0) })
        case ("GET", "/settings"): return settings()
        case ("POST", "/trackables/log"): return forms.log(request)
        case ("POST", "/trackables/entries/edit"): return forms.editEntry(request)
        case ("POST", "/trackables/entries/remove"): return forms.removeEntry(request)
        case ("POST", "/trackables/undo"): return forms.undo(request)
        case ("POST", "/settings"): return forms.settings(request)
        case ("POST", "/achievements/rules"): return forms.rules(request)
        case ("POST", "/onboarding"): return forms.onboarding(request)
        default: return nil
        }
    }

    private func page(_ screen: Screen, _ body: Result<String, APIFailure>, _ notice: Notice) -> HTTPResponse {
        switch body {
        case let .success(html):
            let shown = notice.problem.map { #"<p class="error" role="alert">\#(Escape.html($0))</p>"# } ?? ""
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: shown + html, toast: notice.toast),
                         status: notice.status)
        case let .failure(failure):
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: Layout.problem(failure.message)),
                         status: failure.status)
        }
    }

    private func goals() -> Result<GoalConfig, APIFailure> { runner.document(GoalConfig.self, ["goals", "show"]) }
    private func encouragement() -> Result<EncouragementSettings, APIFailure> { runner.document(EncouragementSettings.self, ["settings", "show"]) }

    func today(date: String?, _ notice: Notice = .none) -> HTTPResponse {
        let words = ["today"] + (date.map { ["--date=\($0)"] } ?? [])
        let body = runner.document(TodayReport.self, words).flatMap { report in
            goals().flatMap { config in
                encouragement().map { settings in
                    let (asked, checklist) = firstSteps(settings)
                    return TodayPage(report: report, config: config, settings: settings,
                                     onboarding: asked ? nil : OnboardingView(csrfToken: csrfToken), gettingStarted: checklist).render()
                }
            }
        }
        return page(.today, body, notice)
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

    func history(opened: LocalDate?) -> HTTPResponse {
        let body = runner.document(TodayReport.self, ["today"]).flatMap { report in
            goals().flatMap { config in
                runner.document([DayVerdict].self, ["days", "--from=\(report.date.adding(days: -364))", "--to=\(report.date)"]).map { days in
                    let panel = opened.flatMap { date in days.first { $0.date == date } }.flatMap { dayPanel($0, config: config) }
                    return HistoryPage(days: days, config: config, today: report.date, panel: panel).render()
                }
            }
        }
        return page(.history, body, .none)
    }

    /// The sessions of one day, cut at its own midnights (in the zone in force on it), as
    /// fractions of the day, with the window, and the time per project as `breakdown` gives it.
    private func dayPanel(_ verdict: DayVerdict, config: GoalConfig) -> DayPanelView? {
        guard let context = try? runner.context(), let store = try? context.openExistingStore(), let engine = try? context.engine(store),
              let merged = try? store.mergedSessionSpans(until: context.now) else { return nil }
        let calendar = engine.calendar(on: verdict.date)
        let layout = engine.layout(from: verdict.date, through: verdict.date)
        let start = layout.bounds[0], end = layout.bounds[1]
        let projects = (try? runner.document([BreakdownRow].self, ["breakdown", "--by=project", "--from=\(verdict.date)", "--to=\(verdict.date)"]).get()) ?? []
        let shares = projects.map { DayPanelView.Share(name: $0.name, text: "\(Words.short($0.seconds)) · \(Int(($0.share * 100).rounded())) %") }
        guard end > start else { return DayPanelView(verdict: verdict, pieces: [], window: [], projects: shares) }
        func clock(_ seconds: Double) -> String {
            let into = Int(calendar.secondsIntoDay(at: Date(timeIntervalSince1970: seconds)))
            return String(format: "%02d:%02d", into / 3600, into / 60 % 60)
        }
        let pieces = merged.compactMap { span -> DayPanelView.Piece? in
            let from = Swift.max(span.start, start), to = Swift.min(span.end, end)
            guard to > from else { return nil }
            let endText = to >= end ? "24:00" : clock(to)
            return DayPanelView.Piece(from: (from - start) / (end - start), to: (to - start) / (end - start),
                                      text: "\(clock(from))–\(endText) · \(Words.short(to - from))")
        }
        let window = engine.config(on: verdict.date).window.segments.map { (from: $0.start / 86_400, to: $0.end / 86_400) }
        return DayPanelView(verdict: verdict, pieces: pieces, window: window, projects: shares)
    }

    /// How many recent entries each card lists.
    static let recentEntries = 10

    func trackables(_ notice: Notice = .none) -> HTTPResponse {
        let body = runner.document([TrackableCard].self, ["trackable", "list"]).flatMap { cards in
            encouragement().map {
                TrackablesPage(cards: cards, entries: recentEntries(), showStreaks: $0.streaks, csrfToken: csrfToken).render()
            }
        }
        return page(.trackables, body, notice)
    }

    /// Each trackable's newest entries (``recentEntries``), newest first, by trackable id, each as
    /// `entry list --json` words it; read with a limit per trackable, so a long history costs
    /// the page nothing.
    private func recentEntries() -> [Int64: [EntryRow]] {
        guard let context = try? runner.context(), let store = try? context.openStore(), let trackables = try? store.trackables() else { return [:] }
        let tagNames = Dictionary(trackables.filter { $0.kind == .tag }.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        var byTrackable: [Int64: [EntryRow]] = [:]
        for trackable in trackables {
            guard let stored = try? store.storedEntries(trackableId: trackable.id, limit: Self.recentEntries), !stored.isEmpty else { continue }
            byTrackable[trackable.id] = stored.map { entry in
                let words = EntryDocument(entry, trackable: trackable, tagNames: tagNames)
                return EntryRow(id: words.id, trackable: words.trackable, date: words.date, at: words.at, display: words.display,
                                text: words.text, items: words.items)
            }
        }
        return byTrackable
    }

    /// The boxes as a Preview left them (ticked as sent, not as stored) and what it found.
    struct Previewed {
        var keys: Set<String>
        var items: [RuleEditorView.Preview]
    }

    func achievements(picked: Int64?, _ notice: Notice = .none, previewed: Previewed? = nil) -> HTTPResponse {
        let editor = ruleEditor(picked: picked, previewed: previewed)
        let body = runner.document(AchievementsView.self, ["achievements"]).map { AchievementsPage(view: $0, editor: editor).render() }
        return page(.achievements, body, notice)
    }

    /// The boxes of the trackable picked (the first when none is), from the stored rules and Readings.
    func editorBoxes(picked: Int64?, store: Store) -> (trackables: [Trackable], boxes: RuleEditorBoxes)? {
        guard let trackables = try? store.trackables(), let first = trackables.first else { return nil }
        let chosen = trackables.first { $0.id == picked } ?? first
        guard let rules = try? store.rules(trackableId: chosen.id), let readings = try? store.readings(trackableId: chosen.id) else { return nil }
        return (trackables, RuleEditorBoxes(trackable: chosen, rules: rules, readings: readings))
    }

    /// The editor for the trackable picked, with a Preview's boxes and findings when there was one.
    private func ruleEditor(picked: Int64?, previewed: Previewed?) -> RuleEditorView? {
        guard let context = try? runner.context(), let store = try? context.openStore(),
              let (trackables, boxes) = editorBoxes(picked: picked, store: store) else { return nil }
        let zones = (try? store.zones()) ?? []
        return RuleEditorView(trackables: trackables.map { ($0.id, $0.name) }, picked: boxes.trackable.id,
                              groups: boxes.groups(ticked: previewed?.keys),
                              kept: boxes.kept.map { rule in rule.name(for: boxes.read(rule), zone: zones.first { $0.id == rule.zoneId }) + " (\(rule.thresholdText))" },
                              preview: previewed?.items, csrfToken: csrfToken)
    }

    func settings(_ notice: Notice = .none) -> HTTPResponse {
        let body = goals().flatMap { config in
            encouragement().map { SettingsPage(config: config, settings: $0, csrfToken: csrfToken).render() }
        }
        return page(.settings, body, notice)
    }
}
