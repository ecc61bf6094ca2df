import CairnCore

extension Store {
    /// Adds a disruption: one row for all trackables, or one row per trackable it names, so
    /// removing a trackable removes its part and never widens a disruption to everyone.
    public func addDisruption(_ disruption: Disruption, importKey: String? = nil) throws {
        try connection.writeTransaction { _ = try insertDisruption(disruption, importKey: importKey) }
    }

    /// ``addDisruption(_:importKey:)`` inside a transaction the caller holds; whether it was new.
    public func insertDisruption(_ disruption: Disruption, importKey: String?) throws(StoreError) -> Bool {
        let insert = try connection.prepare(
            "INSERT INTO disruptions (from_day, to_day, reason, trackable_id, import_key) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
        let scopes: [Int64?] = disruption.coversAll ? [nil] : (disruption.trackableIds ?? []).sorted().map { $0 }
        var added = false
        for (index, scope) in scopes.enumerated() {
            try insert.run([
                .integer(Int64(disruption.from.daysSinceEpoch)), .integer(Int64(disruption.to.daysSinceEpoch)),
                .text(disruption.reason), scope.map { .integer($0) } ?? .null,
                importKey.map { .text(index == 0 ? $0 : "\($0)#\(index)") } ?? .null,
            ])
            added = added || connection.changes > 0
        }
        return added
    }

    /// Every disruption, each for all trackables or for the one it names (those with dates
    /// outside ``Plausible``'s bounds skipped).
    public func disruptions() throws(StoreError) -> [Disruption] {
        try storedDisruptions().map(\.disruption)
    }

    /// Every disruption with its row id, by first day.
    public func storedDisruptions() throws(StoreError) -> [(id: Int64, disruption: Disruption)] {
        let statement = try connection.prepare("SELECT from_day, to_day, reason, trackable_id, id FROM disruptions WHERE \(PlausibleRows.disruption) ORDER BY from_day, id")
        try statement.bind([])
        var result: [(id: Int64, disruption: Disruption)] = []
        while try statement.step() {
            result.append((statement.int64(4), Disruption(
                from: LocalDate(daysSinceEpoch: Int(statement.int64(0))), to: LocalDate(daysSinceEpoch: Int(statement.int64(1))),
                reason: statement.text(2) ?? "", trackableIds: statement.isNull(3) ? nil : [statement.int64(3)])))
        }
        return result
    }

    /// Removes one disruption by its row id; whether it existed.
    @discardableResult
    public func removeDisruption(id: Int64) throws -> Bool {
        try connection.writeTransaction {
            try connection.prepare("DELETE FROM disruptions WHERE id = ?").run([.integer(id)])
            return connection.changes > 0
        }
    }

    /// Dates on which a disruption for every trackable holds the coding goal.
    public func goalHoldDates() throws(StoreError) -> Set<LocalDate> {
        var dates: Set<LocalDate> = []
        for disruption in try disruptions() where disruption.coversAll {
            for date in disruption.from...disruption.to { dates.insert(date) }
        }
        return dates
    }
}
