import CairnCore
import Foundation

/// Cairn's plain session format: a JSON array of `{"start", "seconds", ...}` objects.
///
/// `start` is an ISO-8601 instant with a zone (`2026-03-09T09:00:00Z`,
/// `2026-03-09T09:00:00.250-07:00`) or epoch seconds, within ``Plausible``'s instants; `seconds` is the length (0 or more);
/// `end` may stand in for `seconds`. `project`, `language`, `editor` and `source` are optional text.
///
/// The reader is a forward-only byte scan: only these keys are decoded, everything else is
/// skipped without being built, and a file is read through a memory map whose pages are handed
/// back as the scan passes them.
public enum SessionJSON {
    /// Reads every session of a file, or refuses the whole file at its first bad item.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the name to use in error messages.
    /// - Throws: ``ImportError`` naming the item and the field.
    public static func read(_ data: Data, file: String) throws(ImportError) -> [Session] {
        try StreamedDocument.read(data, file: file) { (cursor, releaser) throws(ScanFailure) in
            var reader = SessionScanner(file: file)
            return try reader.sessions(&cursor, &releaser)
        }
    }

    /// Like ``read(_:file:)``, reading the file at `path` through a memory map: a large file
    /// never sits in memory whole.
    public static func read(contentsOfFile path: String, file: String) throws(ImportError) -> [Session] {
        try StreamedDocument.read(contentsOfFile: path, file: file) { (cursor, releaser) throws(ScanFailure) in
            var reader = SessionScanner(file: file)
            return try reader.sessions(&cursor, &releaser)
        }
    }
}

/// The byte scanner behind ``SessionJSON``.
private struct SessionScanner {
    let file: String
    let parser = InstantParser()
    var scratch: [UInt8] = []
    var found: [Range<Int>?] = []

    init(file: String) { self.file = file }

    static let keys: [StaticString] = ["start", "seconds", "duration", "end", "project", "language", "editor", "source"]
    static let textKeys = ["project", "language", "editor", "source"]

    mutating func sessions(_ cursor: inout ByteCursor, _ releaser: inout PageReleaser?) throws(ScanFailure) -> [Session] {
        guard cursor.peek() == 0x5B else {
            throw .item(ImportError(file: file, reason: "expected a JSON array of sessions like [{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": 3600}]"),
                        at: cursor.index)
        }
        cursor.index += 1
        var sessions: [Session] = []
        if cursor.take(0x5D) { return sessions }
        var number = 0
        repeat {
            number += 1
            let location = "item \(number)"
            guard cursor.peek() == 0x7B else {
                throw .item(ImportError(file: file, location: location, reason: "expected an object with \"start\" and \"seconds\""),
                            at: cursor.index)
            }
            let at = cursor.index
            try cursor.objectFields(Self.keys, into: &found, scratch: &scratch)
            sessions.append(try session(cursor, location: location, at: at))
            releaser?.passed(cursor.index)
        } while try cursor.more(close: 0x5D)
        return sessions
    }

    /// The session in the object whose fields `found` holds, checked in the order a reader of
    /// the decoded object checks them.
    private mutating func session(_ cursor: ByteCursor, location: String, at: Int) throws(ScanFailure) -> Session {
        let file = self.file
        func refuse(_ reason: String) -> ScanFailure {
            .item(ImportError(file: file, location: location, reason: reason), at: at)
        }
        func plausible(_ check: () throws(PlausibleError) -> Void) throws(ScanFailure) {
            do { try check() } catch { throw refuse(error.description) }
        }
        guard let rawStart = found[0] else { throw refuse("\"start\" is missing") }
        guard let startSeconds = try cursor.instantValue(rawStart, key: "start", parser: parser, scratch: &scratch) else {
            throw refuse("\"start\" is not an ISO-8601 instant with a zone (e.g. 2026-03-09T09:00:00Z): \(cursor.describe(rawStart))")
        }
        try plausible { () throws(PlausibleError) in try Plausible.instant(startSeconds, "\"start\"") }
        let start = Date(timeIntervalSince1970: startSeconds)
        let seconds: Double
        if let raw = found[1] ?? found[2] {
            guard let number = cursor.numberValue(raw) else {
                throw refuse("\"seconds\" must be a number, got \(cursor.describe(raw))")
            }
            seconds = number
        } else if let rawEnd = found[3] {
            guard let endSeconds = try cursor.instantValue(rawEnd, key: "end", parser: parser, scratch: &scratch) else {
                throw refuse("\"end\" is not an ISO-8601 instant with a zone: \(cursor.describe(rawEnd))")
            }
            try plausible { () throws(PlausibleError) in try Plausible.instant(endSeconds, "\"end\"") }
            seconds = Date(timeIntervalSince1970: endSeconds).timeIntervalSince(start)
        } else {
            throw refuse("\"seconds\" is missing (the session's length in seconds)")
        }
        guard seconds >= 0 else { throw refuse("\"seconds\" must be 0 or more, got \(seconds)") }
        guard seconds <= 7 * 86_400 else {
            throw refuse("a session of \(seconds) seconds is longer than a week; split it or check the unit")
        }
        let project = try text(cursor, 0, refuse), language = try text(cursor, 1, refuse)
        let editor = try text(cursor, 2, refuse), source = try text(cursor, 3, refuse)
        return Session(start: start, seconds: seconds, project: project, language: language, editor: editor, source: source)
    }

    /// Text field `k` of ``textKeys``: `nil` when absent, `null` or empty; refused when not text.
    private mutating func text(_ cursor: ByteCursor, _ k: Int, _ refuse: (String) -> ScanFailure) throws(ScanFailure) -> String? {
        guard let raw = found[4 + k], !cursor.isNull(raw) else { return nil }
        let key = Self.textKeys[k]
        guard let text = try cursor.textValue(raw, key: key, scratch: &scratch) else {
            throw refuse("\"\(key)\" must be text, got \(cursor.describe(raw))")
        }
        return text.isEmpty ? nil : text
    }
}

extension SessionJSON {
    /// The detail of a `JSONSerialization` error, for the readers that still decode a whole
    /// (small) document.
    static func jsonDetail(_ error: any Error) -> String {
        let ns = error as NSError
        return (ns.userInfo["NSDebugDescription"] as? String) ?? ns.localizedDescription
    }
}
