import CairnApp
import CairnCore
import CairnRender

/// `cairn today [--date DATE]`: the rings, the week so far and the streak.
enum TodayCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let asked = try arguments.option("--date").map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        let svg = try arguments.option("--svg")
        try arguments.finish()
        let store = try context.openExistingStore()
        try context.warnImplausible(store)
        let (engine, today) = try context.clock(store)
        let date = asked ?? today
        let config = engine.config(on: date)
        let report = try context.storeCall("cannot read the sessions") {
            try RangeReads.report(engine, store, for: date, today: today, now: context.now.timeIntervalSince1970,
                                  onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
        }
        if let svg {
            try context.writeFile(RingsSVG(report: report, config: config).render(), to: svg)
            return
        }
        try show(report, config: config, flame: context.storeCall("cannot read the settings") { try store.encouragement().streaks }, context)
    }

    static func show(_ report: TodayReport, config: GoalConfig, flame: Bool, _ context: Context) throws(CLIError) {
        if context.json {
            try context.printJSON(report)
        } else {
            context.console.out(TodayText(report: report, config: config, style: TerminalStyle(color: context.color), flame: flame).render())
        }
    }
}
