/// Migration 13: each trackable's entries packed into one blob (`entry_packs`), so the read of
/// every entry (the Achievements page, `cairn achievements`) reads a hundred rows instead of
/// stepping SQLite through each of hundreds of thousands.
///
/// The packs are a cache the entries table governs: every insert, update or delete of an entry
/// sets its trackable's pack to NULL (stale) by trigger, whoever writes (Cairn, an undo, the
/// `sqlite3` shell), and the next read packs it again (see `Store.entries()`). A row exists for
/// every trackable that has ever had an entry, so a NULL is all a reader needs to look for.
/// Written out, as a shipped migration never changes.
enum EntryPackTable {
    /// The key of the Nothings' pack (entries of no trackable): a value no trackable id takes.
    static let nothingKey = Int64.min

    static let migration = """
        CREATE TABLE entry_packs (
            trackable_key INTEGER PRIMARY KEY,
            rows          BLOB
        );
        INSERT INTO entry_packs (trackable_key) SELECT DISTINCT coalesce(trackable_id, -9223372036854775808) FROM entries;
        CREATE TRIGGER entry_packs_stale_insert AFTER INSERT ON entries BEGIN
            INSERT INTO entry_packs (trackable_key, rows) VALUES (coalesce(NEW.trackable_id, -9223372036854775808), NULL)
                ON CONFLICT (trackable_key) DO UPDATE SET rows = NULL WHERE rows IS NOT NULL;
        END;
        CREATE TRIGGER entry_packs_stale_delete AFTER DELETE ON entries BEGIN
            UPDATE entry_packs SET rows = NULL
                WHERE trackable_key = coalesce(OLD.trackable_id, -9223372036854775808) AND rows IS NOT NULL;
        END;
        CREATE TRIGGER entry_packs_stale_update AFTER UPDATE ON entries BEGIN
            UPDATE entry_packs SET rows = NULL
                WHERE trackable_key = coalesce(OLD.trackable_id, -9223372036854775808) AND rows IS NOT NULL;
            INSERT INTO entry_packs (trackable_key, rows) VALUES (coalesce(NEW.trackable_id, -9223372036854775808), NULL)
                ON CONFLICT (trackable_key) DO UPDATE SET rows = NULL WHERE rows IS NOT NULL;
        END;
        """
}
