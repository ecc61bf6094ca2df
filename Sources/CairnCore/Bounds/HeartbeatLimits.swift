/// What one heartbeat may carry, on either engine (the SQLite file and the team's PostgreSQL
/// take the same, from here): each text field at most so many bytes of UTF-8 and no NUL (SQLite
/// would cut the text at it), a time inside a window around `now`, and at most
/// ``perInstant`` heartbeats at one instant. The WakaTime endpoint refuses a heartbeat beyond
/// them with 400 naming the field; a move-in refuses the file.
///
/// | what | bound |
/// |---|---|
/// | entity | 1,536 bytes |
/// | type | 64 bytes |
/// | project, branch | 256 bytes each |
/// | language | 128 bytes |
/// | editor | 512 bytes |
/// | time | `2000-01-01T00:00:00Z` ... `now` + 1 day |
/// | heartbeats at one instant (one millisecond) | 1,000; those beyond are dropped like duplicates |
///
/// The fields in the heartbeats' unique key (entity, type, project, branch, language) add up
/// to at most 2,240 bytes, so the team's key always fits PostgreSQL's btree row limit (2,704
/// bytes) however little they compress; a real path is a few hundred bytes. The window keeps
/// an offline queue's weeks and a clock a day fast, while one person cannot make the team
/// database a partition for every month of a century (`HeartbeatPartitions`: one a month).
package enum HeartbeatLimits {
    /// The most bytes of UTF-8 each field may hold.
    package static let bytes: [(field: String, limit: Int, value: @Sendable (HeartbeatRow) -> String)] = [
        ("entity", 1_536, { $0.entity }),
        ("type", 64, { $0.type }),
        ("project", 256, { $0.project }),
        ("branch", 256, { $0.branch }),
        ("language", 128, { $0.language }),
        ("editor", 512, { $0.editor }),
    ]

    /// The earliest time taken, in epoch seconds: 2000-01-01T00:00:00Z.
    package static let earliest: Double = 946_684_800
    /// How far after `now` a time is still taken, in seconds: one day (a clock set wrong, a zone mix-up).
    package static let ahead: Double = 86_400

    /// The most heartbeats one instant (one millisecond) holds; those beyond are dropped like
    /// duplicates. An editor sends a heartbeat per file every two minutes at most, so a thousand
    /// at one instant is no editor; and they add no time, while each re-join reads them all.
    package static let perInstant = 1_000

    /// Why `row` (the `index`th heartbeat of its request or file, from 0) is refused when `now`
    /// (epoch seconds), or `nil` when it is within the limits.
    package static func refusal(_ row: HeartbeatRow, index: Int, now: Double) -> String? {
        for (field, limit, value) in bytes {
            let text = value(row)
            if text.utf8.contains(0) {
                return "heartbeat \(index + 1): the field \(field) holds a NUL character"
            }
            if text.utf8.count > limit {
                return "heartbeat \(index + 1): the field \(field) is \(text.utf8.count) bytes long; at most \(limit) are taken"
            }
        }
        guard row.time.isFinite, row.time >= earliest, row.time <= now + ahead else {
            return "heartbeat \(index + 1): the field time is not an instant between 2000-01-01 and a day from now"
        }
        return nil
    }
}
