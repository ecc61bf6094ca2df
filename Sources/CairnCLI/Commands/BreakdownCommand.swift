import CairnApp
import CairnCore
import CairnRender

/// `cairn breakdown --by project|language|editor|source [--from DATE] [--to DATE] [--json]`:
/// where the coding time of a range of days went (``Breakdown``), as `{"name","seconds","share"}`
/// rows or a bar chart. The range defaults to the last seven days through today, like `days`;
/// the rows add up to the days' coded seconds.
enum BreakdownCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        guard let byText = try arguments.option("--by") else {
            throw .usage("breakdown needs --by project, language, editor or source")
        }
        guard let dimension = BreakdownDimension(rawValue: byText.lowercased()) else {
            throw .usage("--by takes project, language, editor or source, got \"\(byText)\"")
        }
        let askedFrom = try arguments.option("--from").map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        let askedTo = try arguments.option("--to").map { text throws(CLIError) in try Context.date(text, flag: "--to") }
        try arguments.finish()
        if let askedFrom, let askedTo { try check(from: askedFrom, to: askedTo) }
        let store = try context.openExistingStore()
        let (engine, today) = try context.clock(store)
        let to = askedTo ?? today
        let from = askedFrom ?? to.adding(days: -6)
        try check(from: from, to: to)
        let (sessions, holds, totals) = try context.storeCall("cannot read the sessions") {
            (try store.sessions(), try store.goalHoldDates(), try store.dayTotals())
        }
        // The days' own verdicts say how much of their coding is known only as a daily total.
        let now = context.now.timeIntervalSince1970
        let merged = TimeSpan.clipped(TimeSpan.union(sessions.map(\.span)), at: now)
        let days = engine.verdicts(merged: merged, from: from, through: to, seriesStart: engine.seriesStart(merged: merged, dayTotals: totals),
                                   today: today, onHold: holds, dayTotals: totals)
        // Cut at the days' own midnights (each in the zone in force on it), and never past now.
        let layout = engine.layout(from: from, through: to)
        let range = TimeSpan(start: layout.bounds.first ?? 0, end: Swift.min(layout.bounds.last ?? 0, now))
        let rows = Breakdown.rows(sessions, by: dimension, within: range, untimedSeconds: days.reduce(0) { $0 + $1.untimedSeconds })
        if context.json {
            try context.printJSON(rows)
        } else {
            context.console.out(BreakdownText(rows: rows, dimension: dimension, from: from, to: to).render())
        }
    }

    private static func check(from: LocalDate, to: LocalDate) throws(CLIError) {
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        guard from.distance(to: to) < DaysCommand.maximumDays else { throw .usage("the range is longer than \(DaysCommand.maximumDays) days; ask for less") }
    }
}
