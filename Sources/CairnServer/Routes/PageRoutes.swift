import CairnApp
import CairnCore
import Foundation

/// The screens: each reads the same typed results the API serves (the application layer's
/// calls), so a page and the API never disagree. The forms' answers (``FormRoutes``) render
/// these same screens with a notice.
struct PageRoutes: Sendable {
    var database: ServedDatabase
    var csrfToken: String
    var databaseName: String
    /// A team server's screens: its top bar, Sign out, and the team page's switch on Settings.
    var teamMode = false

    /// What a form post has to say on the screen it renders: a toast, or a problem and its status.
    struct Notice: Sendable {
        var toast: String?
        var problem: String?
        var status = 200
        /// The screen's undo route, when the toast follows a change made on it: the toast then
        /// offers the Undo of that change.
        var undoAction: String?
        /// A change made outside this page that an Undo asks about before stepping it back.
        var confirmUndo: UndoButtonView?
        /// The trackable's name the toast holds, isolated in it (`<bdi>`) so a right-to-left name
        /// keeps the value on its side.
        var isolate: String?

        static let none = Notice()
    }

    /// The answer for a screen's path, or `nil` when there is none.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let forms = FormRoutes(pages: self)
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/today"): return today(date: request.query["date"])
        case ("GET", "/history"): return history(query: request.query)
        case ("GET", _) where request.path == "/coding" || request.path.hasPrefix("/coding/projects/"): return CodingRoutes(pages: self).answer(request)
        case ("GET", "/trackables"): return trackables()
        case ("GET", "/achievements"): return achievements(picked: request.query["trackable"].flatMap { Int64($0) })
        case ("GET", "/settings"): return settings()
        case ("GET", "/export"): return export()
        case ("GET", "/connect"): return connect(request)
        case ("POST", "/connect/key"): return revealKey(request)
        case ("POST", "/connect/rotate"): return rotateKey(request)
        case ("POST", "/trackables/log"): return forms.log(request)
        case ("POST", "/trackables/nothing"): return forms.nothing(request)
        case ("POST", "/trackables/entries/edit"): return forms.editEntry(request)
        case ("POST", "/trackables/entries/remove"): return forms.removeEntry(request)
        case ("POST", "/trackables/undo"): return forms.undo(request)
        case ("POST", ReadingBellRoutes.action): return ReadingBellRoutes(pages: self).answer(request)
        case ("POST", _) where request.path.hasPrefix(WelcomeView.action) || request.path.hasPrefix(SettingsPage.action):
            return GoalsFormRoutes(pages: self).answer(request)
        case ("POST", "/achievements/rules"): return forms.rules(request)
        case ("POST", "/onboarding"): return forms.onboarding(request)
        case ("GET", "/trackables/manage"): return manage()
        case ("GET", _) where request.path.hasPrefix("/trackables/"): return TrackablePageRoutes(pages: self).page(request)
        case ("POST", _) where request.path.hasPrefix("/trackables/manage/"): return TrackableFormRoutes(pages: self).answer(request)
        case ("POST", _) where request.path.hasPrefix("/history/holds/"): return DisruptionFormRoutes(pages: self).answer(request)
        default: return nil
        }
    }

    func page(_ screen: Screen, _ notice: Notice, _ body: () throws(AppError) -> String) -> HTTPResponse {
        do {
            let html = try body()
            let shown = (notice.problem.map { #"<p class="error" role="alert">\#(Escape.html($0))</p>"# } ?? "")
                + (notice.confirmUndo.map { $0.renderConfirmation(object: Workspace.undoObject($0.offer?.label ?? "")) } ?? "")
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: shown + html, toast: notice.toast,
                                     toastAction: toastUndo(notice), toastIsolating: notice.isolate,
                                     screens: teamMode ? Screen.teamMode : Screen.personal, signOut: teamMode),
                         status: notice.status)
        } catch {
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: Layout.problem(error.description),
                                     screens: teamMode ? Screen.teamMode : Screen.personal, signOut: teamMode),
                         status: error.httpStatus)
        }
    }

    /// Today; on an empty database (no goals set, nothing logged) the welcome instead of the
    /// rings, with `welcome` (what was typed and the refusals) after a refused post.
    func today(date: String?, _ notice: Notice = .none, welcome typed: GoalsFormView? = nil, welcomeProblem: String? = nil) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.today, notice) { () throws(AppError) in
            let asked = try date.map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
            let report = try workspace.todayReport(on: asked).document.report
            let config = try workspace.goals().config
            let settings = try workspace.encouragement()
            let steps = try? workspace.firstSteps()
            // A team server has no trackables, rules or imports yet: no checklist, question or import link.
            let checklist = settings.gettingStarted && !teamMode ? steps.map { GettingStartedView(goalsSet: $0.goalsSet, historyIn: $0.historyIn, ruleAdded: $0.ruleAdded) } : nil
            let onboarding = steps?.asked ?? true || teamMode ? nil : OnboardingView(csrfToken: csrfToken)
            let live = asked == nil ? (try? DocumentJSON.bytes(report)).map(LiveToday.etag) : nil
            var today = TodayPage(report: report, config: config, settings: settings, onboarding: onboarding, gettingStarted: checklist,
                                  live: live)
            if let steps, !steps.goalsSet, !steps.historyIn {
                let form = typed ?? GoalsFormView(values: GoalsFormView.Values(config), offerBrowserZone: true)
                today.welcome = WelcomeView(form: form, problem: welcomeProblem, onboarding: onboarding, csrfToken: csrfToken)
            }
            today.nextSteps = !teamMode && (steps.map { $0.goalsSet && !$0.historyIn } ?? false)
            return today.render()
        }
    }

    func history(opened: LocalDate?, _ notice: Notice = .none, holds typed: HoldsView.Typed = HoldsView.Typed()) -> HTTPResponse {
        history(place: HistoryPlace(opened: opened), notice, holds: typed)
    }

    /// The sessions of one day, cut at its own midnights (in the zone in force on it), as
    /// fractions of the day, with the window, and the time per project as `breakdown` gives it.
    func dayPanel(_ verdict: DayVerdict, _ workspace: Workspace) -> DayPanelView? {
        guard let (pieces, window) = try? workspace.dayPieces(verdict.date, duration: Words.short) else { return nil }
        let projects = (try? workspace.breakdown(by: .project, from: verdict.date, to: verdict.date).rows) ?? []
        let shares = projects.map { DayPanelView.Share(name: $0.name, text: "\(Words.short($0.seconds)) · \(Int(($0.share * 100).rounded())) %") }
        return DayPanelView(verdict: verdict, pieces: pieces.map { DayPanelView.Piece(from: $0.from, to: $0.to, text: $0.text) },
                            window: window, projects: shares, holds: holdWords(on: verdict.date, workspace))
    }

    /// How many recent entries each card lists.
    static let recentEntries = 10

    func trackables(_ notice: Notice = .none, typed: LogControlView.Typed? = nil) -> HTTPResponse {
        let workspace = database.workspace()
        var notice = notice
        // A refusal of a card's form is shown beside that form, not above the cards.
        if let typed, (try? workspace.trackableList().documents.contains { $0.name == typed.trackable }) == true { notice.problem = nil }
        return page(.trackables, notice) { () throws(AppError) in
            let cards = try workspace.trackableList().documents.map(TrackableCard.init)
            let settings = try workspace.encouragement()
            let durations = Set(cards.filter { $0.kind == "duration" }.map(\.id))
            let recent = (try? workspace.recentEntries(limit: Self.recentEntries)) ?? [:]
            let entries = Dictionary(uniqueKeysWithValues: recent.map { id, rows in (id, rows.map { EntryRow($0, duration: durations.contains(id)) }) })
            let page = TrackablesPage(cards: cards, entries: entries, showStreaks: settings.streaks, csrfToken: csrfToken,
                                      today: today(workspace), zone: try? workspace.goals().config.timeZone(), typed: typed,
                                      undo: undoButton(UndoForm.cards, workspace))
            return page.render()
        }
    }

    /// Today in the goals' zone, for the forms' day inputs.
    func today(_ workspace: Workspace) -> LocalDate? {
        (try? workspace.goals().config.timeZone()).map { DayCalendar(timeZone: $0).localDate(of: workspace.now) }
    }

    /// The boxes as a Preview or a refusal left them (ticked and filled as sent, not as
    /// stored), what a Preview found, and each refused field's problem.
    struct Previewed {
        var typed: RuleEditorBoxes.Typed
        var items: [RuleEditorView.Preview]?
        var problems: [String: String] = [:]
    }

    func achievements(picked: Int64?, _ notice: Notice = .none, previewed: Previewed? = nil) -> HTTPResponse {
        let workspace = database.workspace()
        let editor = ruleEditor(picked: picked, previewed: previewed, workspace)
        return page(.achievements, notice) { () throws(AppError) in
            AchievementsPage(view: AchievementsView(try workspace.achievementsPage().document), editor: editor).render()
        }
    }

    /// The editor's boxes for the trackable picked (the first when none is), from the stored rules and Readings.
    func editorBoxes(picked: Int64?, _ workspace: Workspace) -> (data: RuleEditorData, boxes: RuleEditorBoxes)? {
        guard let data = try? workspace.ruleEditor(picked: picked) else { return nil }
        return (data, RuleEditorBoxes(trackable: data.trackable, rules: data.rules, readings: data.readings, zones: data.zones))
    }

    /// The editor for the trackable picked, with a Preview's boxes and findings when there was one.
    private func ruleEditor(picked: Int64?, previewed: Previewed?, _ workspace: Workspace) -> RuleEditorView? {
        guard let (data, boxes) = editorBoxes(picked: picked, workspace) else { return nil }
        let zones = data.zones
        return RuleEditorView(trackables: data.trackables.map { ($0.id, $0.name) }, picked: boxes.trackable.id,
                              groups: boxes.groups(previewed?.typed, problems: previewed?.problems ?? [:]),
                              kept: boxes.kept.map { rule in rule.name(for: boxes.read(rule), zone: zones.first { $0.id == rule.zoneId }) + " (\(rule.thresholdText))" },
                              preview: previewed?.items, csrfToken: csrfToken)
    }

    /// Settings; after a refused post, the goals as typed (`typed`), the switches as posted and
    /// a refusal about no one field (`problem`).
    func settings(_ notice: Notice = .none, typed: GoalsFormView? = nil, switches: EncouragementSettings? = nil,
                  problem: String? = nil) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.settings, notice) { () throws(AppError) in
            let goals = try workspace.goals()
            let stored = try workspace.encouragement()
            var page = SettingsPage(config: goals.config, settings: switches ?? stored, csrfToken: csrfToken, form: typed,
                                    isDefault: goals.isDefault, problem: problem)
            page.showsExport = !teamMode
            return try page.render()
                + (teamMode ? TeamSharingView(shares: workspace.sharesWeek(), csrfToken: csrfToken).render()
                    + TeamMoveInView(csrfToken: csrfToken).render() + TeamNudgesView().render()
                    + TeamAccountView(csrfToken: csrfToken).render() : "")
        }
    }
}
