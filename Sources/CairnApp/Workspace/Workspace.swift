import CairnCore
import CairnStore
import CairnTeam
import Foundation

/// Where and when an operation acts: the database, the clock and the environment.
///
/// Every operation of the application layer takes one: the command line makes it from
/// `--db`/`CAIRN_DB` and `--now`/`CAIRN_NOW`, the server from the database it serves and each
/// request's clock. It is a value: making one opens nothing.
public struct Workspace: Sendable {
    /// The process environment (`TZ`, `XDG_*`, `HOME`, `TMPDIR`): read only for this machine's
    /// zone when no goals were set, the default database path and ``temporaryFolder``.
    public var environment: [String: String]
    /// The database every call reads and writes.
    public var databasePath: String
    /// The current instant.
    public var now: Date
    /// The instant as it was fixed (`--now`, `CAIRN_NOW`), if it was.
    public var fixedNow: String?
    /// The person and team database a team server's request acts for; nil: the SQLite file at
    /// ``databasePath``.
    public var team: TeamScope?
    /// The connections a server keeps between requests; nil: each call opens its own.
    package var connections: ConnectionCache?
    /// A server's journal of the changes its requests made (nil: a command's workspace). On a
    /// SQLite file it is told each change this workspace makes; in team mode each change's row
    /// says it instead (any server reads it there) and the journal only marks the workspace a
    /// server's.
    package var journal: ChangeJournal?
    /// Temporary folders (an upload's, an unpacked zip's, each ending `/`) and the names they
    /// stand for in the change labels, so an Undo names a file as the person knows it.
    package var shownPaths: [(folder: String, name: String)] = []

    /// A workspace over `databasePath` at `now`.
    public init(environment: [String: String], databasePath: String, now: Date, fixedNow: String? = nil) {
        self.environment = environment
        self.databasePath = databasePath
        self.now = now
        self.fixedNow = fixedNow
    }

    /// Opens the database for an operation that writes, creating it when it does not exist yet.
    /// - Throws: in team mode, or with no path: what acts on a SQLite file only never opens one
    ///   by mistake (SQLite would make a temporary database of "").
    package func openStore() throws(AppError) -> Store {
        try refuseWithoutFile()
        do {
            if let connections { return try connections.store() }
            return try Store(path: databasePath)
        } catch {
            throw .failure(error.description)
        }
    }

    /// Opens the database for an operation that only reads: a missing file is not created, and
    /// the error says how to start.
    package func openExistingStore() throws(AppError) -> Store {
        try refuseWithoutFile()
        do {
            if let connections { return try connections.store() }
            return try Store(path: databasePath, create: false)
        } catch {
            throw .failure(error.description)
        }
    }

    /// The stored goal history, or the defaults in this machine's zone when none were set.
    ///
    /// Stored goals that cannot be read, or a goal outside ``Plausible``'s bounds (written by an
    /// older Cairn or by hand), are replaced by the defaults: reads never trap on them, and
    /// `cairn check` says so.
    package func goalHistory(_ store: any CodingStore) throws(AppError) -> (history: GoalHistory, isDefault: Bool) {
        // This machine's zone is read only when the defaults are the answer (it costs a look at
        // the system's zone files); the stored history borrows only the defaults' minutes. A
        // person of a team has their own zone (`people.time_zone`).
        var defaults: GoalConfig { GoalConfig(timeZoneIdentifier: store.defaultTimeZone ?? Workspace.localZoneIdentifier(environment)) }
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
        } catch StoreError.corrupt {
            return (GoalHistory(defaults), true)
        } catch {
            throw .failure("\(error)")
        }
        return (GoalHistory(defaults), true)
    }

    /// The goals in force today, or the defaults in this machine's zone when none were set.
    package func goalConfig(_ store: any CodingStore) throws(AppError) -> (config: GoalConfig, isDefault: Bool) {
        let (history, isDefault) = try goalHistory(store)
        let engine = try engine(history)
        return (engine.config(on: engine.date(of: now)), isDefault)
    }

    /// The engine for the stored history (or the defaults).
    package func engine(_ store: any CodingStore) throws(AppError) -> GoalEngine {
        try engine(goalHistory(store).history)
    }

    /// The engine for a history.
    package func engine(_ history: GoalHistory) throws(AppError) -> GoalEngine {
        do {
            return try GoalEngine(history: history)
        } catch {
            throw .failure("the stored goals are invalid: \(error.description); fix them with `cairn goals set`")
        }
    }

    /// The engine for one configuration.
    package func engine(_ config: GoalConfig) throws(AppError) -> GoalEngine {
        try engine(GoalHistory(config))
    }

    /// Runs `body` as one undoable change labelled `label` (see `cairn undo`).
    @discardableResult
    package func change<T>(_ store: any CodingStore, _ label: String, _ body: () throws -> T) throws(AppError) -> T {
        // The folder added last (inside the others) first.
        let label = shownPaths.reversed().reduce(label) { $0.replacingOccurrences(of: $1.folder, with: $1.name) }
        return try storeCall("nothing was changed") { try store.change(label, now: now, kept: { if team == nil { journal?.record($0) } }, body) }
    }

    /// This workspace for work on a queue of its own (an import job): with connections of its
    /// own, at most one kept and closed when the copy is let go, so the server's caches keep no
    /// connection for a pool thread that ran one job.
    package func detached() -> Workspace {
        var copy = self
        copy.connections = connections.map { ConnectionCache(path: $0.path, limit: 1) }
        copy.team = team.map { TeamScope(connections: TeamConnections(address: $0.connections.address, limit: 1), person: $0.person) }
        return copy
    }

    /// Where an operation unpacks what it reads (a Loop export's zip): the environment's
    /// `TMPDIR` when it names one, else Foundation's temporary directory.
    package var temporaryFolder: String {
        if let folder = environment["TMPDIR"], !folder.isEmpty { return folder }
        return NSTemporaryDirectory()
    }

    /// Today's local date in the user's zone (the goals' zone in force now, else this machine's).
    package func today(_ store: any CodingStore) throws(AppError) -> LocalDate {
        try engine(store).date(of: now)
    }

    /// The goal engine over the stored history and today's date under it.
    package func clock(_ store: any CodingStore) throws(AppError) -> (engine: GoalEngine, today: LocalDate) {
        let engine = try engine(store)
        return (engine, engine.date(of: now))
    }

    /// Refuses a date after today (nothing happens in the future).
    package func refuseFuture(_ date: LocalDate, today: LocalDate, zone: String, what: String) throws(AppError) {
        guard date <= today else {
            throw .usage("\(what) is dated \(date), after today (\(today) in \(zone)); nothing can be logged in the future")
        }
    }

    /// Runs a store call, turning any failure into an error with one line to show.
    package func storeCall<T>(_ what: String, _ body: () throws -> T) throws(AppError) -> T {
        do {
            return try body()
        } catch let error as AppError {
            throw error
        } catch let StoreError.conflict(message) {
            throw .conflict("\(what): \(message)")
        } catch let error as TeamError {
            throw Self.appError(error, what)
        } catch {
            throw .failure("\(what): \(error)")
        }
    }

    /// Parses a `YYYY-MM-DD` given for `flag`.
    package static func date(_ text: String, flag: String) throws(AppError) -> LocalDate {
        guard let date = LocalDate(iso: text) else { throw .usage("\(flag) takes a date as YYYY-MM-DD, got \"\(text)\"") }
        try plausible { () throws(PlausibleError) in try Plausible.date(date, flag) }
        return date
    }

    /// Parses an ISO-8601 instant with a zone given for `source`.
    package static func instant(_ text: String, from source: String) throws(AppError) -> Date {
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
    package static func localZoneIdentifier(_ environment: [String: String]) -> String {
        if let tz = environment["TZ"], let zone = TimeZone(identifier: tz.hasPrefix(":") ? String(tz.dropFirst()) : tz) {
            return zone.identifier
        }
        return TimeZone.current.identifier
    }
}
