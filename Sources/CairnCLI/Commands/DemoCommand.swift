import CairnApp
import CairnCore
import CairnRender
import CairnStore
import Foundation

/// `cairn demo [--serve [--port N]]`: fills (or tops up) a demo database with a sample year and
/// shows today for it; with `--serve`, then serves it and opens it in the browser, as
/// `cairn serve --open` would on that database.
///
/// The demo never touches the user's own database: it uses `--db` when given (refusing a
/// database that holds anything but demo data), else a file in the cache folder.
enum DemoCommand {
    static let markerKey = "demo.database"

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let serve = arguments.flag("--serve")
        let port = try arguments.option("--port")
        try arguments.finish()
        if port != nil && !serve { throw .usage("--port goes with --serve (cairn demo --serve --port 7878)") }
        let path = context.explicitDatabase ?? demoPath(context.environment)
        var demoContext = context
        demoContext.databasePath = path
        // The demo writes only into a file of its own: a new one, or one it made itself. Anything
        // else is refused before a byte of it is written (no migration, no journal change).
        do {
            switch try Store.identity(at: path) {
            case nil, .empty?:
                break
            case .foreign?:
                throw CLIError.failure(StoreError.foreign(path: path).description)
            case .cairn?:
                guard try Store.peekSetting(markerKey, at: path) != nil else {
                    throw CLIError.failure("\(path) holds your own data; the demo writes only into a database of its own (leave out --db, or name a file that does not exist yet)")
                }
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        let store = try demoContext.openStore()
        let config = DemoHistory.config
        let engine = try context.engine(config)
        do {
            let marker = try store.setting(markerKey)
            let sessions = DemoHistory.sessions(calendar: engine.calendar, now: context.now)
            try store.connection.writeTransaction {
                if marker != DemoHistory.version { try store.connection.execute("DELETE FROM sessions") }
                try store.setSetting(markerKey, to: DemoHistory.version)
            }
            try store.saveGoalConfig(config)
            _ = try store.insertSessions(sessions)
            try fillTrackables(store, today: engine.calendar.localDate(of: context.now))
        } catch let error as CLIError {
            throw error
        } catch {
            throw .failure("cannot fill the demo database \(path): \(error)")
        }
        let merged: [TimeSpan]
        do { merged = TimeSpan.union(try store.sessionSpans()) } catch { throw .failure(error.description) }
        let today = engine.calendar.localDate(of: context.now)
        let report = engine.report(for: today, merged: merged, today: today)
        let invoked = CommandLine.arguments.first ?? "cairn"
        let program = invoked.hasPrefix("/") ? invoked : "cairn"
        if !context.json {
            context.say("Cairn demo: a sample year of coding in \(config.timeZoneIdentifier), stored in \(path)\n\n")
        }
        try TodayCommand.show(report, config: config, flame: true, demoContext)
        if !context.json {
            let page = try demoContext.workspace.achievementsPage(store)
            let recent = page.evaluation.moments.suffix(4).reversed()
            if !recent.isEmpty {
                context.say("\n  Recent moments\n")
                for moment in recent {
                    context.say("    🏆 \(moment.name): \(moment.measureText)  (\(DateText.long(moment.date)))\n")
                }
            }
        }
        if !context.json {
            context.say("""

            Explore it:  \(program) --db \(path) days --from \(today.adding(days: -13)) --to \(today)
                         \(program) --db \(path) achievements
                         \(program) demo --serve   (in the browser)

            """)
        }
        if serve {
            var words = Arguments(["--open"] + (port.map { ["--port", $0] } ?? []))
            if let spec = CommandCatalog.command(["serve"]) { try words.bind(to: spec) }
            try ServeCommand.run(&words, demoContext)
        }
    }

    /// Adds the demo trackables and their rules once, then the year's entries and holidays
    /// (skipped when already there), and marks every moment seen so the demo does not toast history.
    private static func fillTrackables(_ store: Store, today: LocalDate) throws {
        try store.connection.writeTransaction {
            var trackables = try store.trackables()
            for plan in DemoTrackables.plans where !trackables.contains(where: { $0.name == plan.spec.name }) {
                let draft = try plan.spec.trackable()
                let trackable = try store.insertTrackable(name: draft.name, kind: draft.kind, unit: draft.unit, dayReduction: draft.dayReduction)
                for rule in plan.rules(trackable) { _ = try store.insertRule(rule) }
                trackables.append(trackable)
            }
            _ = try store.insertEntries(DemoTrackables.entries(for: trackables, today: today))
            try DemoDerived.fill(store, today: today)
            for year in Set([today.adding(days: -364).components.year, today.components.year]) {
                guard let inYear = LocalDate(year: year, month: 8, day: 10) else { continue }
                let holiday = DemoTrackables.holiday(inYear)
                guard holiday.lowerBound <= today, holiday.upperBound >= today.adding(days: -364) else { continue }
                _ = try store.insertDisruption(Disruption(from: holiday.lowerBound, to: holiday.upperBound, reason: "Summer holiday"),
                                               importKey: "demo:holiday:\(year)")
            }
        }
    }

    /// `$XDG_CACHE_HOME/cairn/demo.sqlite`, else `~/.cache/cairn/demo.sqlite`, else the temporary folder.
    static func demoPath(_ environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/cairn/demo.sqlite" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/cairn/demo.sqlite" }
        return NSTemporaryDirectory() + "cairn-demo.sqlite"
    }
}

extension DemoCommand {
    /// The one description of `cairn demo`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["demo"], summary: "a realistic sample year in a demo database, shown at once", group: .goals,
                    options: [
                        .flag("--serve", "then serve the demo and open it in the browser (cairn serve --open on its database)"),
                        .option("--port", .wholeNumber, "the port to serve on, with --serve (default 7878)"),
                    ],
                    example: "cairn demo --serve"),
    ]
}
