/// Each person's settings (the encouragement switches) and seen set (the moments already
/// announced), keyed by the person first.
extension TeamStore {
    /// `person`'s setting `key`, if stored.
    public func setting(_ key: String, of person: Person) throws(TeamError) -> String? {
        try connection.execute("SELECT value FROM person_settings WHERE person_id = $1 AND key = $2", [String(person.id), key]).scalar
    }

    /// Stores `person`'s setting `key`.
    public func setSetting(_ key: String, to value: String, for person: Person) throws(TeamError) {
        try connection.execute("""
            INSERT INTO person_settings (person_id, key, value) VALUES ($1, $2, $3)
            ON CONFLICT (person_id, key) DO UPDATE SET value = excluded.value
            """, [String(person.id), key, value])
    }

    /// The keys of the moments already announced to `person`.
    public func seenMoments(of person: Person) throws(TeamError) -> Set<String> {
        Set(try connection.execute("SELECT moment FROM person_seen_moments WHERE person_id = $1", [String(person.id)])
            .rows.compactMap { $0.first ?? nil })
    }

    /// Replaces `person`'s seen set, in one transaction.
    public func saveSeenMoments(_ keys: Set<String>, for person: Person) throws(TeamError) {
        let id = String(person.id)
        try connection.transaction { () throws(TeamError) in
            try connection.execute("DELETE FROM person_seen_moments WHERE person_id = $1", [id])
            for key in keys.sorted() {
                try connection.execute("INSERT INTO person_seen_moments (person_id, moment) VALUES ($1, $2)", [id, key])
            }
        }
    }
}
