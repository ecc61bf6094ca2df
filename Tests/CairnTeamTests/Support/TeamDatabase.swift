@testable import CairnTeam
import CairnTestSupport

/// A fresh database on the test process's PostgreSQL server, for one test.
enum TeamDatabase {
    /// The address of a new, empty database (fails, never skips, when PostgreSQL is missing).
    static func make() throws -> String {
        try TestPostgres.shared().makeDatabase()
    }

    /// A new database as an earlier release left it: migrations 1 through `version` applied and
    /// recorded, nothing after, so a test can put rows in it and open it with today's code.
    static func atVersion(_ version: Int) throws -> (address: String, connection: PGConnection) {
        let address = try make()
        let connection = try PGConnection(address)
        try connection.execute("CREATE TABLE cairn_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        for applied in 1...version {
            for statement in TeamSchema.migrations[applied - 1] { try connection.execute(statement) }
            try connection.execute("INSERT INTO cairn_migrations (version) VALUES ($1)", [String(applied)])
        }
        return (address, connection)
    }

    /// A ``TeamStore`` on a new database (schema applied).
    static func store() throws -> (TeamStore, String) {
        let address = try make()
        return (try TeamStore(address: address), address)
    }
}
