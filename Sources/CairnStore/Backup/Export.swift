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
        try out.line("{")
        try out.line("  \"format\": \(BackupText.string(BackupFormat.name)),")
        try out.line("  \"version\": \(BackupFormat.version),")
        try out.line("  \"cairn\": \(BackupText.string(cairnVersion)),")
        try out.line("  \"exportedAt\": \(BackupText.string(BackupText.instant(milliseconds: Store.milliseconds(now.timeIntervalSince1970)))),")

        out.open("goalHistory")
        let goals = try connection.prepare("SELECT from_day, config FROM goal_history ORDER BY from_day")
        try goals.bind([])
        while try goals.step() {
            let day = goals.int64(0)
            let config = try JSONColumn.decode(GoalConfig.self, from: goals.text(1), what: "the goal settings")
            let from = day == Store.beginning ? "null" : BackupText.string("\(LocalDate(daysSinceEpoch: Int(day)))")
            try out.row("{\"config\": \(try BackupText.json(config)), \"from\": \(from)}")
            summary.goalVersions += 1
        }
        try out.close(last: false)

        let seen = try writeSettings(&out, withSecrets: withSecrets)
        summary.seen = seen.count
        try writeSequences(&out, seenRules: BackupFormat.highestRuleId(in: seen))

        out.open("trackables")
        // The fields and derivation columns as they are: NULL is null, so a restore writes NULL back.
        let columns = try connection.prepare("SELECT id, fields, derivation FROM trackables ORDER BY id")
        try columns.bind([])
        var stored: [Int64: (fields: String, derivation: String)] = [:]
        while try columns.step() {
            let id = columns.int64(0)
            let fields = columns.isNull(1) ? "null"
                : try BackupText.json(try JSONColumn.decode([TrackableField].self, from: columns.text(1), what: "the fields of trackable \(id)"))
            let derivation = columns.isNull(2) ? "null"
                : try BackupText.json(try JSONColumn.decode(Derivation.self, from: columns.text(2), what: "how trackable \(id) is derived"))
            stored[id] = (fields, derivation)
        }
        for trackable in try trackables() {
            let json = stored[trackable.id] ?? ("null", "null")
            try out.row("{\"dayValue\": \(BackupText.string(trackable.dayReduction?.rawValue)), \"derivation\": \(json.derivation), "
                + "\"fields\": \(json.fields), \"id\": \(trackable.id), "
                + "\"kind\": \(try BackupText.json(trackable.kind)), \"name\": \(BackupText.string(trackable.name)), "
                + "\"unit\": \(BackupText.string(trackable.unit))}")
            summary.trackables += 1
        }
        try out.close(last: false)

        out.open("readings")
        let readings = try connection.prepare("SELECT id, trackable_id, name, reading FROM readings ORDER BY id")
        try readings.bind([])
        while try readings.step() {
            let id = readings.int64(0)
            let reading = try JSONColumn.decode(Reading.self, from: readings.text(3), what: "Reading \(id)")
            try out.row("{\"id\": \(id), \"name\": \(BackupText.string(readings.text(2) ?? "")), "
                + "\"reading\": \(try BackupText.json(reading)), \"trackableId\": \(readings.int64(1))}")
            summary.readings += 1
        }
        try out.close(last: false)

        out.open("zones")
        for zone in try zones() {
            try out.row("{\"id\": \(zone.id), \"max\": \(try optional(zone.max, "the max of zone \(zone.id)")), "
                + "\"min\": \(try optional(zone.min, "the min of zone \(zone.id)")), \"name\": \(BackupText.string(zone.name)), "
                + "\"trackableId\": \(zone.trackableId), \"unit\": \(BackupText.string(zone.unit))}")
            summary.zones += 1
        }
        try out.close(last: false)

        out.open("rules")
        let rules = try connection.prepare("SELECT id, trackable_id, zone_id, sort_order, rule, reading_id FROM achievements ORDER BY id")
        try rules.bind([])
        while try rules.step() {
            let rule = try JSONColumn.decode(AchievementRule.self, from: rules.text(4), what: "rule \(rules.int64(0))")
            try out.row("{\"id\": \(rules.int64(0)), \"readingId\": \(rules.isNull(5) ? "null" : String(rules.int64(5))), "
                + "\"rule\": \(try BackupText.json(rule)), \"sortOrder\": \(rules.int64(3)), "
                + "\"trackableId\": \(rules.int64(1)), \"zoneId\": \(rules.isNull(2) ? "null" : String(rules.int64(2)))}")
            summary.rules += 1
        }
        try out.close(last: false)

        out.open("disruptions")
        let disruptions = try connection.prepare("SELECT id, from_day, to_day, reason, trackable_id, import_key FROM disruptions ORDER BY id")
        try disruptions.bind([])
        while try disruptions.step() {
            let from = LocalDate(daysSinceEpoch: Int(disruptions.int64(1))), to = LocalDate(daysSinceEpoch: Int(disruptions.int64(2)))
            try out.row("{\"from\": \"\(from)\", \"id\": \(disruptions.int64(0)), \"importKey\": \(BackupText.string(disruptions.text(5))), "
                + "\"reason\": \(BackupText.string(disruptions.text(3) ?? "")), "
                + "\"to\": \"\(to)\", \"trackableId\": \(disruptions.isNull(4) ? "null" : String(disruptions.int64(4)))}")
            summary.disruptions += 1
        }
        try out.close(last: false)

        out.open("dayTotals")
        let totals = try connection.prepare("SELECT day, seconds, source FROM day_totals ORDER BY day, source")
        try totals.bind([])
        while try totals.step() {
            let date = LocalDate(daysSinceEpoch: Int(totals.int64(0)))
            try out.row("{\"date\": \"\(date)\", \"seconds\": \(try BackupText.number(totals.double(1), what: "the day total of \(date)")), "
                + "\"source\": \(BackupText.string(totals.text(2) ?? ""))}")
            summary.dayTotals += 1
        }
        try out.close(last: false)

        out.open("entries")
        let entries = try connection.prepare(
            "SELECT id, trackable_id, day, instant_ms, value, source, import_key, text, items, tags FROM entries ORDER BY id")
        try entries.bind([])
        while try entries.step() {
            let id = entries.int64(0)
            let at = entries.isNull(3) ? "null" : BackupText.string(BackupText.instant(milliseconds: entries.int64(3)))
            let value = entries.isNull(4) ? "null" : try BackupText.number(entries.double(4), what: "the value of entry \(id)")
            let items = entries.isNull(8) ? "null"
                : try BackupText.json(try JSONColumn.decode([EventItem].self, from: entries.text(8), what: "the items of entry \(id)"))
            let tags = entries.isNull(9) ? "null"
                : try BackupText.json(try JSONColumn.decode([Int64].self, from: entries.text(9), what: "the tags of entry \(id)"))
            try out.row("{\"at\": \(at), \"date\": \"\(LocalDate(daysSinceEpoch: Int(entries.int64(2))))\", \"id\": \(id), "
                + "\"importKey\": \(BackupText.string(entries.text(6))), \"items\": \(items), "
                + "\"source\": \(BackupText.string(entries.text(5) ?? "manual")), \"tags\": \(tags), "
                + "\"text\": \(BackupText.string(entries.text(7))), "
                + "\"trackableId\": \(entries.isNull(1) ? "null" : String(entries.int64(1))), \"value\": \(value)}")
            summary.entries += 1
        }
        try out.close(last: false)

        out.open("sessions")
        let sessions = try connection.prepare(
            "SELECT start_ms, duration_ms, project, language, editor, source FROM sessions ORDER BY start_ms, duration_ms")
        try sessions.bind([])
        while try sessions.step() {
            var row = "{\"start\": \"\(BackupText.instant(milliseconds: sessions.int64(0)))\", "
                + "\"seconds\": \(BackupText.seconds(milliseconds: sessions.int64(1)))"
            for (index, name) in ["project", "language", "editor", "source"].enumerated() {
                if let text = sessions.text(Int32(index + 2)), !text.isEmpty { row += ", \"\(name)\": \(BackupText.string(text))" }
            }
            try out.row(row + "}")
            summary.sessions += 1
        }
        try out.close(last: false)

        out.open("heartbeats")
        let beats = try connection.prepare(
            "SELECT id, time_ms, entity, type, project, branch, language, editor FROM heartbeats ORDER BY id")
        try beats.bind([])
        while try beats.step() {
            try out.row("{\"branch\": \(BackupText.string(beats.text(5) ?? "")), \"editor\": \(BackupText.string(beats.text(7) ?? "")), "
                + "\"entity\": \(BackupText.string(beats.text(2) ?? "")), \"id\": \(beats.int64(0)), "
                + "\"language\": \(BackupText.string(beats.text(6) ?? "")), \"project\": \(BackupText.string(beats.text(4) ?? "")), "
                + "\"time\": \"\(BackupText.instant(milliseconds: beats.int64(1)))\", \"type\": \(BackupText.string(beats.text(3) ?? ""))}")
            summary.heartbeats += 1
        }
        try out.close(last: true)
        try out.line("}")
        try out.flush()
        return summary
    }

    /// The settings object; returns the seen set.
    private func writeSettings(_ out: inout BackupOutput, withSecrets: Bool) throws -> [String] {
        let statement = try connection.prepare("SELECT key, value FROM settings ORDER BY key")
        try statement.bind([])
        var encouragement: [String] = [], other: [String] = []
        var seen: [String] = [], fired: [String] = []
        while try statement.step() {
            let key = statement.text(0) ?? "", value = statement.text(1) ?? ""
            if key == Store.apiKeyKey, !withSecrets {
                continue
            } else if key == Store.seenKey {
                seen = try JSONColumn.decode([String].self, from: value, what: "the achievements:seen set")
            } else if key == BackupFormat.nudgesFiredKey {
                fired = value.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            } else if key.hasPrefix(BackupFormat.encouragementPrefix) {
                let name = String(key.dropFirst(BackupFormat.encouragementPrefix.count))
                encouragement.append("\(BackupText.string(name)): \(BackupText.string(value))")
            } else {
                other.append("\(BackupText.string(key)): \(BackupText.string(value))")
            }
        }
        func list(_ keys: [String]) -> String {
            keys.isEmpty ? "[]" : "[\n" + keys.map { "      " + BackupText.string($0) }.joined(separator: ",\n") + "\n    ]"
        }
        try out.line("  \"settings\": {")
        try out.line("    \"encouragement\": {\(encouragement.joined(separator: ", "))},")
        try out.line("    \"nudgesFired\": \(list(fired)),")
        try out.line("    \"other\": {\(other.joined(separator: ", "))},")
        try out.line("    \"seen\": \(list(seen))")
        try out.line("  },")
        return seen
    }

    /// The highest id each never-reused table ever gave; for the rules, at least the highest the
    /// seen set names (a rule removed before ids lasted), as a restore will set it.
    private func writeSequences(_ out: inout BackupOutput, seenRules: Int64) throws {
        let statement = try connection.prepare("SELECT name, seq FROM sqlite_sequence WHERE name = ?")
        var pieces: [String] = []
        for table in BackupFormat.sequencedTables.sorted() {
            try statement.bind([.text(table)])
            let given = try statement.step() ? statement.int64(1) : 0
            pieces.append("\(BackupText.string(table)): \(table == "achievements" ? Swift.max(given, seenRules) : given)")
        }
        try out.line("  \"idSequences\": {\(pieces.joined(separator: ", "))},")
    }

    private func optional(_ value: Double?, _ what: String) throws(BackupError) -> String {
        guard let value else { return "null" }
        return try BackupText.number(value, what: what)
    }
}
