import CairnCore

/// Each person's trackables, keyed by the person first; names are unique per person without
/// case, and removing one removes its entries, zones, Readings and rules (they cascade).
extension TeamStore {
    private static let trackableColumns = "id, name, kind, unit, day_reduction, fields, derivation"

    /// `person`'s trackables, in the order they were added.
    public func trackables(of person: Person) throws(TeamError) -> [Trackable] {
        try readTrackables("SELECT \(Self.trackableColumns) FROM person_trackables WHERE person_id = $1 ORDER BY id", [String(person.id)])
    }

    /// `person`'s trackable called `name` (any case), if there is one.
    public func trackable(named name: String, of person: Person) throws(TeamError) -> Trackable? {
        try readTrackables("""
            SELECT \(Self.trackableColumns) FROM person_trackables WHERE person_id = $1 AND lower(name) = lower($2)
            """, [String(person.id), name]).first
    }

    /// Adds `trackable` for `person` (its id ignored, unless `keepingId`) with its fields and
    /// derivation; its name must be new.
    /// - Returns: the trackable with its id.
    public func insertTrackable(_ trackable: Trackable, for person: Person, keepingId: Bool = false) throws(TeamError) -> Trackable {
        try connection.transaction { () throws(TeamError) -> Trackable in
            if try self.trackable(named: trackable.name, of: person) != nil {
                throw .conflict("a trackable named \"\(trackable.name)\" already exists")
            }
            var stored = trackable
            if !keepingId { stored.id = try nextId("trackables", for: person) }
            try connection.execute("""
                INSERT INTO person_trackables (person_id, id, name, kind, unit, day_reduction, fields, derivation)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                """, [String(person.id), String(stored.id), stored.name, try PersonColumns.encode(stored.kind), stored.unit,
                      stored.dayReduction?.rawValue, stored.fields.isEmpty ? nil : try PersonColumns.encode(stored.fields),
                      try stored.derivation.map { d throws(TeamError) in try PersonColumns.encode(d) }])
            return stored
        }
    }

    /// Renames `person`'s trackable `id`; the new name must be free. Whether it was theirs.
    @discardableResult
    public func renameTrackable(id: Int64, to name: String, for person: Person) throws(TeamError) -> Bool {
        try connection.transaction { () throws(TeamError) -> Bool in
            if let other = try trackable(named: name, of: person), other.id != id {
                throw .conflict("a trackable named \"\(other.name)\" already exists")
            }
            return try connection.execute("UPDATE person_trackables SET name = $3 WHERE person_id = $1 AND id = $2",
                                          [String(person.id), String(id), name]).affected > 0
        }
    }

    /// Removes `person`'s trackable `id` with its entries, zones, Readings and rules; whether it was theirs.
    @discardableResult
    public func removeTrackable(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_trackables WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }

    /// Sets how `person`'s trackable `id` reads its day value (nil: its kind's default).
    public func setDayReduction(id: Int64, to reduction: DayReduction?, for person: Person) throws(TeamError) {
        try connection.execute("UPDATE person_trackables SET day_reduction = $3 WHERE person_id = $1 AND id = $2",
                               [String(person.id), String(id), reduction?.rawValue])
    }

    /// Sets what `person`'s trackable `id` logs (a choice's none, say).
    public func setKind(id: Int64, to kind: TrackableKind, for person: Person) throws(TeamError) {
        try connection.execute("UPDATE person_trackables SET kind = $3 WHERE person_id = $1 AND id = $2",
                               [String(person.id), String(id), try PersonColumns.encode(kind)])
    }

    private func readTrackables(_ sql: String, _ parameters: [String?]) throws(TeamError) -> [Trackable] {
        var result: [Trackable] = []
        for row in try connection.execute(sql, parameters).rows {
            guard row.count == 7, let id = row[0].flatMap({ Int64($0) }) else { continue }
            let name = row[1] ?? ""
            let kind = try PersonColumns.decode(TrackableKind.self, from: row[2], what: "the kind of \(name)")
            let fields = row[5] == nil ? [] : try PersonColumns.decode([TrackableField].self, from: row[5], what: "the fields of \(name)")
            let derivation = row[6] == nil ? nil : try PersonColumns.decode(Derivation.self, from: row[6], what: "how \(name) is derived")
            result.append(Trackable(id: id, name: name, kind: kind, unit: row[3], dayReduction: row[4].flatMap(DayReduction.init(rawValue:)),
                                    fields: fields, derivation: derivation))
        }
        return result
    }
}
