import CairnCore

/// Each person's achievement rules, zones and Readings, keyed by the person first.
extension TeamStore {
    /// `person`'s rules of the trackables `ids` (every rule when nil), by trackable then in
    /// their order; a rule that cannot be read is skipped (as the SQLite store does).
    public func rules(of person: Person, trackableIds ids: Set<Int64>? = nil) throws(TeamError) -> [AchievementRule] {
        let filter = ids.map { " AND trackable_id IN (\($0.isEmpty ? "NULL" : $0.sorted().map(String.init).joined(separator: ",")))" } ?? ""
        return try connection.execute("""
            SELECT id, trackable_id, zone_id, rule, reading_id FROM person_rules WHERE person_id = $1\(filter)
            ORDER BY trackable_id, sort_order, id
            """, [String(person.id)]).rows.compactMap { row -> AchievementRule? in
            guard row.count == 5, let id = row[0].flatMap({ Int64($0) }), let trackable = row[1].flatMap({ Int64($0) }),
                  var rule = try? PersonColumns.decode(AchievementRule.self, from: row[3], what: "rule \(id)") else { return nil }
            rule.id = id
            rule.trackableId = trackable
            rule.zoneId = row[2].flatMap { Int64($0) }
            rule.of = row[4].flatMap { Int64($0) }
            return rule
        }
    }

    /// The ids of `person`'s trackables with at least one rule.
    public func ruleTrackableIds(of person: Person) throws(TeamError) -> Set<Int64> {
        Set(try connection.execute("SELECT DISTINCT trackable_id FROM person_rules WHERE person_id = $1", [String(person.id)])
            .rows.compactMap { ($0.first ?? nil).flatMap { Int64($0) } })
    }

    /// Adds `rule` at the end of its trackable's list (which must be `person`'s); the rule with its id.
    public func insertRule(_ rule: AchievementRule, for person: Person, keepingId: Bool = false) throws(TeamError) -> AchievementRule {
        try connection.transaction { () throws(TeamError) -> AchievementRule in
            var stored = rule
            if !keepingId { stored.id = try nextId("rules", for: person) }
            try connection.execute("""
                INSERT INTO person_rules (person_id, id, trackable_id, zone_id, reading_id, rule, sort_order)
                SELECT $1, $2, $3, $4, $5, $6, coalesce(max(sort_order), -1) + 1 FROM person_rules WHERE person_id = $1 AND trackable_id = $3
                """, [String(person.id), String(stored.id), String(stored.trackableId), stored.zoneId.map(String.init),
                      stored.of.map(String.init), try PersonColumns.encode(rule)])
            return stored
        }
    }

    /// Removes `person`'s rule `id`; whether it was theirs.
    @discardableResult
    public func removeRule(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_rules WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }

    /// Every zone of `person`'s trackables, in the order they were added.
    public func zones(of person: Person) throws(TeamError) -> [Zone] {
        try connection.execute("""
            SELECT id, trackable_id, name, min, max, unit FROM person_zones WHERE person_id = $1 ORDER BY id
            """, [String(person.id)]).rows.compactMap { row -> Zone? in
            guard row.count == 6, let id = row[0].flatMap({ Int64($0) }), let trackable = row[1].flatMap({ Int64($0) }) else { return nil }
            return Zone(id: id, trackableId: trackable, name: row[2] ?? "", min: row[3].flatMap { Double($0) },
                        max: row[4].flatMap { Double($0) }, unit: row[5])
        }
    }

    /// Every Reading of `person` (or of one trackable), in the order they were added.
    public func readings(of person: Person, trackableId: Int64? = nil) throws(TeamError) -> [Reading] {
        var result: [Reading] = []
        let rows = try connection.execute("""
            SELECT id, trackable_id, name, reading FROM person_readings WHERE person_id = $1
            AND ($2::bigint IS NULL OR trackable_id = $2::bigint) ORDER BY id
            """, [String(person.id), trackableId.map(String.init)]).rows
        for row in rows {
            guard row.count == 4, let id = row[0].flatMap({ Int64($0) }), let trackable = row[1].flatMap({ Int64($0) }) else { continue }
            var reading = try PersonColumns.decode(Reading.self, from: row[3], what: "Reading \(id)")
            reading.id = id
            reading.trackableId = trackable
            reading.name = row[2] ?? reading.name
            result.append(reading)
        }
        return result
    }
}
