/// Adding, disabling, removing and signing in people.
extension TeamStore {
    private static let personColumns = """
        p.id, p.name, p.display_name, p.disabled, p.time_zone,
        EXISTS (SELECT 1 FROM api_keys k WHERE k.person_id = p.id)
        """

    private static func person(_ row: [String?]) throws(TeamError) -> Person {
        guard row.count == 6, let id = row[0].flatMap({ Int64($0) }), let name = row[1] else {
            throw .database("the team database returned a malformed person row")
        }
        return Person(id: id, name: name, displayName: row[2] ?? "", disabled: row[3] == "t",
                      timeZone: row[4] ?? "UTC", hasKey: row[5] == "t")
    }

    /// Adds a person with `password` (refused when weak; only its Argon2id hash is stored).
    public func addPerson(_ name: String, password: String, displayName: String = "") throws(TeamError) -> Person {
        if let refusal = Person.refusal(ofName: name) { throw .usage(refusal) }
        if let refusal = PasswordHash.refusal(of: password, name: name) { throw .usage(refusal) }
        let hash = try PasswordHash.hash(password)
        do throws(TeamError) {
            let rows = try connection.execute("""
                INSERT INTO people AS p (name, display_name, password_hash) VALUES ($1, $2, $3)
                RETURNING \(TeamStore.personColumns)
                """, [name, displayName, hash])
            guard let row = rows.rows.first else { throw TeamError.database("adding \(name) returned no row") }
            return try TeamStore.person(row)
        } catch .conflict {
            throw .conflict("there is already a person called \(name)")
        } catch {
            throw error
        }
    }

    /// Everyone, by name.
    public func people() throws(TeamError) -> [Person] {
        var result: [Person] = []
        for row in try connection.execute("SELECT \(TeamStore.personColumns) FROM people p ORDER BY p.name").rows {
            result.append(try TeamStore.person(row))
        }
        return result
    }

    /// The person called `name`.
    public func person(named name: String) throws(TeamError) -> Person {
        let rows = try connection.execute("SELECT \(TeamStore.personColumns) FROM people p WHERE p.name = $1", [name])
        guard let row = rows.rows.first else { throw .notFound("there is no person called \(name); `cairn team user list` shows who there is") }
        return try TeamStore.person(row)
    }

    /// Disables (or enables again) `name`: a disabled person can neither sign in nor send
    /// heartbeats, and keeps everything stored. Disabling ends every session of theirs and
    /// deletes their API key, in the same transaction, so enabling them again brings neither
    /// back: they sign in afresh and an admin makes them a new key (`cairn team key NAME`).
    @discardableResult
    public func setDisabled(_ name: String, _ disabled: Bool) throws(TeamError) -> Person {
        try connection.transaction { () throws(TeamError) -> Person in
            if disabled {
                try connection.execute("DELETE FROM sign_in_sessions WHERE person_id = (SELECT id FROM people WHERE name = $1)", [name])
                try connection.execute("DELETE FROM api_keys WHERE person_id = (SELECT id FROM people WHERE name = $1)", [name])
            }
            let rows = try connection.execute("""
                UPDATE people AS p SET disabled = $2 WHERE p.name = $1 RETURNING \(TeamStore.personColumns)
                """, [name, disabled ? "true" : "false"])
            guard let row = rows.rows.first else { throw .notFound("there is no person called \(name); `cairn team user list` shows who there is") }
            return try TeamStore.person(row)
        }
    }

    /// Sets `name`'s password to `password` (refused when weak; only its Argon2id hash is
    /// stored) and ends every session of theirs, in one transaction; the browsers they marked as
    /// known (``KnownDevice``) are known no more. Returns how many sessions ended.
    @discardableResult
    public func setPassword(_ name: String, _ password: String) throws(TeamError) -> Int {
        if let refusal = PasswordHash.refusal(of: password, name: name) { throw .usage(refusal) }
        let hash = try PasswordHash.hash(password)
        return try connection.transaction { () throws(TeamError) -> Int in
            let person = try person(named: name)
            try connection.execute("UPDATE people SET password_hash = $2 WHERE id = $1", [String(person.id), hash])
            return try connection.execute("DELETE FROM sign_in_sessions WHERE person_id = $1", [String(person.id)]).affected
        }
    }

    /// Removes `name` with everything stored for them (key, heartbeats, sessions, day summary),
    /// in one transaction. Returns how many heartbeats went.
    @discardableResult
    public func removePerson(_ name: String) throws(TeamError) -> Int {
        try connection.transaction { () throws(TeamError) -> Int in
            let person = try person(named: name)
            let id = String(person.id)
            let heartbeats = try connection.execute("DELETE FROM heartbeats WHERE person_id = $1", [id]).affected
            try connection.execute("DELETE FROM person_sessions WHERE person_id = $1", [id])
            try connection.execute("DELETE FROM api_keys WHERE person_id = $1", [id])
            try connection.execute("DELETE FROM people WHERE id = $1", [id])
            return heartbeats
        }
    }

    /// The person `name` when `password` is theirs and they are not disabled.
    public func signIn(_ name: String, password: String) throws(TeamError) -> Person {
        let refused = TeamError.refused("wrong name or password")
        let rows = try connection.execute("SELECT password_hash FROM people WHERE name = $1", [name])
        guard let stored = rows.scalar else {
            _ = PasswordHash.verify(password, against: TeamStore.decoyHash)
            throw refused
        }
        guard PasswordHash.verify(password, against: stored) else { throw refused }
        let person = try person(named: name)
        guard !person.disabled else { throw .refused("\(name) is disabled; an admin can enable them again") }
        return person
    }

    /// Checked against when the name is unknown, so an unknown name takes as long as a wrong password.
    private static let decoyHash = (try? PasswordHash.hash("a decoy password no one has")) ?? ""
}
