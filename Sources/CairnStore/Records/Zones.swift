import CairnCore

extension Store {
    /// Adds a zone to its trackable; its name must be new for that trackable.
    public func addZone(_ zone: Zone) throws -> Zone {
        if try zones().contains(where: { $0.trackableId == zone.trackableId && $0.name.lowercased() == zone.name.lowercased() }) {
            throw StoreError.conflict("that trackable already has a zone named \"\(zone.name)\"")
        }
        return try connection.writeTransaction { try addZoneInTransaction(zone) }
    }

    /// ``addZone(_:)`` inside a transaction the caller already holds (no name check).
    public func addZoneInTransaction(_ zone: Zone) throws(StoreError) -> Zone {
        try connection.prepare("INSERT INTO zones (trackable_id, name, min, max, unit) VALUES (?, ?, ?, ?, ?)").run([
            .integer(zone.trackableId), .text(zone.name), zone.min.map { .real($0) } ?? .null,
            zone.max.map { .real($0) } ?? .null, zone.unit.map { .text($0) } ?? .null,
        ])
        var stored = zone
        stored.id = connection.lastInsertRowID
        return stored
    }

    /// Every zone of every trackable.
    public func zones() throws(StoreError) -> [Zone] {
        let statement = try connection.prepare("SELECT id, trackable_id, name, min, max, unit FROM zones ORDER BY id")
        try statement.bind([])
        var result: [Zone] = []
        while try statement.step() {
            result.append(Zone(id: statement.int64(0), trackableId: statement.int64(1), name: statement.text(2) ?? "",
                               min: statement.isNull(3) ? nil : statement.double(3),
                               max: statement.isNull(4) ? nil : statement.double(4), unit: statement.text(5)))
        }
        return result
    }
}

extension Store {
    /// Removes a zone; the rules that name it go with it (they cascade). Whether it existed.
    @discardableResult
    public func removeZone(id: Int64) throws -> Bool {
        try connection.writeTransaction {
            try connection.prepare("DELETE FROM zones WHERE id = ?").run([.integer(id)])
            return connection.changes > 0
        }
    }
}
