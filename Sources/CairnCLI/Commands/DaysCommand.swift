import CairnApp
import CairnCore
import CairnRender

/// `cairn days --from DATE --to DATE`: one verdict per date, zeros included.
enum DaysCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let askedFrom = try arguments.option("--from").map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        let askedTo = try arguments.option("--to").map { text throws(CLIError) in try Context.date(text, flag: "--to") }
        let svg = try arguments.option("--svg")
        try arguments.finish()
        let read = try context.workspace.days(from: askedFrom, to: askedTo)
        context.warn(skipped: read.skipped)
        let (days, firstWeekday) = read.document
        if let svg {
            try context.writeFile(HeatmapSVG(days: days, firstWeekday: firstWeekday).render(), to: svg)
        } else if context.json {
            try context.printJSON(days)
        } else {
            context.console.out(DaysText(days: days).render())
        }
    }
}
