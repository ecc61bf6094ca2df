/// A half-open interval of instants `[start, end)`, in seconds since 1970-01-01T00:00:00Z.
///
/// The engine's hot paths work on plain seconds rather than `Date` so that splitting millions of
/// sessions is arithmetic and comparisons only.
public struct TimeSpan: Sendable, Hashable, Codable {
    /// The first instant inside the span.
    public var start: Double
    /// The first instant after the span.
    public var end: Double

    /// Creates `[start, end)`; an `end` before `start` makes an empty span at `start`.
    public init(start: Double, end: Double) {
        self.start = start
        self.end = Swift.max(start, end)
    }

    /// The span's length in seconds.
    public var duration: Double { end - start }

    /// Seconds shared with `other` (0 when they do not overlap).
    public func overlap(with other: TimeSpan) -> Double {
        Swift.max(0, Swift.min(end, other.end) - Swift.max(start, other.start))
    }

    /// Sorts spans and joins every pair that overlaps or touches, so no instant is counted twice.
    ///
    /// - Complexity: O(n log n) for unsorted input, O(n) when already sorted by start.
    public static func union(_ spans: [TimeSpan]) -> [TimeSpan] {
        var sorted = spans
        if !isSortedByStart(sorted) { sorted.sort { $0.start < $1.start } }
        var merged: [TimeSpan] = []
        merged.reserveCapacity(sorted.count)
        for span in sorted where span.end > span.start {
            if let last = merged.last, span.start <= last.end {
                merged[merged.count - 1].end = Swift.max(last.end, span.end)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    private static func isSortedByStart(_ spans: [TimeSpan]) -> Bool {
        var previous = -Double.infinity
        for span in spans {
            if span.start < previous { return false }
            previous = span.start
        }
        return true
    }
}

extension TimeSpan {
    /// Merged spans with nothing after `now`: a span reaching past it ends there, and one that
    /// starts after it is dropped, so no day counts time that has not happened yet.
    ///
    /// - Complexity: O(log spans) to find the cut, O(spans) to copy.
    public static func clipped(_ merged: [TimeSpan], at now: Double) -> [TimeSpan] {
        guard let last = merged.last, last.end > now else { return merged }
        var kept = merged.prefix { $0.start < now }
        if let tail = kept.last, tail.end > now { kept[kept.count - 1].end = now }
        return Array(kept)
    }
}
