import CairnCore

extension CommandCatalog {
    /// Trackables, their entries, zones, disruptions, rules and the achievements page.
    static let achievements: [CommandSpec] = trackables + logging + rules

    private static let trackableArgument = PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "the trackable's name")
    private static let dayValue = OptionSpec.option(
        "--day-value", .choice(DayReduction.allCases.map(\.rawValue)),
        "how a day's entries make its value (default from the unit: last for a weight, sum for a distance)")

    private static let trackables: [CommandSpec] = [
        CommandSpec(words: ["trackable", "add"], summary: "something to log: a yes/no, a number in a unit, a duration, ...",
                    group: .achievements,
                    positionals: [PositionalSpec(name: "NAME", kind: .text, help: "its name")],
                    options: [
                        .option("--kind", .choice(TrackableSpec.kindNames, aliases: ["yes/no", "bool", "time"]), "what it holds",
                                required: true),
                        .option("--unit", .text, "the unit of a number or duration: kg, km, min, kcal, pages, °C, % ...",
                                placeholder: "UNIT"),
                        dayValue,
                        .option("--choices", .text, "the labels of a choice, the first being its none", placeholder: "A,B,C"),
                        .flag("--ordered", "a choice's labels go from least to most"),
                    ],
                    example: "cairn trackable add Weight --kind number --unit kg"),
        CommandSpec(words: ["trackable", "list"], summary: "every trackable with its day value, zones, rules and streak",
                    group: .achievements, example: "cairn trackable list --json"),
        CommandSpec(words: ["trackable", "remove"], summary: "a trackable with all its entries, zones and rules", group: .achievements,
                    positionals: [trackableArgument],
                    options: [.flag("--yes", "do it without asking (needed when not on a terminal)")],
                    example: "cairn trackable remove Weight --yes"),
        CommandSpec(words: ["trackable", "rename"], summary: "give a trackable a new name; its history stays", group: .achievements,
                    positionals: [PositionalSpec(name: "OLD", kind: .trackable, help: "the current name"),
                                  PositionalSpec(name: "NEW", kind: .text, help: "the new name")],
                    example: "cairn trackable rename Weight Bodyweight"),
        CommandSpec(words: ["trackable", "set"], summary: "change how a trackable's day value is made", group: .achievements,
                    positionals: [trackableArgument],
                    options: [dayValue],
                    example: "cairn trackable set Weight --day-value last"),
        CommandSpec(words: ["zone", "add"], summary: "a named range of a trackable's values (values may carry units: 70kg)",
                    group: .achievements,
                    positionals: [trackableArgument, PositionalSpec(name: "NAME", kind: .text, help: "the zone's name")],
                    options: [
                        .option("--min", .value, "the lowest value in the zone"),
                        .option("--max", .value, "the highest value in the zone"),
                    ],
                    example: "cairn zone add Sleep Rested --min 7h"),
        CommandSpec(words: ["zone", "list"], summary: "the zones, of one trackable or of all", group: .achievements,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    example: "cairn zone list Sleep"),
        CommandSpec(words: ["zone", "remove"], summary: "a zone, with the rules that read it", group: .achievements,
                    positionals: [trackableArgument, PositionalSpec(name: "NAME", kind: .text, help: "the zone's name")],
                    example: "cairn zone remove Sleep Rested"),
    ]

    private static let logging: [CommandSpec] = [
        CommandSpec(words: ["log"], summary: "an entry for a trackable; new moments are shown once", group: .achievements,
                    positionals: [trackableArgument,
                                  PositionalSpec(name: "VALUE", kind: .value,
                                                 help: "in the trackable's unit or another (80.5kg, 1h20m, 07:30); none for a yes/no; -- before a negative value is allowed",
                                                 optional: true, rest: true)],
                    options: [
                        .option("--date", .date, "the day it belongs to (default: today)"),
                        .option("--at", .instant, "the instant it happened (dated in the goals' zone)"),
                        .option("--source", .choice(EntrySource.allCases.map(\.rawValue)), "who logged it (default manual)"),
                    ],
                    example: "cairn log Weight 80.5kg --date 2026-11-02"),
        CommandSpec(words: ["nothing"], summary: "a day with nothing to log: a day of none for every trackable", group: .achievements,
                    options: [.option("--date", .date, "the day (default: today)")],
                    example: "cairn nothing --date 2026-11-02"),
        CommandSpec(words: ["disruption", "add"], summary: "days on hold: they neither break nor extend a streak", group: .achievements,
                    options: [
                        .option("--from", .date, "the first day on hold", required: true),
                        .option("--to", .date, "the last day on hold (default: --from)"),
                        .option("--reason", .text, "why, in a few words"),
                        .option("--trackable", .trackable, "only this trackable (default: everything)"),
                    ],
                    example: "cairn disruption add --from 2026-08-10 --to 2026-08-24 --reason Holiday"),
        CommandSpec(words: ["disruption", "list"], summary: "every disruption", group: .achievements,
                    example: "cairn disruption list --json"),
        CommandSpec(words: ["disruption", "remove"], summary: "a disruption, by its id", group: .achievements,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn disruption list --json`)")],
                    example: "cairn disruption remove 3"),
    ]

    private static let rules: [CommandSpec] = [
        CommandSpec(words: ["rule", "add"], summary: "an achievement rule: a streak, a best, a total or a count", group: .achievements,
                    positionals: [trackableArgument],
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
                    ],
                    example: "cairn rule add Running --measure total --every 100 --scale 2"),
        CommandSpec(words: ["rule", "list"], summary: "the rules, of one trackable or of all", group: .achievements,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    example: "cairn rule list Running"),
        CommandSpec(words: ["rule", "remove"], summary: "a rule, by its id", group: .achievements,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn rule list`)")],
                    example: "cairn rule remove 4"),
        CommandSpec(words: ["achievements"], summary: "rules, coming up, and every moment earned", group: .achievements,
                    example: "cairn achievements --json"),
        CommandSpec(words: ["settings", "set"], summary: "turn an encouragement on or off", group: .achievements,
                    positionals: [PositionalSpec(name: "KEY", kind: .choice(SettingsCommand.keys), help: "the setting"),
                                  PositionalSpec(name: "on|off", kind: .choice(["on", "off"]), help: "on or off")],
                    example: "cairn settings set encouragement.streaks off"),
        CommandSpec(words: ["settings", "show"], summary: "the three encouragement switches", group: .achievements,
                    example: "cairn settings show"),
    ]
}
