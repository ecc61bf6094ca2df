import CairnCore
import Foundation

/// Cairn's plain session format: a JSON array of `{"start", "seconds", ...}` objects.
///
/// `start` is an ISO-8601 instant with a zone (`2026-03-09T09:00:00Z`,
/// `2026-03-09T09:00:00.250-07:00`) or epoch seconds, within ``Plausible``'s instants; `seconds` is the length (0 or more);
/// `end` may stand in for `seconds`. `project`, `language`, `editor` and `source` are optional text.
public enum SessionJSON {
    /// Reads every session of a file, or refuses the whole file at its first bad item.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the name to use in error messages.
    /// - Throws: ``ImportError`` naming the item and the field.
    public static func read(_ data: Data, file: String) throws(ImportError) -> [Session] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ImportError(file: file, reason: "not valid JSON (\(jsonDetail(error)))")
        }
        guard let items = root as? [Any] else {
            throw ImportError(file: file, reason: "expected a JSON array of sessions like [{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": 3600}]")
        }
        let parser = InstantParser()
        var sessions: [Session] = []
        sessions.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let location = "item \(index + 1)"
            guard let object = item as? [String: Any] else {
                throw ImportError(file: file, location: location, reason: "expected an object with \"start\" and \"seconds\"")
            }
            sessions.append(try session(object, parser: parser, file: file, location: location))
        }
        return sessions
    }

    private static func session(_ object: [String: Any], parser: InstantParser, file: String,
                                location: String) throws(ImportError) -> Session {
        guard let rawStart = object["start"] else {
            throw ImportError(file: file, location: location, reason: "\"start\" is missing")
        }
        guard let start = parser.instant(rawStart) else {
            throw ImportError(file: file, location: location,
                              reason: "\"start\" is not an ISO-8601 instant with a zone (e.g. 2026-03-09T09:00:00Z): \(rawStart)")
        }
        try plausible(file, location) { () throws(PlausibleError) in try Plausible.instant(start.timeIntervalSince1970, "\"start\"") }
        let seconds: Double
        if let raw = object["seconds"] ?? object["duration"] {
            guard let number = JSONDocument.number(raw) else {
                throw ImportError(file: file, location: location, reason: "\"seconds\" must be a number, got \(raw)")
            }
            seconds = number
        } else if let rawEnd = object["end"] {
            guard let end = parser.instant(rawEnd) else {
                throw ImportError(file: file, location: location, reason: "\"end\" is not an ISO-8601 instant with a zone: \(rawEnd)")
            }
            try plausible(file, location) { () throws(PlausibleError) in try Plausible.instant(end.timeIntervalSince1970, "\"end\"") }
            seconds = end.timeIntervalSince(start)
        } else {
            throw ImportError(file: file, location: location, reason: "\"seconds\" is missing (the session's length in seconds)")
        }
        guard seconds >= 0 else {
            throw ImportError(file: file, location: location, reason: "\"seconds\" must be 0 or more, got \(seconds)")
        }
        guard seconds <= 7 * 86_400 else {
            throw ImportError(file: file, location: location, reason: "a session of \(seconds) seconds is longer than a week; split it or check the unit")
        }
        func text(_ key: String) throws(ImportError) -> String? {
            guard let value = object[key], !(value is NSNull) else { return nil }
            guard let string = value as? String else {
                throw ImportError(file: file, location: location, reason: "\"\(key)\" must be text, got \(value)")
            }
            return string.isEmpty ? nil : string
        }
        return Session(start: start, seconds: seconds, project: try text("project"), language: try text("language"),
                       editor: try text("editor"), source: try text("source"))
    }

    static func jsonDetail(_ error: any Error) -> String {
        let ns = error as NSError
        return (ns.userInfo["NSDebugDescription"] as? String) ?? ns.localizedDescription
    }
}
