import CairnCore
import Foundation

/// ActivityWatch's "export all buckets" JSON → sessions.
///
/// **Which buckets.** Given an explicit list of bucket ids, exactly those are read: their
/// `afkstatus` buckets become the not-AFK filter and every other one is activity (editor
/// buckets as they are; other activity cut to not-AFK time when an AFK bucket is listed). By
/// default coding is counted only from:
/// - the editor buckets (type `app.editor.activity`, or ids like `aw-watcher-vscode…`,
///   `aw-watcher-vim…`) when any has events; otherwise
/// - desktop window activity: the window buckets (`currentwindow`) of a host that also has an AFK
///   bucket (`afkstatus`), cut to that host's not-AFK time, which is ActivityWatch's own "active
///   time". AFK events overlap one another, so they are joined (union) before cutting.
///
/// A window bucket with no AFK bucket beside it — a phone's app use (aw-android's
/// `aw-watcher-android…`, which has an unlock bucket but no AFK bucket) — says nothing about
/// being at the keyboard, so it is not counted: an export with neither kind is refused with a
/// message listing its buckets and naming `--bucket` to count one on purpose.
///
/// **Fields.** Editor events keep `project` (its last path component) and `language`, and the
/// editor is the watcher's name (`vscode`); window events keep the application (`data.app`, e.g.
/// `Code.exe`) as the session's **editor**, with no project. Zero-length events contribute
/// nothing; pieces of the same activity that touch or overlap are joined into one session.
public enum ActivityWatchExport {
    /// Reads the export, or refuses it whole.
    ///
    /// The export is read by a forward-only byte scan that decodes only the bucket fields and
    /// event fields Cairn keeps.
    ///
    /// - Parameter buckets: bucket ids to read instead of the default choice.
    public static func read(_ data: Data, file: String, buckets chosen: [String]? = nil) throws(ImportError) -> ActivityWatchImport {
        let all = try StreamedDocument.read(data, file: file) { (cursor, releaser) throws(ScanFailure) in
            var scan = ActivityWatchScan(file: file, shapeError: shapeError(file))
            return try scan.buckets(&cursor, &releaser)
        }
        return try sessions(all, file: file, chosen: chosen)
    }

    /// Like ``read(_:file:buckets:)``, reading the file at `path` through a memory map whose
    /// pages are handed back as the scan passes them.
    public static func read(contentsOfFile path: String, file: String, buckets chosen: [String]? = nil) throws(ImportError) -> ActivityWatchImport {
        let all = try StreamedDocument.read(contentsOfFile: path, file: file) { (cursor, releaser) throws(ScanFailure) in
            var scan = ActivityWatchScan(file: file, shapeError: shapeError(file))
            return try scan.buckets(&cursor, &releaser)
        }
        return try sessions(all, file: file, chosen: chosen)
    }

    private static func shapeError(_ file: String) -> ImportError {
        ImportError(file: file, reason: "not an ActivityWatch export: expected {\"buckets\": {\"<id>\": {\"type\": …, \"events\": […]}}}")
    }

    /// The sessions of the chosen (or the default) buckets.
    private static func sessions(_ all: [ActivityWatchBucket], file: String, chosen: [String]?) throws(ImportError) -> ActivityWatchImport {
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
