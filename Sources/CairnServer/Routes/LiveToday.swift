import Foundation

/// Today kept live by short polling: `/api/today` carries an `ETag` (a hash of the document's
/// bytes), and a request whose `If-None-Match` names it gets `304 Not Modified` with no body.
/// The Today page carries the same tag, so its script asks every few seconds and fetches the
/// fresh screen only when the tag moved (a heartbeat, a log, a goal changed, midnight).
enum LiveToday {
    /// The strong entity tag of a document's bytes: `"t-"` and its 64-bit FNV-1a hash in hex.
    static func etag(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "\"t-" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// `response` with its `ETag`, or a bodiless 304 when the request already holds that tag.
    static func conditional(_ response: HTTPResponse, _ request: HTTPRequest) -> HTTPResponse {
        guard response.status == 200 else { return response }
        let tag = etag(response.body)
        let held = request.headers["if-none-match"]?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        if held.contains(tag) || held.contains("*") {
            return HTTPResponse(status: 304, headers: ["ETag": tag, "Cache-Control": "no-cache"])
        }
        var tagged = response
        tagged.headers["ETag"] = tag
        tagged.headers["Cache-Control"] = "no-cache"
        return tagged
    }
}
