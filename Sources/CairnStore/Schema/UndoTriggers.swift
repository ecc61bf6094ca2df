/// The triggers that record, for every row a command changes, the statement that puts it back.
///
/// They write only while a change is open (the newest row of `changes` has `open = 1`), so
/// migrations, `cairn undo` itself and bookkeeping outside a change are not recorded. Each
/// statement is built with `quote()`, which writes a REAL with enough digits to round-trip.
enum UndoTriggers {
    /// The condition every recording trigger shares.
    static let recording = "(SELECT open FROM changes ORDER BY id DESC LIMIT 1)"

    /// Insert, update and delete triggers for `table`, keyed by `key` (`id`, or `rowid` for a
    /// table without one), restoring `columns`. `filter` (e.g. `key NOT IN (...)`, written with
    /// `ROW.` for the row) leaves some rows unrecorded.
    static func sql(table: String, key: String, columns: [String], filter: String? = nil) -> String {
        func only(_ row: String) -> String {
            filter.map { " AND " + $0.replacingOccurrences(of: "ROW.", with: row + ".") } ?? ""
        }
        let quotedOld = columns.map { "quote(OLD.\($0))" }.joined(separator: " || ', ' || ")
        let assignments = columns.map { "'\($0) = ' || quote(OLD.\($0))" }.joined(separator: " || ', ' || ")
        return """
        CREATE TRIGGER \(table)_undo_insert AFTER INSERT ON \(table) WHEN \(recording)\(only("NEW")) BEGIN
            INSERT INTO undo_log (change_id, statement)
                SELECT max(id), 'DELETE FROM \(table) WHERE \(key) = ' || quote(NEW.\(key)) FROM changes;
        END;
        CREATE TRIGGER \(table)_undo_update AFTER UPDATE ON \(table) WHEN \(recording)\(only("OLD")) BEGIN
            INSERT INTO undo_log (change_id, statement)
                SELECT max(id), 'UPDATE \(table) SET ' || \(assignments) || ' WHERE \(key) = ' || quote(OLD.\(key)) FROM changes;
        END;
        CREATE TRIGGER \(table)_undo_delete AFTER DELETE ON \(table) WHEN \(recording)\(only("OLD")) BEGIN
            INSERT INTO undo_log (change_id, statement)
                SELECT max(id), 'INSERT INTO \(table) (\(key), \(columns.joined(separator: ", "))) VALUES (' || quote(OLD.\(key)) || ', ' || \(quotedOld) || ')' FROM changes;
        END;

        """
    }
}
