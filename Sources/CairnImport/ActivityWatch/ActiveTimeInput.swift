import CairnCore
import Foundation

/// The window and AFK events of an ActivityWatch export as spans: the input of
/// ``ActiveTime``, for measuring it beside ActivityWatch's own `aw_transform`.
public struct ActiveTimeInput: Sendable, Hashable {
    /// Window (`currentwindow`) events, sorted by start.
    public var window: [TimeSpan]
    /// AFK (`afkstatus`) events, as they come.
    public var afk: [TimeSpan]
    /// Each AFK event's `data.status`.
    public var statuses: [String]

    /// Reads an export's window and AFK buckets.
    public init(_ data: Data, file: String) throws(ImportError) {
        let all = try StreamedDocument.read(data, file: file) { (cursor, releaser) throws(ScanFailure) in
            var scan = ActivityWatchScan(file: file, shapeError: ImportError(file: file, reason: "not an ActivityWatch export: expected {\"buckets\": {…}}"))
            return try scan.buckets(&cursor, &releaser)
        }
        var window: [TimeSpan] = [], afk: [TimeSpan] = [], statuses: [String] = []
        for bucket in all {
            if bucket.type == "currentwindow" { window += bucket.spans }
            if bucket.type == "afkstatus" {
                afk += bucket.spans
                statuses += bucket.labels.map { $0.status ?? "" }
            }
        }
        self.window = window.sorted { $0.start < $1.start }
        self.afk = afk
        self.statuses = statuses
    }

    /// The active pieces: window time while not AFK.
    public func activePieces() -> [ClippedSpan] {
        ActiveTime.intersect(window, with: ActiveTime.notAFK(afk, statuses: statuses))
    }
}
