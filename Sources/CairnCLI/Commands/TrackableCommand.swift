import CairnApp
import CairnCore
import CairnStore

/// `cairn trackable add|list|remove`.
enum TrackableCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "add": try add(&arguments, context)
        case "list": try list(&arguments, context)
        case "set": try set(&arguments, context)
        case "rename": try rename(&arguments, context)
        case "remove": try remove(&arguments, context)
        case "derive": try TrackableDerive.run(&arguments, context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func add(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let kind = try arguments.requiredOption("--kind")
        let spec = TrackableSpec(
            name: try arguments.required("trackable name"), kind: kind, unit: try arguments.option("--unit"),
            dayValue: try arguments.option("--day-value"),
            choices: try arguments.option("--choices").map { $0.split(separator: ",").map(String.init) } ?? [],
            ordered: arguments.flag("--ordered"), none: try arguments.option("--none"))
        let fieldWords = try arguments.options("--field")
        try arguments.finish()
        let trackable = try context.workspace.addTrackable(spec, fields: fieldWords)
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
        let (documents, flame) = try context.workspace.trackableList()
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
        if let text {
            let draft = try context.workspace.setDayValue(of: name, to: text)
            context.say(context.json ? "{\"dayValue\": \"\(draft.effectiveDayReduction.rawValue)\"}\n"
                        : "\(draft.name): a day's value is now its \(draft.effectiveDayReduction.rawValue).\n")
            return
        }
        let (trackable, named) = try context.workspace.setNone(of: name, to: noneText)
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
        let (trackable, name) = try context.workspace.renameTrackable(old, to: new)
        context.say(context.json ? "{\"renamed\": true}\n" : "Renamed \(trackable.name) to \(name); its entries, zones and rules stay with it.\n")
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let yes = arguments.flag("--yes")
        let name = try arguments.required("trackable name")
        try arguments.finish()
        let (trackable, count) = try context.workspace.trackableRemoval(name)
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
        try context.workspace.removeTrackable(trackable, entries: count)
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

}

extension TrackableCommand {
    /// The one description of `cairn trackable …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["trackable", "add"], summary: "something to log: a yes/no, a number in a unit, a duration, ...",
                    group: .achievements,
                    positionals: [PositionalSpec(name: "NAME", kind: .text, help: "its name")],
                    options: [
                        .option("--kind", .choice(TrackableSpec.kindNames, aliases: ["yes/no", "bool", "time"]), "what it holds",
                                required: true),
                        .option("--unit", .text, "the unit of a number or duration: kg, km, min, kcal, pages, °C, % ...",
                                placeholder: "UNIT"),
                        OptionSpec.dayValue,
                        .option("--choices", .text, "the labels of a choice", placeholder: "A,B,C"),
                        .option("--none", .text, "the choice that means none (without it, no choice is none)", placeholder: "LABEL"),
                        .flag("--ordered", "a choice's labels go from least to most"),
                        .option("--field", .text, "an event's field: NAME:KIND[:UNIT], or NAME:choice=A,B,C", repeatable: true,
                                placeholder: "NAME:KIND[:UNIT]"),
                    ],
                    example: "cairn trackable add Strength --kind event --field exercise:choice=Bench press,Squat,Deadlift --field weight:number:kg --field reps:number"),
        CommandSpec(words: ["trackable", "derive"], summary: "a trackable computed from others, never logged: all, any, count, sum, earliest, latest, or a window",
                    group: .achievements,
                    positionals: [PositionalSpec(name: "NAME", kind: .text, help: "its name")],
                    options: [
                        .option("--op", .choice(DerivedOp.allCases.map(\.rawValue)), "how its day value is computed", required: true),
                        .option("--of", .text, "the trackables it reads (a window: one trackable, or TRACKABLE:READING)",
                                placeholder: "A[,B]"),
                        .option("--after", .text, "only entries logged at or after this time of day", placeholder: "HH:MM"),
                        .option("--before", .text, "only entries logged before this time of day", placeholder: "HH:MM"),
                        .option("--tag", .text, "only entries carrying this tag", placeholder: "TAG"),
                        .option("--trailing", .choice(["7d", "30d", "365d"]), "a trailing window of days, today included"),
                        .option("--per", .choice(CalendarPeriod.allCases.map(\.rawValue)), "a calendar window, read once it is over"),
                    ],
                    example: "cairn trackable derive \"Caffeine after 15:00\" --op count --of Caffeine --after 15:00"),
        CommandSpec(words: ["trackable", "list"], summary: "every trackable with its day value, zones, rules and streak",
                    group: .achievements, example: "cairn trackable list --json"),
        CommandSpec(words: ["trackable", "remove"], summary: "a trackable with all its entries, zones and rules", group: .achievements,
                    positionals: [PositionalSpec.trackable],
                    options: [.flag("--yes", "do it without asking (needed when not on a terminal)")],
                    example: "cairn trackable remove Weight --yes"),
        CommandSpec(words: ["trackable", "rename"], summary: "give a trackable a new name; its history stays", group: .achievements,
                    positionals: [PositionalSpec(name: "OLD", kind: .trackable, help: "the current name"),
                                  PositionalSpec(name: "NEW", kind: .text, help: "the new name")],
                    example: "cairn trackable rename Weight Bodyweight"),
        CommandSpec(words: ["trackable", "set"], summary: "change how a trackable's day value is made, or which choice is its none",
                    group: .achievements,
                    positionals: [PositionalSpec.trackable],
                    options: [OptionSpec.dayValue,
                              .option("--none", .text, "a choice's label that means none", placeholder: "LABEL"),
                              .flag("--no-none", "a choice with no none: every label is a day of some")],
                    example: "cairn trackable set Weight --day-value last"),
    ]
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
