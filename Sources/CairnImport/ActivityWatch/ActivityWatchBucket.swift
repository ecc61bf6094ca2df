import CairnCore
import Foundation

/// One bucket of an export, with its events oldest first and only the fields Cairn keeps.
struct ActivityWatchBucket {
    var id: String
    var type: String
    var client: String
    var hostname: String
    var spans: [TimeSpan]
    var labels: [ActivityLabels]

    /// Editor buckets: `app.editor.activity`, or an editor watcher's id.
    var isEditor: Bool {
        type == "app.editor.activity" || Self.editorWatchers.contains { id.hasPrefix($0) }
    }

    static let editorWatchers = ["aw-watcher-vim", "aw-watcher-nvim", "aw-watcher-vscode", "aw-watcher-jetbrains",
                                 "aw-watcher-sublime", "aw-watcher-atom", "aw-watcher-emacs", "aw-watcher-zed"]

    /// The editor named by an editor bucket: its watcher's name without `aw-watcher-`.
    var editorName: String {
        let name = client.isEmpty ? String(id.split(separator: "_").first ?? Substring(id)) : client
        return name.hasPrefix("aw-watcher-") ? String(name.dropFirst("aw-watcher-".count)) : name
    }
}

/// What an event says about the activity, reduced to Cairn's session fields.
struct ActivityLabels: Hashable {
    var project: String?
    var language: String?
    var editor: String?
    var status: String?
}

extension ActivityWatchBucket {
    /// Decodes a bucket object; `key` is its key in `buckets`.
    init(key: String, object: Any, file: String, parser: InstantParser) throws(ImportError) {
        let location = "bucket \(key)"
        guard let bucket = object as? [String: Any] else {
            throw ImportError(file: file, location: location, reason: "expected a bucket object with \"type\" and \"events\"")
        }
        id = JSONDocument.text(bucket["id"]) ?? key
        type = JSONDocument.text(bucket["type"]) ?? ""
        client = JSONDocument.text(bucket["client"]) ?? ""
        hostname = JSONDocument.text(bucket["hostname"]) ?? ""
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
            let (start, duration) = try JSONDocument.interval(event, timeKey: "timestamp", parser: parser, file: file, location: at)
            let data = event["data"] as? [String: Any] ?? [:]
            let project = JSONDocument.text(data["project"]).map { path in
                path.split(separator: "/").last.map(String.init) ?? path
            }
            let labels = ActivityLabels(project: project, language: JSONDocument.text(data["language"]),
                                        editor: JSONDocument.text(data["app"]), status: JSONDocument.text(data["status"]))
            rows.append((TimeSpan(start: start, end: start + duration), labels))
        }
        // Exports list events newest first.
        rows.sort { $0.0.start < $1.0.start }
        spans = rows.map(\.0)
        labels = rows.map(\.1)
    }
}
