import Foundation

/// Which WakaTime (or Wakapi) document a file holds, told from its **structure**: the root's
/// keys and the keys of the first item of its list, never from a key appearing somewhere in it.
///
/// | root | first item has | format |
/// |---|---|---|
/// | an array | — | ``heartbeats`` |
/// | `{"days": […]}` | `heartbeats` | ``heartbeats`` (the data export) |
/// | `{"days": […]}` | `grand_total` (and no `heartbeats`) | ``summaries`` (the legacy daily dump) |
/// | `{"data": […]}` | `grand_total` | ``summaries`` (the summaries API) |
/// | `{"data": […]}` | `duration` | ``durations`` (WakaTime's, or Wakapi's with its top-level `grand_total`) |
/// | `{"time": …}` | — | ``heartbeats`` (one heartbeat) |
///
/// An empty `days` list reads as heartbeats and an empty `data` list as durations: both import
/// nothing. Only the bytes up to the first item are scanned, so a large export costs nothing here.
public enum WakaTimeFormat: String, Sendable, Hashable, CaseIterable {
    /// Heartbeats, joined into sessions by the keystroke timeout.
    case heartbeats
    /// The durations response: sessions as they are.
    case durations
    /// Daily summaries: one total per day, without a time of day.
    case summaries

    /// What the refusal says is expected.
    static let expected = "expected a heartbeats export ({\"days\": [{\"heartbeats\": […]}]} or an array of heartbeats), "
        + "a durations response ({\"data\": [{\"time\", \"duration\", …}]}) or daily summaries ({\"days\" or \"data\": [{\"grand_total\": …}]})"

    /// The format of the document in `data`.
    public static func detect(_ data: Data, file: String) throws(ImportError) -> WakaTimeFormat {
        let outcome = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in scan(raw, file: file) }
        return try outcome.get()
    }

    /// The format of the file at `path`, read through a memory map (only its start is touched).
    public static func detect(contentsOfFile path: String, file: String) throws(ImportError) -> WakaTimeFormat {
        switch withMappedFile(path, { bytes, _ in scan(bytes, file: file) }) {
        case .success(let outcome): return try outcome.get()
        case .failure(let error): throw ImportError(file: file, reason: "cannot read the file: \(error.reason)")
        }
    }

    private static func scan(_ raw: UnsafeRawBufferPointer, file: String) -> Result<WakaTimeFormat, ImportError> {
        var cursor = ByteCursor(raw)
        do throws(ScanFailure) {
            if let format = try root(&cursor) { return .success(format) }
            return .failure(ImportError(file: file, reason: "not a WakaTime export Cairn reads: \(expected)"))
        } catch {
            return .failure(ImportError(file: file, location: raw.lineLocation(of: error.offset), reason: "not valid JSON: \(error.reason)"))
        }
    }

    /// The format, or `nil` for a JSON document of another shape.
    private static func root(_ cursor: inout ByteCursor) throws(ScanFailure) -> WakaTimeFormat? {
        switch cursor.peek() {
        case 0x5B: return .heartbeats
        case 0x7B: break
        default: return nil
        }
        cursor.index += 1
        if cursor.take(0x7D) { return nil }
        var hasTime = false
        var emptyList: WakaTimeFormat?
        var scratch: [UInt8] = []
        repeat {
            let key = try self.key(&cursor, scratch: &scratch)
            try cursor.expect(0x3A, "':'")
            let isDays = key == "days", isData = key == "data"
            if (isDays || isData) && cursor.peek() == 0x5B {
                cursor.index += 1
                if cursor.take(0x5D) {
                    emptyList = emptyList ?? (isDays ? .heartbeats : .durations)
                    continue
                }
                let keys = try firstItemKeys(&cursor)
                // A day that carries its heartbeats is read for them, even beside a grand total.
                if isDays && keys.contains("heartbeats") { return .heartbeats }
                if keys.contains("grand_total") { return .summaries }
                if isData && keys.contains("duration") { return .durations }
                return nil
            }
            if key == "time" { hasTime = true }
            try cursor.skipValue()
        } while try cursor.more(close: 0x7D)
        if hasTime { return .heartbeats }
        return emptyList
    }

    /// The keys of the object at the cursor (an array's first item); none when it is not an object.
    private static func firstItemKeys(_ cursor: inout ByteCursor) throws(ScanFailure) -> Set<String> {
        guard cursor.take(0x7B) else { return [] }
        var keys: Set<String> = []
        if cursor.take(0x7D) { return keys }
        var scratch: [UInt8] = []
        repeat {
            keys.insert(try key(&cursor, scratch: &scratch))
            try cursor.expect(0x3A, "':'")
            try cursor.skipValue()
        } while try cursor.more(close: 0x7D)
        return keys
    }

    /// The object key at the cursor, with its escapes decoded.
    private static func key(_ cursor: inout ByteCursor, scratch: inout [UInt8]) throws(ScanFailure) -> String {
        let (range, escaped) = try cursor.rawString()
        guard escaped else { return String(decoding: UnsafeRawBufferPointer(rebasing: cursor.bytes[range]), as: UTF8.self) }
        try cursor.unescape(range, into: &scratch)
        return String(decoding: scratch, as: UTF8.self)
    }
}
