import CairnApp
import CairnCore
import CairnRender

/// `cairn today [--date DATE]`: the rings, the week so far and the streak.
enum TodayCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let asked = try arguments.option("--date").map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        let svg = try arguments.option("--svg")
        try arguments.finish()
        let read = try context.workspace.todayReport(on: asked)
        context.warn(skipped: read.skipped)
        let (report, config, flame) = read.document
        if let svg {
            try context.writeFile(RingsSVG(report: report, config: config).render(), to: svg)
            return
        }
        try show(report, config: config, flame: flame, context)
    }

    static func show(_ report: TodayReport, config: GoalConfig, flame: Bool, _ context: Context) throws(CLIError) {
        if context.json {
            try context.printJSON(report)
        } else {
            context.console.out(TodayText(report: report, config: config, style: TerminalStyle(color: context.color), flame: flame).render())
        }
    }
}

extension TodayCommand {
    /// The one description of `cairn today`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["today"], summary: "today's rings, the week so far and the streak", group: .goals,
                    options: [
                        .option("--date", .date, "show this date instead of today"),
                        .option("--svg", .svgFile, "draw the nested rings into an SVG file"),
                    ],
                    example: "cairn today --svg rings.svg"),
    ]
}
