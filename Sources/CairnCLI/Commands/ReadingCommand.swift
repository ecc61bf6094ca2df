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
        let name = try arguments.required("the Reading's name").trimmingCharacters(in: .whitespaces)
        try arguments.finish()
        guard !name.isEmpty else { throw .usage("a Reading needs a name") }
        let reduce = try reduction(reduceText, flag: "--reduce")
        let each = try eachText.map { text throws(CLIError) in try reduction(text, flag: "--each-event") }
        let store = try context.openStore()
        let trackable = try TrackableCommand.find(trackableName, in: store, context)
        guard trackable.kind == .event else {
            throw .usage("\(trackable.name) is not an event trackable: a Reading reads the fields of an event's items")
        }
        let filter = try whereText.map { text throws(CLIError) in try itemFilter(text, of: trackable) }
        let draft = Reading(id: 0, trackableId: trackable.id, name: name, field: field, reduce: reduce, filter: filter,
                            eachEvent: each)
        if let problem = draft.problem(of: trackable) { throw .usage("cannot add that Reading: \(problem)") }
        let reading = try context.change(store, "reading add \(trackable.name) \(name)") { try store.insertReading(draft) }
        if context.json {
            try context.printJSON(ReadingDocument(reading, of: trackable))
        } else {
            context.say("Added the Reading \(reading.subject(of: trackable)); put a rule on it with "
                + "`cairn rule add \(trackable.name) --of \"\(name)\" --measure best --record`.\n")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let name = arguments.positional()
        try arguments.finish()
        let store = try context.openExistingStore()
        let only = try name.map { text throws(CLIError) in try TrackableCommand.find(text, in: store, context) }
        let (readings, trackables) = try context.storeCall("cannot read the Readings") { (try store.readings(), try store.trackables()) }
        let documents = readings.compactMap { reading -> ReadingDocument? in
            guard let trackable = trackables.first(where: { $0.id == reading.trackableId }),
                  only == nil || only?.id == trackable.id else { return nil }
            return ReadingDocument(reading, of: trackable)
        }
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty { context.say("No Readings yet; add one with `cairn reading add TRACKABLE NAME --field F --reduce max`.\n") }
        for d in documents { context.say("\(d.trackable) · \(d.name)  \(d.reduce) of \(d.field)\(d.filter.map { " where \($0)" } ?? "")\n") }
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let trackableName = try arguments.required("trackable name")
        let name = try arguments.required("the Reading's name")
        try arguments.finish()
        let store = try context.openExistingStore()
        let trackable = try TrackableCommand.find(trackableName, in: store, context)
        let reading = try find(name, of: trackable, in: store, context)
        try context.change(store, "reading remove \(trackable.name) \(reading.name)") { try store.removeReading(id: reading.id) }
        context.say(context.json ? "{\"removed\": true}\n" : "Removed the Reading \(reading.subject(of: trackable)) and the rules that read it.\n")
    }

    /// The Reading of `trackable` called `name` (any case), or a failure that lists what there is.
    static func find(_ name: String, of trackable: Trackable, in store: Store, _ context: Context) throws(CLIError) -> Reading {
        let readings = try context.storeCall("cannot read the Readings") { try store.readings(trackableId: trackable.id) }
        if let found = readings.first(where: { $0.name.lowercased() == name.lowercased() }) { return found }
        throw .usage("\(trackable.name) has no Reading \"\(name)\"" + (readings.isEmpty
            ? "; add one with `cairn reading add \(trackable.name) \"\(name)\" --field F --reduce max`"
            : "; it has: " + readings.map(\.name).joined(separator: ", ")))
    }

    /// `exercise=Bench press`: a field of `trackable` and a value it must hold, typed as an item's.
    static func itemFilter(_ text: String, of trackable: Trackable) throws(CLIError) -> ItemFilter {
        guard let equals = text.firstIndex(of: "=") else { throw .usage("--where takes FIELD=VALUE, like exercise=Bench press") }
        let fieldName = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard let field = trackable.fields.first(where: { $0.name.lowercased() == fieldName.lowercased() }) else {
            throw .usage("\(trackable.name) has no field \"\(fieldName)\"; it has: " + trackable.fields.map(\.name).joined(separator: ", "))
        }
        let value = try ItemWords.value(String(text[text.index(after: equals)...]), of: field, in: trackable)
        return ItemFilter(field: field.name, value: value)
    }

    private static func reduction(_ text: String, flag: String) throws(CLIError) -> ReadingReduction {
        guard let value = ReadingReduction(rawValue: text.lowercased()) else {
            throw .usage("unknown \(flag) \"\(text)\"; use " + ReadingReduction.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}

/// A Reading as `reading list --json` prints it.
struct ReadingDocument: Encodable {
    var id: Int64
    var trackable: String
    var name: String
    var subject: String
    var field: String
    var reduce: String
    var eachEvent: String?
    var filter: String?

    init(_ reading: Reading, of trackable: Trackable) {
        id = reading.id
        self.trackable = trackable.name
        name = reading.name
        subject = reading.subject(of: trackable)
        field = reading.field
        reduce = reading.reduce.rawValue
        eachEvent = reading.eachEvent?.rawValue
        filter = reading.filter.map { filter in
            let field = trackable.fields.first { $0.name == filter.field }
            let shown = field.map { ItemWords.text(filter.value, of: $0) } ?? ValueFormatter.number(filter.value)
            return "\(filter.field)=\(shown)"
        }
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
