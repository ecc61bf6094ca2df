import CairnCore

/// Each person's days on hold, each with its own id from the person's `disruptions` sequence
/// (never given twice, as SQLite's AUTOINCREMENT): a hold for everything (which also holds
/// the coding goal) or, as in the SQLite store, one row per trackable it names, removed with
/// that trackable.
extension TeamStore {
    /// One stored hold.
    public struct Hold: Sendable, Hashable {
        /// Its id among `person`'s holds.
        public var id: Int64
        /// The days it holds, the reason and the one trackable it is for (nil: everything) included.
        public var disruption: Disruption
        /// The key of the import that wrote it (a Loop skip), so the same import adds it once.
        public var importKey: String?

        public init(id: Int64, disruption: Disruption, importKey: String? = nil) {
            self.id = id
            self.disruption = disruption
            self.importKey = importKey
        }
    }

    /// `person`'s holds, by first day.
    public func holds(of person: Person) throws(TeamError) -> [Hold] {
        try connection.execute("""
            SELECT id, from_day, to_day, reason, trackable_id, import_key FROM person_holds WHERE person_id = $1 ORDER BY from_day, id
            """, [String(person.id)]).rows.compactMap { row in
            guard row.count == 6, let id = row[0].flatMap({ Int64($0) }), let from = row[1].flatMap({ Int($0) }),
                  let to = row[2].flatMap({ Int($0) }) else { return nil }
            return Hold(id: id, disruption: Disruption(from: LocalDate(daysSinceEpoch: from), to: LocalDate(daysSinceEpoch: to),
                                                       reason: row[3] ?? "", trackableIds: row[4].flatMap { Int64($0) }.map { [$0] }),
                        importKey: row[5])
        }
    }

    /// Puts `from ... to` on hold for everything for `person`; returns the hold's id.
    public func addHold(from: LocalDate, to: LocalDate, reason: String, for person: Person) throws(TeamError) -> Int64 {
        guard let id = try insertHold(Disruption(from: from, to: to, reason: reason), importKey: nil, for: person).last else {
            throw .database("adding a hold returned no id")
        }
        return id
    }

    /// Stores `disruption` for `person`: one row for everything, or one per trackable it names
    /// (each of them `person`'s, else not found), the rows after the first keyed `importKey#1`,
    /// `#2`… as the SQLite store keys them. A row whose import key is already stored is skipped.
    /// - Returns: the ids of the rows added (none when every one was already there).
    @discardableResult
    public func insertHold(_ disruption: Disruption, importKey: String?, for person: Person) throws(TeamError) -> [Int64] {
        guard disruption.from <= disruption.to else { throw .usage("the hold's first day \(disruption.from) is after its last \(disruption.to)") }
        let scopes: [Int64?] = disruption.coversAll ? [nil] : (disruption.trackableIds ?? []).sorted().map { $0 }
        return try connection.transaction { () throws(TeamError) -> [Int64] in
            var ids: [Int64] = []
            for (index, scope) in scopes.enumerated() {
                if let scope {
                    guard try connection.execute("SELECT 1 FROM person_trackables WHERE person_id = $1 AND id = $2",
                                                 [String(person.id), String(scope)]).scalar != nil else {
                        throw .notFound("there is no trackable \(scope)")
                    }
                }
                let key = importKey.map { index == 0 ? $0 : "\($0)#\(index)" }
                if let key, try connection.execute("SELECT 1 FROM person_holds WHERE person_id = $1 AND import_key = $2",
                                                   [String(person.id), key]).scalar != nil {
                    continue
                }
                // The person's own sequence (as every table's): no one else's ids can exhaust it.
                let id = try nextId("disruptions", for: person)
                try connection.execute("""
                    INSERT INTO person_holds (person_id, id, from_day, to_day, reason, trackable_id, import_key)
                    VALUES ($1, $2, $3, $4, $5, $6, $7)
                    """, [String(person.id), String(id), String(disruption.from.daysSinceEpoch), String(disruption.to.daysSinceEpoch),
                          disruption.reason, scope.map(String.init), key])
                ids.append(id)
            }
            return ids
        }
    }

    /// Removes `person`'s hold `id`; whether it was theirs and there.
    public func removeHold(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_holds WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }
}
