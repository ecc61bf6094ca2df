import CairnApp
import CairnCore
import CairnRender
import CairnStore
import CairnTeam
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
    /// `--person NAME` of the team database `--database` (or `CAIRN_TEAM_DATABASE`): the person
    /// the command acts as, in place of the SQLite file.
    var team: TeamScope?

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
        if let name = try arguments.option("--person") {
            let given = try arguments.option("--database") ?? environment["CAIRN_TEAM_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
            guard let address = given else {
                throw .usage("--person \(name) names a person of a team database: give it with --database postgresql://… (or CAIRN_TEAM_DATABASE)")
            }
            guard explicitDatabase == nil else {
                throw .usage("--person acts on a team database, and --db names a SQLite file; give one of them")
            }
            team = try Context.teamScope(name, address)
        }
    }

    /// The application layer's view of this command: its database (the SQLite file, or the
    /// person's rows of a team database with `--person`), clock and environment.
    var workspace: Workspace {
        if let team { return Workspace(environment: environment, team: team, now: now, fixedNow: fixedNow) }
        return Workspace(environment: environment, databasePath: databasePath, now: now, fixedNow: fixedNow)
    }

    /// The person called `name` of the team database at `address`, refused when there is no one
    /// by that name or they are disabled.
    static func teamScope(_ name: String, _ address: String) throws(CLIError) -> TeamScope {
        let connections = TeamConnections(address: address, limit: 1)
        let person: Person
        do {
            person = try connections.store().person(named: name)
        } catch {
            switch error {
            case let .notFound(message): throw .notFound(message)
            case let .usage(message), let .conflict(message), let .refused(message), let .database(message): throw .failure(message)
            }
        }
        guard !person.disabled else {
            throw .failure("\(name) is disabled, so nothing is read or written for them; `cairn team user enable \(name)` lets them back in")
        }
        return TeamScope(connections: connections, person: person)
    }

    /// Opens the database for a command that writes, creating it when it does not exist yet.
    func openStore() throws(CLIError) -> Store { try workspace.openStore() }

    /// The `warning:` line for the rows a read skipped (``ReadResult/skipped``), if it skipped any.
    func warn(skipped: String?) {
        guard let skipped else { return }
        console.err("warning: skipped \(skipped) outside the plausible range; run `cairn check`\n")
    }

    /// The engine for one configuration.
    func engine(_ config: GoalConfig) throws(CLIError) -> GoalEngine { try workspace.engine(config) }

    /// Writes a value as one pretty JSON document with sorted keys (``DocumentJSON``'s bytes,
    /// the JSON API's own).
    func printJSON(_ value: some Encodable) throws(CLIError) {
        try DocumentJSON.write(value, environment: environment) { console.outBytes($0) }
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
    static func date(_ text: String, flag: String) throws(CLIError) -> LocalDate { try Workspace.date(text, flag: flag) }

    /// Parses an ISO-8601 instant with a zone given for `source`.
    static func instant(_ text: String, from source: String) throws(CLIError) -> Date { try Workspace.instant(text, from: source) }
}
