/// Splits merged coding spans at every local midnight and measures the part inside the window.
///
/// Built from a ``DayTable`` and a ``TimeWindow``, it answers per-day totals by a single sweep:
/// no calendar call per session, so it runs at millions of sessions per second.
package struct DaySplitter: Sendable {
    /// `count + 1` boundaries in epoch seconds: day `i` is `[bounds[i], bounds[i + 1])`.
    package let bounds: [Double]
    /// The window's instants over the range, sorted and disjoint.
    package let windowSpans: [TimeSpan]

    /// Prepares a splitter for the days of `table` and the wall-clock `window`.
    package init(table: DayTable, window: TimeWindow) {
        bounds = table.bounds
        windowSpans = table.windowSpans(window)
    }

    /// Prepares a splitter over day boundaries and window instants already worked out (a
    /// ``DayLayout`` across several zones).
    package init(bounds: [Double], windowSpans: [TimeSpan]) {
        self.bounds = bounds
        self.windowSpans = windowSpans
    }

    /// Per-day totals for the table's dates, from spans that are sorted and disjoint
    /// (``TimeSpan/union(_:)`` makes them so). Time outside the table's range is ignored.
    ///
    /// - Complexity: O(spans + days + window spans).
    package func totals(merged spans: [TimeSpan]) -> [DayTotals] {
        var totals = [DayTotals](repeating: DayTotals(), count: Swift.max(0, bounds.count - 1))
        let bounds = self.bounds
        let window = windowSpans
        guard let rangeStart = bounds.first, let rangeEnd = bounds.last, !totals.isEmpty else { return totals }
        var day = 0
        var w = 0
        for span in spans {
            var a = Swift.max(span.start, rangeStart)
            let b = Swift.min(span.end, rangeEnd)
            guard b > a else { continue }
            while bounds[day + 1] <= a { day += 1 }
            while w < window.count, window[w].end <= a { w += 1 }
            while true {
                let pieceEnd = Swift.min(b, bounds[day + 1])
                totals[day].codedSeconds += pieceEnd - a
                var k = w
                while k < window.count, window[k].start < pieceEnd {
                    let overlap = Swift.min(pieceEnd, window[k].end) - Swift.max(a, window[k].start)
                    if overlap > 0 { totals[day].insideWindowSeconds += overlap }
                    k += 1
                }
                a = pieceEnd
                guard a < b else { break }
                while bounds[day + 1] <= a { day += 1 }
            }
        }
        return totals
    }

    /// Per-day totals for sessions in any order, overlaps merged first.
    package func totals(sessions: [Session]) -> [DayTotals] {
        totals(merged: TimeSpan.union(sessions.map(\.span)))
    }
}
