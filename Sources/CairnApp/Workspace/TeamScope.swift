import CairnTeam
import Foundation

/// The person a team server's request acts for, and the team database they live in.
///
/// A ``Workspace`` with a scope reads and writes that person's rows of the PostgreSQL database and
/// no one else's; without one it acts on its SQLite file.
public struct TeamScope: Sendable {
    /// The team database's connections, one per thread.
    public var connections: TeamConnections
    /// The signed-in person (or the owner of the key a heartbeat came with).
    public var person: Person

    /// A scope for `person` in the database behind `connections`.
    public init(connections: TeamConnections, person: Person) {
        self.connections = connections
        self.person = person
    }
}

extension Workspace {
    /// A workspace acting for `team.person` in the team database at `now`.
    public init(environment: [String: String], team: TeamScope, now: Date, fixedNow: String? = nil) {
        self.init(environment: environment, databasePath: "", now: now, fixedNow: fixedNow)
        self.team = team
    }
}
