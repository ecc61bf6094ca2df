import CairnCore

/// The instant and the duration of an event-like object (a WakaTime duration, an ActivityWatch
/// event), read from the byte ranges a scan found and checked against ``Plausible``'s bounds.
enum EventInterval {
    /// The `timeKey` instant and the `duration` (seconds, 0 or more), or a refusal at `location`
    /// naming the field and the value it got.
    static func read(_ cursor: ByteCursor, time: Range<Int>?, timeKey: String, duration: Range<Int>?,
                     parser: InstantParser, scratch: inout [UInt8], file: String, location: String,
                     at: Int) throws(ScanFailure) -> (start: Double, seconds: Double) {
        func refuse(_ reason: String) -> ScanFailure {
            .item(ImportError(file: file, location: location, reason: reason), at: at)
        }
        guard let time, let start = try cursor.instantValue(time, key: timeKey, parser: parser, scratch: &scratch) else {
            throw refuse("\"\(timeKey)\" must be an ISO-8601 instant or epoch seconds, got \(time.map(cursor.describe) ?? "nothing")")
        }
        guard let duration, let seconds = cursor.numberValue(duration), seconds >= 0 else {
            throw refuse("\"duration\" must be a number of seconds (0 or more), got \(duration.map(cursor.describe) ?? "nothing")")
        }
        do {
            try Plausible.instant(start, "\"\(timeKey)\"")
            try Plausible.duration(seconds, "\"duration\"")
        } catch {
            throw refuse(error.description)
        }
        return (start, seconds)
    }
}
