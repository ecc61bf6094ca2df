import CairnCore
import Foundation

/// Moving a person in and out: every row of theirs written into an empty account, ids kept, in
/// one transaction; and every row of theirs read back, in one transaction.
extension TeamStore {
    /// What `person`'s account holds, in words ("3 trackables, 120 sessions"), or `nil` when it
    /// holds nothing a restore could clash with (the seen set alone does not count).
    public func contents(of person: Person) throws(TeamError) -> String? {
        let tables: [(table: String, one: String, many: String)] = [
            ("person_goal_versions", "goal version", "goal versions"), ("person_settings", "setting", "settings"),
            ("person_trackables", "trackable", "trackables"), ("person_entries", "entry", "entries"),
            ("person_zones", "zone", "zones"), ("person_readings", "Reading", "Readings"), ("person_rules", "rule", "rules"),
            ("person_holds", "hold", "holds"), ("person_imported_days", "day total", "day totals"),
            ("person_sessions", "session", "sessions"), ("heartbeats", "heartbeat", "heartbeats"),
        ]
        var held: [String] = []
        for (table, one, many) in tables {
            let count = Int(try connection.execute("SELECT count(*) FROM \(table) WHERE person_id = $1", [String(person.id)]).scalar ?? "") ?? 0
            if count > 0 { held.append("\(count) \(count == 1 ? one : many)") }
        }
        return held.isEmpty ? nil : held.joined(separator: ", ")
    }

    /// Writes `rows` into `person`'s account, which must be empty, keeping every id; each
    /// per-person sequence (the holds' `disruptions` too) continues past the highest id
    /// `rows.sequences` names or any row has, so a kept id touches no one else's. The ids are
    /// checked by the reader first (`BackupDocument.check`: `1 ... Plausible.largestId`). One
    /// transaction: a failure writes nothing.
    /// - Throws: ``TeamError/conflict(_:)`` naming what the account holds when it is not empty.
    public func restore(_ rows: PersonRows, for person: Person) throws(TeamError) {
        let id = String(person.id)
        let months = Set(rows.heartbeats.map { HeartbeatPartitions.month(ofMilliseconds: TeamStore.milliseconds($0.time)) })
        let made = try connection.transaction { () throws(TeamError) -> Set<Int> in
            if let holding = try contents(of: person) {
                throw .conflict("the account of \(person.name) is not empty (it holds \(holding)); "
                    + "a restore goes only into an empty account, and nothing was written")
            }
            if !rows.goalVersions.isEmpty, let history = GoalHistory(versions: rows.goalVersions) {
                try saveGoalHistory(history, for: person)
            }
            for (key, value) in rows.settings.sorted(by: { $0.key < $1.key }) { try setSetting(key, to: value, for: person) }
            try saveSeenMoments(rows.seen, for: person)
            for trackable in rows.trackables { _ = try insertTrackable(trackable, for: person, keepingId: true) }
            for reading in rows.readings {
                try connection.execute("""
                    INSERT INTO person_readings (person_id, id, trackable_id, name, reading) VALUES ($1, $2, $3, $4, $5)
                    """, [id, String(reading.id), String(reading.trackableId), reading.name, try PersonColumns.encode(reading.reading)])
            }
            for zone in rows.zones {
                try connection.execute("""
                    INSERT INTO person_zones (person_id, id, trackable_id, name, min, max, unit) VALUES ($1, $2, $3, $4, $5, $6, $7)
                    """, [id, String(zone.id), String(zone.trackableId), zone.name, zone.min.map { "\($0)" }, zone.max.map { "\($0)" },
                          zone.unit])
            }
            for rule in rows.rules {
                try connection.execute("""
                    INSERT INTO person_rules (person_id, id, trackable_id, zone_id, reading_id, rule, sort_order)
                    VALUES ($1, $2, $3, $4, $5, $6, $7)
                    """, [id, String(rule.id), String(rule.trackableId), rule.zoneId.map(String.init), rule.readingId.map(String.init),
                          try PersonColumns.encode(rule.rule), String(rule.sortOrder)])
            }
            for hold in rows.holds {
                guard hold.disruption.from <= hold.disruption.to else {
                    throw .usage("hold \(hold.id)'s first day \(hold.disruption.from) is after its last \(hold.disruption.to)")
                }
                // A hold for one trackable is one row (several trackables: several holds, as in SQLite).
                guard (hold.disruption.trackableIds?.count ?? 0) <= 1 else {
                    throw .usage("hold \(hold.id) names \(hold.disruption.trackableIds?.count ?? 0) trackables; a stored hold is for one or for everything")
                }
                try connection.execute("""
                    INSERT INTO person_holds (person_id, id, from_day, to_day, reason, trackable_id, import_key)
                    VALUES ($1, $2, $3, $4, $5, $6, $7)
                    """, [id, String(hold.id), String(hold.disruption.from.daysSinceEpoch), String(hold.disruption.to.daysSinceEpoch),
                          hold.disruption.reason, hold.disruption.trackableIds?.first.map(String.init), hold.importKey])
            }
            for day in rows.importedDays {
                try connection.execute("INSERT INTO person_imported_days (person_id, day, source, seconds) VALUES ($1, $2, $3, $4)",
                                       [id, String(day.date.daysSinceEpoch), day.source, String(day.seconds)])
            }
            for stored in rows.entries {
                _ = try insertEntry(stored.entry, text: stored.text, id: stored.id, for: person)
                if let key = stored.importKey {
                    try connection.execute("UPDATE person_entries SET import_key = $3 WHERE person_id = $1 AND id = $2", [id, String(stored.id), key])
                }
            }
            for session in rows.sessions {
                try connection.execute("""
                    INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor, source)
                    VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING
                    """, [id, String(session.startMs), String(session.durationMs), session.project, session.language, session.editor,
                          session.source])
            }
            if let longest = rows.sessions.map(\.durationMs).max() { try widenSessionBounds(person, to: longest) }
            let made = try ensurePartitions(months)
            for beat in rows.heartbeats {
                try connection.execute("""
                    INSERT INTO heartbeats (person_id, time_ms, entity, type, project, branch, language, editor)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING
                    """, [id, String(TeamStore.milliseconds(beat.time)), beat.entity, beat.type, beat.project, beat.branch,
                          beat.language, beat.editor])
            }
            var floors = rows.sequences
            func floor(_ name: String, _ ids: [Int64]) { floors[name] = max(floors[name] ?? 0, ids.max() ?? 0) }
            floor("trackables", rows.trackables.map(\.id))
            floor("entries", rows.entries.map(\.id))
            floor("zones", rows.zones.map(\.id))
            floor("readings", rows.readings.map(\.id))
            floor("rules", rows.rules.map(\.id))
            floor("disruptions", rows.holds.map(\.id))
            for (name, last) in floors.sorted(by: { $0.key < $1.key }) where last > 0 {
                try connection.execute("""
                    INSERT INTO person_sequences (person_id, name, last) VALUES ($1, $2, $3)
                    ON CONFLICT (person_id, name) DO UPDATE SET last = greatest(person_sequences.last, excluded.last)
                    """, [id, name, String(last)])
            }
            return made
        }
        knownMonths.formUnion(made)
    }

    /// Every row of `person`'s, read in one transaction (one moment's state).
    public func personRows(of person: Person) throws(TeamError) -> PersonRows {
        let id = String(person.id)
        return try connection.transaction { () throws(TeamError) -> PersonRows in
            var rows = PersonRows()
            rows.goalVersions = try goalHistory(of: person)?.versions ?? []
            for row in try connection.execute("SELECT key, value FROM person_settings WHERE person_id = $1", [id]).rows where row.count == 2 {
                if let key = row[0], let value = row[1] { rows.settings[key] = value }
            }
            rows.seen = try seenMoments(of: person)
            for row in try connection.execute("SELECT name, last FROM person_sequences WHERE person_id = $1", [id]).rows where row.count == 2 {
                if let name = row[0], let last = row[1].flatMap({ Int64($0) }) { rows.sequences[name] = last }
            }
            rows.trackables = try trackables(of: person)
            rows.zones = try zones(of: person).sorted { $0.id < $1.id }
            for row in try connection.execute("""
                SELECT id, trackable_id, name, reading FROM person_readings WHERE person_id = $1 ORDER BY id
                """, [id]).rows where row.count == 4 {
                guard let reading = row[0].flatMap({ Int64($0) }), let trackable = row[1].flatMap({ Int64($0) }) else { continue }
                rows.readings.append(.init(id: reading, trackableId: trackable, name: row[2] ?? "",
                                           reading: try PersonColumns.decode(Reading.self, from: row[3], what: "Reading \(reading)")))
            }
            for row in try connection.execute("""
                SELECT id, trackable_id, zone_id, reading_id, sort_order, rule FROM person_rules WHERE person_id = $1 ORDER BY id
                """, [id]).rows where row.count == 6 {
                guard let rule = row[0].flatMap({ Int64($0) }), let trackable = row[1].flatMap({ Int64($0) }),
                      let place = row[4].flatMap({ Int64($0) }) else { continue }
                rows.rules.append(.init(id: rule, trackableId: trackable, zoneId: row[2].flatMap { Int64($0) }, readingId: row[3].flatMap { Int64($0) },
                                        sortOrder: place, rule: try PersonColumns.decode(AchievementRule.self, from: row[5], what: "rule \(rule)")))
            }
            rows.holds = try holds(of: person).sorted { $0.id < $1.id }
            for row in try connection.execute("""
                SELECT day, source, seconds FROM person_imported_days WHERE person_id = $1 ORDER BY day, source
                """, [id]).rows where row.count == 3 {
                guard let day = row[0].flatMap({ Int($0) }), let seconds = row[2].flatMap({ Double($0) }) else { continue }
                rows.importedDays.append(.init(date: LocalDate(daysSinceEpoch: day), source: row[1] ?? "", seconds: seconds))
            }
            var keys: [Int64: String] = [:]
            for row in try connection.execute("""
                SELECT id, import_key FROM person_entries WHERE person_id = $1 AND import_key IS NOT NULL
                """, [id]).rows where row.count == 2 {
                if let entry = row[0].flatMap({ Int64($0) }), let key = row[1] { keys[entry] = key }
            }
            rows.entries = try entries(of: person).sorted { $0.id < $1.id }.map {
                PersonRows.StoredEntry(id: $0.id, entry: $0.entry, text: $0.text, importKey: keys[$0.id])
            }
            for row in try connection.execute("""
                SELECT start_ms, duration_ms, project, language, editor, source FROM person_sessions WHERE person_id = $1
                ORDER BY start_ms, duration_ms, project, language, editor, source
                """, [id]).rows where row.count == 6 {
                guard let start = row[0].flatMap({ Int64($0) }), let duration = row[1].flatMap({ Int64($0) }) else { continue }
                rows.sessions.append(.init(startMs: start, durationMs: duration, project: row[2] ?? "", language: row[3] ?? "",
                                           editor: row[4] ?? "", source: row[5] ?? ""))
            }
            for row in try connection.execute("""
                SELECT time_ms, entity, type, project, branch, language, editor FROM heartbeats WHERE person_id = $1
                ORDER BY time_ms, entity, type, project, branch, language
                """, [id]).rows where row.count == 7 {
                guard let time = row[0].flatMap({ Int64($0) }) else { continue }
                rows.heartbeats.append(HeartbeatRow(time: Double(time) / 1000, entity: row[1] ?? "", type: row[2] ?? "", project: row[3] ?? "",
                                                    branch: row[4] ?? "", language: row[5] ?? "", editor: row[6] ?? ""))
            }
            return rows
        }
    }
}
