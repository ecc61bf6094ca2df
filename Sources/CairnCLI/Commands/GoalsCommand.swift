import CairnApp
import CairnCore
import CairnStore

/// `cairn goals set|show`.
enum GoalsCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "show": try show(&arguments, context)
        case "set": try set(&arguments, context)
        case "history": try history(&arguments, context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
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
            context.say(GoalChange.savedText(start: start, today: today) + "\n" + describe(config))
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

extension GoalsCommand {
    /// The one description of `cairn goals …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["goals", "show"], summary: "the goals in force today", group: .goals,
                    example: "cairn goals show --json"),
        CommandSpec(words: ["goals", "set"], summary: "change the goals, from today or from a date on", group: .goals,
                    options: [
                        .option("--daily", .minutes, "minutes to code on each working day"),
                        .option("--weekly", .minutes, "minutes to code in a week"),
                        .option("--window", .window, "the preferred hours; an end before the start wraps past midnight"),
                        .option("--rest-days", .weekdays, "the weekdays with no goal (default sat,sun)"),
                        .option("--time-zone", .timeZone, "the zone days are cut in, e.g. Europe/Berlin"),
                        .option("--week-start", .weekday, "the first day of the week (default mon)"),
                        .option("--streak-policy", .choice(["strict", "lenient"]), "what coding on a rest day does to the streak"),
                        .option("--from", .date, "the first date the change holds for (default: today)"),
                    ],
                    example: "cairn goals set --daily 120 --weekly 600 --window 09:00-18:00 --time-zone Europe/Berlin"),
        CommandSpec(words: ["goals", "history"], summary: "every version of the goals, each with the date it holds from", group: .goals,
                    example: "cairn goals history --json"),
    ]
}
