import CairnApp
import CairnCore
import CairnRender
import CairnStore

/// `cairn achievements`: Rules, Coming up and Earned (grouped by day), computed from the data.
enum AchievementsCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let read = try context.workspace.achievementsPage()
        context.warn(skipped: read.skipped)
        if context.json {
            try context.printJSON(read.document)
        } else {
            context.console.out(AchievementsText(page: read.document.view, style: TerminalStyle(color: context.color)).render())
        }
    }
}

extension AchievementsDocument {
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

extension AchievementsCommand {
    /// The one description of `cairn achievements`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["achievements"], summary: "rules, coming up, and every moment earned", group: .achievements,
                    example: "cairn achievements --json"),
    ]
}
