/// The days of a range of dates laid out in instants across the goal history: each date cut in
/// the zone in force on it, with the window's instants in that zone's wall clock.
///
/// **The day a zone changes** runs from its midnight in the old zone to the midnight that ends
/// it in the new zone: shorter when flying east, longer when flying west, and empty (on hold,
/// like a date that does not exist) when the new zone is more than a day ahead. Every later
/// date is cut at its own midnights in the new zone, so every date keeps its own label.
package struct DayLayout: Sendable {
    /// The first date.
    package let first: LocalDate
    /// `count + 1` boundaries: date `first + i` is `[bounds[i], bounds[i + 1])`.
    package let bounds: [Double]
    /// The window's instants over the range, sorted and disjoint.
    package let windowSpans: [TimeSpan]

    /// The number of dates.
    package var count: Int { Swift.max(0, bounds.count - 1) }

    /// The length of day `i` in seconds (0 for a date that does not exist).
    package func length(ofDay index: Int) -> Double { Swift.max(0, bounds[index + 1] - bounds[index]) }

    /// The splitter over these days.
    package var splitter: DaySplitter { DaySplitter(bounds: bounds, windowSpans: windowSpans) }

    /// Dates of the layout with no time in them: each gets a disruption for every trackable,
    /// so such a date is on hold.
    package var missingDates: [Disruption] {
        (0..<count).filter { length(ofDay: $0) <= 0 }.map {
            Disruption(from: first.adding(days: $0), to: first.adding(days: $0), reason: Disruption.missingDateReason)
        }
    }

    /// Lays out `from ... through` over `versions` (each with its calendar).
    ///
    /// - Complexity: O(days) zone look-ups, as ``DayCalendar/table(from:through:)``; one table
    ///   per version touched.
    init(from: LocalDate, through: LocalDate, versions: [GoalEngine.Timed]) {
        first = from
        var bounds: [Double] = []
        var spans: [TimeSpan] = []
        var date = from
        var index = GoalEngine.Timed.index(of: from, in: versions)
        while date <= through {
            while index + 1 < versions.count, let next = versions[index + 1].from, next <= date { index += 1 }
            let version = versions[index]
            let last = index + 1 < versions.count ? Swift.min(through, (versions[index + 1].from ?? through).adding(days: -1)) : through
            let changeDay = index > 0 && version.from == date
            // On a change day the table starts a day early, so the new zone's wall clock also
            // covers the hours the day gains when flying west.
            let table = version.calendar.table(from: changeDay ? date.adding(days: -1) : date, through: last)
            var own = Array(table.bounds.dropFirst(changeDay ? 1 : 0))
            if changeDay { own[0] = versions[index - 1].calendar.epochSeconds(on: date, secondsIntoDay: 0) }
            if !bounds.isEmpty { bounds.removeLast() }
            let start = bounds.last ?? own[0]
            for bound in own { bounds.append(Swift.max(bound, bounds.last ?? start)) }
            let low = bounds[bounds.count - own.count], high = bounds[bounds.count - 1]
            for span in table.windowSpans(version.config.window) {
                let a = Swift.max(span.start, low), b = Swift.min(span.end, high)
                if b > a { spans.append(TimeSpan(start: a, end: b)) }
            }
            date = last.adding(days: 1)
        }
        self.bounds = bounds
        windowSpans = spans
    }
}
