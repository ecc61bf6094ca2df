import CairnCore

/// A piece of event `index` that lies inside a filter span.
public struct ClippedSpan: Sendable, Hashable, Codable {
    /// Which input event the piece comes from.
    public var index: Int
    /// The piece itself.
    public var span: TimeSpan

    /// Creates a piece.
    public init(index: Int, span: TimeSpan) {
        self.index = index
        self.span = span
    }
}

/// ActivityWatch's "active time" on plain spans: activity events cut to the not-AFK periods,
/// like aw_transform's `period_union` followed by `filter_period_intersect`.
public enum ActiveTime {
    /// The pieces of `events` that lie inside `filter`.
    ///
    /// - Parameters:
    ///   - events: activity spans sorted by start (they may overlap one another).
    ///   - filter: disjoint spans sorted by start, e.g. ``TimeSpan/union(_:)`` of the not-AFK events.
    /// - Returns: the non-empty pieces, in the order of `events`.
    /// - Complexity: O(n + m + pieces): the filter cursor only moves forward.
    public static func intersect(_ events: [TimeSpan], with filter: [TimeSpan]) -> [ClippedSpan] {
        var pieces: [ClippedSpan] = []
        pieces.reserveCapacity(events.count)
        var j = 0
        for (index, event) in events.enumerated() where event.end > event.start {
            // The first filter span that ends after this event starts; starts never decrease.
            while j < filter.count, filter[j].end <= event.start { j += 1 }
            var k = j
            while k < filter.count, filter[k].start < event.end {
                let start = Swift.max(event.start, filter[k].start)
                let end = Swift.min(event.end, filter[k].end)
                if end > start { pieces.append(ClippedSpan(index: index, span: TimeSpan(start: start, end: end))) }
                k += 1
            }
        }
        return pieces
    }

    /// The union of the `not-afk` periods: overlapping AFK events joined first, so that no
    /// instant counts twice. `statuses[i]` is the `data.status` of `spans[i]`.
    public static func notAFK(_ spans: [TimeSpan], statuses: [String]) -> [TimeSpan] {
        precondition(spans.count == statuses.count, "one status per span")
        return TimeSpan.union(zip(spans, statuses).compactMap { $1 == "not-afk" ? $0 : nil })
    }
}
