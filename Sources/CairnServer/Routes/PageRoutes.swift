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

        static let none = Notice()
    }

    /// The answer for a screen's path, or `nil` when there is none.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let forms = FormRoutes(pages: self)
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/today"): return today(date: request.query["date"])
        case ("GET", "/history"): return history(opened: request.query["date"].flatMap { LocalDate(iso: $0) })
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
        case ("POST", "/settings"): return forms.settings(request)
        case ("POST", "/achievements/rules"): return forms.rules(request)
        case ("POST", "/onboarding"): return forms.onboarding(request)
        case ("GET", "/trackables/manage"): return manage()
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
                                     toastAction: toastUndo(notice)),
                         status: notice.status)
        } catch {
            return .html(Layout.page(screen, csrfToken: csrfToken, databaseName: databaseName, body: Layout.problem(error.description)),
                         status: error.httpStatus)
        }
    }

    func today(date: String?, _ notice: Notice = .none) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.today, notice) { () throws(AppError) in
            let asked = try date.map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
            let report = try workspace.todayReport(on: asked).document.report
            let config = try workspace.goals().config
            let settings = try workspace.encouragement()
            let steps = try? workspace.firstSteps()
            let checklist = settings.gettingStarted ? steps.map { GettingStartedView(goalsSet: $0.goalsSet, historyIn: $0.historyIn, ruleAdded: $0.ruleAdded) } : nil
            return TodayPage(report: report, config: config, settings: settings,
                             onboarding: steps?.asked ?? true ? nil : OnboardingView(csrfToken: csrfToken), gettingStarted: checklist).render()
        }
    }

    func history(opened: LocalDate?, _ notice: Notice = .none, holds typed: HoldsView.Typed = HoldsView.Typed()) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.history, notice) { () throws(AppError) in
            let today = try workspace.todayReport(on: nil).document.report.date
            let config = try workspace.goals().config
            let days = try workspace.days(from: today.adding(days: -364), to: today).document.days
            let panel = opened.flatMap { date in days.first { $0.date == date } }.flatMap { dayPanel($0, workspace) }
            return HistoryPage(days: days, config: config, today: today, panel: panel, holds: holdsView(typed, workspace)).render()
        }
    }

    /// The sessions of one day, cut at its own midnights (in the zone in force on it), as
    /// fractions of the day, with the window, and the time per project as `breakdown` gives it.
    private func dayPanel(_ verdict: DayVerdict, _ workspace: Workspace) -> DayPanelView? {
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
            let entries = ((try? workspace.recentEntries(limit: Self.recentEntries)) ?? [:]).mapValues { $0.map(EntryRow.init) }
            return TrackablesPage(cards: cards, entries: entries, showStreaks: settings.streaks, csrfToken: csrfToken,
                                  today: today(workspace), zone: try? workspace.goals().config.timeZone(), typed: typed,
                                  undo: undoButton(UndoForm.cards, workspace)).render()
        }
    }

    /// Today in the goals' zone, for the forms' day inputs.
    func today(_ workspace: Workspace) -> LocalDate? {
        (try? workspace.goals().config.timeZone()).map { DayCalendar(timeZone: $0).localDate(of: workspace.now) }
    }

    /// The boxes as a Preview left them (ticked as sent, not as stored) and what it found.
    struct Previewed {
        var keys: Set<String>
        var items: [RuleEditorView.Preview]
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
        return (data, RuleEditorBoxes(trackable: data.trackable, rules: data.rules, readings: data.readings))
    }

    /// The editor for the trackable picked, with a Preview's boxes and findings when there was one.
    private func ruleEditor(picked: Int64?, previewed: Previewed?, _ workspace: Workspace) -> RuleEditorView? {
        guard let (data, boxes) = editorBoxes(picked: picked, workspace) else { return nil }
        let zones = data.zones
        return RuleEditorView(trackables: data.trackables.map { ($0.id, $0.name) }, picked: boxes.trackable.id,
                              groups: boxes.groups(ticked: previewed?.keys),
                              kept: boxes.kept.map { rule in rule.name(for: boxes.read(rule), zone: zones.first { $0.id == rule.zoneId }) + " (\(rule.thresholdText))" },
                              preview: previewed?.items, csrfToken: csrfToken)
    }

    func settings(_ notice: Notice = .none) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.settings, notice) { () throws(AppError) in
            SettingsPage(config: try workspace.goals().config, settings: try workspace.encouragement(), csrfToken: csrfToken).render()
        }
    }
}
