/// The schema, as an append-only list of migrations: never edit one that has shipped, add one.
enum Migrations {
    /// Migration `i` moves the schema from version `i` to `i + 1`.
    static let all: [String] = [
        // 1: settings and coding sessions.
        """
        CREATE TABLE settings (
            key   TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        );
        CREATE TABLE sessions (
            id          INTEGER PRIMARY KEY,
            start_ms    INTEGER NOT NULL,
            duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
            project     TEXT NOT NULL DEFAULT '',
            language    TEXT NOT NULL DEFAULT '',
            editor      TEXT NOT NULL DEFAULT '',
            source      TEXT NOT NULL DEFAULT '',
            UNIQUE (start_ms, duration_ms, project, language, editor, source)
        );
        CREATE INDEX sessions_by_start ON sessions (start_ms, duration_ms);
        """,
    ]

    /// Brings the database up to the newest schema, each step in its own transaction.
    static func migrate(_ connection: Connection) throws {
        let version = try userVersion(connection)
        guard version <= all.count else { throw StoreError.newerSchema(found: version, known: all.count) }
        for index in version..<all.count {
            try connection.writeTransaction {
                // Re-read inside the write lock: another process may have migrated meanwhile.
                guard try userVersion(connection) == index else { return }
                try connection.execute(all[index])
                try connection.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }

    private static func userVersion(_ connection: Connection) throws(StoreError) -> Int {
        let statement = try connection.prepare("PRAGMA user_version")
        guard try statement.step() else { return 0 }
        return Int(statement.int64(0))
    }
}
