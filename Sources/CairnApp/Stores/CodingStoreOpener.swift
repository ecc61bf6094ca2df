import CairnStore
import CairnTeam

/// Which store an operation acts on: the SQLite file, or the signed-in person's rows of the
/// team database (``Workspace/team``).
extension Workspace {
    /// The coding store of this workspace: the person's slice of the team database in team mode,
    /// else the SQLite file (created only when `create`, for a write).
    package func openCodingStore(create: Bool = false) throws(AppError) -> any CodingStore {
        if let person = try teamPersonStore() { return person }
        return create ? try openStore() : try openExistingStore()
    }

    /// The trackable store of this workspace: the person's slice of the team database in team
    /// mode, else the SQLite file (created only when `create`, for a write).
    package func openTrackableStore(create: Bool = false) throws(AppError) -> any TrackableStore {
        if let person = try teamPersonStore() { return person }
        return create ? try openStore() : try openExistingStore()
    }

    /// The signed-in person's slice of the team database; nil when this workspace acts on a file.
    /// A server's workspace (one with a ``journal``) marks its changes as a request's.
    package func teamPersonStore() throws(AppError) -> TeamPersonStore? {
        guard let team else { return nil }
        do {
            return TeamPersonStore(store: try team.connections.store(), person: team.person, byRequest: journal != nil)
        } catch {
            throw .failure("cannot reach the team database: \(error.description)")
        }
    }

    /// Refuses to open a SQLite file in team mode (the operation is a SQLite file's only) or
    /// with no path, so nothing ever opens "" (which SQLite would take as a temporary database).
    func refuseWithoutFile() throws(AppError) {
        if team != nil { throw .usage(Self.notInTeamMode) }
        guard !databasePath.isEmpty else {
            throw .usage("no database was given: pass --db PATH or set CAIRN_DB (an empty path is no database)")
        }
    }

    /// What an operation that only a SQLite file has says in team mode.
    package static let notInTeamMode = "check is not in team mode: it checks a SQLite file (PostgreSQL keeps its own pages whole); "
        + "in a team a person has the coding goal (rings, days, history, breakdowns, goals, holds, the WakaTime API, "
        + "imports of WakaTime, ActivityWatch, sessions, Loop and Daylio files, undo and nudges), "
        + "their trackables, entries, rules and achievements, and their export (`cairn team import` moves a personal export in)"

    /// A team store's failure as the application's error, prefixed with what was being done.
    /// A database's own message (its SQL, its address) is logged on the server's standard error,
    /// never put in the answer: the person reads ``TeamSignIn/outage``'s words.
    static func appError(_ error: TeamError, _ what: String) -> AppError {
        switch error {
        case let .usage(message): return .usage("\(what): \(message)")
        case let .notFound(message): return .notFound("\(what): \(message)")
        case let .conflict(message): return .conflict("\(what): \(message)")
        case let .refused(message): return .failure("\(what): \(message)")
        case let .database(message):
            Logger(label: "team").error("\(what): the team database: \(message)")
            return .failure("\(what): \(TeamSignIn.outage)")
        }
    }
}
