import CairnCore
import CairnRender
import CairnStore
import Foundation

/// What every command may need: the options that apply to all, the environment and the clock.
struct Context {
    var console: Console
    var environment: [String: String]
    /// `--db` or `CAIRN_DB`, else the default path.
    var databasePath: String
    /// `--db` when it was given on the command line.
    var explicitDatabase: String?
    /// `--now` or `CAIRN_NOW`, else the system clock.
    var now: Date
    /// `--json`: print one JSON document.
    var json: Bool
    /// Whether `now` was fixed by `--now` or `CAIRN_NOW` (the server passes it on to each request).
    var nowIsFixed: Bool { fixedNow != nil }
    /// The fixed instant as it was given.
    var fixedNow: String?

    /// Takes the global options out of `arguments`.
    init(arguments: inout Arguments, environment: [String: String], console: Console, clock: Date) throws(CLIError) {
        self.console = console
        self.environment = environment
        json = arguments.flag("--json")
        explicitDatabase = try arguments.option("--db")
        let chosen = explicitDatabase ?? environment["CAIRN_DB"].flatMap { $0.isEmpty ? nil : $0 }
        databasePath = chosen ?? Store.defaultPath(environment: environment)
        if let text = try arguments.option("--now") {
            now = try Context.instant(text, from: "--now")
            fixedNow = text
        } else if let text = environment["CAIRN_NOW"], !text.isEmpty {
            now = try Context.instant(text, from: "CAIRN_NOW")
            fixedNow = text
        } else {
            now = clock
        }
    }

    /// Opens the database for a command that writes, creating it when it does not exist yet.
    func openStore() throws(CLIError) -> Store {
        do {
            return try Store(path: databasePath)
        } catch {
            throw .failure(error.description)
        }
    }

    /// Opens the database for a command that only reads: a missing file is not created, and
    /// the error says how to start.
    func openExistingStore() throws(CLIError) -> Store {
        do {
            return try Store(path: databasePath, create: false)
        } catch {
            throw .failure(error.description)
        }
    }

    /// Writes one `warning:` line to standard error when stored rows lie outside ``Plausible``'s
    /// bounds (the reads skip them), pointing at `cairn check`.
    func warnImplausible(_ store: Store) throws(CLIError) {
        let counts = try storeCall("cannot check the stored values") { try store.implausibleCounts() }
        guard !counts.isEmpty else { return }
        console.err("warning: skipped \(counts.words) outside the plausible range; run `cairn check`\n")
    }

    /// The stored goal history, or the defaults in this machine's zone when none were set.
    ///
    /// Stored goals that cannot be read, or a goal outside ``Plausible``'s bounds (written by an
    /// older Cairn or by hand), are replaced by the defaults: reads never trap on them, and
    /// ``warnImplausible(_:)`` and `cairn check` say so.
    func goalHistory(_ store: Store) throws(CLIError) -> (history: GoalHistory, isDefault: Bool) {
        // This machine's zone is read only when the defaults are the answer (it costs a look at
        // the system's zone files); the stored history borrows only the defaults' minutes.
        var defaults: GoalConfig { GoalConfig(timeZoneIdentifier: Context.localZoneIdentifier(environment)) }
        do {
            if let history = try store.goalHistory() {
                let defaults = GoalConfig(timeZoneIdentifier: "UTC")
                let versions = history.versions.map { version -> GoalHistory.Version in
                    var config = version.config
                    if !Plausible.dailyGoalMinutes.contains(config.dailyGoalMinutes) { config.dailyGoalMinutes = defaults.dailyGoalMinutes }
                    if !Plausible.weeklyGoalMinutes.contains(config.weeklyGoalMinutes) { config.weeklyGoalMinutes = defaults.weeklyGoalMinutes }
                    return GoalHistory.Version(from: version.from, config: config)
                }
                return (GoalHistory(versions: versions) ?? history, false)
            }
        } catch .corrupt {
            return (GoalHistory(defaults), true)
        } catch {
            throw .failure(error.description)
        }
        return (GoalHistory(defaults), true)
    }

    /// The goals in force today, or the defaults in this machine's zone when none were set.
    func goalConfig(_ store: Store) throws(CLIError) -> (config: GoalConfig, isDefault: Bool) {
        let (history, isDefault) = try goalHistory(store)
        let engine = try engine(history)
        return (engine.config(on: engine.date(of: now)), isDefault)
    }

    /// The engine for the stored history (or the defaults).
    func engine(_ store: Store) throws(CLIError) -> GoalEngine {
        try engine(goalHistory(store).history)
    }

    /// The engine for a history.
    func engine(_ history: GoalHistory) throws(CLIError) -> GoalEngine {
        do {
            return try GoalEngine(history: history)
        } catch {
            throw .failure("the stored goals are invalid: \(error.description); fix them with `cairn goals set`")
        }
    }

    /// The engine for one configuration.
    func engine(_ config: GoalConfig) throws(CLIError) -> GoalEngine {
        try engine(GoalHistory(config))
    }

    /// Runs `body` as one undoable change labelled `label` (see `cairn undo`).
    @discardableResult
    func change<T>(_ store: Store, _ label: String, _ body: () throws -> T) throws(CLIError) -> T {
        try storeCall("nothing was changed") { try store.change(label, now: now, body) }
    }

    /// Writes a value as one pretty JSON document with sorted keys: ``PrettyJSONWriter``'s bytes,
    /// which are `JSONEncoder`'s, or `JSONEncoder`'s own for a value the writer leaves to it
    /// (or for every value when `CAIRN_JSON=foundation`, which the tests use to compare them).
    func printJSON(_ value: some Encodable) throws(CLIError) {
        do {
            var bytes: [UInt8]
            do {
                guard environment["CAIRN_JSON"] != "foundation" else { throw PrettyJSONWriter.Unsupported() }
                if let document = value as? any StreamedJSONDocument, environment["CAIRN_JSON"] != "tree" {
                    guard document.numbersAreFinite else { throw PrettyJSONWriter.Unsupported() }
                    // Out in pieces of 256 KB through one buffer, as it is written.
                    var json = StreamedJSON(capacity: 1 << 18, flushingTo: { console.outBytes($0) })
                    try document.write(into: &json)
                    json.newline()
                    json.flush()
                    return
                }
                bytes = try PrettyJSONWriter.write(value)
            } catch is PrettyJSONWriter.Unsupported {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                bytes = Array(try encoder.encode(value))
            }
            bytes.append(0x0A)
            bytes.withUnsafeBytes { console.outBytes($0) }
        } catch {
            throw .failure("cannot write JSON: \(error)")
        }
    }

    /// Writes `text` to the file at `path` in one step (a reader never sees half of it).
    func writeFile(_ text: String, to path: String) throws(CLIError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .failure("cannot write \(path): \(error.localizedDescription)")
        }
        if !json { say("Wrote \(path)\n") }
    }

    /// Writes a plain message (no colour of ours) to standard output, with any control
    /// characters in the user text it quotes shown as escapes rather than obeyed.
    func say(_ text: String) {
        console.out(TerminalText.escapedKeepingLines(text))
    }

    /// Whether colour may be written to standard output.
    var color: Bool { console.outIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty }

    /// Parses a `YYYY-MM-DD` given for `flag`.
    static func date(_ text: String, flag: String) throws(CLIError) -> LocalDate {
        guard let date = LocalDate(iso: text) else { throw .usage("\(flag) takes a date as YYYY-MM-DD, got \"\(text)\"") }
        try plausible { () throws(PlausibleError) in try Plausible.date(date, flag) }
        return date
    }

    static func instant(_ text: String, from source: String) throws(CLIError) -> Date {
        // ICU's ISO-8601 parser dies of SIGFPE on a fraction of about 40 digits: no instant is
        // that long (found by Fuzz/, target arguments).
        guard text.utf8.count <= 40 else {
            throw .usage("\(source) takes an ISO-8601 instant with a zone, e.g. 2026-03-09T12:00:00Z, got \"\(text.prefix(40))…\"")
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let parsed = InstantText.common(text) ?? formatter.date(from: text) ?? {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.date(from: text)
        }()
        if let date = parsed {
            try plausible { () throws(PlausibleError) in try Plausible.instant(date.timeIntervalSince1970, source) }
            return date
        }
        throw .usage("\(source) takes an ISO-8601 instant with a zone, e.g. 2026-03-09T12:00:00Z, got \"\(text)\"")
    }

    /// The zone named by `TZ`, else the system's own.
    static func localZoneIdentifier(_ environment: [String: String]) -> String {
        if let tz = environment["TZ"], let zone = TimeZone(identifier: tz.hasPrefix(":") ? String(tz.dropFirst()) : tz) {
            return zone.identifier
        }
        return TimeZone.current.identifier
    }

    /// Today's local date in the user's zone (the goals' zone in force now, else this machine's).
    func today(_ store: Store) throws(CLIError) -> LocalDate {
        try engine(store).date(of: now)
    }

    /// The goal engine over the stored history and today's date under it.
    func clock(_ store: Store) throws(CLIError) -> (engine: GoalEngine, today: LocalDate) {
        let engine = try engine(store)
        return (engine, engine.date(of: now))
    }

    /// Refuses a date after today (nothing happens in the future).
    func refuseFuture(_ date: LocalDate, today: LocalDate, zone: String, what: String) throws(CLIError) {
        guard date <= today else {
            throw .usage("\(what) is dated \(date), after today (\(today) in \(zone)); nothing can be logged in the future")
        }
    }

    /// Runs a store call, turning any failure into a one-line `error:`.
    func storeCall<T>(_ what: String, _ body: () throws -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch let error as CLIError {
            throw error
        } catch let StoreError.conflict(message) {
            throw .conflict("\(what): \(message)")
        } catch {
            throw .failure("\(what): \(error)")
        }
    }
}
