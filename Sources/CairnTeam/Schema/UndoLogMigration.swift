/// Team migration 7: each person's change log and the triggers that fill it, so a team person
/// can undo as a personal database's owner can (`Store.change`, `UndoTriggers`).
///
/// A shipped migration: never edit these statements, add a migration that replaces a function.
extension TeamSchema {
    /// The tables whose rows a change records, with the setting keys left out (`person_settings`:
    /// the bookkeeping the SQLite store's `settings` triggers leave out too).
    static let undoneTables: [(table: String, leftOut: [String])] = [
        ("person_goal_versions", []), ("person_holds", []),
        ("person_settings", ["achievements:seen", "nudges:fired", "demo.database"]),
        ("person_imported_days", []), ("person_sessions", []), ("person_trackables", []), ("person_entries", []),
        ("person_zones", []), ("person_readings", []), ("person_rules", []),
    ]

    /// The migration's statements.
    static let undoLog: [String] = [
        """
        CREATE TABLE person_changes (
            person_id bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
            id bigint NOT NULL,
            label text NOT NULL,
            at_ms bigint NOT NULL,
            PRIMARY KEY (person_id, id)
        )
        """,
        // `id` orders a change's rows as they were written; the undo replays them newest first.
        // `old_row` is the row before (an update, a delete), `new_row` after (an insert, an
        // update: its key finds the row to put back or delete).
        """
        CREATE TABLE person_undo_log (
            person_id bigint NOT NULL,
            change_id bigint NOT NULL,
            id bigint GENERATED ALWAYS AS IDENTITY,
            table_name text NOT NULL,
            operation text NOT NULL CHECK (operation IN ('INSERT', 'UPDATE', 'DELETE')),
            old_row jsonb,
            new_row jsonb,
            PRIMARY KEY (person_id, change_id, id),
            FOREIGN KEY (person_id, change_id) REFERENCES person_changes (person_id, id) ON DELETE CASCADE
        )
        """,
        // Records a row only while a change is open in this transaction, and only the changing
        // person's rows; the trigger's arguments are `key`s left out (settings).
        """
        CREATE FUNCTION cairn_record_undo() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            open_change text := current_setting('cairn.change_id', true);
            open_person text := current_setting('cairn.change_person', true);
            old_row jsonb;
            new_row jsonb;
        BEGIN
            IF open_change IS NULL OR open_change = '' THEN RETURN NULL; END IF;
            IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
            IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
            IF coalesce(old_row, new_row) ->> 'person_id' IS DISTINCT FROM open_person THEN RETURN NULL; END IF;
            IF TG_NARGS > 0 AND coalesce(old_row, new_row) ->> 'key' = ANY (TG_ARGV) THEN RETURN NULL; END IF;
            INSERT INTO person_undo_log (person_id, change_id, table_name, operation, old_row, new_row)
                VALUES (open_person::bigint, open_change::bigint, TG_TABLE_NAME, TG_OP, old_row, new_row);
            RETURN NULL;
        END
        $$
        """,
        // The foreign keys among the recorded tables become deferrable (still checked at each
        // statement, and their cascades still immediate), so an undo can defer them to its
        // commit, as a personal database's does: a cascade's deletes are recorded after their
        // parent's, so replayed backwards a child comes back before its parent.
        """
        DO $$
        DECLARE
            constraint_row record;
        BEGIN
            FOR constraint_row IN SELECT conrelid::regclass AS target, conname FROM pg_constraint
                WHERE contype = 'f' AND conrelid::regclass::text IN (\(undoneTables.map { "'" + $0.table + "'" }.joined(separator: ", "))) LOOP
                EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', constraint_row.target, constraint_row.conname);
            END LOOP;
        END
        $$
        """,
        // Replays a change's rows newest first, its foreign keys checked at the commit: an
        // inserted row is deleted by its key while it is still as the change left it (a session
        // a heartbeat extended since stays, as a personal database's undo leaves it), an updated
        // one set back (all but an always-generated identity), a deleted one inserted again with
        // its own key. The columns are read from the catalogue, so a column added later is put
        // back too.
        """
        CREATE FUNCTION cairn_undo_change(p_person bigint, p_change bigint) RETURNS void LANGUAGE plpgsql AS $$
        DECLARE
            entry record;
            target regclass;
            all_columns text;
            settable text;
            key_columns text;
        BEGIN
            SET CONSTRAINTS ALL DEFERRED;
            FOR entry IN SELECT table_name, operation, old_row, new_row FROM person_undo_log
                WHERE person_id = p_person AND change_id = p_change ORDER BY id DESC LOOP
                target := quote_ident(entry.table_name)::regclass;
                SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum),
                       string_agg(quote_ident(attname), ', ' ORDER BY attnum) FILTER (WHERE attidentity <> 'a')
                    INTO all_columns, settable
                    FROM pg_attribute WHERE attrelid = target AND attnum > 0 AND NOT attisdropped AND attgenerated = '';
                SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO key_columns
                    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                    WHERE i.indrelid = target AND i.indisprimary;
                IF entry.operation = 'INSERT' THEN
                    EXECUTE format('DELETE FROM %s AS t WHERE (%s) = (SELECT %s FROM jsonb_populate_record(NULL::%s, $1)) '
                                   'AND to_jsonb(t) @> $1',
                                   target, key_columns, key_columns, target) USING entry.new_row;
                ELSIF entry.operation = 'UPDATE' THEN
                    EXECUTE format('UPDATE %s SET (%s) = (SELECT %s FROM jsonb_populate_record(NULL::%s, $1)) '
                                   'WHERE (%s) = (SELECT %s FROM jsonb_populate_record(NULL::%s, $2))',
                                   target, settable, settable, target, key_columns, key_columns, target)
                        USING entry.old_row, entry.new_row;
                ELSE
                    EXECUTE format('INSERT INTO %s (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM jsonb_populate_record(NULL::%s, $1)',
                                   target, all_columns, all_columns, target) USING entry.old_row;
                END IF;
            END LOOP;
            DELETE FROM person_changes WHERE person_id = p_person AND id = p_change;
        END
        $$
        """,
    ] + undoneTables.map { table, leftOut in
        let arguments = leftOut.map { "'" + $0 + "'" }.joined(separator: ", ")
        return """
            CREATE TRIGGER \(table)_undo AFTER INSERT OR UPDATE OR DELETE ON \(table)
                FOR EACH ROW EXECUTE FUNCTION cairn_record_undo(\(arguments))
            """
    }
}
