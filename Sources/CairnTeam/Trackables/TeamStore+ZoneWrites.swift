import CairnCore

/// Adding and removing a person's zones and Readings, and the rule editor's save: the rules of
/// a removed zone or Reading go with it (they cascade).
extension TeamStore {
    /// Adds `zone` to its trackable (which must be `person`'s); its name must be new for that trackable.
    public func addZone(_ zone: Zone, for person: Person) throws(TeamError) -> Zone {
        try connection.transaction { () throws(TeamError) -> Zone in
            try requireTrackable(zone.trackableId, of: person)
            if try zones(of: person).contains(where: { $0.trackableId == zone.trackableId && $0.name.lowercased() == zone.name.lowercased() }) {
                throw .conflict("that trackable already has a zone named \"\(zone.name)\"")
            }
            var stored = zone
            stored.id = try nextId("zones", for: person)
            try connection.execute("""
                INSERT INTO person_zones (person_id, id, trackable_id, name, min, max, unit) VALUES ($1, $2, $3, $4, $5, $6, $7)
                """, [String(person.id), String(stored.id), String(zone.trackableId), zone.name, zone.min.map { "\($0)" },
                      zone.max.map { "\($0)" }, zone.unit])
            return stored
        }
    }

    /// Removes `person`'s zone `id` with the rules that read it; whether it was theirs.
    @discardableResult
    public func removeZone(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_zones WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }

    /// Adds `reading` to its event trackable (which must be `person`'s); its name must be new within it.
    public func insertReading(_ reading: Reading, for person: Person) throws(TeamError) -> Reading {
        try connection.transaction { () throws(TeamError) -> Reading in
            try requireTrackable(reading.trackableId, of: person)
            if try readings(of: person, trackableId: reading.trackableId).contains(where: { $0.name.lowercased() == reading.name.lowercased() }) {
                throw .conflict("a Reading named \"\(reading.name)\" already exists")
            }
            var stored = reading
            stored.id = try nextId("readings", for: person)
            try connection.execute("""
                INSERT INTO person_readings (person_id, id, trackable_id, name, reading) VALUES ($1, $2, $3, $4, $5)
                """, [String(person.id), String(stored.id), String(reading.trackableId), reading.name, try PersonColumns.encode(reading)])
            return stored
        }
    }

    /// Removes `person`'s Reading `id` with the rules that read it; whether it was theirs.
    @discardableResult
    public func removeReading(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_readings WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }

    /// Applies the editor's ticked boxes to `person`'s trackable `trackableId` by ``RuleReconcile``'s
    /// plan, never recreating a row (which would announce its moments again), as the SQLite store does.
    /// - Returns: the trackable's rules afterwards.
    public func reconcileRules(trackableId: Int64, ticked: [AchievementRule], readings: [Int64], for person: Person,
                               hasBox: (AchievementRule) -> Bool) throws(TeamError) -> [AchievementRule] {
        try connection.transaction { () throws(TeamError) -> [AchievementRule] in
            try requireTrackable(trackableId, of: person)
            let wanted = ticked.map { rule -> AchievementRule in
                var owned = rule
                owned.trackableId = trackableId
                return owned
            }
            let plan = RuleReconcile.plan(existing: try rules(of: person, trackableIds: [trackableId]), ticked: wanted, readings: readings,
                                          hasBox: hasBox)
            for rule in plan.create { _ = try insertRule(rule, for: person) }
            for rule in plan.update {
                try connection.execute("UPDATE person_rules SET zone_id = $3, rule = $4 WHERE person_id = $1 AND id = $2",
                                       [String(person.id), String(rule.id), rule.zoneId.map(String.init), try PersonColumns.encode(rule)])
            }
            for id in plan.delete { try removeRule(id: id, for: person) }
            return try rules(of: person, trackableIds: [trackableId])
        }
    }

    /// Refuses a trackable id that is not `person`'s.
    func requireTrackable(_ id: Int64, of person: Person) throws(TeamError) {
        let found = try connection.execute("SELECT 1 FROM person_trackables WHERE person_id = $1 AND id = $2", [String(person.id), String(id)])
        guard !found.rows.isEmpty else { throw .notFound("there is no trackable \(id)") }
    }
}
