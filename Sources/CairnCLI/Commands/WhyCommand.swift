import CairnApp
import CairnCore
import CairnStore

/// `cairn why [DATE]` and `cairn why TRACKABLE [DATE]`: what decided a day's status and the
/// streak standing on it, in words (default: today).
enum WhyCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        var words: [String] = []
        while let word = arguments.positional() { words.append(word) }
        try arguments.finish()
        guard words.count <= 2 else { throw .usage("why takes a date, or a trackable and a date: `cairn why 2026-03-04`, `cairn why Weight 2026-03-04`") }
        let dateWord = words.last.flatMap { LocalDate(iso: $0) }
        let name = words.count == 2 || (words.count == 1 && dateWord == nil) ? words.first : nil
        if words.count == 2, dateWord == nil { throw .usage("--\(words[1]) is not a date as YYYY-MM-DD") }
        let store = try context.openExistingStore()
        let (engine, today) = try context.clock(store)
        let date = dateWord ?? today
        if let name {
            try trackable(name, date: date, today: today, engine: engine, store: store, context)
        } else {
            try goal(date: date, today: today, engine: engine, store: store, context)
        }
    }

    private static func goal(date: LocalDate, today: LocalDate, engine: GoalEngine, store: Store, _ context: Context) throws(CLIError) {
        let (merged, disruptions, totals) = try context.storeCall("cannot read the sessions") {
            (try store.mergedSessionSpans(until: context.now),
             try store.disruptions(), try store.dayTotals())
        }
        var reasons: [LocalDate: String] = [:]
        for disruption in disruptions where disruption.coversAll {
            for day in disruption.from...disruption.to {
                reasons[day] = "a disruption" + (disruption.reason.isEmpty ? "" : " (\(disruption.reason))")
            }
        }
        let start = engine.seriesStart(merged: merged, dayTotals: totals)
        let from = Swift.min(start ?? date, date)
        let days = engine.verdicts(merged: merged, from: from, through: date, seriesStart: start, today: today,
                                   onHold: Set(reasons.keys), dayTotals: totals)
        let explanation = engine.explain(date, days: days, holdReasons: reasons)
        if context.json { try context.printJSON(GoalWhyDocument(explanation: explanation)); return }
        context.say("\(explanation.date) · \(explanation.status ?? "no verdict")\n")
        for reason in explanation.reasons { context.say("  \(reason)\n") }
    }

    private static func trackable(_ name: String, date: LocalDate, today: LocalDate, engine: GoalEngine, store: Store,
                                  _ context: Context) throws(CLIError) {
        let trackable = try TrackableCommand.find(name, in: store, context)
        let snapshot = try context.storeCall("cannot read the entries") {
            try AchievementSnapshot(store, engine: engine, today: today, focus: trackable.id, now: context.now)
        }
        let rules = snapshot.rules.filter { $0.trackableId == trackable.id }
        let explained = AchievementEngine.explain(trackable: trackable, rules: rules, zones: snapshot.zones, entries: snapshot.entries,
                                                  disruptions: snapshot.disruptions, date: date, today: today,
                                                  inputs: snapshot.inputs)
        if context.json {
            try context.printJSON(TrackableWhyDocument(trackable: trackable.name, date: date,
                                                       rules: explained.map { RuleWhyDocument(name: $0.name, explanation: $0.explanation) }))
            return
        }
        context.say("\(trackable.name) on \(date)\n")
        if explained.isEmpty { context.say("  No rules on \(trackable.name): nothing is watched (add one with `cairn rule add`).\n") }
        for (name, explanation) in explained {
            context.say("  \(name)\(explanation.status.map { " · \($0)" } ?? "")\n")
            for reason in explanation.reasons { context.say("    \(reason)\n") }
        }
    }
}

/// `why --json` for a goal day: `{"date","status","reasons","streak"}`.
struct GoalWhyDocument: Encodable {
    var explanation: Explanation

    enum CodingKeys: String, CodingKey { case date, status, reasons, streak }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(explanation.date, forKey: .date)
        try c.encode(explanation.status, forKey: .status)
        try c.encode(explanation.reasons, forKey: .reasons)
        try c.encode(explanation.run, forKey: .streak)
    }
}

/// One rule in `why TRACKABLE --json`.
struct RuleWhyDocument: Encodable {
    var name: String
    var explanation: Explanation

    enum CodingKeys: String, CodingKey { case name, status, reasons, run }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(explanation.status, forKey: .status)
        try c.encode(explanation.reasons, forKey: .reasons)
        try c.encode(explanation.run, forKey: .run)
    }
}

/// `why TRACKABLE --json`: `{"trackable","date","rules":[{"name","status","reasons","run"}]}`.
struct TrackableWhyDocument: Encodable {
    var trackable: String
    var date: LocalDate
    var rules: [RuleWhyDocument]
}

extension WhyCommand {
    /// The one description of `cairn why`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["why"], summary: "what decided a day's status and the streak standing on it", group: .correcting,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "a trackable, for its rules' runs and records",
                                                 optional: true),
                                  PositionalSpec(name: "DATE", kind: .date, help: "the day (default: today)", optional: true)],
                    example: "cairn why 2026-11-03"),
    ]
}
