/// Each person's API key for editor plugins.
extension TeamStore {
    /// Makes `name`'s API key and returns it (the only time it can be read: only its hash is
    /// stored). Refused when they have one already, unless `rotate` (which replaces it, so
    /// plugins with the old one are refused from then on).
    public func makeKey(for name: String, rotate: Bool) throws(TeamError) -> String {
        try connection.transaction { () throws(TeamError) -> String in
            let person = try person(named: name)
            if person.hasKey, !rotate {
                throw .conflict("\(name) has a key already and it cannot be shown again (only its hash is stored); `--rotate` replaces it")
            }
            let key = try APIKey.make()
            try connection.execute("DELETE FROM api_keys WHERE person_id = $1", [String(person.id)])
            try connection.execute("INSERT INTO api_keys (person_id, key_hash) VALUES ($1, decode($2, 'hex'))",
                                   [String(person.id), APIKey.hex(APIKey.hash(key))])
            return key
        }
    }

    /// The person whose key `key` is; refused when no one's is, or when they are disabled.
    public func person(forKey key: String) throws(TeamError) -> Person {
        let offered = APIKey.hash(key)
        let rows = try connection.execute("""
            SELECT k.person_id, encode(k.key_hash, 'hex'), p.name FROM api_keys k JOIN people p ON p.id = k.person_id
            WHERE k.key_hash = decode($1, 'hex')
            """, [APIKey.hex(offered)])
        guard let row = rows.rows.first, row.count == 3, let stored = row[1], let name = row[2],
              APIKey.equal(APIKey.bytes(hex: stored), offered) else {
            throw .refused("unknown API key")
        }
        let person = try person(named: name)
        guard !person.disabled else { throw .refused("\(name) is disabled; their key is refused") }
        return person
    }
}
