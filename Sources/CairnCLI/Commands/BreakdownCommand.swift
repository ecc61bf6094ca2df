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
        let (rows, from, to) = try context.workspace.breakdown(by: dimension, from: askedFrom, to: askedTo)
        if context.json {
            try context.printJSON(rows)
        } else {
            context.console.out(BreakdownText(rows: rows, dimension: dimension, from: from, to: to).render())
        }
    }
}
