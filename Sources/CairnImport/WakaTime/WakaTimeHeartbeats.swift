import Foundation

/// WakaTime heartbeats → sessions, in one call. See ``HeartbeatTable`` for reading several
/// files together and ``HeartbeatJoiner`` for the rule.
public enum WakaTimeHeartbeats {
    /// WakaTime's default keystroke timeout: 15 minutes (Wakapi uses 10, Hackatime 2).
    public static let defaultTimeout: Double = 15 * 60

    /// Reads a heartbeats file and joins it into sessions with `timeout` seconds.
    ///
    /// - Throws: ``ImportError`` naming the line and what was wrong; nothing is returned then.
    public static func read(_ data: Data, file: String, timeout: Double = defaultTimeout) throws(ImportError) -> HeartbeatImport {
        guard timeout > 0, timeout.isFinite else {
            throw ImportError(file: file, reason: "the keystroke timeout must be a positive number of seconds, got \(timeout)")
        }
        return try HeartbeatTable.parse(data, file: file).join(timeout: timeout)
    }
}
