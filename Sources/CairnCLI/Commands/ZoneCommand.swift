import CairnCore
import CairnStore

/// `cairn zone add TRACKABLE NAME [--min VALUE] [--max VALUE]`: values may carry units (`70kg`).
enum ZoneCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("zone subcommand (add)") {
        case "add": break
        case let other: throw .usage("unknown zone subcommand \"\(other)\"; use add")
        }
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
        let stored = try context.storeCall("cannot add the zone") { try store.addZone(zone) }
        if context.json {
            try context.printJSON(TrackableDocument.ZoneDocument(name: stored.name, min: stored.min, max: stored.max, unit: stored.unit))
        } else {
            // Bounds in the author's unit when one was typed, else in the trackable's own form (07:30, 1h 20m).
            let show = { (value: Double) in
                stored.unit.map { ValueFormatter.number(value) + " " + $0 } ?? ValueFormatter.format(value, for: trackable)
            }
            let bounds = [stored.min.map { "from " + show($0) }, stored.max.map { "to " + show($0) }].compactMap { $0 }.joined(separator: " ")
            context.say("Added zone \(stored.name) to \(trackable.name): \(bounds).\n")
        }
    }
}
