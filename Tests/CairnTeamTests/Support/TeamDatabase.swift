import CairnTeam
import CairnTestSupport

/// A fresh database on the test process's PostgreSQL server, for one test.
enum TeamDatabase {
    /// The address of a new, empty database (fails, never skips, when PostgreSQL is missing).
    static func make() throws -> String {
        try TestPostgres.shared().makeDatabase()
    }

    /// A ``TeamStore`` on a new database (schema applied).
    static func store() throws -> (TeamStore, String) {
        let address = try make()
        return (try TeamStore(address: address), address)
    }
}
