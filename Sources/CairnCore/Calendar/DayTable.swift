import Foundation

/// The day boundaries of a range of local dates in one zone, and the offset changes inside it.
///
/// Built once per range by ``DayCalendar/table(from:through:)`` so that splitting sessions at
/// local midnights and intersecting them with a wall-clock window needs no `Calendar` call.
package struct DayTable: Sendable {
    /// The first date of the table.
    package let first: LocalDate
    /// The number of dates in the table.
    package let count: Int
    /// `count + 1` boundaries: day `i` is `[bounds[i], bounds[i + 1])` in epoch seconds.
    package let bounds: [Double]
    /// The zone's offset at the start of each day.
    let startOffsets: [Int]
    /// Changes of offset inside the range: the instant, and the offset from then on.
    let transitions: [(at: Double, offset: Int)]

    /// Lays out `first ... last` in `calendar`'s zone.
    ///
    /// A day's start needs the zone's offset, a look-up in the tz database that costs far more
    /// than the arithmetic around it. Away from the zone's offset changes (found with its own list
    /// of them), midnight is 24 hours after the last one at the same offset, so only the days
    /// within two days of a change are looked up; every 64th day is looked up as well, and a
    /// mismatch (a change the zone's list left out) lays the whole range out the slow way.
    /// - Complexity: O(days) arithmetic plus O(offset changes + days / 64) zone look-ups.
    init(calendar: DayCalendar, first: LocalDate, last: LocalDate) {
        let count = last.daysSinceEpoch - first.daysSinceEpoch + 1
        let near = DayTable.daysNearChanges(calendar, first: first, count: count)
        self = DayTable(calendar: calendar, first: first, count: count, lookUp: { near.contains($0) || $0 % 64 == 0 })
            ?? DayTable(exactly: calendar, first: first, count: count)
    }

    /// The table, looking up the days `lookUp` names and carrying the offset over the others;
    /// nil when a looked-up day shows an offset change the carried days would have missed.
    private init?(calendar: DayCalendar, first: LocalDate, count: Int, lookUp: (Int) -> Bool) {
        self.first = first
        self.count = count
        var bounds: [Double] = []
        bounds.reserveCapacity(count + 1)
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var transitions: [(at: Double, offset: Int)] = []
        var carried = false
        for i in 0...count {
            let date = first.adding(days: i)
            let start: Double, offset: Int
            if i > 0, !lookUp(i), let previous = offsets.last {
                start = Double(date.daysSinceEpoch) * 86_400 - Double(previous)
                offset = previous
                carried = true
            } else {
                start = calendar.epochSeconds(on: date, secondsIntoDay: 0)
                offset = calendar.offset(at: start)
                // A change between carried days: the zone's list of changes missed it.
                if carried, let previous = offsets.last, previous != offset { return nil }
                carried = false
            }
            if let previousStart = bounds.last, let previousOffset = offsets.last, previousOffset != offset {
                transitions.append(DayTable.transition(in: calendar, after: previousStart, before: start))
            }
            bounds.append(start)
            offsets.append(offset)
        }
        self.bounds = bounds
        startOffsets = offsets
        self.transitions = transitions
    }

    /// Every day looked up (the table's meaning, kept for the case the other paths refuse).
    init(exactly calendar: DayCalendar, first: LocalDate, count: Int) {
        var bounds: [Double] = [], offsets: [Int] = [], transitions: [(at: Double, offset: Int)] = []
        for i in 0...count {
            let start = calendar.epochSeconds(on: first.adding(days: i), secondsIntoDay: 0)
            let offset = calendar.offset(at: start)
            if let previousStart = bounds.last, let previousOffset = offsets.last, previousOffset != offset {
                transitions.append(DayTable.transition(in: calendar, after: previousStart, before: start))
            }
            bounds.append(start)
            offsets.append(offset)
        }
        self.first = first
        self.count = count
        self.bounds = bounds
        startOffsets = offsets
        self.transitions = transitions
    }

    /// The day indices (of `count + 1` starting at `first`) within two days of one of the zone's
    /// offset changes.
    private static func daysNearChanges(_ calendar: DayCalendar, first: LocalDate, count: Int) -> Set<Int> {
        var near: Set<Int> = []
        var instant = calendar.epochSeconds(on: first.adding(days: -3), secondsIntoDay: 0)
        let last = calendar.epochSeconds(on: first.adding(days: count + 3), secondsIntoDay: 0)
        while let change = calendar.timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: instant)),
              change.timeIntervalSince1970 <= last, change.timeIntervalSince1970 > instant {
            instant = change.timeIntervalSince1970
            for centre in [calendar.localDate(atSeconds: instant - 1), calendar.localDate(atSeconds: instant)] {
                let index = centre.daysSinceEpoch - first.daysSinceEpoch
                for i in (index - 2)...(index + 2) where (0...count).contains(i) { near.insert(i) }
            }
        }
        return near
    }

    /// The date of day index `i`.
    package func date(at index: Int) -> LocalDate { first.adding(days: index) }

    /// The index of `date` in the table, or `nil` outside it.
    package func index(of date: LocalDate) -> Int? {
        let i = date.daysSinceEpoch - first.daysSinceEpoch
        return (0..<count).contains(i) ? i : nil
    }

    /// Length of day `i` in seconds (0 for a date that does not exist).
    package func length(ofDay index: Int) -> Double {
        Swift.max(0, bounds[index + 1] - bounds[index])
    }

    /// The instants of the range at which the wall clock shows a time of day inside `window`,
    /// as sorted, disjoint spans.
    ///
    /// Each day is cut at its offset changes; on each piece the wall clock runs at a constant
    /// offset, so the window's wall-clock segments map back to instants by one subtraction.
    /// A window end that falls in a gap starts or ends where the clock jumps; a window that
    /// happens twice on a fall-back night is counted both times.
    package func windowSpans(_ window: TimeWindow) -> [TimeSpan] {
        let segments = window.segments
        var spans: [TimeSpan] = []
        spans.reserveCapacity(count * 2)
        var next = 0
        for day in 0..<count {
            let start = bounds[day], end = bounds[day + 1]
            guard end > start else { continue }
            let midnight = Double(first.daysSinceEpoch + day) * 86_400
            var pieceStart = start
            var offset = startOffsets[day]
            while next < transitions.count, transitions[next].at <= start { offset = transitions[next].offset; next += 1 }
            while true {
                var pieceEnd = end
                var nextOffset = offset
                if next < transitions.count, transitions[next].at < end {
                    pieceEnd = transitions[next].at
                    nextOffset = transitions[next].offset
                    next += 1
                }
                let shift = Double(offset) - midnight  // wall-of-day = instant + shift
                for segment in segments {
                    let a = Swift.max(pieceStart, segment.start - shift)
                    let b = Swift.min(pieceEnd, segment.end - shift)
                    guard b > a else { continue }
                    if let last = spans.last, last.end >= a {
                        spans[spans.count - 1].end = Swift.max(last.end, b)
                    } else {
                        spans.append(TimeSpan(start: a, end: b))
                    }
                }
                if pieceEnd >= end { break }
                pieceStart = pieceEnd
                offset = nextOffset
            }
        }
        return spans
    }

    /// Finds the instant in `(after, before]` at which the offset changes, by bisection.
    private static func transition(in calendar: DayCalendar, after: Double, before: Double) -> (at: Double, offset: Int) {
        let initial = calendar.offset(at: after)
        var low = after.rounded(.down), high = before.rounded(.up)
        while high - low > 1 {
            let mid = ((low + high) / 2).rounded(.down)
            if calendar.offset(at: mid) == initial { low = mid } else { high = mid }
        }
        return (high, calendar.offset(at: high))
    }
}
