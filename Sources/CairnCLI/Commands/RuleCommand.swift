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
        guard let measure = Measure(rawValue: measureText.lowercased()) else {
            throw .usage("unknown measure \"\(measureText)\"; use streak, best, total or count")
        }
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

        var days = StreakDays.some
        if let daysText {
            guard let value = StreakDays(rawValue: daysText.lowercased()) else { throw .usage("unknown --days \"\(daysText)\"; use some, none or zone") }
            days = value
        } else if zoneName != nil {
            days = .zone
        }
        if daysText != nil, measure != .streak { throw .usage("--days is for a streak; a \(measure.rawValue) reads its own values") }
        if low, measure != .best { throw .usage("--low is for a best rule (new lowest)") }
        let threshold = try threshold(measure: measure, ladder: ladderText, every: everyText, scale: scaleText, record: record,
                                      minHistory: minHistoryText)

        let store = dryRun ? try context.openExistingStore() : try context.openStore()
        // A built-in (Coding) is stored with its first rule; a dry run reads it unstored.
        let existing = try context.storeCall("cannot read the trackables") { try store.trackable(named: trackableName) }
        let builtIn = existing == nil ? BuiltInTrackables.named(trackableName).map { template -> Trackable in
            var unstored = template
            unstored.id = -1
            return unstored
        } : nil
        let trackable: Trackable
        if let known = existing ?? builtIn {
            trackable = known
        } else {
            trackable = try TrackableCommand.find(trackableName, in: store, context)
        }
        let reading = try ofName.map { name throws(CLIError) in try ReadingCommand.find(name, of: trackable, in: store, context) }
        // A rule over a Reading reads the Reading's field: it is judged and named by it.
        let read = reading.map { $0.valueTrackable(of: trackable) } ?? trackable
        var zone: Zone?
        if let zoneName {
            let zones = try context.storeCall("cannot read the zones") { try store.zones() }.filter { $0.trackableId == trackable.id }
            guard let found = zones.first(where: { $0.name.lowercased() == zoneName.lowercased() }) else {
                throw .usage("\(trackable.name) has no zone \"\(zoneName)\"" + (zones.isEmpty ? "; add one with `cairn zone add`" : "; it has: " + zones.map(\.name).joined(separator: ", ")))
            }
            zone = found
        }
        let draft = AchievementRule(id: 0, trackableId: trackable.id, measure: measure, threshold: threshold.tidied(lowest: low),
                                    zoneId: zone?.id, direction: low ? .low : .high, days: days, of: reading?.id)
        if let problem = reading?.problem(of: trackable) ?? draft.problem(for: read, zone: zone) {
            throw .usage("cannot add that rule to \(read.name): \(problem)")
        }
        let (engine, today) = try context.clock(store)
        if dryRun {
            try preview(draft, trackable: trackable, read: read, zone: zone, store: store, engine: engine, today: today, context)
            return
        }
        let stored = builtIn != nil ? [] : try context.storeCall("cannot read the rules") { try store.rules(trackableId: trackable.id) }
        if let twin = stored.first(where: { $0.sameSettings(as: draft) }) {
            throw .failure("\(trackable.name) already has that rule (rule \(twin.id): \(twin.name(for: read, zone: zone)), \(twin.thresholdText))")
        }
        // A new rule's past moments are history, not news: they are marked seen as it is stored.
        let (rule, past) = try RuleWrites.add(draft, to: builtIn ?? trackable, builtIn: builtIn != nil,
                                              label: "rule add \(draft.name(for: read, zone: zone))", store: store,
                                              workspace: context.workspace, engine: engine, today: today)
        if context.json {
            try context.printJSON(RuleDocument(rule: rule, trackable: read, zone: zone))
        } else {
            context.say("Added rule \(rule.id): \(rule.name(for: read, zone: zone)), \(rule.thresholdText)."
                + (past.isEmpty ? "" : " Your history already holds \(past.count) moment\(past.count == 1 ? "" : "s") for it; see `cairn achievements`.") + "\n")
        }
    }

    /// `rule add --dry-run`: the moments the rule would mark over the existing history, each with
    /// its date and words, without saving the rule or marking anything seen.
    private static func preview(_ draft: AchievementRule, trackable: Trackable, read: Trackable, zone: Zone?, store: Store,
                                engine: GoalEngine, today: LocalDate, _ context: Context) throws(CLIError) {
        let moments = try RuleDryRun.moments(of: [draft], trackable: trackable, store: store,
                                             engine: engine, today: today, context.workspace).first ?? []
        let name = draft.name(for: read, zone: zone)
        if context.json {
            try context.printJSON(DryRunDocument(name: name, threshold: draft.thresholdText,
                                                 moments: moments.map(DryRunDocument.Moment.init)))
            return
        }
        let count = moments.count
        context.say("\(name), \(draft.thresholdText): over your history it would mark \(count) moment\(count == 1 ? "" : "s")"
            + (count == 0 ? ".\n" : ":\n"))
        for moment in moments {
            context.say("  \(moment.date)  " + TerminalText.escaped("\(moment.name): \(moment.measureText)") + "\n")
        }
        context.say("Nothing was saved (a dry run).\n")
    }

    private static func threshold(measure: Measure, ladder: String?, every: String?, scale: String?, record: Bool,
                                  minHistory: String?) throws(CLIError) -> Threshold {
        guard [ladder != nil, every != nil, record].filter({ $0 }).count <= 1 else {
            throw .usage("choose one threshold: --ladder, --every or --record")
        }
        if scale != nil, every == nil { throw .usage("--scale goes with --every") }
        if minHistory != nil, !record, !(ladder == nil && every == nil && measure == .best) {
            throw .usage("--min-history goes with --record")
        }
        if let ladder {
            let rungs = ladder.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let values = rungs.compactMap(Double.init)
            guard !rungs.isEmpty, values.count == rungs.count else {
                throw .usage("--ladder takes numbers in the trackable's unit, like 7,30,100, got \"\(ladder)\"")
            }
            try plausible { () throws(PlausibleError) in for value in values { try Plausible.value(value, "--ladder rung") } }
            return .ladder(.rungs(values))
        }
        if let every {
            guard let step = Double(every) else { throw .usage("--every takes a number in the trackable's unit, got \"\(every)\"") }
            let factor = try scale.map { text throws(CLIError) in
                guard let value = Double(text) else { throw .usage("--scale takes a number above 1, got \"\(text)\"") }
                try plausible { () throws(PlausibleError) in try Plausible.scale(value, "--scale") }
                return value
            }
            try plausible { () throws(PlausibleError) in try Plausible.step(step, "--every") }
            return .ladder(.every(step, scale: factor))
        }
        let wait = try minHistory.map { text throws(CLIError) in
            guard let value = Int(text), value >= 1 else { throw .usage("--min-history takes a whole number of days with a value, 1 or more") }
            try plausible { () throws(PlausibleError) in try Plausible.minHistory(value, "--min-history") }
            return value
        }
        if record || measure == .best { return .record(minHistory: wait) }
        if measure == .total { throw .usage("a total needs a ladder: --ladder 100,500,1000 or --every 100 [--scale 2]") }
        return .ladder(.rungs([7, 30, 100, 365]))
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let name = arguments.positional()
        try arguments.finish()
        let store = try context.openExistingStore()
        let only = try name.map { text throws(CLIError) in try TrackableCommand.find(text, in: store, context) }
        let documents = try documents(store, context, only: only)
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty { context.say("No rules yet; add one with `cairn rule add TRACKABLE --measure ...`.\n") }
        for d in documents { context.say("\(d.id)  \(d.name)  (\(d.threshold))\(d.problem.map { "  skipped: \($0)" } ?? "")\n") }
    }

    static func documents(_ store: Store, _ context: Context, only: Trackable? = nil) throws(CLIError) -> [RuleDocument] {
        try context.workspace.ruleDocuments(store, only: only)
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
