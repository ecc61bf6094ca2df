import CairnApp
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

    private static func show(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let document = try context.workspace.goals()
        if context.json {
            try context.printJSON(document)
        } else {
            context.say(describe(document.config) + (document.isDefault ? "(defaults: nothing set yet; change them with `cairn goals set`)\n" : ""))
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
        // Every value is checked before the database is opened, so a bad flag changes nothing.
        let change = try GoalChange(daily: daily, weekly: weekly, window: window, restDays: rest, timeZone: zone,
                                    weekStart: weekStart, streakPolicy: policy, from: fromText)
        let (config, start, today) = try context.workspace.setGoals(change)
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
        let (history, isDefault) = try context.workspace.storedGoalHistory()
        let documents = history.versions.map { HistoryDocument(from: $0.from, config: $0.config) }
        if context.json { try context.printJSON(documents); return }
        if isDefault { context.say("No goals set yet: the defaults below hold. Set yours with `cairn goals set`.\n\n") }
        for version in documents {
            context.say("from \(version.from.map { "\($0)" } ?? "the beginning")\n" + describe(version.config) + "\n")
        }
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

