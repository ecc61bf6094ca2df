/// Migration 10 (events, Readings, derived trackables and tags), self-contained so that a merge
/// beside other migrations only renumbered it (it was written as 8). It only adds:
///
/// - `trackables.fields`: an event trackable's fields as JSON (`[TrackableField]`), NULL otherwise;
/// - `trackables.derivation`: a derived trackable's `Derivation` as JSON, NULL for one that is logged;
/// - `entries.items`: an Event's items as JSON (`[EventItem]`), NULL otherwise;
/// - `entries.tags`: the tag trackables' ids attached to an entry as a JSON array, NULL for none
///   (ids are never reused, so a removed tag's id matches nothing);
/// - `readings`: a Reading per row (`trackable_id` cascades, the Reading as JSON, a name unique
///   within its trackable);
/// - `achievements.reading_id`: the Reading a rule reads (its `of`), cascading like its zone.
///
/// The undo triggers of the widened tables are rebuilt to restore the new columns.
enum EventsReadingsDerived {
    static let trackableColumns = ["name", "kind", "unit", "day_reduction", "fields", "derivation"]
    static let entryColumns = ["trackable_id", "day", "instant_ms", "value", "source", "import_key", "text", "items", "tags"]
    static let ruleColumns = ["trackable_id", "zone_id", "rule", "sort_order", "reading_id"]

    static let migration = """
        ALTER TABLE trackables ADD COLUMN fields TEXT;
        ALTER TABLE trackables ADD COLUMN derivation TEXT;
        ALTER TABLE entries ADD COLUMN items TEXT;
        ALTER TABLE entries ADD COLUMN tags TEXT;
        CREATE TABLE readings (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            trackable_id INTEGER NOT NULL REFERENCES trackables (id) ON DELETE CASCADE,
            name         TEXT NOT NULL COLLATE NOCASE,
            reading      TEXT NOT NULL,
            UNIQUE (trackable_id, name)
        );
        ALTER TABLE achievements ADD COLUMN reading_id INTEGER REFERENCES readings (id) ON DELETE CASCADE;
        DROP TRIGGER trackables_undo_insert;
        DROP TRIGGER trackables_undo_update;
        DROP TRIGGER trackables_undo_delete;
        DROP TRIGGER entries_undo_insert;
        DROP TRIGGER entries_undo_update;
        DROP TRIGGER entries_undo_delete;
        DROP TRIGGER achievements_undo_insert;
        DROP TRIGGER achievements_undo_update;
        DROP TRIGGER achievements_undo_delete;

        """
        + UndoTriggers.sql(table: "trackables", key: "id", columns: trackableColumns)
        + UndoTriggers.sql(table: "entries", key: "id", columns: entryColumns)
        + UndoTriggers.sql(table: "achievements", key: "id", columns: ruleColumns)
        + UndoTriggers.sql(table: "readings", key: "id", columns: ["trackable_id", "name", "reading"])
}
