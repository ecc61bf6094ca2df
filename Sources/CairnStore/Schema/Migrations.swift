/// The schema, as an append-only list of migrations: never edit one that has shipped, add one.
enum Migrations {
    /// The schema version the last migration leads to: `all.count`, without building every
    /// migration's SQL to count them (a test holds the two equal).
    static let latest = 14

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
        // 7: identity that lasts, a past that keeps the rules of its day, and undo.
        // - Row ids are never reused (AUTOINCREMENT): a rule's id is its identity in the seen set.
        // - A trackable that read its days by the old defaults (a number or an interval summed,
        //   a clock time's earliest) keeps reading them so: the defaults changed, its past does not.
        //   The tables are rebuilt with their rows and ids; foreign keys are off meanwhile.
        // - The goal settings become a history of versions, each in force from a local date; the
        //   one stored so far is in force from the beginning (from_day = GoalHistoryRows.beginning).
        // - `changes` and `undo_log`: every command's writes, recorded by triggers as the
        //   statements that put them back, so `cairn undo` can revert the last change.
        """
        CREATE TABLE trackables_v7 (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,
            name          TEXT NOT NULL UNIQUE COLLATE NOCASE,
            kind          TEXT NOT NULL,
            unit          TEXT,
            day_reduction TEXT
        );
        INSERT INTO trackables_v7 (id, name, kind, unit, day_reduction)
            SELECT id, name, kind, unit, coalesce(day_reduction, CASE json_extract(kind, '$.kind')
                WHEN 'number' THEN 'sum' WHEN 'duration' THEN 'sum' WHEN 'clock' THEN 'earliest' END) FROM trackables;
        CREATE TABLE entries_v7 (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            trackable_id INTEGER REFERENCES trackables (id) ON DELETE CASCADE,
            day          INTEGER NOT NULL,
            instant_ms   INTEGER,
            value        REAL,
            source       TEXT NOT NULL CHECK (source IN ('manual', 'integration', 'schedule')),
            import_key   TEXT UNIQUE,
            text         TEXT
        );
        INSERT INTO entries_v7 (id, trackable_id, day, instant_ms, value, source, import_key, text)
            SELECT id, trackable_id, day, instant_ms, value, source, import_key, text FROM entries;
        CREATE TABLE zones_v7 (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            trackable_id INTEGER NOT NULL REFERENCES trackables (id) ON DELETE CASCADE,
            name         TEXT NOT NULL COLLATE NOCASE,
            min          REAL,
            max          REAL,
            unit         TEXT,
            UNIQUE (trackable_id, name)
        );
        INSERT INTO zones_v7 (id, trackable_id, name, min, max, unit) SELECT id, trackable_id, name, min, max, unit FROM zones;
        CREATE TABLE disruptions_v7 (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            from_day     INTEGER NOT NULL,
            to_day       INTEGER NOT NULL CHECK (to_day >= from_day),
            reason       TEXT NOT NULL DEFAULT '',
            trackable_id INTEGER REFERENCES trackables (id) ON DELETE CASCADE,
            import_key   TEXT UNIQUE
        );
        INSERT INTO disruptions_v7 (id, from_day, to_day, reason, trackable_id, import_key)
            SELECT id, from_day, to_day, reason, trackable_id, import_key FROM disruptions;
        CREATE TABLE achievements_v7 (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            trackable_id INTEGER NOT NULL REFERENCES trackables (id) ON DELETE CASCADE,
            zone_id      INTEGER REFERENCES zones (id) ON DELETE CASCADE,
            rule         TEXT NOT NULL,
            sort_order   INTEGER NOT NULL DEFAULT 0
        );
        INSERT INTO achievements_v7 (id, trackable_id, zone_id, rule, sort_order)
            SELECT id, trackable_id, zone_id, rule, sort_order FROM achievements;
        DROP TABLE achievements;
        DROP TABLE disruptions;
        DROP TABLE zones;
        DROP TABLE entries;
        DROP TABLE trackables;
        ALTER TABLE trackables_v7 RENAME TO trackables;
        ALTER TABLE entries_v7 RENAME TO entries;
        ALTER TABLE zones_v7 RENAME TO zones;
        ALTER TABLE disruptions_v7 RENAME TO disruptions;
        ALTER TABLE achievements_v7 RENAME TO achievements;
        CREATE INDEX entries_by_trackable ON entries (trackable_id, day);
        CREATE INDEX entries_by_day ON entries (day);
        CREATE INDEX achievements_by_trackable ON achievements (trackable_id, sort_order);
        CREATE TRIGGER entries_logged_insert AFTER INSERT ON entries WHEN NEW.source = 'manual' BEGIN
            INSERT INTO logged_days (day, entries) VALUES (NEW.day, 1)
                ON CONFLICT (day) DO UPDATE SET entries = entries + 1;
        END;
        CREATE TRIGGER entries_logged_delete AFTER DELETE ON entries WHEN OLD.source = 'manual' BEGIN
            UPDATE logged_days SET entries = entries - 1 WHERE day = OLD.day;
            DELETE FROM logged_days WHERE day = OLD.day AND entries <= 0;
        END;
        CREATE TRIGGER entries_logged_update AFTER UPDATE OF day, source ON entries BEGIN
            UPDATE logged_days SET entries = entries - 1 WHERE day = OLD.day AND OLD.source = 'manual';
            DELETE FROM logged_days WHERE day = OLD.day AND entries <= 0;
            INSERT INTO logged_days (day, entries) SELECT NEW.day, 1 WHERE NEW.source = 'manual'
                ON CONFLICT (day) DO UPDATE SET entries = entries + 1;
        END;

        CREATE TABLE goal_history (
            from_day INTEGER PRIMARY KEY,
            config   TEXT NOT NULL
        );
        INSERT INTO goal_history (from_day, config) SELECT -2147483648, value FROM settings WHERE key = 'goals.config';
        DELETE FROM settings WHERE key = 'goals.config';

        CREATE TABLE changes (
            id    INTEGER PRIMARY KEY AUTOINCREMENT,
            label TEXT NOT NULL,
            at_ms INTEGER NOT NULL,
            open  INTEGER NOT NULL DEFAULT 1
        );
        CREATE TABLE undo_log (
            id        INTEGER PRIMARY KEY AUTOINCREMENT,
            change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
            statement TEXT NOT NULL
        );
        CREATE INDEX undo_log_by_change ON undo_log (change_id, id);
        CREATE TABLE undo_sessions (
            change_id   INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
            start_ms    INTEGER NOT NULL,
            duration_ms INTEGER NOT NULL,
            project     TEXT NOT NULL,
            language    TEXT NOT NULL,
            editor      TEXT NOT NULL,
            source      TEXT NOT NULL
        );
        CREATE INDEX undo_sessions_by_change ON undo_sessions (change_id);
        CREATE TRIGGER sessions_undo_insert AFTER INSERT ON sessions WHEN \(UndoTriggers.recording) BEGIN
            INSERT INTO undo_sessions (change_id, start_ms, duration_ms, project, language, editor, source)
                SELECT max(id), NEW.start_ms, NEW.duration_ms, NEW.project, NEW.language, NEW.editor, NEW.source FROM changes;
        END;
        """
            + UndoTriggers.sql(table: "trackables", key: "id", columns: ["name", "kind", "unit", "day_reduction"])
            + UndoTriggers.sql(table: "entries", key: "id",
                               columns: ["trackable_id", "day", "instant_ms", "value", "source", "import_key", "text"])
            + UndoTriggers.sql(table: "zones", key: "id", columns: ["trackable_id", "name", "min", "max", "unit"])
            + UndoTriggers.sql(table: "disruptions", key: "id", columns: ["from_day", "to_day", "reason", "trackable_id", "import_key"])
            + UndoTriggers.sql(table: "achievements", key: "id", columns: ["trackable_id", "zone_id", "rule", "sort_order"])
            + UndoTriggers.sql(table: "goal_history", key: "from_day", columns: ["config"])
            + UndoTriggers.sql(table: "day_totals", key: "rowid", columns: ["day", "seconds", "source"])
            + UndoTriggers.sql(table: "settings", key: "key", columns: ["value"],
                               filter: "ROW.key NOT IN ('achievements:seen', 'nudges:fired', 'demo.database')"),
        // 8: heartbeats as they arrive from an editor (the WakaTime-compatible endpoint), one row
        // per heartbeat by WakaTime's duplicate rule (time, entity, type, project, branch,
        // language), so a retried offline queue adds nothing; the row id keeps the order they
        // arrived in, which breaks ties between heartbeats of the same instant as a file's order
        // does for an import. The sessions joined from them are ordinary sessions with the
        // source `heartbeats`.
        """
        CREATE TABLE heartbeats (
            id       INTEGER PRIMARY KEY,
            time_ms  INTEGER NOT NULL,
            entity   TEXT NOT NULL DEFAULT '',
            type     TEXT NOT NULL DEFAULT '',
            project  TEXT NOT NULL DEFAULT '',
            branch   TEXT NOT NULL DEFAULT '',
            language TEXT NOT NULL DEFAULT '',
            editor   TEXT NOT NULL DEFAULT '',
            UNIQUE (time_ms, entity, type, project, branch, language)
        );
        """,
        // 9 (session range reads): the longest session ever stored, so a read of the sessions
        // touching a range of instants can look back far enough and use the start_ms key
        // (see Store.sessionSpans(overlapping:)). Kept by a trigger on every insert, whatever
        // the path; never lowered by a delete (an upper bound is all a read needs).
        // And the per-day totals of the whole session history (session_day_totals, see
        // Store.refreshSessionDayTotals()), valid only while summary_goals holds the goal history
        // they were split under: any insert or delete of a session clears it (triggers), and the
        // write paths rebuild it in their own transaction; a stale summary is never read.
        """
        CREATE TABLE session_bounds (
            id         INTEGER PRIMARY KEY CHECK (id = 1),
            longest_ms INTEGER NOT NULL
        );
        INSERT INTO session_bounds (id, longest_ms) SELECT 1, coalesce(max(duration_ms), 0) FROM sessions;
        CREATE TRIGGER sessions_longest AFTER INSERT ON sessions
            WHEN NEW.duration_ms > (SELECT longest_ms FROM session_bounds WHERE id = 1) BEGIN
            UPDATE session_bounds SET longest_ms = NEW.duration_ms WHERE id = 1;
        END;
        ALTER TABLE session_bounds ADD COLUMN summary_goals TEXT;
        ALTER TABLE session_bounds ADD COLUMN summary_start INTEGER;
        CREATE TABLE session_day_totals (
            day    INTEGER PRIMARY KEY,
            coded  REAL NOT NULL,
            inside REAL NOT NULL
        );
        CREATE TRIGGER sessions_summary_stale_insert AFTER INSERT ON sessions
            WHEN (SELECT summary_goals FROM session_bounds WHERE id = 1) IS NOT NULL BEGIN
            UPDATE session_bounds SET summary_goals = NULL WHERE id = 1;
        END;
        CREATE TRIGGER sessions_summary_stale_delete AFTER DELETE ON sessions
            WHEN (SELECT summary_goals FROM session_bounds WHERE id = 1) IS NOT NULL BEGIN
            UPDATE session_bounds SET summary_goals = NULL WHERE id = 1;
        END;
        """,
        // 10: events, items, Readings, tags and derived trackables (Schema/EventsReadingsDerived.swift).
        EventsReadingsDerived.migration,
        // 11: partial indexes holding only the rows outside Plausible's bounds, so that the
        // check every read command makes first (Store.implausibleCounts()) looks at those rows
        // alone instead of scanning every session and entry. SQLite keeps them whoever writes.
        ImplausibleIndexes.migration,
        // 12: a partial index of the entries with items or tags (Schema/EntryParts.swift).
        EntryParts.migration,
        // 13: each trackable's entries packed in one blob, kept stale-or-right by triggers
        // (Schema/EntryPackTable.swift).
        EntryPackTable.migration,
        // 14: the coding analytics' all-time summary, derived from the sessions and kept
        // stale-or-right by triggers (Schema/CodingSummaryTables.swift).
        CodingSummaryTables.migration,
    ]

    /// The version whose migration added the per-day session summary (see `session_day_totals`).
    static let sessionSummaryVersion = 9
    /// The version whose migration added the coding analytics' summary (`coding_marks`).
    static let codingSummaryVersion = 14

    /// Brings the schema from `version` up to `target` (the newest by default), every step
    /// inside the caller's one write transaction, so an upgrade happens whole or not at all.
    ///
    /// The caller turns foreign keys off before that transaction (a rebuilt parent table would
    /// otherwise cascade its children away); each step is checked before the next.
    static func apply(_ connection: Connection, from version: Int, to target: Int = latest) throws {
        guard version <= latest else { throw StoreError.newerSchema(found: version, known: latest) }
        for index in version..<max(version, target) {
            try connection.execute(all[index])
            try after(index + 1, connection)
            let check = try connection.prepare("PRAGMA foreign_key_check")
            if try check.step() {
                throw StoreError.corrupt("migration \(index + 1) left a row of \(check.text(0) ?? "?") pointing at nothing")
            }
            try connection.execute("PRAGMA user_version = \(index + 1)")
        }
    }

    /// What a migration needs beyond SQL, run in its transaction.
    private static func after(_ version: Int, _ connection: Connection) throws {
        guard version == 7 else { return }
        // A rule removed before ids lasted may have left moments in the seen set; a new rule must
        // never take its id, so the sequence starts past every rule id the seen set names.
        let seen = try connection.prepare("SELECT value FROM settings WHERE key = 'achievements:seen'")
        var highest: Int64 = 0
        if try seen.step(), let text = seen.text(0) {
            for piece in text.split(separator: "\"") where piece.hasPrefix("rule-") {
                let digits = piece.dropFirst(5).prefix { $0.isNumber }
                highest = Swift.max(highest, Int64(digits) ?? 0)
            }
        }
        try connection.prepare("""
            INSERT INTO sqlite_sequence (name, seq) SELECT 'achievements', ? WHERE NOT EXISTS
                (SELECT 1 FROM sqlite_sequence WHERE name = 'achievements')
            """).run([.integer(highest)])
        try connection.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'achievements'").run([.integer(highest)])
    }

    static func userVersion(_ connection: Connection) throws(StoreError) -> Int {
        let statement = try connection.prepare("PRAGMA user_version")
        guard try statement.step() else { return 0 }
        return Int(statement.int64(0))
    }
}
