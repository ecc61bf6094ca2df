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

extension DaysCommand {
    /// The one description of `cairn days`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["days"], summary: "one verdict per date (default: the last 7 days)", group: .goals,
                    options: [
                        .option("--from", .date, "the first date (default: 6 days before --to)"),
                        .option("--to", .date, "the last date (default: today)"),
                        .option("--svg", .svgFile, "draw a heatmap of the days into an SVG file"),
                    ],
                    example: "cairn days --from 2026-11-01 --to 2026-11-07"),
    ]
}
