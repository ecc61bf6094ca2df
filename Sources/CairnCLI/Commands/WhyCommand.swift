import CairnApp
import CairnCore
import CairnStore

/// `cairn why [DATE]` and `cairn why TRACKABLE [DATE]`: what decided a day's status and the
/// streak standing on it, in words (default: today).
enum WhyCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        var words: [String] = []
        while let word = arguments.positional() { words.append(word) }
        try arguments.finish()
        guard words.count <= 2 else { throw .usage("why takes a date, or a trackable and a date: `cairn why 2026-03-04`, `cairn why Weight 2026-03-04`") }
        let dateWord = words.last.flatMap { LocalDate(iso: $0) }
        let name = words.count == 2 || (words.count == 1 && dateWord == nil) ? words.first : nil
        if words.count == 2, dateWord == nil { throw .usage("--\(words[1]) is not a date as YYYY-MM-DD") }
        if let name {
            let document = try context.workspace.trackableWhy(name, on: dateWord)
            if context.json { try context.printJSON(document); return }
            context.say("\(document.trackable) on \(document.date)\n")
            if document.rules.isEmpty { context.say("  No rules on \(document.trackable): nothing is watched (add one with `cairn rule add`).\n") }
            for rule in document.rules {
                context.say("  \(rule.name)\(rule.explanation.status.map { " · \($0)" } ?? "")\n")
                for reason in rule.explanation.reasons { context.say("    \(reason)\n") }
            }
        } else {
            let document = try context.workspace.goalWhy(on: dateWord)
            if context.json { try context.printJSON(document); return }
            let explanation = document.explanation
            context.say("\(explanation.date) · \(explanation.status ?? "no verdict")\n")
            for reason in explanation.reasons { context.say("  \(reason)\n") }
        }
    }
}

extension WhyCommand {
    /// The one description of `cairn why`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["why"], summary: "what decided a day's status and the streak standing on it", group: .correcting,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "a trackable, for its rules' runs and records",
                                                 optional: true),
                                  PositionalSpec(name: "DATE", kind: .date, help: "the day (default: today)", optional: true)],
                    example: "cairn why 2026-11-03"),
    ]
}
