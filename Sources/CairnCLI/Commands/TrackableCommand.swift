import CairnCore
import CairnStore

/// `cairn trackable add|list|remove`.
enum TrackableCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("trackable subcommand (add, list, set, rename or remove)") {
        case "add": try add(&arguments, context)
        case "list": try list(&arguments, context)
        case "set": try set(&arguments, context)
        case "rename": try rename(&arguments, context)
        case "remove": try remove(&arguments, context)
        case "derive": try TrackableDerive.run(&arguments, context)
        case let other: throw .usage("unknown trackable subcommand \"\(other)\"; use add, list, set, rename, remove or derive")
        }
    }

    private static func add(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        guard let kind = try arguments.option("--kind") else {
            throw .usage("trackable add needs --kind \(TrackableSpec.kindNames.joined(separator: "|"))")
        }
        let spec = TrackableSpec(
            name: try arguments.required("trackable name"), kind: kind, unit: try arguments.option("--unit"),
            dayValue: try arguments.option("--day-value"),
            choices: try arguments.option("--choices").map { $0.split(separator: ",").map(String.init) } ?? [],
            ordered: arguments.flag("--ordered"), none: try arguments.option("--none"))
        let fieldWords = try arguments.options("--field")
        try arguments.finish()
        var draft: Trackable
        do { draft = try spec.trackable() } catch { throw .usage(error.description) }
        if draft.kind == .event {
            guard !fieldWords.isEmpty else {
                throw .usage("an event needs its fields: --field exercise:choice=Bench press,Squat --field weight:number:kg")
            }
            for words in fieldWords {
                let field = try ItemWords.field(words)
                guard !draft.fields.contains(where: { $0.name.lowercased() == field.name.lowercased() }) else {
                    throw .usage("two fields are called \(field.name)")
                }
                draft.fields.append(field)
            }
        } else if !fieldWords.isEmpty {
            throw .usage("--field is for an event (--kind event): a \(draft.kind.name) logs one value")
        }
        let store = try context.openStore()
        let stored = draft
        let trackable = try context.change(store, "trackable add \(draft.name)") { try store.insertTrackable(stored) }
        if context.json {
            try context.printJSON(TrackableDocument(trackable: trackable, zones: [], rules: 0))
        } else {
            let reduction = trackable.effectiveDayReduction
            let how = trackable.kind.logsNumber
                ? "; a day's value is its \(reduction.rawValue)\(trackable.dayReduction == nil ? " (the default for \(TrackableCommand.dimensionWord(trackable)); change it with `cairn trackable set \(trackable.name) --day-value …`)" : "")"
                : ""
            context.say("Added \(trackable.name) (\(trackable.kind.name)\(trackable.unit.map { ", \($0)" } ?? "")\(how)).\n")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let store = try context.openExistingStore()
        let (trackables, zones, rules) = try context.storeCall("cannot read the trackables") {
            (try store.trackables(), try store.zones(), try store.rules())
        }
        let (engine, today) = try context.clock(store)
        let flame = try context.storeCall("cannot read the settings") { try store.encouragement().streaks }
        var documents: [TrackableDocument] = []
        for t in trackables {
            let theirs = rules.filter { $0.trackableId == t.id }
            var document = TrackableDocument(trackable: t, zones: zones.filter { $0.trackableId == t.id }, rules: theirs.count)
            // The live count of the streak set up on the trackable: the same one a Home card reads.
            if let rule = theirs.first(where: { $0.measure == .streak && $0.of == nil }) {
                let data = try context.storeCall("cannot read the entries") {
                    try AchievementSnapshot(store, engine: engine, today: today, focus: t.id)
                }
                document.streak = AchievementEngine.streak(rule: rule, trackable: t, zones: data.zones, entries: data.entries,
                                                           disruptions: data.disruptions, today: today, inputs: data.inputs)?.current
            }
            documents.append(document)
        }
        if context.json {
            try context.printJSON(documents)
        } else if documents.isEmpty {
            context.say("No trackables yet; add one with `cairn trackable add NAME --kind yesno|number|duration|clock|choice|habit|text|event|tag`.\n")
        } else {
            for d in documents {
                var line = "\(d.name)  \(d.kind)" + (d.unit.map { " (\($0))" } ?? "") + (d.logsNumber ? "  day value: \(d.dayValue)" : "")
                    + (d.derived.map { "  derived: \($0)" } ?? "") + (d.fields.map { "  fields: " + $0.joined(separator: ", ") } ?? "")
                if d.choices != nil { line += d.none.map { "  none: \($0)" } ?? "  no none" }
                if !d.zones.isEmpty { line += "  zones: " + d.zones.map(\.name).joined(separator: ", ") }
                if d.rules > 0 { line += "  rules: \(d.rules)" }
                // A flame only for a run of a day or more, as on a Home card and in `today`.
                if let streak = d.streak { line += flame && streak >= 1 ? "  🔥 \(streak)" : "  streak \(streak)" }
                context.say(line + "\n")
            }
        }
    }

    private static func set(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let text = try arguments.option("--day-value")
        let noneText = try arguments.option("--none")
        let noNone = arguments.flag("--no-none")
        guard text != nil || noneText != nil || noNone else {
            throw .usage("trackable set needs --day-value sum|mean|last|min|max|earliest|latest, or a choice's --none LABEL or --no-none")
        }
        guard noneText == nil || !noNone else { throw .usage("give --none LABEL or --no-none, not both") }
        guard text == nil || (noneText == nil && !noNone) else { throw .usage("change the day value and the none one at a time") }
        let name = try arguments.required("trackable name")
        try arguments.finish()
        let store = try context.openExistingStore()
        let trackable = try find(name, in: store, context)
        if let text {
            try setDayValue(text, of: trackable, store: store, context)
        } else {
            try setNone(noneText, of: trackable, store: store, context)
        }
    }

    private static func setDayValue(_ text: String, of trackable: Trackable, store: Store, _ context: Context) throws(CLIError) {
        guard trackable.kind.logsNumber else { throw .usage("\(trackable.name) logs no number, so it has no day value to choose") }
        guard trackable.derivation == nil else { throw .usage("\(trackable.name) is derived: its day value is computed, not chosen") }
        let draft: Trackable
        do {
            draft = try TrackableSpec(name: trackable.name, kind: trackable.kind.name, dayValue: text).trackable(kind: trackable.kind)
        } catch {
            throw .usage(error.description)
        }
        try context.change(store, "trackable set \(trackable.name) --day-value \(text)") {
            try store.setDayReduction(id: trackable.id, to: draft.dayReduction)
        }
        context.say(context.json ? "{\"dayValue\": \"\(draft.effectiveDayReduction.rawValue)\"}\n"
                    : "\(trackable.name): a day's value is now its \(draft.effectiveDayReduction.rawValue).\n")
    }

    /// `--none LABEL` (`nil`: `--no-none`): which of a choice's labels means none.
    private static func setNone(_ label: String?, of trackable: Trackable, store: Store, _ context: Context) throws(CLIError) {
        guard case let .choice(scale) = trackable.kind else {
            throw .usage("\(trackable.name) is a \(trackable.kind.name): only a choice names its none (a yes/no's is No, a number's 0)")
        }
        guard trackable.derivation == nil else { throw .usage("\(trackable.name) is derived: its none is computed, not chosen") }
        let named: ChoiceScale
        do { named = try scale.naming(none: label) } catch { throw .usage(error.description) }
        try context.change(store, "trackable set \(trackable.name) " + (label.map { "--none \($0)" } ?? "--no-none")) {
            try store.setKind(id: trackable.id, to: .choice(named))
        }
        if context.json {
            try context.printJSON(NoneDocument(none: named.noneLabel))
        } else {
            context.say(named.noneLabel.map { "\(trackable.name): \($0) is now its none.\n" }
                        ?? "\(trackable.name) now has no none: every choice is a day of some.\n")
        }
    }

    private static func rename(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let old = try arguments.required("the trackable's name")
        let new = try arguments.required("its new name")
        try arguments.finish()
        let trimmed = new.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .usage("a trackable needs a name") }
        let store = try context.openExistingStore()
        let trackable = try find(old, in: store, context)
        try context.change(store, "trackable rename \(trackable.name) \(trimmed)") {
            try store.renameTrackable(id: trackable.id, to: trimmed)
        }
        context.say(context.json ? "{\"renamed\": true}\n" : "Renamed \(trackable.name) to \(trimmed); its entries, zones and rules stay with it.\n")
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let yes = arguments.flag("--yes")
        let name = try arguments.required("trackable name")
        try arguments.finish()
        let store = try context.openExistingStore()
        let trackable = try find(name, in: store, context)
        let count = try context.storeCall("cannot read the entries") { try store.entryCount(trackableId: trackable.id) }
        let what = "\(trackable.name) with \(count) \(count == 1 ? "entry" : "entries") and its zones and rules"
        if !yes {
            guard context.console.inIsTerminal, let answer = context.console.ask("Remove \(what)? [y/N] ") else {
                throw .usage("removing \(what) needs --yes (`cairn undo` can put it back)")
            }
            guard ["y", "yes"].contains(answer.lowercased().filter { !$0.isWhitespace }) else {
                context.say("Kept \(trackable.name).\n")
                return
            }
        }
        try context.change(store, "trackable remove \(trackable.name) (\(count) \(count == 1 ? "entry" : "entries"))") {
            try store.removeTrackable(id: trackable.id)
        }
        context.say(context.json ? "{\"removed\": true, \"entries\": \(count)}\n" : "Removed \(what). `cairn undo` puts them back.\n")
    }

    /// The kind of amount a trackable holds, for the day-value default's reason.
    static func dimensionWord(_ trackable: Trackable) -> String {
        switch trackable.kind {
        case .duration: "a duration"
        case .clockTime: "a clock time"
        case .choice: "a choice"
        case .yesNo: "a yes/no"
        case let .number(quantity): quantity.word
        case .habit, .text, .event, .tag: "it"
        }
    }

    /// The trackable called `name`, or a failure that lists what there is.
    static func find(_ name: String, in store: Store, _ context: Context) throws(CLIError) -> Trackable {
        if let trackable = try context.storeCall("cannot read the trackables", { try store.trackable(named: name) }) {
            return trackable
        }
        let names = (try? store.trackables().map(\.name)) ?? []
        throw .notFound("no trackable named \"\(name)\"" + (names.isEmpty ? "; add one with `cairn trackable add`" : "; there are: " + names.joined(separator: ", ")))
    }
}

/// `trackable list --json`: one trackable with its zones and how many rules it has.
struct TrackableDocument: Encodable {
    var id: Int64
    var name: String
    var kind: String
    var unit: String?
    var dayValue: String
    var choices: [String]?
    var ordered: Bool?
    /// A choice's none, by its label (`null` for a choice without one; absent for other kinds).
    var none: String?
    var zones: [ZoneDocument]
    var rules: Int
    /// Whether its entries carry a number (so a day value means something).
    var logsNumber: Bool
    /// The live count of the streak set up on the trackable, if one is.
    var streak: Int?
    /// An event's fields, as typed (`weight:number:kg`).
    var fields: [String]?
    /// How a derived trackable is computed (`count`, `sum per month`, `sum trailing 7d`).
    var derived: String?

    init(trackable: Trackable, zones: [Zone], rules: Int) {
        id = trackable.id
        name = trackable.name
        kind = trackable.kind.name
        unit = trackable.unit
        dayValue = trackable.effectiveDayReduction.rawValue
        if case let .choice(scale) = trackable.kind {
            choices = scale.options.map(\.label)
            ordered = scale.ordered
            none = scale.noneLabel
        }
        self.zones = zones.map { ZoneDocument(name: $0.name, min: $0.min, max: $0.max, unit: $0.unit) }
        self.rules = rules
        logsNumber = trackable.kind.logsNumber && trackable.derivation == nil
        if !trackable.fields.isEmpty {
            fields = trackable.fields.map { "\($0.name):\($0.kind.name)" + ($0.unit.map { ":\($0)" } ?? "") }
        }
        derived = trackable.derivation.map { derivation in
            switch derivation.window {
            case nil: derivation.op.rawValue
            case let .trailing(days)?: "\(derivation.op.rawValue) trailing \(days)d"
            case let .per(period)?: "\(derivation.op.rawValue) per \(period.rawValue)"
            }
        }
    }

    struct ZoneDocument: Encodable {
        var name: String
        var min: Double?
        var max: Double?
        var unit: String?
    }

    enum CodingKeys: String, CodingKey { case id, name, kind, unit, dayValue, choices, ordered, none, zones, rules, streak, fields, derived }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        try c.encode(unit, forKey: .unit)
        try c.encode(dayValue, forKey: .dayValue)
        try c.encodeIfPresent(choices, forKey: .choices)
        try c.encodeIfPresent(ordered, forKey: .ordered)
        if choices != nil { try c.encode(none, forKey: .none) }
        try c.encode(zones, forKey: .zones)
        try c.encode(rules, forKey: .rules)
        try c.encode(streak, forKey: .streak)
        try c.encodeIfPresent(fields, forKey: .fields)
        try c.encodeIfPresent(derived, forKey: .derived)
    }
}

/// `trackable set --none|--no-none --json`: the choice's none by its label, `null` for none.
struct NoneDocument: Encodable {
    var none: String?

    enum CodingKeys: String, CodingKey { case none }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(none, forKey: .none)
    }
}
