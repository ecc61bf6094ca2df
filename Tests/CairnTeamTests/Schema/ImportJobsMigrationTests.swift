@testable import CairnTeam
import Foundation
import Testing

/// The team migration of the import jobs (`person_import_jobs`) on a database made by the
/// version before it, rows in it.
@Suite("Import jobs migration: a database of the previous schema opens with its rows and a jobs table")
struct ImportJobsMigrationTests {
    @Test("people, sessions and sign-in sessions stay; each person's import jobs are kept and read by them alone")
    func migratesThePreviousVersion() throws {
        let (address, connection) = try TeamDatabase.atVersion(9)  // the version before migration 10
        #expect(try connection.execute("SELECT to_regclass('person_import_jobs') IS NULL").scalar == "t")
        let id = try #require(try connection.execute("INSERT INTO people (name, password_hash) VALUES ('ada', 'x') RETURNING id").scalar)
        try connection.execute("INSERT INTO people (name, password_hash) VALUES ('bea', 'x')")
        try connection.execute("""
            INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor) VALUES ($1, 1773043200000, 7200000, 'cairn', 'Swift', 'vim')
            """, [id])
        try connection.execute("INSERT INTO sign_in_sessions (person_id, token_hash, expires_ms) VALUES ($1, '\\x01', 9999999999999)", [id])

        let store = try TeamStore(address: address)
        #expect(try connection.execute("SELECT max(version) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
        #expect(try connection.execute("SELECT count(*) FROM person_sessions WHERE person_id = $1", [id]).scalar == "1")
        #expect(try connection.execute("SELECT count(*) FROM sign_in_sessions").scalar == "1")
        let ada = try store.person(named: "ada"), bea = try store.person(named: "bea")
        try store.startImportJob("job", of: ada, keptFor: 600, staleAfter: 120)
        try store.recordImportJob("job", of: ada, ImportJobRow(status: "storing", done: 1, total: 2))
        #expect(try store.importJob("job", of: ada, keptFor: 600, staleAfter: 120) == ImportJobRow(status: "storing", done: 1, total: 2))
        #expect(try store.importJob("job", of: bea, keptFor: 600, staleAfter: 120) == nil)
        // Removing a person removes their jobs.
        try store.removePerson("ada")
        #expect(try connection.execute("SELECT count(*) FROM person_import_jobs").scalar == "0")
    }
}
