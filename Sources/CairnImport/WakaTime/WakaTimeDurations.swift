import CairnCore
import Foundation

/// WakaTime's durations API response (`/users/current/durations`):
/// `{"data": [{"time", "duration", "project", …}], "start", "end", "timezone"}`.
///
/// `time` is epoch seconds (or an ISO-8601 instant), `duration` seconds. `project`,
/// `language` and `editor` are kept when present (a response sliced by another field simply
/// lacks them). Zero-length durations are left out, like lone heartbeats.
///
/// The reader is a forward-only byte scan that decodes only those keys; a file is read through
/// a memory map whose pages are handed back as the scan passes them.
public enum WakaTimeDurations {
    /// Reads every duration as a session, or refuses the whole file at its first bad item.
    public static func read(_ data: Data, file: String) throws(ImportError) -> [Session] {
        try StreamedDocument.read(data, file: file) { (cursor, releaser) throws(ScanFailure) in
            var reader = DurationsScanner(file: file)
            return try reader.response(&cursor, &releaser)
        }
    }

    /// Like ``read(_:file:)``, reading the file at `path` through a memory map.
    public static func read(contentsOfFile path: String, file: String) throws(ImportError) -> [Session] {
        try StreamedDocument.read(contentsOfFile: path, file: file) { (cursor, releaser) throws(ScanFailure) in
            var reader = DurationsScanner(file: file)
            return try reader.response(&cursor, &releaser)
        }
    }
}

/// The byte scanner behind ``WakaTimeDurations``.
private struct DurationsScanner {
    let file: String
    let parser = InstantParser()
    var scratch: [UInt8] = []
    var found: [Range<Int>?] = []

    init(file: String) { self.file = file }

    static let keys: [StaticString] = ["time", "duration", "project", "language", "editor"]

    var shapeError: ImportError {
        ImportError(file: file, reason: "not a WakaTime durations response: expected {\"data\": [{\"time\": …, \"duration\": …, \"project\": …}], \"start\": …, \"end\": …}")
    }

    mutating func response(_ cursor: inout ByteCursor, _ releaser: inout PageReleaser?) throws(ScanFailure) -> [Session] {
        guard cursor.peek() == 0x7B else { throw .item(shapeError, at: cursor.index) }
        cursor.index += 1
        var sessions: [Session]?
        if !cursor.take(0x7D) {
            repeat {
                let (key, _) = try cursor.rawString()
                try cursor.expect(0x3A, "':'")
                if cursor.equals(key, "data") {
                    // A repeated "data" keeps the last, as a decoded dictionary does (an earlier one's items are still checked).
                    sessions = try items(&cursor, &releaser)
                } else {
                    try cursor.skipValue()
                }
            } while try cursor.more(close: 0x7D)
        }
        guard let sessions else { throw .item(shapeError, at: cursor.index) }
        return sessions.sorted { $0.start < $1.start }
    }

    mutating func items(_ cursor: inout ByteCursor, _ releaser: inout PageReleaser?) throws(ScanFailure) -> [Session] {
        guard cursor.peek() == 0x5B else { throw .item(shapeError, at: cursor.index) }
        cursor.index += 1
        var sessions: [Session] = []
        if cursor.take(0x5D) { return sessions }
        var number = 0
        repeat {
            number += 1
            let location = "data item \(number)"
            let at = cursor.index
            guard cursor.peek() == 0x7B else {
                throw .item(ImportError(file: file, location: location, reason: "expected an object with \"time\" and \"duration\""), at: at)
            }
            try cursor.objectFields(Self.keys, into: &found, scratch: &scratch)
            let (time, duration) = try EventInterval.read(cursor, time: found[0], timeKey: "time", duration: found[1],
                                                         parser: parser, scratch: &scratch, file: file, location: location, at: at)
            if duration > 0 {
                sessions.append(Session(start: Date(timeIntervalSince1970: time), seconds: duration,
                                        project: try text(cursor, 2), language: try text(cursor, 3),
                                        editor: try text(cursor, 4), source: "wakatime"))
            }
            releaser?.passed(cursor.index)
        } while try cursor.more(close: 0x5D)
        return sessions
    }

    /// Non-empty text of field `k`; `nil` when absent, empty or not text.
    private mutating func text(_ cursor: ByteCursor, _ k: Int) throws(ScanFailure) -> String? {
        guard let raw = found[k] else { return nil }
        let name = String(describing: Self.keys[k])
        guard let text = try cursor.textValue(raw, key: name, scratch: &scratch), !text.isEmpty else { return nil }
        return text
    }
}
