extension CommandCatalog {
    /// Coding goals: the rings, the days and the goal settings.
    static let goals: [CommandSpec] = [
        CommandSpec(words: ["demo"], summary: "a realistic sample year in a demo database, shown at once", group: .goals,
                    options: [
                        .flag("--serve", "then serve the demo and open it in the browser (cairn serve --open on its database)"),
                        .option("--port", .wholeNumber, "the port to serve on, with --serve (default 7878)"),
                    ],
                    example: "cairn demo --serve"),
        CommandSpec(words: ["today"], summary: "today's rings, the week so far and the streak", group: .goals,
                    options: [
                        .option("--date", .date, "show this date instead of today"),
                        .option("--svg", .svgFile, "draw the nested rings into an SVG file"),
                    ],
                    example: "cairn today --svg rings.svg"),
        CommandSpec(words: ["days"], summary: "one verdict per date (default: the last 7 days)", group: .goals,
                    options: [
                        .option("--from", .date, "the first date (default: 6 days before --to)"),
                        .option("--to", .date, "the last date (default: today)"),
                        .option("--svg", .svgFile, "draw a heatmap of the days into an SVG file"),
                    ],
                    example: "cairn days --from 2026-11-01 --to 2026-11-07"),
        CommandSpec(words: ["breakdown"], summary: "coded time by project, language, editor or source", group: .goals,
                    options: [
                        .option("--by", .choice(["project", "language", "editor", "source"]), "what to group by", required: true),
                        .option("--from", .date, "the first date"),
                        .option("--to", .date, "the last date"),
                    ],
                    example: "cairn breakdown --by project --from 2026-11-01 --to 2026-11-30"),
        CommandSpec(words: ["nudges"], summary: "reminders due now, each once (for a scheduler to show)", group: .goals,
                    options: [
                        .flag("--notify", "also show each through the desktop's notifications (notify-send)"),
                        .flag("--install-timer", "write a systemd user timer that runs `cairn nudges --notify` every 15 minutes"),
                    ],
                    example: "cairn nudges --notify"),
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
