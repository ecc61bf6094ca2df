import CairnCore

extension Store {
    /// Adds a Reading of an event trackable, inside a transaction the caller holds; its name
    /// must be new within the trackable (names compare without case).
    ///
    /// - Returns: the Reading with its row id.
    public func insertReading(_ reading: Reading) throws(StoreError) -> Reading {
        if try readings(trackableId: reading.trackableId).contains(where: { $0.name.lowercased() == reading.name.lowercased() }) {
            throw .conflict("a Reading named \"\(reading.name)\" already exists")
        }
        try connection.prepare("INSERT INTO readings (trackable_id, name, reading) VALUES (?, ?, ?)").run([
            .integer(reading.trackableId), .text(reading.name), .text(try JSONColumn.encode(reading)),
        ])
        var stored = reading
        stored.id = connection.lastInsertRowID
        return stored
    }

    /// Every Reading, or one trackable's, in the order they were added.
    public func readings(trackableId: Int64? = nil) throws(StoreError) -> [Reading] {
        let statement = try connection.prepare(trackableId == nil
            ? "SELECT id, trackable_id, name, reading FROM readings ORDER BY id"
            : "SELECT id, trackable_id, name, reading FROM readings WHERE trackable_id = ? ORDER BY id")
        try statement.bind(trackableId.map { [.integer($0)] } ?? [])
        var result: [Reading] = []
        while try statement.step() {
            var reading = try JSONColumn.decode(Reading.self, from: statement.text(3), what: "Reading \(statement.int64(0))")
            reading.id = statement.int64(0)
            reading.trackableId = statement.int64(1)
            reading.name = statement.text(2) ?? reading.name
            result.append(reading)
        }
        return result
    }

    /// Removes a Reading with the rules that read it (they cascade); whether it existed.
    @discardableResult
    public func removeReading(id: Int64) throws(StoreError) -> Bool {
        try connection.prepare("DELETE FROM readings WHERE id = ?").run([.integer(id)])
        return connection.changes > 0
    }
}
