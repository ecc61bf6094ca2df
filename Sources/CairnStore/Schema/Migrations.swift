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
        // 2: trackables, their entries, zones, disruptions and achievement rules (seed 000).
        """
        CREATE TABLE trackables (
            id            INTEGER PRIMARY KEY,
            name          TEXT NOT NULL UNIQUE COLLATE NOCASE,
            kind          TEXT NOT NULL,
            unit          TEXT,
            day_reduction TEXT
        );
        CREATE TABLE entries (
            id           INTEGER PRIMARY KEY,
            trackable_id INTEGER REFERENCES trackables (id) ON DELETE CASCADE,
            day          INTEGER NOT NULL,
            instant_ms   INTEGER,
            value        REAL,
            source       TEXT NOT NULL CHECK (source IN ('manual', 'integration', 'schedule')),
            import_key   TEXT UNIQUE
        );
        CREATE INDEX entries_by_trackable ON entries (trackable_id, day);
        CREATE INDEX entries_by_day ON entries (day);
        CREATE TABLE zones (
            id           INTEGER PRIMARY KEY,
            trackable_id INTEGER NOT NULL REFERENCES trackables (id) ON DELETE CASCADE,
            name         TEXT NOT NULL COLLATE NOCASE,
            min          REAL,
            max          REAL,
            unit         TEXT,
            UNIQUE (trackable_id, name)
        );
        CREATE TABLE disruptions (
            id           INTEGER PRIMARY KEY,
            from_day     INTEGER NOT NULL,
            to_day       INTEGER NOT NULL CHECK (to_day >= from_day),
            reason       TEXT NOT NULL DEFAULT '',
            trackable_id INTEGER REFERENCES trackables (id) ON DELETE CASCADE,
            import_key   TEXT UNIQUE
        );
        CREATE TABLE achievements (
            id           INTEGER PRIMARY KEY,
            trackable_id INTEGER NOT NULL REFERENCES trackables (id) ON DELETE CASCADE,
            zone_id      INTEGER REFERENCES zones (id) ON DELETE CASCADE,
            rule         TEXT NOT NULL,
            sort_order   INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX achievements_by_trackable ON achievements (trackable_id, sort_order);
        """,
        // 3: coding known only as a total per day (daily-summary exports).
        """
        CREATE TABLE day_totals (
            day     INTEGER NOT NULL,
            seconds REAL NOT NULL CHECK (seconds >= 0),
            source  TEXT NOT NULL DEFAULT '',
            UNIQUE (day, source)
        );
        """,
        // 4: the days on which the person logged anything of their own, kept by triggers, so a
        // log re-reads one trackable's entries and these days instead of every entry.
        """
        CREATE TABLE logged_days (
            day     INTEGER PRIMARY KEY,
            entries INTEGER NOT NULL
        );
        INSERT INTO logged_days (day, entries)
            SELECT day, count(*) FROM entries WHERE source = 'manual' GROUP BY day;
        CREATE TRIGGER entries_logged_insert AFTER INSERT ON entries WHEN NEW.source = 'manual' BEGIN
            INSERT INTO logged_days (day, entries) VALUES (NEW.day, 1)
                ON CONFLICT (day) DO UPDATE SET entries = entries + 1;
        END;
        CREATE TRIGGER entries_logged_delete AFTER DELETE ON entries WHEN OLD.source = 'manual' BEGIN
            UPDATE logged_days SET entries = entries - 1 WHERE day = OLD.day;
            DELETE FROM logged_days WHERE day = OLD.day AND entries <= 0;
        END;
        """,
        // 5: sessions keyed by what makes them the same, in one b-tree (WITHOUT ROWID) instead
        // of a table and two indexes: a large import writes a third as much.
        """
        CREATE TABLE sessions_keyed (
            start_ms    INTEGER NOT NULL,
            duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
            project     TEXT NOT NULL DEFAULT '',
            language    TEXT NOT NULL DEFAULT '',
            editor      TEXT NOT NULL DEFAULT '',
            source      TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (start_ms, duration_ms, project, language, editor, source)
        ) WITHOUT ROWID;
        INSERT INTO sessions_keyed SELECT start_ms, duration_ms, project, language, editor, source FROM sessions;
        DROP TABLE sessions;
        ALTER TABLE sessions_keyed RENAME TO sessions;
        """,
        // 6: what a text trackable's entry says.
        """
        ALTER TABLE entries ADD COLUMN text TEXT;
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
