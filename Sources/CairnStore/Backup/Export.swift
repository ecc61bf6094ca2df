import CairnCore
import Foundation

extension Store {
    /// Writes every record of the person's data as one Cairn export (``BackupDocument``'s
    /// shape, `docs/EXPORT.md`), read in one transaction so the document is one moment's state.
    /// Nothing of the undo log is written.
    ///
    /// Rows are written as they are read, in pieces of about 64 KB handed to `write`, so a large
    /// sessions table is never held in memory.
    ///
    /// - Parameters:
    ///   - write: receives the document's text piece by piece, in order.
    ///   - cairnVersion: the writing `cairn`'s version, recorded in the document.
    ///   - now: the instant recorded as `exportedAt`.
    ///   - withSecrets: whether this database's API key for editor plugins is written too; left
    ///     out, a restore keeps the key the database it goes into has (or makes one when asked).
    /// - Returns: how many records of each kind were written.
    @discardableResult
    public func export(to write: @escaping (String) throws -> Void, cairnVersion: String, now: Date,
                       withSecrets: Bool = false) throws -> BackupSummary {
        try connection.execute("BEGIN")
        defer { try? connection.execute("COMMIT") }
        var out = BackupOutput(write: write)
        var summary = BackupSummary()
        try BackupDocument.writeHeader(&out, cairn: cairnVersion,
                                       exportedAt: BackupText.instant(milliseconds: Store.milliseconds(now.timeIntervalSince1970)))

        out.open("goalHistory")
        let goals = try connection.prepare("SELECT from_day, config FROM goal_history ORDER BY from_day")
        try goals.bind([])
        while try goals.step() {
            let day = goals.int64(0)
            let config = try JSONColumn.decode(GoalConfig.self, from: goals.text(1), what: "the goal settings")
            let row = BackupDocument.GoalVersionRow(from: day == Store.beginning ? nil : LocalDate(daysSinceEpoch: Int(day)), config: config)
            try out.row(try row.line())
            summary.goalVersions += 1
        }
        try out.close(last: false)

        let settings = try readSettings(withSecrets: withSecrets)
        try settings.write(&out)
        summary.seen = settings.seen.count
        try BackupDocument.writeSequences(&out, try sequences(seenRules: BackupFormat.highestRuleId(in: settings.seen)))

        out.open("trackables")
        // The fields and derivation columns as they are: NULL is null, so a restore writes NULL back.
        let columns = try connection.prepare("SELECT id, fields, derivation FROM trackables ORDER BY id")
        try columns.bind([])
        var stored: [Int64: (fields: [TrackableField]?, derivation: Derivation?)] = [:]
        while try columns.step() {
            let id = columns.int64(0)
            let fields = columns.isNull(1) ? nil
                : try JSONColumn.decode([TrackableField].self, from: columns.text(1), what: "the fields of trackable \(id)")
            let derivation = columns.isNull(2) ? nil
                : try JSONColumn.decode(Derivation.self, from: columns.text(2), what: "how trackable \(id) is derived")
            stored[id] = (fields, derivation)
        }
        for trackable in try trackables() {
            let json = stored[trackable.id]
            let row = BackupDocument.TrackableRow(id: trackable.id, name: trackable.name, kind: trackable.kind, unit: trackable.unit,
                                                  dayValue: trackable.dayReduction, fields: json?.fields ?? nil,
                                                  derivation: json?.derivation ?? nil)
            try out.row(try row.line())
            summary.trackables += 1
        }
        try out.close(last: false)

        out.open("readings")
        let readings = try connection.prepare("SELECT id, trackable_id, name, reading FROM readings ORDER BY id")
        try readings.bind([])
        while try readings.step() {
            let id = readings.int64(0)
            let reading = try JSONColumn.decode(Reading.self, from: readings.text(3), what: "Reading \(id)")
            let row = BackupDocument.ReadingRow(id: id, trackableId: readings.int64(1), name: readings.text(2) ?? "", reading: reading)
            try out.row(try row.line())
            summary.readings += 1
        }
        try out.close(last: false)

        out.open("zones")
        for zone in try zones() {
            let row = BackupDocument.ZoneRow(id: zone.id, trackableId: zone.trackableId, name: zone.name, min: zone.min, max: zone.max,
                                             unit: zone.unit)
            try out.row(try row.line())
            summary.zones += 1
        }
        try out.close(last: false)

        out.open("rules")
        let rules = try connection.prepare("SELECT id, trackable_id, zone_id, sort_order, rule, reading_id FROM achievements ORDER BY id")
        try rules.bind([])
        while try rules.step() {
            let rule = try JSONColumn.decode(AchievementRule.self, from: rules.text(4), what: "rule \(rules.int64(0))")
            let row = BackupDocument.RuleRow(id: rules.int64(0), trackableId: rules.int64(1), zoneId: rules.isNull(2) ? nil : rules.int64(2),
                                             sortOrder: rules.int64(3), rule: rule, readingId: rules.isNull(5) ? nil : rules.int64(5))
            try out.row(try row.line())
            summary.rules += 1
        }
        try out.close(last: false)

        out.open("disruptions")
        let disruptions = try connection.prepare("SELECT id, from_day, to_day, reason, trackable_id, import_key FROM disruptions ORDER BY id")
        try disruptions.bind([])
        while try disruptions.step() {
            let row = BackupDocument.DisruptionRow(
                id: disruptions.int64(0), from: LocalDate(daysSinceEpoch: Int(disruptions.int64(1))),
                to: LocalDate(daysSinceEpoch: Int(disruptions.int64(2))), reason: disruptions.text(3) ?? "",
                trackableId: disruptions.isNull(4) ? nil : disruptions.int64(4), importKey: disruptions.text(5))
            try out.row(row.line())
            summary.disruptions += 1
        }
        try out.close(last: false)

        out.open("dayTotals")
        let totals = try connection.prepare("SELECT day, seconds, source FROM day_totals ORDER BY day, source")
        try totals.bind([])
        while try totals.step() {
            let row = BackupDocument.DayTotalRow(date: LocalDate(daysSinceEpoch: Int(totals.int64(0))), seconds: totals.double(1),
                                                 source: totals.text(2) ?? "")
            try out.row(try row.line())
            summary.dayTotals += 1
        }
        try out.close(last: false)

        out.open("entries")
        let entries = try connection.prepare(
            "SELECT id, trackable_id, day, instant_ms, value, source, import_key, text, items, tags FROM entries ORDER BY id")
        try entries.bind([])
        while try entries.step() {
            let id = entries.int64(0)
            let items = entries.isNull(8) ? nil : try JSONColumn.decode([EventItem].self, from: entries.text(8), what: "the items of entry \(id)")
            let tags = entries.isNull(9) ? nil : try JSONColumn.decode([Int64].self, from: entries.text(9), what: "the tags of entry \(id)")
            let row = BackupDocument.EntryRow(
                id: id, trackableId: entries.isNull(1) ? nil : entries.int64(1), date: LocalDate(daysSinceEpoch: Int(entries.int64(2))),
                at: entries.isNull(3) ? nil : BackupText.instant(milliseconds: entries.int64(3)),
                value: entries.isNull(4) ? nil : entries.double(4),
                source: EntrySource(rawValue: entries.text(5) ?? "manual") ?? .manual, importKey: entries.text(6), text: entries.text(7),
                items: items, tags: tags)
            try out.row(try row.line())
            summary.entries += 1
        }
        try out.close(last: false)

        out.open("sessions")
        let sessions = try connection.prepare(
            "SELECT start_ms, duration_ms, project, language, editor, source FROM sessions ORDER BY start_ms, duration_ms")
        try sessions.bind([])
        while try sessions.step() {
            let row = BackupDocument.SessionRow(start: BackupText.instant(milliseconds: sessions.int64(0)),
                                                seconds: Double(sessions.int64(1)) / 1000, project: sessions.text(2),
                                                language: sessions.text(3), editor: sessions.text(4), source: sessions.text(5))
            try out.row(row.line(milliseconds: sessions.int64(1)))
            summary.sessions += 1
        }
        try out.close(last: false)

        out.open("heartbeats")
        let beats = try connection.prepare(
            "SELECT id, time_ms, entity, type, project, branch, language, editor FROM heartbeats ORDER BY id")
        try beats.bind([])
        while try beats.step() {
            let row = BackupDocument.HeartbeatRecord(
                id: beats.int64(0), time: BackupText.instant(milliseconds: beats.int64(1)), entity: beats.text(2) ?? "",
                type: beats.text(3) ?? "", project: beats.text(4) ?? "", branch: beats.text(5) ?? "", language: beats.text(6) ?? "",
                editor: beats.text(7) ?? "")
            try out.row(row.line())
            summary.heartbeats += 1
        }
        try out.close(last: true)
        try out.line("}")
        try out.flush()
        return summary
    }

    /// The settings rows, the known ones by name (the API key only `withSecrets`).
    private func readSettings(withSecrets: Bool) throws -> BackupDocument.SettingsRow {
        let statement = try connection.prepare("SELECT key, value FROM settings ORDER BY key")
        try statement.bind([])
        var row = BackupDocument.SettingsRow(encouragement: [:], seen: [], nudgesFired: [], other: [:])
        while try statement.step() {
            let key = statement.text(0) ?? "", value = statement.text(1) ?? ""
            if key == Store.apiKeyKey, !withSecrets {
                continue
            } else if key == Store.seenKey {
                row.seen = try JSONColumn.decode([String].self, from: value, what: "the achievements:seen set")
            } else if key == BackupFormat.nudgesFiredKey {
                row.nudgesFired = value.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            } else if key.hasPrefix(BackupFormat.encouragementPrefix) {
                row.encouragement[String(key.dropFirst(BackupFormat.encouragementPrefix.count))] = value
            } else {
                row.other[key] = value
            }
        }
        return row
    }

    /// The highest id each never-reused table ever gave; for the rules, at least the highest the
    /// seen set names (a rule removed before ids lasted), as a restore will set it.
    private func sequences(seenRules: Int64) throws -> [String: Int64] {
        let statement = try connection.prepare("SELECT name, seq FROM sqlite_sequence WHERE name = ?")
        var sequences: [String: Int64] = [:]
        for table in BackupFormat.sequencedTables {
            try statement.bind([.text(table)])
            let given = try statement.step() ? statement.int64(1) : 0
            sequences[table] = table == "achievements" ? Swift.max(given, seenRules) : given
        }
        return sequences
    }
}
