import CairnCore
import CairnStore

/// `cairn goals set|show`.
enum GoalsCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("goals subcommand (set, show or history)") {
        case "show": try show(&arguments, context)
        case "set": try set(&arguments, context)
        case "history": try history(&arguments, context)
        case let other: throw .usage("unknown goals subcommand \"\(other)\"; use set, show or history")
        }
    }

    /// The stored history, or the defaults when there is no database or nothing was set (a
    /// read never creates the file).
    private static func stored(_ context: Context) throws(CLIError) -> (history: GoalHistory, isDefault: Bool) {
        // A file that cannot be looked at (a link to nothing, say) is opened to say why.
        let exists: Bool
        do {
            exists = try Store.identity(at: context.databasePath) != nil
        } catch {
            exists = true
        }
        guard exists else { return (GoalHistory(GoalConfig(timeZoneIdentifier: Context.localZoneIdentifier(context.environment))), true) }
        return try context.goalHistory(context.openExistingStore())
    }

    private static func show(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let (history, isDefault) = try stored(context)
        let engine = try context.engine(history)
        let config = engine.config(on: engine.date(of: context.now))
        if context.json {
            try context.printJSON(GoalsDocument(config: config, isDefault: isDefault))
        } else {
            context.say(describe(config) + (isDefault ? "(defaults: nothing set yet; change them with `cairn goals set`)\n" : ""))
        }
    }

    private static func set(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let daily = try arguments.option("--daily")
        let weekly = try arguments.option("--weekly")
        let window = try arguments.option("--window")
        let rest = try arguments.option("--rest-days")
        let zone = try arguments.option("--time-zone")
        let weekStart = try arguments.option("--week-start")
        let policy = try arguments.option("--streak-policy")
        let fromText = try arguments.option("--from")
        try arguments.finish()
        let from = try fromText.map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        guard [daily, weekly, window, rest, zone, weekStart, policy].contains(where: { $0 != nil }) else {
            throw .usage("goals set needs at least one of --daily, --weekly, --window, --rest-days, --time-zone, --week-start, --streak-policy")
        }
        // Every value is checked before the database is opened, so a bad flag changes nothing.
        let dailyMinutes = try daily.map { text throws(CLIError) in try minutes(text, flag: "--daily") }
        let weeklyMinutes = try weekly.map { text throws(CLIError) in try minutes(text, flag: "--weekly") }
        var parsedWindow: TimeWindow?
        var restDays: Set<Weekday>?
        var firstWeekday: Weekday?
        var streakPolicy: StreakPolicy?
        do throws(GoalConfigError) {
            parsedWindow = try window.map { text throws(GoalConfigError) in try TimeWindow(parsing: text) }
            restDays = try rest.map { text throws(GoalConfigError) in try GoalConfig.parseRestDays(text) }
            if let weekStart {
                guard let day = Weekday(name: weekStart) else { throw GoalConfigError.unknownWeekday(weekStart) }
                firstWeekday = day
            }
            if let policy {
                guard let value = StreakPolicy(rawValue: policy.lowercased()) else { throw GoalConfigError.unknownStreakPolicy(policy) }
                streakPolicy = value
            }
            var probe = GoalConfig(dailyGoalMinutes: dailyMinutes ?? 0, weeklyGoalMinutes: weeklyMinutes ?? 0)
            if let zone { probe.timeZoneIdentifier = zone }
            try probe.validate()
        } catch {
            throw .usage(error.description)
        }
        let store = try context.openStore()
        let (history, isDefault) = try context.goalHistory(store)
        let today = try context.engine(history).date(of: context.now)
        // The first goals ever set hold for all time; later ones from today (or --from) on, so
        // the past keeps the rules of its day.
        let start: LocalDate? = from ?? (isDefault ? nil : today)
        let changed = history.changing(from: start) { config in
            if let dailyMinutes { config.dailyGoalMinutes = dailyMinutes }
            if let weeklyMinutes { config.weeklyGoalMinutes = weeklyMinutes }
            if let parsedWindow { config.window = parsedWindow }
            if let restDays { config.restDays = restDays }
            if let zone { config.timeZoneIdentifier = zone }
            if let firstWeekday { config.firstWeekday = firstWeekday }
            if let streakPolicy { config.streakPolicy = streakPolicy }
        }
        let engine = try context.engine(changed)
        let now = engine.date(of: context.now)
        let config = engine.config(on: now)
        let label = "goals set" + (start.map { " from \($0)" } ?? " for all time")
        try context.change(store, label) { try store.saveGoalHistory(changed) }
        if context.json {
            try context.printJSON(GoalsDocument(config: config, isDefault: false))
        } else {
            let when = start.map { $0 == today ? "from today (\($0)) on; earlier days keep the goals of their day" : "from \($0) on" }
                ?? "for all time (the first goals set)"
            context.say("Goals saved, in force \(when).\n" + describe(config))
        }
    }

    private static func history(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let (history, isDefault) = try stored(context)
        let documents = history.versions.map { HistoryDocument(from: $0.from, config: $0.config) }
        if context.json { try context.printJSON(documents); return }
        if isDefault { context.say("No goals set yet: the defaults below hold. Set yours with `cairn goals set`.\n\n") }
        for version in documents {
            context.say("from \(version.from.map { "\($0)" } ?? "the beginning")\n" + describe(version.config) + "\n")
        }
    }

    /// Parses a whole number of minutes for `flag`; negative numbers reach validation.
    private static func minutes(_ text: String, flag: String) throws(CLIError) -> Int {
        guard let value = Int(text) else { throw .usage("\(flag) takes a whole number of minutes, got \"\(text)\"") }
        return value
    }

    static func describe(_ config: GoalConfig) -> String {
        let rest = config.restDays.isEmpty ? "none" : config.restDays.sorted().map(\.rawValue).joined(separator: ",")
        return """
        daily goal     \(config.dailyGoalMinutes) min per working day
        weekly goal    \(config.weeklyGoalMinutes) min per week
        window         \(config.window)
        rest days      \(rest)
        time zone      \(config.timeZoneIdentifier)
        week starts    \(config.firstWeekday.rawValue)
        streak policy  \(config.streakPolicy.rawValue)

        """
    }
}

/// `goals history --json`: one version, `{"from", …the fields of goals show}`; `from` is `null`
/// for the first version, in force from the beginning.
struct HistoryDocument: Encodable {
    var from: LocalDate?
    var config: GoalConfig

    func encode(to encoder: any Encoder) throws {
        try config.encode(to: encoder)
        enum Key: String, CodingKey { case from }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(from, forKey: .from)
    }
}

/// `goals show --json`: the configuration and whether it is still the default.
struct GoalsDocument: Encodable {
    var config: GoalConfig
    var isDefault: Bool

    func encode(to encoder: any Encoder) throws {
        try config.encode(to: encoder)
        enum Key: String, CodingKey { case isDefault }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(isDefault, forKey: .isDefault)
    }
}
