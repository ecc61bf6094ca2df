import CairnCore

/// Each person's days on hold: the coding goal's disruptions (a team person has no trackables,
/// so every hold is for everything), each with its own id.
extension TeamStore {
    /// One stored hold.
    public struct Hold: Sendable, Hashable {
        /// Its id among `person`'s holds.
        public var id: Int64
        /// The days it holds, the reason included.
        public var disruption: Disruption

        public init(id: Int64, disruption: Disruption) {
            self.id = id
            self.disruption = disruption
        }
    }

    /// `person`'s holds, by first day.
    public func holds(of person: Person) throws(TeamError) -> [Hold] {
        try connection.execute("""
            SELECT id, from_day, to_day, reason FROM person_holds WHERE person_id = $1 ORDER BY from_day, id
            """, [String(person.id)]).rows.compactMap { row in
            guard row.count == 4, let id = row[0].flatMap({ Int64($0) }), let from = row[1].flatMap({ Int($0) }),
                  let to = row[2].flatMap({ Int($0) }) else { return nil }
            return Hold(id: id, disruption: Disruption(from: LocalDate(daysSinceEpoch: from), to: LocalDate(daysSinceEpoch: to),
                                                       reason: row[3] ?? ""))
        }
    }

    /// Puts `from ... to` on hold for `person`; returns the hold's id.
    public func addHold(from: LocalDate, to: LocalDate, reason: String, for person: Person) throws(TeamError) -> Int64 {
        guard from <= to else { throw .usage("the hold's first day \(from) is after its last \(to)") }
        let rows = try connection.execute("""
            INSERT INTO person_holds (person_id, from_day, to_day, reason) VALUES ($1, $2, $3, $4) RETURNING id
            """, [String(person.id), String(from.daysSinceEpoch), String(to.daysSinceEpoch), reason])
        guard let id = rows.scalar.flatMap({ Int64($0) }) else { throw .database("adding a hold returned no id") }
        return id
    }

    /// Removes `person`'s hold `id`; whether it was theirs and there.
    public func removeHold(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_holds WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }
}
