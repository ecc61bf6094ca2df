import CairnTeam
import Testing

@Suite struct TeamSchemaTests {
    @Test func migrationsApplyOnceAndReapplyAsNoOps() throws {
        let address = try TeamDatabase.make()
        let connection = try PGConnection(address)
        #expect(try TeamSchema.migrate(connection) == Array(1...TeamSchema.latestVersion))
        #expect(try TeamSchema.migrate(connection).isEmpty)
        let tables = try connection.execute("""
            SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename
            """).rows.compactMap { $0.first ?? nil }
        for table in ["api_keys", "cairn_migrations", "heartbeats", "people", "person_sessions", "person_summary", "person_summary_days"] {
            #expect(tables.contains(table), "missing \(table)")
        }
        #expect(!tables.contains("person_day_totals"))
        // Opening a store on the migrated database applies nothing more.
        _ = try TeamStore(address: address)
        #expect(try connection.execute("SELECT count(*) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
    }

    @Test func everyTableKeyStartsWithThePersonsID() throws {
        let (store, _) = try TeamDatabase.store()
        let keys = try store.connection.execute("""
            SELECT c.relname, a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
            JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
            JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE i.indisprimary AND n.nspname = 'public' AND c.relname IN ('api_keys', 'heartbeats', 'person_sessions', 'person_summary', 'person_summary_days',
                'person_import_jobs')
            """).rows
        #expect(keys.count == 6)
        for row in keys { #expect(row.last == "person_id", "\(row)") }
    }

    @Test func heartbeatsArePartitionedByRangeOfTime() throws {
        let (store, _) = try TeamDatabase.store()
        let strategy = try store.connection.execute("""
            SELECT p.partstrat, a.attname FROM pg_partitioned_table p JOIN pg_attribute a
            ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0] WHERE p.partrelid = 'heartbeats'::regclass
            """).rows
        #expect(strategy == [["r", "time_ms"]])
    }
}
