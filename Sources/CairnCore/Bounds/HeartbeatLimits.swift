import CairnCore

/// What one heartbeat may carry at the WakaTime endpoint: each text field at most so many bytes
/// of UTF-8 and no NUL (SQLite would cut the text at it). A heartbeat beyond them is refused with
/// 400 naming the field, and nothing of its request is stored.
///
/// The lengths leave room for any real editor: a path of 4,096 bytes is Linux's `PATH_MAX`, a
/// git branch is at most a few hundred bytes, a language name a few dozen.
public enum HeartbeatLimits {
    /// The most bytes of UTF-8 each field may hold.
    public static let bytes: [(field: String, limit: Int, value: @Sendable (HeartbeatRow) -> String)] = [
        ("entity", 4_096, { $0.entity }),
        ("type", 64, { $0.type }),
        ("project", 512, { $0.project }),
        ("branch", 512, { $0.branch }),
        ("language", 128, { $0.language }),
        ("editor", 512, { $0.editor }),
    ]

    /// Why `row` (the `index`th heartbeat of its request, from 0) is refused, or `nil` when it is
    /// within the limits.
    public static func refusal(_ row: HeartbeatRow, index: Int) -> String? {
        for (field, limit, value) in bytes {
            let text = value(row)
            if text.utf8.contains(0) {
                return "heartbeat \(index + 1): the field \(field) holds a NUL character"
            }
            if text.utf8.count > limit {
                return "heartbeat \(index + 1): the field \(field) is \(text.utf8.count) bytes long; at most \(limit) are taken"
            }
        }
        guard row.time.isFinite, row.time > 0, row.time < 4_102_444_800 else {
            return "heartbeat \(index + 1): the field time is not an instant between 1970 and 2100"
        }
        return nil
    }
}
