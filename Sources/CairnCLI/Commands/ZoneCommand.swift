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
        let store = try context.openExistingStore()
        let only = try name.map { text throws(CLIError) in try TrackableCommand.find(text, in: store, context) }
        let (zones, trackables) = try context.storeCall("cannot read the zones") { (try store.zones(), try store.trackables()) }
        let rows = zones.compactMap { zone -> (Zone, Trackable)? in
            guard let owner = trackables.first(where: { $0.id == zone.trackableId }), only == nil || only?.id == owner.id else { return nil }
            return (zone, owner)
        }
        if context.json {
            try context.printJSON(rows.map { ZoneListDocument(trackable: $0.1.name, zone: $0.0) })
            return
        }
        if rows.isEmpty { context.say("No zones yet; add one with `cairn zone add TRACKABLE NAME --min VALUE --max VALUE`.\n") }
        for (zone, owner) in rows { context.say("\(owner.name)  \(zone.name)  \(bounds(zone, trackable: owner))\n") }
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let trackableName = try arguments.required("trackable name")
        let name = try arguments.required("zone name")
        try arguments.finish()
        let store = try context.openExistingStore()
        let trackable = try TrackableCommand.find(trackableName, in: store, context)
        let zones = try context.storeCall("cannot read the zones") { try store.zones() }.filter { $0.trackableId == trackable.id }
        guard let zone = zones.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .failure("\(trackable.name) has no zone \"\(name)\"" + (zones.isEmpty ? "" : "; it has: " + zones.map(\.name).joined(separator: ", ")))
        }
        let rules = try context.storeCall("cannot read the rules") { try store.rules(trackableId: trackable.id) }.filter { $0.zoneId == zone.id }
        _ = try context.change(store, "zone remove \(trackable.name) \(zone.name)") { try store.removeZone(id: zone.id) }
        let goes = rules.isEmpty ? "" : " with the \(rules.count == 1 ? "rule" : "\(rules.count) rules") that read it"
        context.say(context.json ? "{\"removed\": true, \"rules\": \(rules.count)}\n" : "Removed zone \(zone.name) of \(trackable.name)\(goes). `cairn undo` puts it back.\n")
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
        guard min != nil || max != nil else { throw .usage("a zone needs --min, --max or both") }
        let store = try context.openStore()
        let trackable = try TrackableCommand.find(trackableName, in: store, context)
        let zone: Zone
        do {
            zone = try Zone.parse(id: 0, name: name, min: min, max: max, for: trackable)
            _ = try zone.inBase(for: trackable)
        } catch {
            throw .usage(error.description)
        }
        let stored = try context.change(store, "zone add \(trackable.name) \(zone.name)") { try store.addZone(zone) }
        if context.json {
            try context.printJSON(TrackableDocument.ZoneDocument(name: stored.name, min: stored.min, max: stored.max, unit: stored.unit))
        } else {
            context.say("Added zone \(stored.name) to \(trackable.name): \(bounds(stored, trackable: trackable)).\n")
        }
    }
}

/// `zone list --json`: a zone with the trackable it belongs to.
struct ZoneListDocument: Encodable {
    var trackable: String
    var name: String
    var min: Double?
    var max: Double?
    var unit: String?

    init(trackable: String, zone: Zone) {
        self.trackable = trackable
        name = zone.name
        min = zone.min
        max = zone.max
        unit = zone.unit
    }

    enum CodingKeys: String, CodingKey { case trackable, name, min, max, unit }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(trackable, forKey: .trackable)
        try c.encode(name, forKey: .name)
        try c.encode(min, forKey: .min)
        try c.encode(max, forKey: .max)
        try c.encode(unit, forKey: .unit)
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
