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
    /// Reads a bucket object at the cursor; `key` is its key in `buckets`. Events are read as the
    /// scan passes them (only `timestamp`, `duration` and `data`'s `project`, `language`, `app`
    /// and `status` are decoded), then put oldest first.
    init(key: String, cursor: inout ByteCursor, releaser: inout PageReleaser?, file: String,
         parser: InstantParser, scratch: inout [UInt8]) throws(ScanFailure) {
        let location = "bucket \(key)"
        let at = cursor.index
        guard cursor.peek() == 0x7B else {
            throw .item(ImportError(file: file, location: location, reason: "expected a bucket object with \"type\" and \"events\""), at: at)
        }
        cursor.index += 1
        var texts: [String: String] = [:]
        var rows: [(TimeSpan, ActivityLabels)] = []
        if !cursor.take(0x7D) {
            repeat {
                let (key, _) = try cursor.rawString()
                try cursor.expect(0x3A, "':'")
                _ = cursor.peek()
                let valueAt = cursor.index
                if cursor.equals(key, "events") {
                    rows = try Self.events(&cursor, releaser: &releaser, file: file, location: location, parser: parser, scratch: &scratch)
                    continue
                }
                try cursor.skipValue()
                for name: StaticString in ["id", "type", "client", "hostname"] where cursor.equals(key, name) {
                    texts["\(name)"] = try cursor.textValue(valueAt..<cursor.index, key: "\(name)", scratch: &scratch)
                }
            } while try cursor.more(close: 0x7D)
        }
        id = texts["id"].flatMap { $0.isEmpty ? nil : $0 } ?? key
        type = texts["type"] ?? ""
        client = texts["client"] ?? ""
        hostname = texts["hostname"] ?? ""
        // Exports list events newest first.
        rows.sort { $0.0.start < $1.0.start }
        spans = rows.map(\.0)
        labels = rows.map(\.1)
    }

    /// The `events` array of a bucket, in file order.
    private static func events(_ cursor: inout ByteCursor, releaser: inout PageReleaser?, file: String, location: String,
                               parser: InstantParser, scratch: inout [UInt8]) throws(ScanFailure) -> [(TimeSpan, ActivityLabels)] {
        guard cursor.peek() == 0x5B else {
            throw .item(ImportError(file: file, location: location, reason: "\"events\" must be an array"), at: cursor.index)
        }
        cursor.index += 1
        var rows: [(TimeSpan, ActivityLabels)] = []
        if cursor.take(0x5D) { return rows }
        var found: [Range<Int>?] = []
        var data: [Range<Int>?] = []
        var number = 0
        repeat {
            number += 1
            let at = cursor.index
            let place = "\(location), event \(number)"
            guard cursor.peek() == 0x7B else {
                throw .item(ImportError(file: file, location: place, reason: "expected an event {\"timestamp\", \"duration\", \"data\"}"), at: at)
            }
            try cursor.objectFields(["timestamp", "duration", "data"], into: &found, scratch: &scratch)
            let (start, duration) = try EventInterval.read(cursor, time: found[0], timeKey: "timestamp", duration: found[1],
                                                          parser: parser, scratch: &scratch, file: file, location: place, at: at)
            var labels = ActivityLabels()
            if let raw = found[2], cursor.bytes[raw.lowerBound] == 0x7B {
                var inner = cursor
                inner.index = raw.lowerBound
                try inner.objectFields(["project", "language", "app", "status"], into: &data, scratch: &scratch)
                func text(_ k: Int, _ key: String) throws(ScanFailure) -> String? {
                    guard let range = data[k], let text = try cursor.textValue(range, key: key, scratch: &scratch), !text.isEmpty else { return nil }
                    return text
                }
                labels = ActivityLabels(project: try text(0, "project").map { path in path.split(separator: "/").last.map(String.init) ?? path },
                                        language: try text(1, "language"), editor: try text(2, "app"), status: try text(3, "status"))
            }
            rows.append((TimeSpan(start: start, end: start + duration), labels))
            releaser?.passed(cursor.index)
        } while try cursor.more(close: 0x5D)
        return rows
    }
}
