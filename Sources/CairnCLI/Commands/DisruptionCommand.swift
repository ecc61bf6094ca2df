import CairnApp
import CairnCore
import CairnStore

/// `cairn disruption add --from DATE --to DATE [--reason TEXT] [--trackable NAME]`.
enum DisruptionCommand {
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
        let fromText = try arguments.requiredOption("--from")
        let from = try Context.date(fromText, flag: "--from")
        let to = try Context.date(try arguments.option("--to") ?? fromText, flag: "--to")
        let reason = try arguments.option("--reason") ?? ""
        let trackableName = try arguments.option("--trackable")
        try arguments.finish()
        let document = try context.workspace.addDisruption(from: from, to: to, reason: reason, trackable: trackableName)
        if context.json {
            try context.printJSON(document)
        } else {
            let days = from.distance(to: to) + 1
            context.say("On hold: \(from)\(days > 1 ? " to \(to)" : "") (\(days) day\(days == 1 ? "" : "s")) for \(document.trackable ?? "everything")\(reason.isEmpty ? "" : ": \(reason)").\n")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let documents = try context.workspace.disruptions()
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty { context.say("No disruptions; add one with `cairn disruption add --from DATE --to DATE --reason TEXT`.\n") }
        for d in documents {
            context.say("\(d.id)  \(d.from) to \(d.to)  \(d.trackable ?? "everything")\(d.reason.isEmpty ? "" : "  \(d.reason)")\n")
        }
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let text = try arguments.required("disruption id (see `cairn disruption list`)")
        try arguments.finish()
        guard let id = Int64(text), id > 0 else { throw .usage("a disruption is named by its id, a number (see `cairn disruption list`), got \"\(text)\"") }
        try context.workspace.removeDisruption(id: id)
        context.say(context.json ? "{\"removed\": true}\n" : "Removed disruption \(id): its days count again. `cairn undo` puts it back.\n")
    }
}

extension DisruptionCommand {
    /// The one description of `cairn disruption …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["disruption", "add"], summary: "days on hold: they neither break nor extend a streak", group: .achievements,
                    options: [
                        .option("--from", .date, "the first day on hold", required: true),
                        .option("--to", .date, "the last day on hold (default: --from)"),
                        .option("--reason", .text, "why, in a few words"),
                        .option("--trackable", .trackable, "only this trackable (default: everything)"),
                    ],
                    example: "cairn disruption add --from 2026-08-10 --to 2026-08-24 --reason Holiday"),
        CommandSpec(words: ["disruption", "list"], summary: "every disruption", group: .achievements,
                    example: "cairn disruption list --json"),
        CommandSpec(words: ["disruption", "remove"], summary: "a disruption, by its id", group: .achievements,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn disruption list --json`)")],
                    example: "cairn disruption remove 3"),
    ]
}
