import CairnCore

/// Entries an import writes (Loop, Daylio), each with the key that makes a second import of the
/// same file add nothing.
extension TeamStore {
    /// Stores `rows` for `person` in one transaction, each with its import key and its text; a row
    /// whose key is already stored (or came earlier in `rows`) is skipped and takes no id.
    /// Refuses the whole batch (nothing stored) when an entry is outside ``Plausible``'s bounds.
    /// - Returns: how many were added and how many were already there.
    public func insertImportedEntries(_ rows: [(entry: Entry, importKey: String?, text: String?)],
                                      for person: Person) throws(TeamError) -> (added: Int, duplicates: Int) {
        try connection.transaction { () throws(TeamError) -> (added: Int, duplicates: Int) in
            var known = Set(try connection.execute("""
                SELECT import_key FROM person_entries WHERE person_id = $1 AND import_key IS NOT NULL
                """, [String(person.id)]).rows.compactMap { $0.first ?? nil })
            var added = 0, duplicates = 0
            for (entry, key, text) in rows {
                guard Plausible.isEntry(entry) else {
                    throw .conflict(Plausible.entryRefusal(entry))
                }
                if let key, !known.insert(key).inserted {
                    duplicates += 1
                    continue
                }
                let id = try nextId("entries", for: person)
                try connection.execute("""
                    INSERT INTO person_entries (person_id, id, trackable_id, day, instant_ms, value, source, text, items, tags, import_key)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                    """, [String(person.id), String(id)] + (try Self.entryValues(entry, text: text)) + [key])
                added += 1
            }
            return (added, duplicates)
        }
    }
}
