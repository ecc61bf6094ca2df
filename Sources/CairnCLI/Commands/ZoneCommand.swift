import CairnApp
import CairnCore
import CairnStore

/// `cairn zone add TRACKABLE NAME [--min VALUE] [--max VALUE]` (values may carry units: `70kg`),
/// `cairn zone list [TRACKABLE]` and `cairn zone remove TRACKABLE NAME`.
enum ZoneCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "add": try add(&arguments, context)
        case "list": try list(&arguments, context)
        case "remove": try remove(&arguments, context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let name = arguments.positional()
        try arguments.finish()
        let rows = try context.workspace.zones(of: name)
        if context.json {
            try context.printJSON(rows.map { ZoneListDocument(trackable: $0.trackable.name, zone: $0.zone) })
            return
        }
        if rows.isEmpty { context.say("No zones yet; add one with `cairn zone add TRACKABLE NAME --min VALUE --max VALUE`.\n") }
        for (zone, owner) in rows { context.say("\(owner.name)  \(zone.name)  \(bounds(zone, trackable: owner))\n") }
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let trackableName = try arguments.required("trackable name")
        let name = try arguments.required("zone name")
        try arguments.finish()
        let (zone, trackable, rules) = try context.workspace.removeZone(name, of: trackableName)
        let goes = rules == 0 ? "" : " with the \(rules == 1 ? "rule" : "\(rules) rules") that read it"
        context.say(context.json ? "{\"removed\": true, \"rules\": \(rules)}\n" : "Removed zone \(zone.name) of \(trackable.name)\(goes). `cairn undo` puts it back.\n")
    }

    /// "from 60 kg to 80 kg", in the author's unit when one was typed, else the trackable's own form.
    static func bounds(_ zone: Zone, trackable: Trackable) -> String {
        let show = { (value: Double) in
            zone.unit.map { ValueFormatter.number(value) + " " + $0 } ?? ValueFormatter.format(value, for: trackable)
        }
        return [zone.min.map { "from " + show($0) }, zone.max.map { "to " + show($0) }].compactMap { $0 }.joined(separator: " ")
    }

    private static func add(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let min = try arguments.option("--min")
        let max = try arguments.option("--max")
        let trackableName = try arguments.required("trackable name")
        let name = try arguments.required("zone name")
        try arguments.finish()
        let (stored, trackable) = try context.workspace.addZone(name, to: trackableName, min: min, max: max)
        if context.json {
            try context.printJSON(TrackableDocument.ZoneDocument(name: stored.name, min: stored.min, max: stored.max, unit: stored.unit))
        } else {
            context.say("Added zone \(stored.name) to \(trackable.name): \(bounds(stored, trackable: trackable)).\n")
        }
    }
}

extension ZoneCommand {
    /// The one description of `cairn zone …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["zone", "add"], summary: "a named range of a trackable's values (values may carry units: 70kg)",
                    group: .achievements,
                    positionals: [PositionalSpec.trackable, PositionalSpec(name: "NAME", kind: .text, help: "the zone's name")],
                    options: [
                        .option("--min", .value, "the lowest value in the zone"),
                        .option("--max", .value, "the highest value in the zone"),
                    ],
                    example: "cairn zone add Sleep Rested --min 7h"),
        CommandSpec(words: ["zone", "list"], summary: "the zones, of one trackable or of all", group: .achievements,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    example: "cairn zone list Sleep"),
        CommandSpec(words: ["zone", "remove"], summary: "a zone, with the rules that read it", group: .achievements,
                    positionals: [PositionalSpec.trackable, PositionalSpec(name: "NAME", kind: .text, help: "the zone's name")],
                    example: "cairn zone remove Sleep Rested"),
    ]
}
