import CairnApp
import CairnCore
import CairnRender

/// `cairn breakdown --by project|language|editor|source [--from DATE] [--to DATE] [--json]`:
/// where the coding time of a range of days went (``Breakdown``), as `{"name","seconds","share"}`
/// rows or a bar chart. The range defaults to the last seven days through today, like `days`;
/// the rows add up to the days' coded seconds.
enum BreakdownCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let byText = try arguments.requiredOption("--by")
        guard let dimension = BreakdownDimension(rawValue: byText.lowercased()) else {
            throw .usage("--by takes project, language, editor or source, got \"\(byText)\"")
        }
        let askedFrom = try arguments.option("--from").map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        let askedTo = try arguments.option("--to").map { text throws(CLIError) in try Context.date(text, flag: "--to") }
        try arguments.finish()
        let (rows, from, to) = try context.workspace.breakdown(by: dimension, from: askedFrom, to: askedTo)
        if context.json {
            try context.printJSON(rows)
        } else {
            context.console.out(BreakdownText(rows: rows, dimension: dimension, from: from, to: to).render())
        }
    }
}

extension BreakdownCommand {
    /// The one description of `cairn breakdown`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["breakdown"], summary: "coded time by project, language, editor or source", group: .goals,
                    options: [
                        .option("--by", .choice(["project", "language", "editor", "source"]), "what to group by", required: true),
                        .option("--from", .date, "the first date"),
                        .option("--to", .date, "the last date"),
                    ],
                    example: "cairn breakdown --by project --from 2026-11-01 --to 2026-11-30"),
    ]
}
