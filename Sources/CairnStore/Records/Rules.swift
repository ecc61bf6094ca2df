import CairnCore

extension Store {
    /// Adds a rule at the end of its trackable's list; the stored rule carries its row id.
    public func addRule(_ rule: AchievementRule) throws -> AchievementRule {
        try connection.writeTransaction { try insertRule(rule) }
    }

    /// Every rule, or those of one trackable, in their sort order.
    public func rules(trackableId: Int64? = nil) throws(StoreError) -> [AchievementRule] {
        let statement = try connection.prepare(trackableId == nil
            ? "SELECT id, trackable_id, zone_id, rule FROM achievements ORDER BY trackable_id, sort_order, id"
            : "SELECT id, trackable_id, zone_id, rule FROM achievements WHERE trackable_id = ? ORDER BY sort_order, id")
        try statement.bind(trackableId.map { [.integer($0)] } ?? [])
        var result: [AchievementRule] = []
        while try statement.step() {
            var rule = try JSONColumn.decode(AchievementRule.self, from: statement.text(3), what: "rule \(statement.int64(0))")
            rule.id = statement.int64(0)
            rule.trackableId = statement.int64(1)
            rule.zoneId = statement.isNull(2) ? nil : statement.int64(2)
            result.append(rule)
        }
        return result
    }

    /// Removes one rule by its row id; whether it existed.
    @discardableResult
    public func removeRule(id: Int64) throws -> Bool {
        try connection.writeTransaction {
            try connection.prepare("DELETE FROM achievements WHERE id = ?").run([.integer(id)])
            return connection.changes > 0
        }
    }

    /// Applies an editor's boxes to a trackable's rules without ever recreating a row (which
    /// would re-announce every moment it produced): a box whose slot has a rule updates that
    /// rule in place, a new box creates one, a slot the editor manages with no box deletes its
    /// rule, and rules in slots the editor has no box for (a hand-written ladder) are left alone.
    ///
    /// - Parameters:
    ///   - trackableId: the trackable being edited.
    ///   - boxes: the ticked boxes, as rules (their ids are ignored).
    ///   - manages: which existing rules the editor has a box for.
    /// - Returns: the trackable's rules afterwards.
    public func reconcileRules(trackableId: Int64, boxes: [AchievementRule],
                               manages: (AchievementRule) -> Bool) throws -> [AchievementRule] {
        try connection.writeTransaction {
            var existing = try rules(trackableId: trackableId)
            for box in boxes {
                if let index = existing.firstIndex(where: { RuleSlot($0) == RuleSlot(box) && manages($0) }) {
                    var updated = box
                    updated.id = existing[index].id
                    updated.trackableId = trackableId
                    if updated != existing[index] {
                        try connection.prepare("UPDATE achievements SET zone_id = ?, rule = ? WHERE id = ?").run([
                            updated.zoneId.map { .integer($0) } ?? .null, .text(try JSONColumn.encode(updated)), .integer(updated.id),
                        ])
                    }
                    existing.remove(at: index)
                } else {
                    var created = box
                    created.trackableId = trackableId
                    _ = try insertRule(created)
                }
            }
            for leftover in existing where manages(leftover) {
                try connection.prepare("DELETE FROM achievements WHERE id = ?").run([.integer(leftover.id)])
            }
            return try rules(trackableId: trackableId)
        }
    }

    /// ``addRule(_:)`` inside a transaction the caller already holds.
    public func insertRule(_ rule: AchievementRule) throws(StoreError) -> AchievementRule {
        let order = try connection.prepare("SELECT coalesce(max(sort_order), -1) + 1 FROM achievements WHERE trackable_id = ?")
        try order.bind([.integer(rule.trackableId)])
        let next = try order.step() ? order.int64(0) : 0
        try connection.prepare("INSERT INTO achievements (trackable_id, zone_id, rule, sort_order) VALUES (?, ?, ?, ?)").run([
            .integer(rule.trackableId), rule.zoneId.map { .integer($0) } ?? .null, .text(try JSONColumn.encode(rule)), .integer(next),
        ])
        var stored = rule
        stored.id = connection.lastInsertRowID
        return stored
    }
}

/// Where a rule sits in the editor: one box per measure, direction, days and zone.
struct RuleSlot: Hashable {
    var measure: Measure
    var direction: Direction
    var days: StreakDays
    var zoneId: Int64?

    init(_ rule: AchievementRule) {
        measure = rule.measure
        direction = rule.measure == .best ? rule.direction : .high
        days = rule.measure == .streak ? rule.days : .some
        zoneId = rule.zoneId
    }
}
