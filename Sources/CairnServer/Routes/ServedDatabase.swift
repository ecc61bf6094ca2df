import CairnApp
import Foundation

/// The database `cairn serve` serves and the clock its requests read: each request acts in a
/// ``Workspace`` of its own, at the instant it arrived (or at `--now`, for tests).
struct ServedDatabase: Sendable {
    /// The database file.
    var path: String
    /// `cairn serve --now`, read once, and the text it was given as.
    var fixedNow: (instant: Date, text: String)?
    /// The server's environment (`TZ` for the default zone, `PATH` for `notify-send`).
    var environment: [String: String]
    /// The connections the requests' threads keep between requests.
    var connections: ConnectionCache
    /// The changes this server's requests made since it started (an Undo asks before stepping
    /// back any other); on a team server each change's row says it instead, for every server.
    var journal = ChangeJournal()
    /// On a team server, the person this request acts for (``scoped(to:)``): every workspace
    /// then reads and writes only their rows of the team database.
    var team: TeamScope?

    init(path: String, fixedNow: (instant: Date, text: String)?, environment: [String: String]) {
        self.path = path
        self.fixedNow = fixedNow
        self.environment = environment
        connections = ConnectionCache(path: path)
    }

    /// This database acting for `team.person` (a team server's request, once they are known).
    func scoped(to team: TeamScope) -> ServedDatabase {
        var copy = self
        copy.team = team
        return copy
    }

    /// The workspace of a request arriving now.
    func workspace() -> Workspace {
        if let team {
            var workspace = Workspace(environment: environment, team: team, now: fixedNow?.instant ?? Date(), fixedNow: fixedNow?.text)
            workspace.journal = journal
            return workspace
        }
        var workspace = Workspace(environment: environment, databasePath: path, now: fixedNow?.instant ?? Date(), fixedNow: fixedNow?.text)
        workspace.connections = connections
        workspace.journal = journal
        return workspace
    }
}
