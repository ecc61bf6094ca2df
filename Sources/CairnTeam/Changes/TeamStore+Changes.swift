import Foundation

/// One of a person's changes, kept so that it can be undone (as `Store`'s `Change`).
public struct TeamChange: Sendable, Hashable {
    /// Its id among the person's changes (never given twice).
    public var id: Int64
    /// What the command did, in words ("log Weight 80 kg on 2026-03-01").
    public var label: String
    /// When it was made.
    public var at: Date
}

/// Each person's change log (team migration 7): a change is opened in the write's transaction,
/// the triggers record the person's rows it writes, and an undo replays them backwards.
extension TeamStore {
    /// How many of a person's changes are kept for undo (as many as a personal database keeps).
    public static let undoDepth = 100

    /// The change open in this connection's transaction, if any.
    public func openChangeID() throws(TeamError) -> Int64? {
        try connection.execute("SELECT current_setting('cairn.change_id', true)").scalar.flatMap { Int64($0) }
    }

    /// Opens a change labelled `label` for `person` in the current transaction (call it inside
    /// one): from here until ``closeChange(_:for:)`` every row of theirs written is recorded.
    /// The person's older changes beyond ``undoDepth`` are forgotten.
    /// - Parameter byRequest: whether a server's request makes it (a page, the API; team
    ///   migration 9), not a command: kept on its row for ``madeByRequest(_:of:)``.
    /// - Returns: the change's id.
    public func openChange(_ label: String, at instant: Date, for person: Person, byRequest: Bool = false) throws(TeamError) -> Int64 {
        let id = String(person.id)
        // One change or undo of a person's at a time (not a key lock: their rows' foreign keys still go on).
        try connection.execute("SELECT 1 FROM people WHERE id = $1 FOR NO KEY UPDATE", [id])
        try connection.execute("""
            DELETE FROM person_changes WHERE person_id = $1
            AND id <= (SELECT max(id) FROM person_changes WHERE person_id = $1) - $2
            """, [id, String(Self.undoDepth - 1)])
        let change = try nextId("changes", for: person)
        try connection.execute("INSERT INTO person_changes (person_id, id, label, at_ms, by_request) VALUES ($1, $2, $3, $4, $5)",
                               [id, String(change), label, String(TeamStore.milliseconds(instant.timeIntervalSince1970)), byRequest ? "true" : "false"])
        try connection.execute("SELECT set_config('cairn.change_person', $1, true), set_config('cairn.change_id', $2, true)",
                               [id, String(change)])
        return change
    }

    /// Closes change `id`: nothing more is recorded. A change that recorded nothing is not kept.
    /// - Returns: whether it was kept.
    public func closeChange(_ id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("SELECT set_config('cairn.change_person', '', true), set_config('cairn.change_id', '', true)")
        let logged = try connection.execute("""
            SELECT EXISTS (SELECT 1 FROM person_undo_log WHERE person_id = $1 AND change_id = $2)
            """, [String(person.id), String(id)]).scalar == "t"
        if !logged {
            try connection.execute("DELETE FROM person_changes WHERE person_id = $1 AND id = $2", [String(person.id), String(id)])
        }
        return logged
    }

    /// Whether `person`'s change `id` was made by a server's request (any server of the team);
    /// false for a command's, one made before team migration 9, or one that is not theirs.
    public func madeByRequest(_ id: Int64, of person: Person) throws(TeamError) -> Bool {
        try connection.execute("SELECT by_request FROM person_changes WHERE person_id = $1 AND id = $2",
                               [String(person.id), String(id)]).scalar == "t"
    }

    /// `person`'s changes that can be undone, newest first.
    public func changes(of person: Person) throws(TeamError) -> [TeamChange] {
        try connection.execute("SELECT id, label, at_ms FROM person_changes WHERE person_id = $1 ORDER BY id DESC", [String(person.id)])
            .rows.compactMap { row in
                guard row.count == 3, let id = row[0].flatMap({ Int64($0) }), let label = row[1], let at = row[2].flatMap({ Int64($0) }) else {
                    return nil
                }
                return TeamChange(id: id, label: label, at: Date(timeIntervalSince1970: Double(at) / 1000))
            }
    }

    /// Reverts `person`'s newest change in one transaction and forgets it; again steps further
    /// back. The seen set and the id sequences are not part of any change: an undo never
    /// announces a moment again, and an id is never given twice.
    /// - Parameter expected: when given, the change is undone only if it is still the newest
    ///   (read under the person's lock); otherwise ``TeamError/conflict(_:)`` says what the newest
    ///   change is now, and nothing is undone.
    /// - Returns: the change undone, or `nil` when there is nothing to undo.
    public func undo(of person: Person, expecting expected: Int64? = nil) throws(TeamError) -> TeamChange? {
        let id = String(person.id)
        return try connection.transaction { () throws(TeamError) -> TeamChange? in
            try connection.execute("SELECT 1 FROM people WHERE id = $1 FOR NO KEY UPDATE", [id])
            let newest = try changes(of: person).first
            if let expected, newest?.id != expected {
                throw .conflict(newest.map { "the last change is now “\($0.label)”, not the one this Undo was for; nothing was undone" }
                    ?? "there is nothing left to undo; nothing was undone")
            }
            guard let last = newest else { return nil }
            // The per-day summary is marked stale by its trigger as the sessions come back.
            try connection.execute("SELECT cairn_undo_change($1, $2)", [id, String(last.id)])
            return last
        }
    }
}
