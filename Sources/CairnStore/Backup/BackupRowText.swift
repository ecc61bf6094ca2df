import CairnCore
import Foundation

/// Each record of an export as its one line of the document: the one writer of the format,
/// fed row by row by ``Store/export(to:cairnVersion:now:withSecrets:)`` (streaming from SQLite)
/// or whole by ``BackupDocument/write(to:)`` (a team person's rows).
extension BackupDocument.GoalVersionRow {
    func line() throws(StoreError) -> String {
        "{\"config\": \(try BackupText.json(config)), \"from\": \(from.map { BackupText.string("\($0)") } ?? "null")}"
    }
}

extension BackupDocument.TrackableRow {
    func line() throws(StoreError) -> String {
        let fields = try fields.map { f throws(StoreError) in try BackupText.json(f) } ?? "null"
        let derivation = try derivation.map { d throws(StoreError) in try BackupText.json(d) } ?? "null"
        return "{\"dayValue\": \(BackupText.string(dayValue?.rawValue)), \"derivation\": \(derivation), "
            + "\"fields\": \(fields), \"id\": \(id), "
            + "\"kind\": \(try BackupText.json(kind)), \"name\": \(BackupText.string(name)), "
            + "\"unit\": \(BackupText.string(unit))}"
    }
}

extension BackupDocument.ReadingRow {
    func line() throws(StoreError) -> String {
        "{\"id\": \(id), \"name\": \(BackupText.string(name)), "
            + "\"reading\": \(try BackupText.json(reading)), \"trackableId\": \(trackableId)}"
    }
}

extension BackupDocument.ZoneRow {
    func line() throws -> String {
        "{\"id\": \(id), \"max\": \(try BackupText.optional(max, "the max of zone \(id)")), "
            + "\"min\": \(try BackupText.optional(min, "the min of zone \(id)")), \"name\": \(BackupText.string(name)), "
            + "\"trackableId\": \(trackableId), \"unit\": \(BackupText.string(unit))}"
    }
}

extension BackupDocument.RuleRow {
    func line() throws(StoreError) -> String {
        "{\"id\": \(id), \"readingId\": \(readingId.map(String.init) ?? "null"), "
            + "\"rule\": \(try BackupText.json(rule)), \"sortOrder\": \(sortOrder), "
            + "\"trackableId\": \(trackableId), \"zoneId\": \(zoneId.map(String.init) ?? "null")}"
    }
}

extension BackupDocument.DisruptionRow {
    func line() -> String {
        "{\"from\": \"\(from)\", \"id\": \(id), \"importKey\": \(BackupText.string(importKey)), "
            + "\"reason\": \(BackupText.string(reason)), "
            + "\"to\": \"\(to)\", \"trackableId\": \(trackableId.map(String.init) ?? "null")}"
    }
}

extension BackupDocument.DayTotalRow {
    func line() throws(BackupError) -> String {
        "{\"date\": \"\(date)\", \"seconds\": \(try BackupText.number(seconds, what: "the day total of \(date)")), "
            + "\"source\": \(BackupText.string(source))}"
    }
}

extension BackupDocument.EntryRow {
    func line() throws -> String {
        let value = try self.value.map { v throws(BackupError) in try BackupText.number(v, what: "the value of entry \(id)") } ?? "null"
        let items = try items.map { i throws(StoreError) in try BackupText.json(i) } ?? "null"
        let tags = try tags.map { t throws(StoreError) in try BackupText.json(t) } ?? "null"
        return "{\"at\": \(BackupText.string(at)), \"date\": \"\(date)\", \"id\": \(id), "
            + "\"importKey\": \(BackupText.string(importKey)), \"items\": \(items), "
            + "\"source\": \(BackupText.string(source.rawValue)), \"tags\": \(tags), "
            + "\"text\": \(BackupText.string(text)), "
            + "\"trackableId\": \(trackableId.map(String.init) ?? "null"), \"value\": \(value)}"
    }
}

extension BackupDocument.SessionRow {
    /// `milliseconds`: the stored length, written exactly (else `seconds` rounded to milliseconds).
    func line(milliseconds: Int64? = nil) -> String {
        var row = "{\"start\": \"\(start)\", \"seconds\": \(BackupText.seconds(milliseconds: milliseconds ?? Int64((seconds * 1000).rounded())))"
        for (name, text) in [("project", project), ("language", language), ("editor", editor), ("source", source)] {
            if let text, !text.isEmpty { row += ", \"\(name)\": \(BackupText.string(text))" }
        }
        return row + "}"
    }
}

extension BackupDocument.HeartbeatRecord {
    func line() -> String {
        "{\"branch\": \(BackupText.string(branch)), \"editor\": \(BackupText.string(editor)), "
            + "\"entity\": \(BackupText.string(entity)), \"id\": \(id), "
            + "\"language\": \(BackupText.string(language)), \"project\": \(BackupText.string(project)), "
            + "\"time\": \"\(time)\", \"type\": \(BackupText.string(type))}"
    }
}

extension BackupDocument.SettingsRow {
    /// The settings object's lines.
    func write(_ out: inout BackupOutput) throws {
        func list(_ keys: [String]) -> String {
            keys.isEmpty ? "[]" : "[\n" + keys.map { "      " + BackupText.string($0) }.joined(separator: ",\n") + "\n    ]"
        }
        func object(_ pairs: [String: String]) -> String {
            pairs.sorted { $0.key < $1.key }.map { "\(BackupText.string($0.key)): \(BackupText.string($0.value))" }.joined(separator: ", ")
        }
        try out.line("  \"settings\": {")
        try out.line("    \"encouragement\": {\(object(encouragement))},")
        try out.line("    \"nudgesFired\": \(list(nudgesFired)),")
        try out.line("    \"other\": {\(object(other))},")
        try out.line("    \"seen\": \(list(seen))")
        try out.line("  },")
    }
}

extension BackupDocument {
    /// The document's opening lines, up to its first array.
    static func writeHeader(_ out: inout BackupOutput, cairn: String?, exportedAt: String?) throws {
        try out.line("{")
        try out.line("  \"format\": \(BackupText.string(BackupFormat.name)),")
        try out.line("  \"version\": \(BackupFormat.version),")
        try out.line("  \"cairn\": \(BackupText.string(cairn)),")
        try out.line("  \"exportedAt\": \(BackupText.string(exportedAt)),")
    }

    /// The `"idSequences"` line.
    static func writeSequences(_ out: inout BackupOutput, _ sequences: [String: Int64]) throws {
        let pieces = sequences.sorted { $0.key < $1.key }.map { "\(BackupText.string($0.key)): \($0.value)" }
        try out.line("  \"idSequences\": {\(pieces.joined(separator: ", "))},")
    }

    /// Writes this document as `cairn export` writes one, in pieces of about 64 KB handed to `write`.
    /// - Returns: how many records of each kind were written.
    @discardableResult
    package func write(to write: @escaping (String) throws -> Void) throws -> BackupSummary {
        var out = BackupOutput(write: write)
        var summary = BackupSummary()
        try Self.writeHeader(&out, cairn: cairn, exportedAt: exportedAt)
        func array<Row>(_ name: String, _ rows: [Row], last: Bool = false, _ text: (Row) throws -> String) throws -> Int {
            out.open(name)
            for row in rows { try out.row(try text(row)) }
            try out.close(last: last)
            return rows.count
        }
        summary.goalVersions = try array("goalHistory", goalHistory) { try $0.line() }
        try settings.write(&out)
        summary.seen = settings.seen.count
        try Self.writeSequences(&out, idSequences)
        summary.trackables = try array("trackables", trackables) { try $0.line() }
        summary.readings = try array("readings", readings ?? []) { try $0.line() }
        summary.zones = try array("zones", zones) { try $0.line() }
        summary.rules = try array("rules", rules) { try $0.line() }
        summary.disruptions = try array("disruptions", disruptions) { $0.line() }
        summary.dayTotals = try array("dayTotals", dayTotals) { try $0.line() }
        summary.entries = try array("entries", entries) { try $0.line() }
        summary.sessions = try array("sessions", sessions) { $0.line() }
        summary.heartbeats = try array("heartbeats", heartbeats ?? [], last: true) { $0.line() }
        try out.line("}")
        try out.flush()
        return summary
    }
}

extension BackupText {
    /// An optional finite number: `null` when absent.
    static func optional(_ value: Double?, _ what: String) throws(BackupError) -> String {
        guard let value else { return "null" }
        return try number(value, what: what)
    }
}
