import CairnCore
import Foundation

extension HeartbeatTable {
    /// Reads a WakaTime heartbeats file: the data export `{"range": …, "days": [{"date",
    /// "heartbeats": […]}]}`, a bare JSON array of heartbeats, or one heartbeat object.
    ///
    /// `time` is epoch seconds (integer or fraction) or an ISO-8601 instant with a zone. Only
    /// `time`, `entity`, `type`, `project`, `branch`, `language`, `editor` and `user_agent`
    /// (or `user_agent_id` holding a user-agent string) are read; everything else is skipped
    /// without being decoded. The file is refused whole at its first problem.
    public static func parse(_ data: Data, file: String) throws(ImportError) -> HeartbeatTable {
        let outcome = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var none: PageReleaser? = nil
            return scan(raw, releaser: &none, file: file)
        }
        return try outcome.get()
    }

    /// Like ``parse(_:file:)``, reading the file at `path` through a memory map whose pages are
    /// handed back as the scan passes them: a large export never sits in memory whole.
    public static func parse(contentsOfFile path: String, file: String) throws(ImportError) -> HeartbeatTable {
        switch withMappedFile(path, { bytes, releaser in scan(bytes, releaser: &releaser, file: file) }) {
        case .success(let outcome): return try outcome.get()
        case .failure(let error): throw ImportError(file: file, reason: "cannot read the file: \(error.reason)")
        }
    }

    private static func scan(_ raw: UnsafeRawBufferPointer, releaser: inout PageReleaser?,
                             file: String) -> Result<HeartbeatTable, ImportError> {
        var table = HeartbeatTable()
        var parser = HeartbeatParser(cursor: ByteCursor(raw), releaser: releaser)
        do throws(ScanFailure) {
            try parser.root(into: &table)
            return .success(table)
        } catch {
            return .failure(ImportError(file: file, location: raw.lineLocation(of: error.offset), reason: error.reason))
        }
    }
}

/// The byte scanner behind ``HeartbeatTable/parse(_:file:)``.
private struct HeartbeatParser {
    var cursor: ByteCursor
    var releaser: PageReleaser?
    var scratch: [UInt8] = []

    static let shapeHint = "not a WakaTime heartbeats export: expected {\"days\": [{\"date\": …, \"heartbeats\": […]}]}, an array of heartbeats, or one heartbeat object with \"time\""

    mutating func root(into table: inout HeartbeatTable) throws(ScanFailure) {
        switch cursor.peek() ?? 0 {
        case 0x5B:
            try heartbeatArray(into: &table)
        case 0x7B:
            try rootObject(into: &table)
        default:
            throw ScanFailure(reason: Self.shapeHint, offset: cursor.index)
        }
        if cursor.peek() != nil { throw cursor.failure("unexpected text after the end of the JSON document") }
    }

    /// The export object, or a single heartbeat: decided by whether it has `days` or `time`.
    mutating func rootObject(into table: inout HeartbeatTable) throws(ScanFailure) {
        let start = cursor.index
        var single = HeartbeatTable()
        var fields = Fields()
        var sawDays = false
        cursor.index += 1
        if !cursor.take(0x7D) {
            repeat {
                let (key, _) = try cursor.rawString()
                try cursor.expect(0x3A, "':'")
                if cursor.equals(key, "days") {
                    sawDays = true
                    try days(into: &table)
                } else if !(try field(key, into: &fields, table: &single)) {
                    try cursor.skipValue()
                }
            } while try cursor.more(close: 0x7D)
        }
        if sawDays { return }
        guard let time = fields.time else { throw ScanFailure(reason: Self.shapeHint, offset: start) }
        fields.time = time
        single.add(fields)
        table.append(single)
    }

    mutating func days(into table: inout HeartbeatTable) throws(ScanFailure) {
        try cursor.expect(0x5B, "\"days\" to be an array of {\"date\", \"heartbeats\"}")
        if cursor.take(0x5D) { return }
        repeat {
            try cursor.expect(0x7B, "a day object {\"date\", \"heartbeats\"}")
            if cursor.take(0x7D) { continue }
            repeat {
                let (key, _) = try cursor.rawString()
                try cursor.expect(0x3A, "':'")
                if cursor.equals(key, "heartbeats") {
                    try heartbeatArray(into: &table)
                } else {
                    try cursor.skipValue()
                }
            } while try cursor.more(close: 0x7D)
        } while try cursor.more(close: 0x5D)
    }

    mutating func heartbeatArray(into table: inout HeartbeatTable) throws(ScanFailure) {
        try cursor.expect(0x5B, "an array of heartbeats")
        if cursor.take(0x5D) { return }
        repeat {
            _ = cursor.peek()
            let start = cursor.index
            try cursor.expect(0x7B, "a heartbeat object")
            var fields = Fields()
            if !cursor.take(0x7D) {
                repeat {
                    let (key, _) = try cursor.rawString()
                    try cursor.expect(0x3A, "':'")
                    if !(try field(key, into: &fields, table: &table)) { try cursor.skipValue() }
                } while try cursor.more(close: 0x7D)
            }
            guard fields.time != nil else {
                throw ScanFailure(reason: "heartbeat has no \"time\" (epoch seconds or an ISO-8601 instant)", offset: start)
            }
            table.add(fields)
            releaser?.passed(cursor.index)
        } while try cursor.more(close: 0x5D)
    }

    /// Reads the value of `key` into `fields` when it is one we keep; `false` when it is not.
    mutating func field(_ key: Range<Int>, into fields: inout Fields, table: inout HeartbeatTable) throws(ScanFailure) -> Bool {
        switch key.count {
        case 4 where cursor.equals(key, "time"): fields.time = try time()
        case 4 where cursor.equals(key, "type"): fields.type = try text(key, &table)
        case 6 where cursor.equals(key, "entity"): fields.entity = try text(key, &table)
        case 6 where cursor.equals(key, "branch"): fields.branch = try text(key, &table)
        case 6 where cursor.equals(key, "editor"): fields.editor = try text(key, &table)
        case 7 where cursor.equals(key, "project"): fields.project = try text(key, &table)
        case 8 where cursor.equals(key, "language"): fields.language = try text(key, &table)
        case 10 where cursor.equals(key, "user_agent"): fields.agent = try text(key, &table)
        case 11 where cursor.equals(key, "entity_type"): fields.type = try text(key, &table)  // the CLI's own name for `type`
        case 13 where cursor.equals(key, "user_agent_id"):
            // Wakapi's dumps hold the user-agent string here; WakaTime's hold an id.
            let id = try text(key, &table)
            if fields.agent == 0 { fields.agent = id }
        default: return false
        }
        return true
    }

    /// The `time` field in epoch seconds, within ``Plausible``'s instants.
    mutating func time() throws(ScanFailure) -> Double {
        let at = cursor.index
        let seconds = try rawTime()
        do {
            try Plausible.instant(seconds, "\"time\"")
        } catch {
            throw ScanFailure(reason: error.description, offset: at)
        }
        return seconds
    }

    mutating func rawTime() throws(ScanFailure) -> Double {
        let at = cursor.index
        switch cursor.peek() ?? 0 {
        case 0x22:
            let (range, escaped) = try cursor.rawString()
            let slice = UnsafeRawBufferPointer(rebasing: cursor.bytes[range])
            if !escaped, let seconds = FastInstant.epochSeconds(slice) { return seconds }
            let text = String(decoding: slice, as: UTF8.self)
            guard let date = InstantParser().instant(text) else {
                throw ScanFailure(reason: "\"time\" is not an ISO-8601 instant with a zone: \(text)", offset: at)
            }
            return date.timeIntervalSince1970
        case 0x2D, 0x30...0x39:
            return try cursor.number()
        default:
            throw ScanFailure(reason: "\"time\" must be epoch seconds or an ISO-8601 instant", offset: at)
        }
    }

    /// A text field's id (0 for `null` or empty).
    mutating func text(_ key: Range<Int>, _ table: inout HeartbeatTable) throws(ScanFailure) -> Int32 {
        if cursor.takeNull() { return 0 }
        guard cursor.peek() == 0x22 else {
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[key]), as: UTF8.self)
            throw cursor.failure("\"\(name)\" must be text or null")
        }
        let (range, escaped) = try cursor.rawString()
        if let bad = cursor.invalidUTF8(in: range) {
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[key]), as: UTF8.self)
            let byte = String(cursor.bytes[bad], radix: 16, uppercase: true)
            throw ScanFailure(reason: "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" : "")\(byte)) in \"\(name)\"; save the export as UTF-8", offset: bad)
        }
        if escaped {
            try cursor.unescape(range, into: &scratch)
            return table.strings.intern(scratch)
        }
        return table.strings.intern(UnsafeRawBufferPointer(rebasing: cursor.bytes[range]))
    }
}

/// One heartbeat's kept fields while it is being read.
struct Fields {
    var time: Double?
    var entity: Int32 = 0
    var type: Int32 = 0
    var project: Int32 = 0
    var branch: Int32 = 0
    var language: Int32 = 0
    var editor: Int32 = 0
    var agent: Int32 = 0
}

extension HeartbeatTable {
    mutating func add(_ fields: Fields) {
        times.append(fields.time ?? 0)
        entities.append(fields.entity)
        types.append(fields.type)
        projects.append(fields.project)
        branches.append(fields.branch)
        languages.append(fields.language)
        editors.append(fields.editor)
        agents.append(fields.agent)
    }
}
