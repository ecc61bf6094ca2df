import CairnCore

extension Store {
    /// Adds a trackable; its name must be new (names compare without case).
    ///
    /// - Returns: the trackable with its row id.
    public func addTrackable(name: String, kind: TrackableKind, unit: String?, dayReduction: DayReduction?) throws -> Trackable {
        try connection.writeTransaction { try insertTrackable(name: name, kind: kind, unit: unit, dayReduction: dayReduction) }
    }

    /// ``addTrackable(name:kind:unit:dayReduction:)`` inside a transaction the caller already holds.
    public func insertTrackable(name: String, kind: TrackableKind, unit: String?, dayReduction: DayReduction?) throws(StoreError) -> Trackable {
        try insertTrackable(Trackable(id: 0, name: name, kind: kind, unit: unit, dayReduction: dayReduction))
    }

    /// Adds `trackable` (its id ignored) with its fields and derivation, inside a transaction the
    /// caller holds; its name must be new.
    ///
    /// - Returns: the trackable with its row id.
    public func insertTrackable(_ trackable: Trackable) throws(StoreError) -> Trackable {
        if try self.trackable(named: trackable.name) != nil { throw .conflict("a trackable named \"\(trackable.name)\" already exists") }
        let fields: Statement.Value = trackable.fields.isEmpty ? .null : .text(try JSONColumn.encode(trackable.fields))
        var derivation = Statement.Value.null
        if let derived = trackable.derivation { derivation = .text(try JSONColumn.encode(derived)) }
        try connection.prepare("""
            INSERT INTO trackables (name, kind, unit, day_reduction, fields, derivation) VALUES (?, ?, ?, ?, ?, ?)
            """).run([
            .text(trackable.name), .text(try JSONColumn.encode(trackable.kind)), trackable.unit.map { .text($0) } ?? .null,
            trackable.dayReduction.map { .text($0.rawValue) } ?? .null,
            fields, derivation,
        ])
        var stored = trackable
        stored.id = connection.lastInsertRowID
        return stored
    }

    /// Every trackable, in the order they were added.
    public func trackables() throws(StoreError) -> [Trackable] {
        try readTrackables("SELECT id, name, kind, unit, day_reduction, fields, derivation FROM trackables ORDER BY id", [])
    }

    /// The trackable called `name` (any case), if there is one.
    public func trackable(named name: String) throws(StoreError) -> Trackable? {
        try readTrackables("SELECT id, name, kind, unit, day_reduction, fields, derivation FROM trackables WHERE name = ?", [.text(name)]).first
    }

    /// Removes a trackable with its entries, zones, rules and scoped disruptions (they cascade).
    public func removeTrackable(id: Int64) throws {
        try connection.writeTransaction {
            try connection.prepare("DELETE FROM trackables WHERE id = ?").run([.integer(id)])
        }
    }

    /// Renames a trackable; the new name must be free (names compare without case).
    public func renameTrackable(id: Int64, to name: String) throws {
        try connection.writeTransaction {
            if let other = try trackable(named: name), other.id != id {
                throw StoreError.conflict("a trackable named \"\(other.name)\" already exists")
            }
            try connection.prepare("UPDATE trackables SET name = ? WHERE id = ?").run([.text(name), .integer(id)])
        }
    }

    /// Sets how a trackable's day value is read (`nil`: its kind's default).
    public func setDayReduction(id: Int64, to reduction: DayReduction?) throws {
        try connection.writeTransaction {
            try connection.prepare("UPDATE trackables SET day_reduction = ? WHERE id = ?")
                .run([reduction.map { .text($0.rawValue) } ?? .null, .integer(id)])
        }
    }

    /// Sets what a trackable logs (a choice's none, say); its entries are kept as they are.
    public func setKind(id: Int64, to kind: TrackableKind) throws {
        try connection.writeTransaction {
            try connection.prepare("UPDATE trackables SET kind = ? WHERE id = ?").run([.text(try JSONColumn.encode(kind)), .integer(id)])
        }
    }

    private func readTrackables(_ sql: String, _ values: [Statement.Value]) throws(StoreError) -> [Trackable] {
        let statement = try connection.prepare(sql)
        try statement.bind(values)
        var result: [Trackable] = []
        while try statement.step() {
            let name = statement.text(1) ?? ""
            let kind = try JSONColumn.decode(TrackableKind.self, from: statement.text(2), what: "the kind of \(name)")
            let reduction = statement.text(4).flatMap(DayReduction.init(rawValue:))
            let fields = statement.isNull(5) ? []
                : try JSONColumn.decode([TrackableField].self, from: statement.text(5), what: "the fields of \(name)")
            let derivation = statement.isNull(6) ? nil
                : try JSONColumn.decode(Derivation.self, from: statement.text(6), what: "how \(name) is derived")
            result.append(Trackable(id: statement.int64(0), name: name, kind: kind, unit: statement.text(3), dayReduction: reduction,
                                    fields: fields, derivation: derivation))
        }
        return result
    }
}
