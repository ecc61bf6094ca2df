import CairnApp
import CairnCore
import CairnRender

/// `cairn days --from DATE --to DATE`: one verdict per date, zeros included.
enum DaysCommand {
    /// The longest range one call may ask for (about a century).
    static let maximumDays = 36_600

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let askedFrom = try arguments.option("--from").map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        let askedTo = try arguments.option("--to").map { text throws(CLIError) in try Context.date(text, flag: "--to") }
        let svg = try arguments.option("--svg")
        try arguments.finish()
        if let askedFrom, let askedTo { try check(from: askedFrom, to: askedTo) }
        let store = try context.openExistingStore()
        try context.warnImplausible(store)
        let (engine, today) = try context.clock(store)
        let to = askedTo ?? today
        let from = askedFrom ?? to.adding(days: -6)
        try check(from: from, to: to)
        let days = try context.storeCall("cannot read the sessions") {
            try RangeReads.verdicts(engine, store, from: from, through: to, today: today, now: context.now.timeIntervalSince1970,
                                    onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
        }
        if let svg {
            try context.writeFile(HeatmapSVG(days: days, firstWeekday: engine.config(on: to).firstWeekday).render(), to: svg)
        } else if context.json {
            try context.printJSON(days)
        } else {
            context.console.out(DaysText(days: days).render())
        }
    }

    private static func check(from: LocalDate, to: LocalDate) throws(CLIError) {
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        guard from.distance(to: to) < maximumDays else { throw .usage("the range is longer than \(maximumDays) days; ask for less") }
    }
}
