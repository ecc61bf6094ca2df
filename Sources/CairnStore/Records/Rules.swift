import CairnCore

extension Store {
    /// Adds a rule at the end of its trackable's list; the stored rule carries its row id.
    public func addRule(_ rule: AchievementRule) throws -> AchievementRule {
        try connection.writeTransaction { try insertRule(rule) }
    }

    /// Every rule, or those of one trackable, in their sort order; a rule that cannot be read
    /// is skipped.
    public func rules(trackableId: Int64? = nil) throws(StoreError) -> [AchievementRule] {
        try rules(trackableIds: trackableId.map { [$0] })
    }

    /// The rules of the trackables in `trackableIds` (every rule when `nil`), by trackable, then
    /// in their order: decoding each rule's JSON is the cost, so a read that needs a few
    /// trackables' rules asks for those alone.
    public func rules(trackableIds: Set<Int64>?) throws(StoreError) -> [AchievementRule] {
        let filter = trackableIds.map { ids in "WHERE trackable_id IN (\(ids.sorted().map(String.init).joined(separator: ",")))" } ?? ""
        let statement = try connection.prepare(
            "SELECT id, trackable_id, zone_id, rule, reading_id FROM achievements \(filter) ORDER BY trackable_id, sort_order, id")
        try statement.bind([])
        var result: [AchievementRule] = []
        while try statement.step() {
            // A rule that cannot be read (a threshold outside the bounds among the reasons) is
            // skipped; `cairn check` names it.
            guard var rule = try? JSONColumn.rule(statement.text(3), what: "rule \(statement.int64(0))", on: connection)
            else { continue }
            rule.id = statement.int64(0)
            rule.trackableId = statement.int64(1)
            rule.zoneId = statement.isNull(2) ? nil : statement.int64(2)
            rule.of = statement.isNull(4) ? nil : statement.int64(4)
            result.append(rule)
        }
        return result
    }

    /// The ids of the trackables that have at least one rule, without reading the rules.
    public func ruleTrackableIds() throws(StoreError) -> Set<Int64> {
        let statement = try connection.prepare("SELECT DISTINCT trackable_id FROM achievements")
        try statement.bind([])
        var ids: Set<Int64> = []
        while try statement.step() { ids.insert(statement.int64(0)) }
        return ids
    }

    /// Removes one rule by its row id; whether it existed.
    @discardableResult
    public func removeRule(id: Int64) throws -> Bool {
        try connection.writeTransaction {
            try connection.prepare("DELETE FROM achievements WHERE id = ?").run([.integer(id)])
            return connection.changes > 0
        }
    }

    /// Applies the editor's ticked boxes to a trackable's rules by ``RuleReconcile``'s plan,
    /// never recreating a row (which would re-announce every moment it produced): a box that
    /// stays ticked keeps its row and is updated in place, a new box is created, an unticked box
    /// is deleted, and rules the editor has no box for (a hand-written ladder) are left alone.
    /// The rules of the Readings in `readings` are reconciled too, each Reading's boxes a group
    /// of their own; any other Reading's rules are left alone.
    ///
    /// - Returns: the trackable's rules afterwards.
    package func reconcileRules(trackableId: Int64, ticked: [AchievementRule], readings: [Int64] = [],
                               hasBox: (AchievementRule) -> Bool = RuleReconcile.editorHasBox(for:)) throws -> [AchievementRule] {
        try connection.writeTransaction {
            let wanted = ticked.map { rule -> AchievementRule in
                var owned = rule
                owned.trackableId = trackableId
                return owned
            }
            let plan = RuleReconcile.plan(existing: try rules(trackableId: trackableId), ticked: wanted, readings: readings, hasBox: hasBox)
            for rule in plan.create { _ = try insertRule(rule) }
            let update = try connection.prepare("UPDATE achievements SET zone_id = ?, rule = ? WHERE id = ?")
            for rule in plan.update {
                try update.run([rule.zoneId.map { .integer($0) } ?? .null, .text(try JSONColumn.encode(rule)), .integer(rule.id)])
            }
            let delete = try connection.prepare("DELETE FROM achievements WHERE id = ?")
            for id in plan.delete { try delete.run([.integer(id)]) }
            return try rules(trackableId: trackableId)
        }
    }

    /// ``addRule(_:)`` inside a transaction the caller already holds.
    public func insertRule(_ rule: AchievementRule) throws(StoreError) -> AchievementRule {
        let order = try connection.prepare("SELECT coalesce(max(sort_order), -1) + 1 FROM achievements WHERE trackable_id = ?")
        try order.bind([.integer(rule.trackableId)])
        let next = try order.step() ? order.int64(0) : 0
        try connection.prepare("""
            INSERT INTO achievements (trackable_id, zone_id, rule, sort_order, reading_id) VALUES (?, ?, ?, ?, ?)
            """).run([
            .integer(rule.trackableId), rule.zoneId.map { .integer($0) } ?? .null, .text(try JSONColumn.encode(rule)), .integer(next),
            rule.of.map { .integer($0) } ?? .null,
        ])
        var stored = rule
        stored.id = connection.lastInsertRowID
        return stored
    }
}
