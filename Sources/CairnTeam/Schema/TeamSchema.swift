/// The team database's schema: append-only migrations, applied in order in one transaction.
///
/// Every table's key starts with the person's id, so Citus could distribute each by it
/// unchanged (`people` by its own id). Never edit a migration that has shipped: add one.
public enum TeamSchema {
    /// Each migration's statements, by version (the index plus one).
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE people (
                id bigserial PRIMARY KEY,
                name text NOT NULL UNIQUE,
                display_name text NOT NULL DEFAULT '',
                password_hash text NOT NULL,
                disabled boolean NOT NULL DEFAULT false,
                time_zone text NOT NULL DEFAULT 'UTC',
                created_at timestamptz NOT NULL DEFAULT now()
            )
            """,
            """
            CREATE TABLE api_keys (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                key_hash bytea NOT NULL,
                created_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (person_id, key_hash)
            )
            """,
            "CREATE UNIQUE INDEX api_keys_by_hash ON api_keys (key_hash)",
            """
            CREATE TABLE heartbeats (
                person_id bigint NOT NULL,
                time_ms bigint NOT NULL,
                entity text NOT NULL,
                type text NOT NULL,
                project text NOT NULL,
                branch text NOT NULL,
                language text NOT NULL,
                editor text NOT NULL,
                PRIMARY KEY (person_id, time_ms, entity, type, project, branch, language)
            ) PARTITION BY RANGE (time_ms)
            """,
            """
            CREATE TABLE person_sessions (
                person_id bigint NOT NULL,
                start_ms bigint NOT NULL,
                duration_ms bigint NOT NULL,
                project text NOT NULL,
                language text NOT NULL,
                editor text NOT NULL,
                PRIMARY KEY (person_id, start_ms)
            )
            """,
            """
            CREATE TABLE person_day_totals (
                person_id bigint NOT NULL,
                day date NOT NULL,
                seconds double precision NOT NULL,
                PRIMARY KEY (person_id, day)
            )
            """,
        ],
        // A person's coding goal (issue 23): goal versions, holds, settings, the seen set and
        // imported day totals, each keyed by the person first and removed with them.
        [
            """
            CREATE TABLE person_goal_versions (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                from_day integer NOT NULL,
                config text NOT NULL,
                PRIMARY KEY (person_id, from_day)
            )
            """,
            """
            CREATE TABLE person_holds (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                id bigint GENERATED ALWAYS AS IDENTITY,
                from_day integer NOT NULL,
                to_day integer NOT NULL,
                reason text NOT NULL DEFAULT '',
                PRIMARY KEY (person_id, id),
                CHECK (from_day <= to_day)
            )
            """,
            """
            CREATE TABLE person_settings (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                key text NOT NULL,
                value text NOT NULL,
                PRIMARY KEY (person_id, key)
            )
            """,
            """
            CREATE TABLE person_seen_moments (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                moment text NOT NULL,
                PRIMARY KEY (person_id, moment)
            )
            """,
            """
            CREATE TABLE person_imported_days (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                day integer NOT NULL,
                source text NOT NULL,
                seconds double precision NOT NULL,
                PRIMARY KEY (person_id, day, source)
            )
            """,
        ],
        // A person's trackables, entries, zones, Readings and rules (issue 23), each keyed by the
        // person first and removed with them. Ids are per person, from person_sequences: never
        // reused (as SQLite's AUTOINCREMENT), and a person's export can keep them on import.
        // The columns hold what the SQLite store's do (kinds, fields, rules, items as the same
        // JSON text), so the same engine reads them.
        [
            """
            CREATE TABLE person_sequences (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                name text NOT NULL,
                last bigint NOT NULL,
                PRIMARY KEY (person_id, name)
            )
            """,
            """
            CREATE TABLE person_trackables (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                id bigint NOT NULL,
                name text NOT NULL,
                kind text NOT NULL,
                unit text,
                day_reduction text,
                fields text,
                derivation text,
                PRIMARY KEY (person_id, id)
            )
            """,
            "CREATE UNIQUE INDEX person_trackables_name ON person_trackables (person_id, lower(name))",
            """
            CREATE TABLE person_entries (
                person_id bigint NOT NULL,
                id bigint NOT NULL,
                trackable_id bigint,
                day integer NOT NULL,
                instant_ms bigint,
                value double precision,
                source text NOT NULL DEFAULT 'manual',
                import_key text,
                text text,
                items text,
                tags text,
                PRIMARY KEY (person_id, id),
                UNIQUE (person_id, import_key),
                FOREIGN KEY (person_id) REFERENCES people (id) ON DELETE CASCADE,
                FOREIGN KEY (person_id, trackable_id) REFERENCES person_trackables (person_id, id) ON DELETE CASCADE
            )
            """,
            "CREATE INDEX person_entries_day ON person_entries (person_id, trackable_id, day)",
            """
            CREATE TABLE person_zones (
                person_id bigint NOT NULL,
                id bigint NOT NULL,
                trackable_id bigint NOT NULL,
                name text NOT NULL,
                min double precision,
                max double precision,
                unit text,
                PRIMARY KEY (person_id, id),
                FOREIGN KEY (person_id, trackable_id) REFERENCES person_trackables (person_id, id) ON DELETE CASCADE
            )
            """,
            """
            CREATE TABLE person_readings (
                person_id bigint NOT NULL,
                id bigint NOT NULL,
                trackable_id bigint NOT NULL,
                name text NOT NULL,
                reading text NOT NULL,
                PRIMARY KEY (person_id, id),
                FOREIGN KEY (person_id, trackable_id) REFERENCES person_trackables (person_id, id) ON DELETE CASCADE
            )
            """,
            """
            CREATE TABLE person_rules (
                person_id bigint NOT NULL,
                id bigint NOT NULL,
                trackable_id bigint NOT NULL,
                zone_id bigint,
                reading_id bigint,
                rule text NOT NULL,
                sort_order integer NOT NULL,
                PRIMARY KEY (person_id, id),
                FOREIGN KEY (person_id, trackable_id) REFERENCES person_trackables (person_id, id) ON DELETE CASCADE,
                FOREIGN KEY (person_id, zone_id) REFERENCES person_zones (person_id, id) ON DELETE CASCADE,
                FOREIGN KEY (person_id, reading_id) REFERENCES person_readings (person_id, id) ON DELETE CASCADE
            )
            """,
        ],
        // The team server's sign-in: sessions (only a hash of each cookie's token is kept), the
        // failed sign-ins counted per name (unknown names too, so the throttle tells nothing of
        // who exists) and each person's choice to share their week on the team page.
        [
            """
            CREATE TABLE sign_in_sessions (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                token_hash bytea NOT NULL,
                expires_ms bigint NOT NULL,
                created_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (person_id, token_hash)
            )
            """,
            "CREATE UNIQUE INDEX sign_in_sessions_by_hash ON sign_in_sessions (token_hash)",
            """
            CREATE TABLE sign_in_failures (
                name text PRIMARY KEY,
                failures integer NOT NULL,
                first_ms bigint NOT NULL
            )
            """,
            "ALTER TABLE people ADD COLUMN shares_week boolean NOT NULL DEFAULT false",
        ],
        // 5: where each session came from (issue 23's imports), as the SQLite store keeps it:
        // the rows there were joined from heartbeats (or moved in, their source lost), so they
        // carry "heartbeats" forward. A session is the same one only with the same start,
        // length, names and source (the SQLite store's key), so an import beside live time keeps
        // both; and each person's longest session bounds how far back a read looks, as imported
        // sessions may overlap.
        [
            "ALTER TABLE person_sessions ADD COLUMN source text NOT NULL DEFAULT 'heartbeats'",
            """
            ALTER TABLE person_sessions DROP CONSTRAINT person_sessions_pkey,
                ADD PRIMARY KEY (person_id, start_ms, duration_ms, project, language, editor, source)
            """,
            """
            CREATE TABLE person_session_bounds (
                person_id bigint PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
                longest_ms bigint NOT NULL
            )
            """,
            """
            INSERT INTO person_session_bounds (person_id, longest_ms)
            SELECT person_id, max(duration_ms) FROM person_sessions WHERE person_id IN (SELECT id FROM people) GROUP BY person_id
            """,
        ],
        // 6: a hold for one trackable and a hold's import key. As in the
        // SQLite store, a hold for several trackables is one row per trackable, removed with its
        // trackable; a NULL trackable (every row held before) is a hold for everything. The
        // import key makes a second import of the same Loop export add no hold.
        [
            "ALTER TABLE person_holds ADD COLUMN trackable_id bigint",
            "ALTER TABLE person_holds ADD COLUMN import_key text",
            """
            ALTER TABLE person_holds ADD CONSTRAINT person_holds_trackable FOREIGN KEY (person_id, trackable_id)
                REFERENCES person_trackables (person_id, id) ON DELETE CASCADE
            """,
            "ALTER TABLE person_holds ADD CONSTRAINT person_holds_import_key UNIQUE (person_id, import_key)",
        ],
        // 7: undo (issue 23), as a personal database has it. A change (`person_changes`, its id
        // from person_sequences, never reused) is open while `cairn.change_id` is set in its
        // transaction (SET LOCAL), and the row triggers then record each row of the person's it
        // inserts, updates or deletes, whole as `to_jsonb` (a column added later is covered);
        // migrations, heartbeats and undo itself set nothing, so nothing of theirs is recorded.
        // Left out as the SQLite store leaves them out: the seen set (an undo never announces a
        // moment again), the sequences (an id is never given twice), the bookkeeping settings,
        // heartbeats, sign-in and what is derived from the sessions (marked stale by its trigger).
        TeamSchema.undoLog,
        // 8: each person's per-day summary (issue 23; the SQLite store's session_day_totals, see
        // TeamStore+DaySummary): coded and inside-window seconds per day, split under the goal
        // history whose JSON `person_summary.goals` holds; NULL there (or no row) is stale, and a
        // stale summary is never read. Any write of a person's sessions or goal versions marks
        // theirs stale (the triggers), except the heartbeats' own re-join, which names the person
        // in `cairn.summary_writer` for its session writes and re-splits the days it touched.
        // `person_day_totals` (kept on every heartbeat, read by nothing) goes: the summary is
        // rebuilt from the sessions when first read.
        [
            """
            CREATE TABLE person_summary (
                person_id bigint PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
                goals text,
                start_day integer
            )
            """,
            """
            CREATE TABLE person_summary_days (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                day integer NOT NULL,
                coded double precision NOT NULL,
                inside double precision NOT NULL,
                PRIMARY KEY (person_id, day)
            )
            """,
            """
            CREATE FUNCTION person_summary_stale() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                -- An upsert, not an UPDATE: ON CONFLICT DO UPDATE locks the person's state row
                -- even when it is stale already (the WHERE false), so a rebuild reading sessions
                -- meanwhile waits for this writer's commit and sees its rows, and is never left
                -- fresh without them. A person being removed (their people row gone) gets none.
                IF TG_OP <> 'INSERT' AND OLD.person_id::text IS DISTINCT FROM current_setting('cairn.summary_writer', true) THEN
                    INSERT INTO person_summary (person_id) SELECT OLD.person_id WHERE EXISTS (SELECT 1 FROM people WHERE id = OLD.person_id)
                    ON CONFLICT (person_id) DO UPDATE SET goals = NULL WHERE person_summary.goals IS NOT NULL;
                END IF;
                IF TG_OP <> 'DELETE' AND NEW.person_id::text IS DISTINCT FROM current_setting('cairn.summary_writer', true) THEN
                    INSERT INTO person_summary (person_id) SELECT NEW.person_id WHERE EXISTS (SELECT 1 FROM people WHERE id = NEW.person_id)
                    ON CONFLICT (person_id) DO UPDATE SET goals = NULL WHERE person_summary.goals IS NOT NULL;
                END IF;
                RETURN NULL;
            END
            $$
            """,
            """
            CREATE TRIGGER person_sessions_summary_stale AFTER INSERT OR UPDATE OR DELETE ON person_sessions
            FOR EACH ROW EXECUTE FUNCTION person_summary_stale()
            """,
            """
            CREATE TRIGGER person_goal_versions_summary_stale AFTER INSERT OR UPDATE OR DELETE ON person_goal_versions
            FOR EACH ROW EXECUTE FUNCTION person_summary_stale()
            """,
            "DROP TABLE person_day_totals",
        ],
        // 9: whether a change was made by a team server's request (a page, the API), written in
        // the change's own transaction (`openChange`), so an Undo reaching any server tells a
        // page's change from a command's (`cairn --person NAME …`) and asks only about the
        // latter. The rows already there say false: nothing told them apart when they were
        // made, and asking about a page's change (as a server that had not made it did) costs a
        // click, while not asking about one made elsewhere could undo what the person never saw.
        // (Servers are stopped for an upgrade, docs/TEAM.md; were one older server left running,
        // its changes would say false too and only be asked about.)
        ["ALTER TABLE person_changes ADD COLUMN by_request boolean NOT NULL DEFAULT false"],
        // 10: each person's import jobs, so any server of a team answers the Import page's polls for a
        // job another server runs (TeamStore+ImportJobs). `updated` is the running server's
        // heartbeat: a job running but not heard from reads as failed.
        [
            """
            CREATE TABLE person_import_jobs (
                person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
                id text NOT NULL,
                state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed')),
                status text,
                done integer,
                total integer,
                lines text,
                error text,
                started timestamptz NOT NULL DEFAULT now(),
                updated timestamptz NOT NULL DEFAULT now(),
                ended timestamptz,
                PRIMARY KEY (person_id, id)
            )
            """,
        ],
        // 11: hold ids per person (issue 29), from person_sequences as every other table's:
        // one identity shared by everyone let one moved-in hold id of 2^63 - 1 stop every
        // person putting days on hold. The holds keep their ids, and each person's
        // `disruptions` sequence continues past the highest of theirs.
        [
            "ALTER TABLE person_holds ALTER COLUMN id DROP IDENTITY",
            """
            INSERT INTO person_sequences (person_id, name, last)
            SELECT person_id, 'disruptions', max(id) FROM person_holds GROUP BY person_id
            ON CONFLICT (person_id, name) DO UPDATE SET last = greatest(person_sequences.last, excluded.last)
            """,
        ],
    ]

    /// The newest version this code knows.
    public static var latestVersion: Int { migrations.count }

    /// Applies the migrations the database has not had yet, all in one transaction (nothing
    /// half-applied), under a lock so two servers starting at once do not both apply them.
    /// - Returns: the versions applied now (empty when the database was up to date).
    @discardableResult
    public static func migrate(_ connection: PGConnection) throws(TeamError) -> [Int] {
        try connection.transaction { () throws(TeamError) -> [Int] in
            try connection.execute("SELECT pg_advisory_xact_lock(7461002301)")
            try connection.execute("""
                CREATE TABLE IF NOT EXISTS cairn_migrations (
                    version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
                """)
            let current = Int(try connection.execute("SELECT coalesce(max(version), 0) FROM cairn_migrations").scalar ?? "0") ?? 0
            guard current <= latestVersion else {
                throw .database("the team database has schema version \(current), newer than this cairn's \(latestVersion); upgrade cairn")
            }
            var applied: [Int] = []
            for version in (current + 1)..<(latestVersion + 1) {
                for statement in migrations[version - 1] { try connection.execute(statement) }
                try connection.execute("INSERT INTO cairn_migrations (version) VALUES ($1)", [String(version)])
                applied.append(version)
            }
            return applied
        }
    }
}
