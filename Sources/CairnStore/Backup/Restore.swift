import CairnCore
import Foundation

extension Store {
    /// What the database holds, in words ("3 trackables, 120 sessions"), or `nil` when it
    /// holds nothing a restore could clash with: the undo log, and the bookkeeping no undo takes
    /// back (the seen set, the nudges fired, the demo's mark), do not count.
    public func contents() throws(StoreError) -> String? {
        let tables: [(table: String, one: String, many: String)] = [
            ("goal_history", "goal version", "goal versions"), ("settings WHERE \(Store.personalSettings)", "setting", "settings"),
            ("trackables", "trackable", "trackables"), ("entries", "entry", "entries"), ("zones", "zone", "zones"),
            ("readings", "Reading", "Readings"),
            ("disruptions", "disruption", "disruptions"), ("achievements", "rule", "rules"),
            ("day_totals", "day total", "day totals"), ("sessions", "session", "sessions"),
            ("heartbeats", "heartbeat", "heartbeats"),
        ]
        var held: [String] = []
        for (table, one, many) in tables {
            let statement = try connection.prepare("SELECT count(*) FROM \(table)")
            let count = try statement.step() ? statement.int64(0) : 0
            if count > 0 { held.append("\(count) \(count == 1 ? one : many)") }
        }
        return held.isEmpty ? nil : held.joined(separator: ", ")
    }

    /// Restores a Cairn export into this database, which must be empty, keeping every row id,
    /// so the seen set's rule keys name the same rules; each id sequence continues past the
    /// highest id the original ever gave (and past every rule the seen set names).
    ///
    /// Runs in one transaction (inside the caller's, when one is open): a failure stores nothing.
    /// The document should have passed ``BackupDocument/check(file:)`` (``BackupDocument/read(_:file:)`` does).
    ///
    /// - Throws: ``BackupError/notEmpty(path:holding:)`` when the database holds anything.
    @discardableResult
    public func restore(_ document: BackupDocument) throws -> BackupSummary {
        try connection.writeTransaction {
            if let holding = try contents() { throw BackupError.notEmpty(path: connection.path, holding: holding) }
            var summary = BackupSummary()

            let goal = try connection.prepare("INSERT INTO goal_history (from_day, config) VALUES (?, ?)")
            for version in document.goalHistory {
                try goal.run([.integer(version.from.map { Int64($0.daysSinceEpoch) } ?? Store.beginning),
                              .text(try JSONColumn.encode(version.config))])
                summary.goalVersions += 1
            }

            try connection.execute("DELETE FROM settings WHERE NOT (\(Store.personalSettings))")
            let settings = document.settings
            for (name, value) in settings.encouragement {
                try setSetting(BackupFormat.encouragementPrefix + name, to: value)
            }
            for (key, value) in settings.other { try setSetting(key, to: value) }
            if !settings.seen.isEmpty { try saveSeenMoments(Set(settings.seen)) }
            if !settings.nudgesFired.isEmpty {
                try setSetting(BackupFormat.nudgesFiredKey, to: settings.nudgesFired.joined(separator: "\n"))
            }
            summary.seen = Set(settings.seen).count

            let trackable = try connection.prepare(
                "INSERT INTO trackables (id, name, kind, unit, day_reduction, fields, derivation) VALUES (?, ?, ?, ?, ?, ?, ?)")
            for row in document.trackables {
                try trackable.run([.integer(row.id), .text(row.name), .text(try JSONColumn.encode(row.kind)),
                                   row.unit.map { .text($0) } ?? .null, row.dayValue.map { .text($0.rawValue) } ?? .null,
                                   try Self.jsonColumn(row.fields), try Self.jsonColumn(row.derivation)])
                summary.trackables += 1
            }

            let reading = try connection.prepare("INSERT INTO readings (id, trackable_id, name, reading) VALUES (?, ?, ?, ?)")
            for row in document.readings ?? [] {
                try reading.run([.integer(row.id), .integer(row.trackableId), .text(row.name), .text(try JSONColumn.encode(row.reading))])
                summary.readings += 1
            }

            let zone = try connection.prepare("INSERT INTO zones (id, trackable_id, name, min, max, unit) VALUES (?, ?, ?, ?, ?, ?)")
            for row in document.zones {
                try zone.run([.integer(row.id), .integer(row.trackableId), .text(row.name), row.min.map { .real($0) } ?? .null,
                              row.max.map { .real($0) } ?? .null, row.unit.map { .text($0) } ?? .null])
                summary.zones += 1
            }

            let rule = try connection.prepare(
                "INSERT INTO achievements (id, trackable_id, zone_id, rule, sort_order, reading_id) VALUES (?, ?, ?, ?, ?, ?)")
            for row in document.rules {
                try rule.run([.integer(row.id), .integer(row.trackableId), row.zoneId.map { .integer($0) } ?? .null,
                              .text(try JSONColumn.encode(row.rule)), .integer(row.sortOrder), row.readingId.map { .integer($0) } ?? .null])
                summary.rules += 1
            }

            let disruption = try connection.prepare(
                "INSERT INTO disruptions (id, from_day, to_day, reason, trackable_id, import_key) VALUES (?, ?, ?, ?, ?, ?)")
            for row in document.disruptions {
                try disruption.run([.integer(row.id), .integer(Int64(row.from.daysSinceEpoch)), .integer(Int64(row.to.daysSinceEpoch)),
                                    .text(row.reason), row.trackableId.map { .integer($0) } ?? .null,
                                    row.importKey.map { .text($0) } ?? .null])
                summary.disruptions += 1
            }

            let total = try connection.prepare("INSERT INTO day_totals (day, seconds, source) VALUES (?, ?, ?)")
            for row in document.dayTotals {
                try total.run([.integer(Int64(row.date.daysSinceEpoch)), .real(row.seconds), .text(row.source)])
                summary.dayTotals += 1
            }

            let entry = try connection.prepare("""
                INSERT INTO entries (id, trackable_id, day, instant_ms, value, source, import_key, text, items, tags)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for row in document.entries {
                let instant = row.at.flatMap { BackupText.milliseconds(instant: $0) }
                try entry.run([.integer(row.id), row.trackableId.map { .integer($0) } ?? .null, .integer(Int64(row.date.daysSinceEpoch)),
                               instant.map { .integer($0) } ?? .null, row.value.map { .real($0) } ?? .null,
                               .text(row.source.rawValue), row.importKey.map { .text($0) } ?? .null, row.text.map { .text($0) } ?? .null,
                               try Self.jsonColumn(row.items), try Self.jsonColumn(row.tags)])
                summary.entries += 1
            }

            // Through the sessions' own insert, so whatever it keeps beside them is kept too.
            let sessions = document.sessions.compactMap { row -> Session? in
                guard let start = BackupText.milliseconds(instant: row.start) else { return nil }
                return Session(start: Date(timeIntervalSince1970: Double(start) / 1000), seconds: row.seconds,
                               project: row.project, language: row.language, editor: row.editor, source: row.source)
            }
            summary.sessions = try insertSessions(sessions).added

            let beat = try connection.prepare("""
                INSERT INTO heartbeats (id, time_ms, entity, type, project, branch, language, editor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for row in document.heartbeats ?? [] {
                guard let time = BackupText.milliseconds(instant: row.time) else { continue }
                try beat.run([.integer(row.id), .integer(time), .text(row.entity), .text(row.type), .text(row.project),
                              .text(row.branch), .text(row.language), .text(row.editor)])
                summary.heartbeats += 1
            }

            try continueSequences(document)
            return summary
        }
    }

    /// A JSON column's value: NULL for `nil` (a field absent from an older document), the JSON otherwise.
    private static func jsonColumn(_ value: (some Encodable)?) throws(StoreError) -> Statement.Value {
        guard let value else { return .null }
        return .text(try JSONColumn.encode(value))
    }

    /// The settings that are the person's own (not the bookkeeping of what was announced), as an SQL condition.
    /// These are the settings no undo records (see migration 7), so an undone restore leaves none behind.
    static let personalSettings = "key NOT IN ('\(Store.seenKey)', '\(BackupFormat.nudgesFiredKey)', 'demo.database')"

    /// Sets each id sequence (the readings' among them) past the highest id the original gave, every id restored, and
    /// (for rules) every rule the seen set names, so no new row takes an id already meant.
    private func continueSequences(_ document: BackupDocument) throws(StoreError) {
        var floors: [String: Int64] = [:]
        for table in BackupFormat.sequencedTables { floors[table] = document.idSequences[table] ?? 0 }
        floors["achievements"] = Swift.max(floors["achievements"] ?? 0, BackupFormat.highestRuleId(in: document.settings.seen))
        let insert = try connection.prepare(
            "INSERT INTO sqlite_sequence (name, seq) SELECT ?1, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?1)")
        for table in BackupFormat.sequencedTables {
            try insert.run([.text(table)])
            try connection.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?, (SELECT coalesce(max(id), 0) FROM \(table))) WHERE name = ?")
                .run([.integer(floors[table] ?? 0), .text(table)])
        }
    }
}
