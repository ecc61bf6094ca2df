import CairnApp
import CairnCore
import CairnStore

/// `cairn reading add|list|remove`: named ways of reading an event trackable, one value a day,
/// that a rule reads through `rule add TRACKABLE --of NAME`.
enum ReadingCommand {
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
        let field = try arguments.requiredOption("--field")
        let reduceText = try arguments.requiredOption("--reduce")
        let whereText = try arguments.option("--where")
        let eachText = try arguments.option("--each-event")
        let trackableName = try arguments.required("trackable name")
        let name = try arguments.required("the Reading's name")
        try arguments.finish()
        let (reading, trackable) = try context.workspace.addReading(name, of: trackableName, field: field, reduce: reduceText,
                                                                    where: whereText, eachEvent: eachText)
        if context.json {
            try context.printJSON(ReadingDocument(reading, of: trackable))
        } else {
            context.say("Added the Reading \(reading.subject(of: trackable)); put a rule on it with "
                + "`cairn rule add \(trackable.name) --of \"\(reading.name)\" --measure best --record`.\n")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let name = arguments.positional()
        try arguments.finish()
        let documents = try context.workspace.readingDocuments(of: name)
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty { context.say("No Readings yet; add one with `cairn reading add TRACKABLE NAME --field F --reduce max`.\n") }
        for d in documents { context.say("\(d.trackable) · \(d.name)  \(d.reduce) of \(d.field)\(d.filter.map { " where \($0)" } ?? "")\n") }
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let trackableName = try arguments.required("trackable name")
        let name = try arguments.required("the Reading's name")
        try arguments.finish()
        let (reading, trackable) = try context.workspace.removeReading(name, of: trackableName)
        context.say(context.json ? "{\"removed\": true}\n" : "Removed the Reading \(reading.subject(of: trackable)) and the rules that read it.\n")
    }

}

extension ReadingCommand {
    /// The one description of `cairn reading …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["reading", "add"], summary: "a named way of reading an event trackable, one value a day",
                    group: .achievements,
                    positionals: [PositionalSpec.trackable, PositionalSpec(name: "NAME", kind: .text, help: "the Reading's name")],
                    options: [
                        .option("--field", .text, "the field it reads", required: true, placeholder: "FIELD"),
                        .option("--reduce", .choice(ReadingReduction.allCases.map(\.rawValue)), "how a day's values become one",
                                required: true),
                        .option("--where", .text, "only items whose field holds a value", placeholder: "FIELD=VALUE"),
                        .option("--each-event", .choice(ReadingReduction.allCases.map(\.rawValue)),
                                "reduce within each event first (then --reduce across the day's events)"),
                    ],
                    example: "cairn reading add Strength \"Max weight\" --field weight --reduce max --where \"exercise=Bench press\""),
        CommandSpec(words: ["reading", "list"], summary: "the Readings, of one trackable or of all", group: .achievements,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    example: "cairn reading list Strength"),
        CommandSpec(words: ["reading", "remove"], summary: "a Reading, with the rules that read it", group: .achievements,
                    positionals: [PositionalSpec.trackable, PositionalSpec(name: "NAME", kind: .text, help: "the Reading's name")],
                    example: "cairn reading remove Strength \"Max weight\""),
    ]
}
