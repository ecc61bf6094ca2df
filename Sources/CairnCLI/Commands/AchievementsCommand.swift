import CairnApp
import CairnCore
import CairnRender
import CairnStore

/// `cairn achievements`: Rules, Coming up and Earned (grouped by day), computed from the data.
enum AchievementsCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let store = try context.openExistingStore()
        try context.warnImplausible(store)
        let page = try build(store, context)
        if context.json {
            try context.printJSON(page)
        } else {
            context.console.out(AchievementsText(page: page.view, style: TerminalStyle(color: context.color)).render())
        }
    }

    /// Everything the page shows, the coding goal's streak milestones included.
    static func build(_ store: Store, _ context: Context) throws(CLIError) -> AchievementsDocument {
        let (engine, today) = try context.clock(store)
        let (enabled, snapshot, merged, holds) = try context.storeCall("cannot read the achievements") {
            (try store.encouragement().achievements, try AchievementSnapshot(store, engine: engine, today: today, now: context.now),
             try store.mergedSessionSpans(until: context.now),
             try store.goalHoldDates())
        }
        let rules = RuleCommand.documents(rules: snapshot.rules, trackables: snapshot.trackables, zones: snapshot.zones,
                                          readings: snapshot.inputs.readings)
        guard enabled else { return AchievementsDocument(enabled: false, rules: rules, evaluation: Evaluation()) }
        var evaluation = snapshot.evaluateAll(today: today)
        if let first = engine.seriesStart(merged: merged), first <= today {
            let days = engine.verdicts(merged: merged, from: first, through: today, seriesStart: first, today: today, onHold: holds)
            let goal = GoalStreakMoments.evaluate(days: days, today: today)
            evaluation.comingUp += goal.comingUp
            evaluation.moments = AchievementEngine.inDateOrder(runs: [evaluation.moments, goal.moments])
        }
        return AchievementsDocument(enabled: true, rules: rules, evaluation: evaluation)
    }
}

/// `achievements --json`: `{"enabled","rules","comingUp","earned":[{"date","moments"}]}`.
struct AchievementsDocument: Encodable {
    var enabled: Bool
    var rules: [RuleDocument]
    var evaluation: Evaluation

    enum CodingKeys: String, CodingKey { case enabled, rules, comingUp, earned }

    struct ComingUpDocument: Encodable {
        var name: String
        var current: Double
        var next: Double
        var progress: Double
        var text: String
    }

    struct DayDocument: Encodable {
        var date: LocalDate
        var moments: [MomentDocument]
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(enabled, forKey: .enabled)
        try c.encode(rules, forKey: .rules)
        try c.encode(evaluation.comingUp.map {
            ComingUpDocument(name: $0.name, current: $0.current, next: $0.next, progress: $0.progress,
                             text: "\($0.currentText) of \($0.nextText)")
        }, forKey: .comingUp)
        try c.encode(evaluation.earnedByDay.map { DayDocument(date: $0.date, moments: $0.moments.map(MomentDocument.init)) },
                     forKey: .earned)
    }

    /// The page as the terminal renderer reads it.
    var view: AchievementsPage {
        AchievementsPage(
            enabled: enabled,
            rules: rules.map { AchievementsPage.Rule(name: $0.name, threshold: $0.threshold, problem: $0.problem) },
            comingUp: evaluation.comingUp.map { AchievementsPage.Upcoming(name: $0.name, progress: $0.progress, text: "\($0.currentText) of \($0.nextText)") },
            earned: evaluation.earnedByDay.map { day in
                AchievementsPage.Day(date: day.date, moments: day.moments.map { ($0.name, $0.measureText) })
            })
    }
}
