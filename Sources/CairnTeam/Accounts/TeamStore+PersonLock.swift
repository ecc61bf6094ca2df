/// A lock on one person's row, for a read-then-write of their rows that must not run twice at
/// once (two servers marking the same nudges sent).
extension TeamStore {
    /// Locks `person`'s row until the transaction this runs in ends, waiting for another holding
    /// it. `FOR NO KEY UPDATE`, so rows that refer to the person (heartbeats, sessions) are still
    /// written meanwhile; only another lock or a change of the person's own row waits.
    public func lockPerson(_ person: Person) throws(TeamError) {
        try connection.execute("SELECT id FROM people WHERE id = $1 FOR NO KEY UPDATE", [String(person.id)])
    }
}
