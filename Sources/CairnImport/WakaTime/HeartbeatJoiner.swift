/// One stretch of joined heartbeats: heartbeats `first...last` (indices into the sorted input),
/// coding from `start` to `end` (epoch seconds).
public struct HeartbeatSpan: Sendable, Hashable, Codable {
    /// Index of the first heartbeat of the stretch.
    public var first: Int
    /// Index of the last heartbeat of the stretch.
    public var last: Int
    /// Time of the first heartbeat.
    public var start: Double
    /// Where the stretch ends: its last heartbeat, or the next heartbeat's time when that one
    /// came within the timeout but for another key.
    public var end: Double

    /// Creates a span.
    public init(first: Int, last: Int, start: Double, end: Double) {
        self.first = first
        self.last = last
        self.start = start
        self.end = end
    }

    /// Length in seconds (0 for a lone heartbeat).
    public var seconds: Double { end - start }
}

/// WakaTime's rule for turning heartbeats into durations, on plain columns.
///
/// Heartbeats must be sorted by time. Two consecutive heartbeats closer than `timeout` seconds
/// are joined and the gap between them counts as coding; a gap of `timeout` or more ends the
/// stretch at its last heartbeat. A change of `key` (Cairn passes a project id) also ends the
/// stretch, but when the next heartbeat came within the timeout the gap still counts, for the
/// earlier key: the earlier stretch ends at the next heartbeat's time. A lone heartbeat makes a
/// zero-length span; the caller decides what to do with those.
public enum HeartbeatJoiner {
    /// Joins sorted heartbeat `times` (epoch seconds) grouped by `keys` (same count).
    ///
    /// Runs in one pass over contiguous memory with no allocation besides the result.
    public static func join(times: [Double], keys: [Int32], timeout: Double) -> [HeartbeatSpan] {
        precondition(times.count == keys.count, "times and keys must have the same count")
        var spans: [HeartbeatSpan] = []
        join(times: times, keys: keys, timeout: timeout, into: &spans)
        return spans
    }

    /// Like ``join(times:keys:timeout:)``, appending to `spans` (reuse its capacity across calls).
    public static func join(times: [Double], keys: [Int32], timeout: Double, into spans: inout [HeartbeatSpan]) {
        precondition(times.count == keys.count, "times and keys must have the same count")
        let n = times.count
        guard n > 0 else { return }
        times.withUnsafeBufferPointer { t in
            keys.withUnsafeBufferPointer { k in
                var first = 0
                var previousTime = t[0]
                var previousKey = k[0]
                var i = 1
                while i < n {
                    let time = t[i]
                    let key = k[i]
                    let joined = time - previousTime < timeout
                    if !joined || key != previousKey {
                        spans.append(HeartbeatSpan(first: first, last: i - 1, start: t[first],
                                                   end: joined ? time : previousTime))
                        first = i
                    }
                    previousTime = time
                    previousKey = key
                    i += 1
                }
                spans.append(HeartbeatSpan(first: first, last: n - 1, start: t[first], end: previousTime))
            }
        }
    }
}
