import CairnApp
import CairnCore
import CairnImport
import CairnRender
import CairnStore
import Foundation

/// `cairn import sessions|wakatime|activitywatch|loop|daylio FILE` (and `cairn`, in ``CairnRestore``): reads a whole file, checks every
/// record, then writes it in one transaction, so a bad file changes nothing and the same file
/// twice adds nothing.
enum ImportCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "sessions": try sessions(&arguments, context, stdin: stdin)
        case "wakatime": try wakatime(&arguments, context, stdin: stdin)
        case "activitywatch": try activityWatch(&arguments, context, stdin: stdin)
        case "loop": try LoopImport.run(&arguments, context)
        case "daylio": try DaylioImport.run(&arguments, context, stdin: stdin)
        case "cairn": try CairnRestore.run(&arguments, context, stdin: stdin)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func sessions(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let file = try arguments.required("file to import (a path, or - for standard input)")
        try arguments.finish()
        let sessions: [Session]
        if file == "-" {
            do { sessions = try SessionJSON.read(stdin(), file: file) } catch { throw .failure(error.description) }
        } else {
            try checkReadable(file)
            do { sessions = try SessionJSON.read(contentsOfFile: file, file: file) } catch { throw .failure(error.description) }
        }
        try store(sessions, file: file, context, note: nil)
    }

    private static func wakatime(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let timeoutText = try arguments.option("--timeout")
        let file = try arguments.required("WakaTime export to import (a path, or - for standard input)")
        try arguments.finish()
        let timeout = try timeoutText.map { text throws(CLIError) in try seconds(text, flag: "--timeout") } ?? WakaTimeHeartbeats.defaultTimeout
        guard timeout > 0 else { throw .usage("--timeout must be more than 0") }
        try plausible { () throws(PlausibleError) in try Plausible.duration(timeout, "--timeout") }
        // Standard input can be read once: keep it for the reader.
        let piped: Data? = file == "-" ? stdin() : nil
        let input: () -> Data = { piped ?? Data() }
        switch try sniffWakaTime(file, head: piped) {
        case .summaries:
            let totals: [DayTotal]
            do { totals = try WakaTimeDailySummaries.read(try read(file, stdin: input), file: file) } catch { throw .failure("\(error)") }
            let store = try context.openStore()
            let summary = try context.change(store, "import \(file) (\(totals.count) day totals)") {
                try store.insertDayTotals(totals.map { ($0.date, $0.seconds) }, source: "wakatime-summary")
            }
            if context.json { try context.printJSON(DayTotalsDocument(file: file, summary: summary, totals: totals)); return }
            let range = totals.isEmpty ? "" : ", \(totals.map(\.date).min().map { "\($0)" } ?? "") to \(totals.map(\.date).max().map { "\($0)" } ?? "")"
            context.say("Imported \(counted(summary.added, "day total")) from \(file)\(summary.duplicates > 0 ? " (\(summary.duplicates) already there, skipped)" : "")\(range).\n"
                + "Day totals have no time of day: they count towards the rings but are left out of window adherence.\n")
        case .durations:
            let sessions: [Session]
            if piped == nil { try checkReadable(file) }
            do {
                sessions = try piped.map { try WakaTimeDurations.read($0, file: file) }
                    ?? WakaTimeDurations.read(contentsOfFile: file, file: file)
            } catch {
                throw .failure("\(error)")
            }
            try store(sessions, file: file, context, note: nil)
        case .heartbeats:
            let result: HeartbeatImport
            let reading = ProgressLine(console: context.console, label: file)
            reading.status("reading and joining the heartbeats of \(file)…")
            do {
                let table = try piped.map { try HeartbeatTable.parse($0, file: file) } ?? HeartbeatTable.parse(contentsOfFile: file, file: file)
                result = table.join(timeout: timeout)
            } catch {
                reading.finish()
                throw .failure("\(error)")
            }
            reading.finish()
            let s = result.stats
            try store(result.sessions, file: file, context,
                      note: "\(counted(s.heartbeatsRead, "heartbeat")), \(counted(s.duplicatesDropped, "duplicate")) dropped, \(counted(s.loneHeartbeats, "lone heartbeat")) counted as zero; timeout \(DurationText.format(seconds: timeout))")
        }
    }

    private static func activityWatch(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let buckets = try arguments.options("--bucket")
        let file = try arguments.required("ActivityWatch export to import (a path, or - for standard input)")
        try arguments.finish()
        let result: ActivityWatchImport
        let chosen = buckets.isEmpty ? nil : buckets
        if file != "-" { try checkReadable(file) }
        do {
            result = file == "-" ? try ActivityWatchExport.read(stdin(), file: file, buckets: chosen)
                : try ActivityWatchExport.read(contentsOfFile: file, file: file, buckets: chosen)
        } catch {
            throw .failure("\(error)")
        }
        try store(result.sessions, file: file, context,
                  note: "buckets \(result.buckets.joined(separator: ", "))\(result.afkFiltered ? ", only while not AFK" : "")")
    }

    /// Stores sessions in one transaction, with a progress bar for large imports, and reports.
    static func store(_ sessions: [Session], file: String, _ context: Context, note: String?) throws(CLIError) {
        let store = try context.openStore()
        let progress = ProgressLine(console: context.console, label: "importing \(file)")
        let summary = try context.change(store, "import \(file) (\(sessions.count) sessions)") {
            try store.insertSessions(sessions) { progress.update($0, of: sessions.count) }
        }
        progress.finish()
        // Stored as they are, but the days count only what has happened by now.
        let now = context.now.timeIntervalSince1970
        let future = sessions.reduce(0.0) { total, session in
            let span = session.span
            return total + Swift.max(0, span.end - Swift.max(span.start, now))
        }
        let long = sessions.filter { $0.seconds > 86_400 }.count
        var notes = [note].compactMap { $0 }
        if future > 0 {
            notes.append("\(DurationText.format(seconds: future)) lie after now and are set aside until they have happened")
        }
        if long > 0 {
            notes.append("\(long) \(long == 1 ? "session is" : "sessions are") longer than 24 hours; check the file if that is not right")
        }
        let zone = try context.goalConfig(store).config.timeZoneIdentifier
        try report(summary, kind: "session", file: file, context, note: notes.isEmpty ? nil : notes.joined(separator: "; "), zone: zone)
    }

    /// Tells the WakaTime formats apart by their structure (``WakaTimeFormat``).
    private static func sniffWakaTime(_ file: String, head piped: Data?) throws(CLIError) -> WakaTimeFormat {
        if piped == nil { try checkReadable(file) }
        do {
            if let piped { return try WakaTimeFormat.detect(piped, file: file) }
            return try WakaTimeFormat.detect(contentsOfFile: file, file: file)
        } catch {
            throw .failure(error.description)
        }
    }

    /// Parses a duration typed as `15m`, `900s`, `2h`, `1h30m` or a number of minutes.
    static func seconds(_ text: String, flag: String) throws(CLIError) -> Double {
        if let minutes = Double(text) { return minutes * 60 }
        do {
            return try ValueParser.quantity(text, of: .duration, displayUnit: "min")
        } catch {
            throw .usage("\(flag) takes a duration like 15m, 900s or 1h, got \"\(text)\"")
        }
    }

    /// Reads a file, or standard input for `-`.
    static func read(_ file: String, stdin: () -> Data) throws(CLIError) -> Data {
        if file == "-" { return stdin() }
        try checkReadable(file)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .failure("\(file): cannot be read (check its permissions)")
        }
        return data
    }

    /// Refuses a path that is missing, a folder or unreadable, before a reader maps it.
    static func checkReadable(_ file: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .failure("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw .failure("\(file): is a folder, not a file") }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw .failure("\(file): cannot be read (check its permissions)")
        }
    }

    /// Prints the closing summary line (or JSON document) of an import.
    static func report(_ summary: ImportSummary, kind: String, file: String, _ context: Context, note: String? = nil,
                       zone: String) throws(CLIError) {
        if context.json {
            try context.printJSON(ImportDocument(summary: summary, file: file))
            return
        }
        var line = "Imported \(counted(summary.added, kind)) from \(file)"
        if summary.duplicates > 0 { line += " (\(summary.duplicates) already there, skipped)" }
        if let earliest = summary.earliest, let latest = summary.latest {
            line += ", covering \(LocalTimeText.format(earliest, zone: zone)) to \(LocalTimeText.format(latest, zone: zone)) \(zone) time"
        }
        context.say(line + ".\n" + (note.map { "  (\($0))\n" } ?? ""))
    }

    static func timestamp(_ date: Date) -> String { InstantText.timestamp(date) }
}

/// `import --json`: what was added and skipped, and the span covered.
struct ImportDocument: Encodable {
    var summary: ImportSummary
    var file: String

    enum CodingKeys: String, CodingKey { case file, added, duplicates, from, to }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(summary.added, forKey: .added)
        try c.encode(summary.duplicates, forKey: .duplicates)
        try c.encode(summary.earliest.map(ImportCommand.timestamp), forKey: .from)
        try c.encode(summary.latest.map(ImportCommand.timestamp), forKey: .to)
    }
}

/// `import wakatime --json` for a daily-summary export.
struct DayTotalsDocument: Encodable {
    var file: String
    var summary: ImportSummary
    var totals: [DayTotal]

    enum CodingKeys: String, CodingKey { case file, added, duplicates, from, to, untimed }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(summary.added, forKey: .added)
        try c.encode(summary.duplicates, forKey: .duplicates)
        try c.encode(totals.map(\.date).min(), forKey: .from)
        try c.encode(totals.map(\.date).max(), forKey: .to)
        try c.encode(true, forKey: .untimed)
    }
}

extension ImportCommand {
    /// The one description of `cairn import …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["import", "sessions"], summary: "a JSON array of {\"start\": ISO-8601, \"seconds\": N, ...}", group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the file, or - for standard input")],
                    example: "cairn import sessions sessions.json"),
        CommandSpec(words: ["import", "wakatime"], summary: "a WakaTime heartbeats export, durations response or daily summaries",
                    group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the export, or - for standard input")],
                    options: [.option("--timeout", .duration, "the keystroke timeout joining heartbeats (default 15m)")],
                    example: "cairn import wakatime heartbeats.json --timeout 10m"),
        CommandSpec(words: ["import", "activitywatch"], summary: "an ActivityWatch export (window events while not AFK)", group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the export, or - for standard input")],
                    options: [.option("--bucket", .text, "read only this bucket", repeatable: true, placeholder: "ID")],
                    example: "cairn import activitywatch aw-buckets-export.json"),
        CommandSpec(words: ["import", "loop"], summary: "a Loop Habit Tracker CSV export: habits become trackables", group: .history,
                    positionals: [PositionalSpec(name: "FOLDER|Checkmarks.csv", kind: .file, help: "the export folder or its Checkmarks.csv")],
                    options: [
                        .option("--habit", .text, "the habit's name, for a Checkmarks.csv of one habit", placeholder: "NAME"),
                        .flag("--recover", "read cells a broken export wrote as Entry(...)"),
                    ],
                    example: "cairn import loop ~/Downloads/Loop"),
        CommandSpec(words: ["import", "daylio"], summary: "a Daylio CSV export: moods and activities become trackables", group: .history,
                    positionals: [PositionalSpec(name: "FILE", kind: .file, help: "the Daylio CSV export")],
                    example: "cairn import daylio daylio_export.csv"),
        CommandSpec(words: ["import", "cairn"], summary: "a file written by `cairn export`, into an empty database, every id kept",
                    group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the export, or - for standard input")],
                    example: "cairn import cairn cairn-export.json --db restored.sqlite"),
    ]
}
