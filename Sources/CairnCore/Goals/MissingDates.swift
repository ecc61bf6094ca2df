import Foundation

extension GoalEngine {
    /// The dates of `from ... through` with no time in them, each as a disruption for every
    /// trackable: the same as `layout(from:through:).missingDates`, without laying out every day.
    ///
    /// A date can only be empty beside a change of settings (a new zone) or a change of the
    /// zone's offset (a zone skipping a day, as Pacific/Apia did on 2011-12-30); on every other
    /// date the wall clock runs a whole day. So only the days around those changes are laid out,
    /// two days either side, found with the zone's own list of offset changes.
    ///
    /// - Parameters:
    ///   - from: The first date; a `through` before it lays out `from` alone, as ``layout(from:through:)``.
    ///   - through: The last date.
    /// - Complexity: O(versions + offset changes in the range) zone look-ups, against O(days)
    ///   for the whole layout: a ten-year range in a zone with summer time lays out about a
    ///   hundred days instead of 3 650.
    public func missingDates(from: LocalDate, through: LocalDate) -> [Disruption] {
        let through = Swift.max(from, through)
        var centres: [LocalDate] = [from]
        var index = Timed.index(of: from, in: versions)
        var start = from
        while start <= through {
            let version = versions[index]
            let next = index + 1 < versions.count ? versions[index + 1].from : nil
            let end = next.map { Swift.min(through, $0.adding(days: -1)) } ?? through
            if index > 0, version.from == start { centres.append(start) }
            let calendar = version.calendar
            var instant = calendar.epochSeconds(on: start.adding(days: -2), secondsIntoDay: 0)
            let last = calendar.epochSeconds(on: end.adding(days: 3), secondsIntoDay: 0)
            while let change = calendar.timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: instant)),
                  change.timeIntervalSince1970 <= last, change.timeIntervalSince1970 > instant {
                instant = change.timeIntervalSince1970
                centres.append(calendar.localDate(atSeconds: instant - 1))
                centres.append(calendar.localDate(atSeconds: instant))
            }
            guard let next, index + 1 < versions.count else { break }
            start = Swift.max(start, next)
            index += 1
        }
        // Each centre two days either side, clipped to the range, overlapping windows joined.
        var windows: [(first: LocalDate, last: LocalDate)] = []
        for centre in centres.sorted() {
            let first = Swift.max(from, centre.adding(days: -2)), last = Swift.min(through, centre.adding(days: 2))
            guard first <= last else { continue }
            if let open = windows.last, first.daysSinceEpoch <= open.last.daysSinceEpoch + 1 {
                windows[windows.count - 1].last = Swift.max(open.last, last)
            } else {
                windows.append((first, last))
            }
        }
        return windows.flatMap { DayLayout(from: $0.first, through: $0.last, versions: versions).missingDates }
    }
}
