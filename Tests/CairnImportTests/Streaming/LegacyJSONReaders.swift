import CairnCore
@testable import CairnImport
import Foundation

// The readers as they were before they moved onto the byte scanner: whole documents decoded
// with JSONSerialization. Kept here only as the oracle of the equivalence tests
// (StreamingEquivalenceTests); copied from commit f7ab470 with the types renamed.

/// Small helpers for the readers that decode a whole (small) JSON document with
/// `JSONSerialization`.
enum LegacyJSONDocument {
    /// The document's root value, or an ``ImportError`` saying it is not JSON.
    static func root(_ data: Data, file: String) throws(ImportError) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ImportError(file: file, reason: "not valid JSON (\(LegacySessionJSON.jsonDetail(error)))")
        }
    }

    /// A finite JSON number (not a boolean); `nil` otherwise.
    ///
    /// Booleans are told apart by their Objective-C type code `c`: with swift-corelibs-foundation
    /// `NSNumber(1) is Bool` is true, so `is Bool` would refuse the numbers 0 and 1.
    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
              number.doubleValue.isFinite else {
            return nil
        }
        return number.doubleValue
    }

    /// Non-empty text; `nil` for a missing, `null`, empty or non-text value.
    static func text(_ value: Any?) -> String? {
        guard let string = value as? String, !string.isEmpty else { return nil }
        return string
    }

    /// Epoch seconds of a number or an ISO-8601 string; `nil` for anything else.
    static func instant(_ value: Any?, parser: InstantParser) -> Double? {
        if let text = value as? String {
            return FastInstant.epochSeconds(text) ?? parser.instant(text)?.timeIntervalSince1970
        }
        return number(value)
    }

    /// The `timeKey` instant and the `duration` (seconds, 0 or more) of an event-like object,
    /// both within ``Plausible``'s bounds.
    static func interval(_ object: [String: Any], timeKey: String, parser: InstantParser, file: String,
                         location: String) throws(ImportError) -> (start: Double, seconds: Double) {
        guard let start = instant(object[timeKey], parser: parser) else {
            throw ImportError(file: file, location: location,
                              reason: "\"\(timeKey)\" must be an ISO-8601 instant or epoch seconds, got \(object[timeKey] ?? "nothing")")
        }
        guard let seconds = number(object["duration"]), seconds >= 0 else {
            throw ImportError(file: file, location: location,
                              reason: "\"duration\" must be a number of seconds (0 or more), got \(object["duration"] ?? "nothing")")
        }
        try plausible(file, location) { () throws(PlausibleError) in
            try Plausible.instant(start, "\"\(timeKey)\"")
            try Plausible.duration(seconds, "\"duration\"")
        }
        return (start, seconds)
    }
}


/// Cairn's plain session format: a JSON array of `{"start", "seconds", ...}` objects.
///
/// `start` is an ISO-8601 instant with a zone (`2026-03-09T09:00:00Z`,
/// `2026-03-09T09:00:00.250-07:00`) or epoch seconds, within ``Plausible``'s instants; `seconds` is the length (0 or more);
/// `end` may stand in for `seconds`. `project`, `language`, `editor` and `source` are optional text.
enum LegacySessionJSON {
    /// Reads every session of a file, or refuses the whole file at its first bad item.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the name to use in error messages.
    /// - Throws: ``ImportError`` naming the item and the field.
    static func read(_ data: Data, file: String) throws(ImportError) -> [Session] {
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
            guard let number = LegacyJSONDocument.number(raw) else {
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


/// WakaTime's durations API response (`/users/current/durations`):
/// `{"data": [{"time", "duration", "project", …}], "start", "end", "timezone"}`.
///
/// `time` is epoch seconds (or an ISO-8601 instant), `duration` seconds. `project`,
/// `language` and `editor` are kept when present (a response sliced by another field simply
/// lacks them). Zero-length durations are left out, like lone heartbeats.
enum LegacyWakaTimeDurations {
    /// Reads every duration as a session, or refuses the whole file at its first bad item.
    static func read(_ data: Data, file: String) throws(ImportError) -> [Session] {
        guard let root = try LegacyJSONDocument.root(data, file: file) as? [String: Any], let items = root["data"] as? [Any] else {
            throw ImportError(file: file, reason: "not a WakaTime durations response: expected {\"data\": [{\"time\": …, \"duration\": …, \"project\": …}], \"start\": …, \"end\": …}")
        }
        let parser = InstantParser()
        var sessions: [Session] = []
        for (index, item) in items.enumerated() {
            let location = "data item \(index + 1)"
            guard let object = item as? [String: Any] else {
                throw ImportError(file: file, location: location, reason: "expected an object with \"time\" and \"duration\"")
            }
            let (time, duration) = try LegacyJSONDocument.interval(object, timeKey: "time", parser: parser, file: file, location: location)
            guard duration > 0 else { continue }
            sessions.append(Session(start: Date(timeIntervalSince1970: time), seconds: duration,
                                    project: LegacyJSONDocument.text(object["project"]),
                                    language: LegacyJSONDocument.text(object["language"]),
                                    editor: LegacyJSONDocument.text(object["editor"]), source: "wakatime"))
        }
        return sessions.sorted { $0.start < $1.start }
    }
}

extension ActivityWatchBucket {
    /// Decodes a bucket object; `key` is its key in `buckets`.
    static func legacy(key: String, object: Any, file: String, parser: InstantParser) throws(ImportError) -> ActivityWatchBucket {
        let location = "bucket \(key)"
        guard let bucket = object as? [String: Any] else {
            throw ImportError(file: file, location: location, reason: "expected a bucket object with \"type\" and \"events\"")
        }
        let id = LegacyJSONDocument.text(bucket["id"]) ?? key
        let type = LegacyJSONDocument.text(bucket["type"]) ?? ""
        let client = LegacyJSONDocument.text(bucket["client"]) ?? ""
        let hostname = LegacyJSONDocument.text(bucket["hostname"]) ?? ""
        guard let events = (bucket["events"] ?? [Any]()) as? [Any] else {
            throw ImportError(file: file, location: location, reason: "\"events\" must be an array")
        }
        var rows: [(TimeSpan, ActivityLabels)] = []
        rows.reserveCapacity(events.count)
        for (index, item) in events.enumerated() {
            let at = "\(location), event \(index + 1)"
            guard let event = item as? [String: Any] else {
                throw ImportError(file: file, location: at, reason: "expected an event {\"timestamp\", \"duration\", \"data\"}")
            }
            let (start, duration) = try LegacyJSONDocument.interval(event, timeKey: "timestamp", parser: parser, file: file, location: at)
            let data = event["data"] as? [String: Any] ?? [:]
            let project = LegacyJSONDocument.text(data["project"]).map { path in
                path.split(separator: "/").last.map(String.init) ?? path
            }
            let labels = ActivityLabels(project: project, language: LegacyJSONDocument.text(data["language"]),
                                        editor: LegacyJSONDocument.text(data["app"]), status: LegacyJSONDocument.text(data["status"]))
            rows.append((TimeSpan(start: start, end: start + duration), labels))
        }
        // Exports list events newest first.
        rows.sort { $0.0.start < $1.0.start }
        return ActivityWatchBucket(id: id, type: type, client: client, hostname: hostname, spans: rows.map(\.0), labels: rows.map(\.1))
    }
}


/// ActivityWatch's "export all buckets" JSON → sessions.
///
/// **Which buckets.** Given an explicit list of bucket ids, exactly those are read: their
/// `afkstatus` buckets become the not-AFK filter and every other one is activity (editor
/// buckets as they are; other activity cut to not-AFK time when an AFK bucket is listed). By
/// default: the editor buckets (type `app.editor.activity`, or ids like `aw-watcher-vscode…`,
/// `aw-watcher-vim…`) when any has events; otherwise the window buckets (`currentwindow`) cut to
/// the not-AFK time of the AFK buckets of the same host (of every host when none matches), which
/// is ActivityWatch's own "active time". AFK events overlap one another, so they are joined
/// (union) before cutting.
///
/// **Fields.** Editor events keep `project` (its last path component) and `language`, and the
/// editor is the watcher's name (`vscode`); window events keep the application (`data.app`, e.g.
/// `Code.exe`) as the session's **editor**, with no project. Zero-length events contribute
/// nothing; pieces of the same activity that touch or overlap are joined into one session.
enum LegacyActivityWatchExport {
    /// Reads the export, or refuses it whole.
    ///
    /// - Parameter buckets: bucket ids to read instead of the default choice.
    static func read(_ data: Data, file: String, buckets chosen: [String]? = nil) throws(ImportError) -> ActivityWatchImport {
        guard let root = try LegacyJSONDocument.root(data, file: file) as? [String: Any],
              let table = root["buckets"] as? [String: Any] else {
            throw ImportError(file: file, reason: "not an ActivityWatch export: expected {\"buckets\": {\"<id>\": {\"type\": …, \"events\": […]}}}")
        }
        let parser = InstantParser()
        var all: [ActivityWatchBucket] = []
        for key in table.keys.sorted() {
            all.append(try ActivityWatchBucket.legacy(key: key, object: table[key] ?? NSNull(), file: file, parser: parser))
        }
        let activity: [ActivityWatchBucket]
        let afk: [ActivityWatchBucket]
        if let chosen {
            var picked: [ActivityWatchBucket] = []
            for id in chosen {
                guard let bucket = all.first(where: { $0.id == id }) else {
                    throw ImportError(file: file, reason: "no bucket \"\(id)\"; the export has \(all.map(\.id).joined(separator: ", "))")
                }
                picked.append(bucket)
            }
            activity = picked.filter { $0.type != "afkstatus" }
            afk = picked.filter { $0.type == "afkstatus" }
        } else {
            // The bucket choice as main has it since phone exports are refused (not part of the
            // reader's move; the oracle follows it so only the reading is compared).
            let editors = all.filter { $0.isEditor && !$0.spans.isEmpty }
            if editors.isEmpty {
                afk = all.filter { $0.type == "afkstatus" }
                let watchedHosts = Set(afk.map(\.hostname))
                activity = all.filter { $0.type == "currentwindow" && watchedHosts.contains($0.hostname) }
            } else {
                (activity, afk) = (editors, [])
            }
        }
        guard !activity.isEmpty else {
            let listed = all.map { "\($0.id) (\($0.type.isEmpty ? "no type" : $0.type), \($0.spans.count) events)" }
            throw ImportError(file: file, reason: "no coding to count: no editor bucket (app.editor.activity) with events, and no window "
                + "bucket (currentwindow) with an AFK bucket (afkstatus) of the same host to cut it to not-AFK time; "
                + "the export has \(listed.isEmpty ? "no buckets" : listed.joined(separator: ", ")). "
                + "To count a bucket anyway, name it: --bucket ID")
        }
        var sessions: [Session] = []
        var filtered = false
        for bucket in activity {
            var spans = bucket.spans
            var labels = bucket.labels
            if bucket.isEditor {
                labels = labels.map { ActivityLabels(project: $0.project, language: $0.language, editor: bucket.editorName) }
            } else {
                let sameHost = afk.filter { $0.hostname == bucket.hostname }
                let sources = sameHost.isEmpty ? afk : sameHost
                if !sources.isEmpty {
                    filtered = true
                    let notAFK = ActiveTime.notAFK(sources.flatMap(\.spans), statuses: sources.flatMap { $0.labels.map { $0.status ?? "" } })
                    let pieces = ActiveTime.intersect(spans, with: notAFK)
                    spans = pieces.map(\.span)
                    labels = pieces.map { ActivityLabels(editor: bucket.labels[$0.index].editor) }
                } else {
                    labels = labels.map { ActivityLabels(editor: $0.editor) }
                }
            }
            sessions.append(contentsOf: joined(spans, labels))
        }
        sessions.sort { $0.start < $1.start }
        return ActivityWatchImport(sessions: sessions, buckets: activity.map(\.id), afkFiltered: filtered)
    }

    /// Sessions from spans sorted by start, joining same-labelled spans that touch or overlap.
    private static func joined(_ spans: [TimeSpan], _ labels: [ActivityLabels]) -> [Session] {
        var sessions: [Session] = []
        var current: (span: TimeSpan, labels: ActivityLabels)?
        func flush() {
            guard let (span, label) = current else { return }
            sessions.append(Session(start: Date(timeIntervalSince1970: span.start), seconds: span.duration,
                                    project: label.project, language: label.language, editor: label.editor,
                                    source: "activitywatch"))
        }
        for (span, label) in zip(spans, labels) where span.end > span.start {
            if let open = current, open.labels == label, span.start <= open.span.end {
                current = (TimeSpan(start: open.span.start, end: Swift.max(open.span.end, span.end)), label)
            } else {
                flush()
                current = (span, label)
            }
        }
        flush()
        return sessions
    }
}
