/// When in the week a person codes: seconds per weekday (Monday first) and wall-clock hour.
///
/// **The rule.** The merged sessions (no instant counted twice) are cut at the days of a
/// ``DayLayout`` and, inside each day, at the hours its own zone's wall clock shows: an instant
/// goes to the weekday of the local date it belongs to and to the hour on the wall clock then.
/// So a session from 23:30 to 00:30 gives 30 minutes to 23:00 of one weekday and 30 to 00:00 of
/// the next, the hour skipped by a spring-forward night gets nothing and the repeated hour of a
/// fall-back night gets both of its passes. The cells add up to the days' timed seconds.
package enum CodingRhythm {
    /// `seconds[weekday.mondayIndex][hour]` for the `merged` spans (sorted, disjoint) over `layout`.
    ///
    /// - Parameter calendar: the zone in force on a date.
    /// - Complexity: O(spans + days) for days of 24 plain hours; a day whose offset changes
    ///   (or that does not start at its zone's midnight) is walked by quarter hours.
    package static func seconds(merged: [TimeSpan], layout: DayLayout, calendar: (LocalDate) -> DayCalendar) -> [[Double]] {
        var cells = [[Double]](repeating: [Double](repeating: 0, count: 24), count: 7)
        add(merged: merged, layout: layout, days: 0..<layout.count, calendar: calendar, into: &cells)
        return cells
    }

    /// Adds the seconds of `days` of `layout` to `cells`, day after day as
    /// ``seconds(merged:layout:calendar:)`` adds them: the cells after some days, taken up
    /// with the next days, are the cells of all of them to the bit.
    package static func add(merged: [TimeSpan], layout: DayLayout, days: Range<Int>, calendar: (LocalDate) -> DayCalendar,
                            into cells: inout [[Double]]) {
        var span = 0
        for day in days {
            let start = layout.bounds[day], end = layout.bounds[day + 1]
            guard end > start else { continue }
            while span < merged.count, merged[span].end <= start { span += 1 }
            guard span < merged.count, merged[span].start < end else { continue }
            let date = layout.first.adding(days: day)
            let row = date.mondayIndex
            let zone = calendar(date)
            let offset = zone.offset(at: start)
            let plain = end - start == 86_400 && zone.offset(at: end - 1) == offset
                && (start + Double(offset)).truncatingRemainder(dividingBy: 86_400) == 0
            var next = span
            while next < merged.count, merged[next].start < end {
                let a = Swift.max(merged[next].start, start), b = Swift.min(merged[next].end, end)
                if plain {
                    var at = a
                    while at < b {
                        let hour = Swift.min(23, Int(((at - start) / 3_600).rounded(.down)))
                        let stop = Swift.min(b, start + Double(hour + 1) * 3_600)
                        cells[row][hour] += stop - at
                        at = stop
                    }
                } else {
                    var at = a
                    while at < b {
                        let wall = at + Double(zone.offset(at: at))
                        let into = wall - (wall / 86_400).rounded(.down) * 86_400
                        let hour = Swift.min(23, Swift.max(0, Int((into / 3_600).rounded(.down))))
                        // Offsets change on a quarter hour of UTC, so no piece straddles a change.
                        let quarter = ((at / 900).rounded(.down) + 1) * 900
                        let stop = Swift.min(b, at + (3_600 - into.truncatingRemainder(dividingBy: 3_600)), quarter)
                        cells[row][hour] += stop - at
                        at = stop
                    }
                }
                if merged[next].end > end { break }
                next += 1
            }
            span = next
        }
    }
}
