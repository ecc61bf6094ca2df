import CairnApp
import CairnCore
import CairnRender
import CairnStore

/// `cairn rule add|list|remove`: achievement rules, refused where their measure means nothing.
enum RuleCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "add": try add(&arguments, context)
        case "list": try list(&arguments, context)
        case "remove": try remove(&arguments, context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func add(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let measureText = try arguments.requiredOption("--measure")
        let daysText = try arguments.option("--days")
        let zoneName = try arguments.option("--zone")
        let ladderText = try arguments.option("--ladder")
        let everyText = try arguments.option("--every")
        let scaleText = try arguments.option("--scale")
        let record = arguments.flag("--record")
        let low = arguments.flag("--low")
        let minHistoryText = try arguments.option("--min-history")
        let ofName = try arguments.option("--of")
        let dryRun = arguments.flag("--dry-run")
        let trackableName = try arguments.required("trackable name")
        try arguments.finish()
        let request = try RuleRequest(trackable: trackableName, measure: measureText, days: daysText, zone: zoneName, ladder: ladderText,
                                      every: everyText, scale: scaleText, record: record, low: low, minHistory: minHistoryText, reading: ofName)
        if dryRun {
            preview(try context.workspace.previewRule(request), context)
            return
        }
        let (rule, draft, past) = try context.workspace.addRule(request)
        if context.json {
            try context.printJSON(RuleDocument(rule: rule, trackable: draft.read, zone: draft.zone))
        } else {
            context.say("Added rule \(rule.id): \(rule.name(for: draft.read, zone: draft.zone)), \(rule.thresholdText)."
                + (past.isEmpty ? "" : " Your history already holds \(past.count) moment\(past.count == 1 ? "" : "s") for it; see `cairn achievements`.") + "\n")
        }
    }

    /// `rule add --dry-run`: the moments the rule would mark over the existing history, each with
    /// its date and words, without saving the rule or marking anything seen.
    private static func preview(_ document: DryRunDocument, _ context: Context) {
        if context.json {
            try? context.printJSON(document)
            return
        }
        let count = document.moments.count
        context.say("\(document.name), \(document.threshold): over your history it would mark \(count) moment\(count == 1 ? "" : "s")"
            + (count == 0 ? ".\n" : ":\n"))
        for moment in document.moments {
            context.say("  \(moment.date)  " + TerminalText.escaped("\(moment.name): \(moment.text)") + "\n")
        }
        context.say("Nothing was saved (a dry run).\n")
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let name = arguments.positional()
        try arguments.finish()
        let documents = try context.workspace.ruleDocuments(of: name)
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty { context.say("No rules yet; add one with `cairn rule add TRACKABLE --measure ...`.\n") }
        for d in documents { context.say("\(d.id)  \(d.name)  (\(d.threshold))\(d.problem.map { "  skipped: \($0)" } ?? "")\n") }
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let text = try arguments.required("rule id (see `cairn rule list`)")
        try arguments.finish()
        guard let id = Int64(text) else { throw .usage("a rule is named by its id, a number (see `cairn rule list`), got \"\(text)\"") }
        try context.workspace.removeRule(id: id)
        context.say(context.json ? "{\"removed\": true}\n" : "Removed rule \(id).\n")
    }
}

extension RuleCommand {
    /// The one description of `cairn rule …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["rule", "add"], summary: "an achievement rule: a streak, a best, a total or a count", group: .achievements,
                    positionals: [PositionalSpec.trackable],
                    options: [
                        .option("--measure", .choice(["streak", "best", "total", "count"]), "what is measured", required: true),
                        .option("--days", .choice(["some", "none", "zone"]), "which days a streak counts (default some)"),
                        .option("--zone", .text, "the zone a streak or count reads", placeholder: "NAME"),
                        .option("--ladder", .numbers, "the rungs, in the trackable's unit"),
                        .option("--every", .number, "a rung every N, to the data's reach plus one"),
                        .option("--scale", .number, "with --every: each rung this many times the last"),
                        .flag("--record", "a new highest (or lowest with --low) value"),
                        .flag("--low", "a best rule looks for the lowest value"),
                        .option("--min-history", .wholeNumber, "days with a value before a record counts (default 5)"),
                        .option("--of", .text, "read a Reading of the trackable instead of its own value", placeholder: "READING"),
                        .flag("--dry-run", "list the moments it would mark over your history, and save nothing"),
                    ],
                    example: "cairn rule add Strength --of \"Max weight\" --measure best --record --dry-run"),
        CommandSpec(words: ["rule", "list"], summary: "the rules, of one trackable or of all", group: .achievements,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    example: "cairn rule list Running"),
        CommandSpec(words: ["rule", "remove"], summary: "a rule, by its id", group: .achievements,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn rule list`)")],
                    example: "cairn rule remove 4"),
    ]
}
