/// The browsers that signed in as a person before (``KnownDevice``): exempt from the per-name
/// throttle, never from the per-address budget.
extension TeamStore {
    /// A known-device token for `person` (set as a cookie at a successful sign-in).
    public func knownDevice(for person: Person) throws(TeamError) -> String {
        let rows = try connection.execute("SELECT password_hash FROM people WHERE id = $1", [String(person.id)])
        guard let hash = rows.scalar else { throw .notFound("there is no person called \(person.name)") }
        return try KnownDevice.make(name: person.name, passwordHash: hash)
    }

    /// Whether `token` says this browser signed in as `name` before, under their current password.
    public func isKnownDevice(_ token: String, for name: String) throws(TeamError) -> Bool {
        guard token.utf8.count == 97 else { return false }
        let rows = try connection.execute("SELECT password_hash FROM people WHERE name = $1", [name])
        guard let hash = rows.scalar else { return false }
        return KnownDevice.isValid(token, name: name, passwordHash: hash)
    }
}
