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

    /// Opens the database.
    func openStore() throws(CLIError) -> Store {
        do {
            return try Store(path: databasePath)
        } catch {
            throw .failure(error.description)
        }
    }

    /// The stored goals, or the defaults in this machine's zone when none were set.
    func goalConfig(_ store: Store) throws(CLIError) -> (config: GoalConfig, isDefault: Bool) {
        do {
            if let config = try store.goalConfig() { return (config, false) }
        } catch {
            throw .failure(error.description)
        }
        return (GoalConfig(timeZoneIdentifier: Context.localZoneIdentifier(environment)), true)
    }

    /// The engine for a configuration.
    func engine(_ config: GoalConfig) throws(CLIError) -> GoalEngine {
        do {
            return try GoalEngine(config: config)
        } catch {
            throw .failure("the stored goals are invalid: \(error.description); fix them with `cairn goals set`")
        }
    }

    /// Writes a value as one pretty JSON document with sorted keys.
    func printJSON(_ value: some Encodable) throws(CLIError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            console.out(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
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
        return date
    }

    static func instant(_ text: String, from source: String) throws(CLIError) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        throw .usage("\(source) takes an ISO-8601 instant with a zone, e.g. 2026-03-09T12:00:00Z, got \"\(text)\"")
    }

    /// The zone named by `TZ`, else the system's own.
    static func localZoneIdentifier(_ environment: [String: String]) -> String {
        if let tz = environment["TZ"], let zone = TimeZone(identifier: tz.hasPrefix(":") ? String(tz.dropFirst()) : tz) {
            return zone.identifier
        }
        return TimeZone.current.identifier
    }

    /// Today's local date in the user's zone (the goals' zone, else this machine's).
    func today(_ store: Store) throws(CLIError) -> LocalDate {
        try clock(store).today
    }

    /// The user's day calendar and today's date in it.
    func clock(_ store: Store) throws(CLIError) -> (calendar: DayCalendar, today: LocalDate) {
        let calendar = try engine(goalConfig(store).config).calendar
        return (calendar, calendar.localDate(of: now))
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
