import CairnApp
import CairnCore
import Foundation

/// The two forms that set the goals, the first run's welcome and Settings: both read the same
/// controls (``GoalsFormView``) into the `GoalChange` `cairn goals set` makes and save it with
/// the same call, so the toast and the Undo say what the CLI says. Each field is checked on its
/// own first, so a refusal comes back beside the field it is about, with everything as typed
/// and nothing saved.
struct GoalsFormRoutes {
    var pages: PageRoutes

    /// The welcome's Undo, on Today.
    static let welcomeUndo = UndoForm(action: "/welcome/undo", back: "/")
    /// Settings' Undo.
    static let settingsUndo = UndoForm(action: "/settings/undo", back: "/settings")

    /// The answer for the goals forms' posts, or `nil` for another path.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        switch request.path {
        case WelcomeView.action: welcome(request)
        case SettingsPage.action: settings(request)
        case Self.welcomeUndo.action: pages.undo(Self.welcomeUndo, request) { pages.today(date: nil, $0) }
        case Self.settingsUndo.action: pages.undo(Self.settingsUndo, request) { pages.settings($0) }
        default: nil
        }
    }

    /// `POST /welcome`: every goal as chosen, the first goals set (for all time); then Today.
    func welcome(_ request: HTTPRequest) -> HTTPResponse {
        let workspace = pages.database.workspace()
        let current: GoalConfig
        do { current = try workspace.goals().config } catch { return pages.today(date: nil, FormRoutes(pages: pages).problem(error)) }
        let input = GoalsFormInput(FormBody(request), current: current)
        switch input.change(from: current, all: true) {
        case let .refused(problems, status):
            return pages.today(date: nil, PageRoutes.Notice(status: status), welcome: GoalsFormView(values: input.values, problems: problems))
        case let .change(change):
            guard let change else { return pages.today(date: nil) }
            do {
                let saved = try workspace.setGoals(change)
                return pages.today(date: nil, PageRoutes.Notice(toast: GoalChange.savedText(start: saved.start, today: saved.today),
                                                                undoAction: Self.welcomeUndo.action))
            } catch {
                return pages.today(date: nil, PageRoutes.Notice(status: error.httpStatus),
                                   welcome: GoalsFormView(values: input.values), welcomeProblem: error.description)
            }
        }
    }

    /// `POST /settings`: the goals that were changed, then the switches that were flipped.
    func settings(_ request: HTTPRequest) -> HTTPResponse {
        let form = FormBody(request)
        let fields = form.fields
        let workspace = pages.database.workspace()
        let current: GoalConfig, switches: EncouragementSettings
        do {
            current = try workspace.goals().config
            switches = try workspace.encouragement()
        } catch {
            return pages.settings(FormRoutes(pages: pages).problem(error))
        }
        let input = GoalsFormInput(form, current: current)
        let posted = EncouragementSettings(streaks: fields["streaks"] == "on", achievements: fields["achievements"] == "on",
                                           gettingStarted: fields["gettingStarted"] == "on")
        func refused(_ problems: [GoalsFormView.Field: String], _ problem: String?, _ status: Int) -> HTTPResponse {
            pages.settings(PageRoutes.Notice(status: status), typed: GoalsFormView(values: input.values, problems: problems),
                           switches: posted, problem: problem)
        }
        // Only what was changed goes to the goals, so saving the switches alone leaves the
        // goals as they were (still the defaults, when they were).
        var toast = "Settings saved."
        var changes = 0
        switch input.change(from: current, all: false) {
        case let .refused(problems, status):
            return refused(problems, nil, status)
        case let .change(change):
            if let change {
                do {
                    let saved = try workspace.setGoals(change)
                    toast = GoalChange.savedText(start: saved.start, today: saved.today)
                    changes += 1
                } catch {
                    return refused([:], error.description, error.httpStatus)
                }
            }
        }
        let flips = [("streaks", switches.streaks, posted.streaks), ("achievements", switches.achievements, posted.achievements),
                     ("gettingStarted", switches.gettingStarted, posted.gettingStarted)].filter { $0.1 != $0.2 }
        do {
            for (key, _, on) in flips { _ = try workspace.setEncouragement(key, to: on ? "on" : "off") }
        } catch {
            return refused([:], error.description, error.httpStatus)
        }
        if changes == 1, !flips.isEmpty { toast += " Encouragement saved." }
        changes += flips.count
        // The toast's Undo steps back one change: offered only when the save was one.
        return pages.settings(PageRoutes.Notice(toast: toast, undoAction: changes == 1 ? Self.settingsUndo.action : nil))
    }
}

/// The goals form's fields as posted: the values as typed (a field the form did not carry
/// keeps the value in force), and the change they come to.
struct GoalsFormInput {
    var values: GoalsFormView.Values

    init(_ form: FormBody, current: GoalConfig) {
        let fields = form.fields
        var values = GoalsFormView.Values(current)
        if let text = fields["daily"] { values.daily = text }
        if let text = fields["weekly"] { values.weekly = text }
        if let text = fields["windowStart"] { values.windowStart = text }
        if let text = fields["windowEnd"] { values.windowEnd = text }
        // Unticked toggles send nothing: the hidden field says they were on the form.
        if fields[GoalsFormView.restShownField] != nil { values.restDays = form.pairs.filter { $0.name == "rest" }.map(\.value) }
        if let text = fields["timeZone"] { values.timeZone = text }
        if let text = fields["weekStart"] { values.weekStart = text }
        if let text = fields["streakPolicy"] { values.streakPolicy = text }
        self.values = values
    }

    /// What the fields come to: the change (nil when nothing differs), or each field's refusal.
    enum Outcome {
        case change(GoalChange?)
        case refused([GoalsFormView.Field: String], status: Int)
    }

    /// The change from `current`: every field with `all` (the first goals, all of them chosen),
    /// else only those that differ. Each field is read on its own first, by the same
    /// `GoalChange` the CLI's flags make, so its refusal has the CLI's words and its place.
    func change(from current: GoalConfig, all: Bool) -> Outcome {
        let before = GoalsFormView.Values(current)
        func trim(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
        func pick(_ typed: String, _ stored: String) -> String? { all || trim(typed) != stored ? trim(typed) : nil }
        let windowChanged = all || trim(values.windowStart) != before.windowStart || trim(values.windowEnd) != before.windowEnd
        let restChanged = all || Set(values.restDays) != Set(before.restDays)
        var texts: [GoalsFormView.Field: String] = [:]
        texts[.daily] = pick(values.daily, before.daily)
        texts[.weekly] = pick(values.weekly, before.weekly)
        if windowChanged { texts[.window] = trim(values.windowStart) + "-" + trim(values.windowEnd) }
        if restChanged { texts[.restDays] = values.restDays.isEmpty ? "none" : values.restDays.joined(separator: ",") }
        texts[.timeZone] = pick(values.timeZone, before.timeZone)
        texts[.weekStart] = pick(values.weekStart, before.weekStart)
        texts[.streakPolicy] = pick(values.streakPolicy, before.streakPolicy)
        guard !texts.isEmpty else { return .change(nil) }
        func make(_ given: [GoalsFormView.Field: String]) throws(AppError) -> GoalChange {
            try GoalChange(daily: given[.daily], weekly: given[.weekly], window: given[.window], restDays: given[.restDays],
                           timeZone: given[.timeZone], weekStart: given[.weekStart], streakPolicy: given[.streakPolicy], from: nil)
        }
        var problems: [GoalsFormView.Field: String] = [:]
        var status = 400
        for (field, text) in texts {
            do throws(AppError) { _ = try make([field: text]) } catch {
                problems[field] = error.description
                status = error.httpStatus
            }
        }
        guard problems.isEmpty else { return .refused(problems, status: status) }
        do throws(AppError) {
            return .change(try make(texts))
        } catch {
            return .refused([.daily: error.description], status: error.httpStatus)
        }
    }
}
