import Foundation

/// Converts between instants and local dates in one time zone.
///
/// This is the only place where the engine touches the time-zone database. Local midnight and
/// any wall-clock time follow Python zoneinfo's `fold=0` rules (Foundation's
/// `.nextTimePreservingSmallerComponents` and `.first` policies): a time inside a gap is shifted
/// forward by the gap, a time that happens twice means its first occurrence. A date whose every
/// wall-clock time falls inside a gap (Pacific/Apia 2011-12-30) has a zero-length interval.
public struct DayCalendar: Sendable {
    /// The zone days are counted in.
    public let timeZone: TimeZone

    /// Creates a calendar for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// A Gregorian `Calendar` in this zone, for formatting at the edges.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The zone's offset from UTC, in seconds, at an instant given in epoch seconds.
    @inlinable
    public func offset(at seconds: Double) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds.rounded(.down)))
    }

    /// The local date whose wall clock shows at `instant`.
    public func localDate(of instant: Date) -> LocalDate {
        localDate(atSeconds: instant.timeIntervalSince1970)
    }

    /// The local date at an instant given in epoch seconds.
    public func localDate(atSeconds seconds: Double) -> LocalDate {
        let wall = seconds + Double(offset(at: seconds))
        return LocalDate(daysSinceEpoch: Plausible.clampedInt((wall / 86_400).rounded(.down)))
    }

    /// The wall-clock time of day at `instant`, in seconds since local midnight.
    public func secondsIntoDay(at instant: Date) -> Double {
        let seconds = instant.timeIntervalSince1970
        let wall = seconds + Double(offset(at: seconds))
        return wall - (wall / 86_400).rounded(.down) * 86_400
    }

    /// The instant at which the wall clock shows `secondsIntoDay` on `date`, by the `fold=0` rules.
    ///
    /// - Parameters:
    ///   - date: the local date.
    ///   - secondsIntoDay: seconds after local midnight; 86 400 means the next midnight.
    public func instant(on date: LocalDate, secondsIntoDay: Double) -> Date {
        Date(timeIntervalSince1970: epochSeconds(on: date, secondsIntoDay: secondsIntoDay))
    }

    /// ``instant(on:secondsIntoDay:)`` in epoch seconds.
    public func epochSeconds(on date: LocalDate, secondsIntoDay: Double) -> Double {
        let wall = Double(date.daysSinceEpoch) * 86_400 + secondsIntoDay
        // The offset well before the wall time: a day earlier is before any transition that
        // could decide this wall time (zones never change twice within a day).
        let early = Double(offset(at: wall - 86_400))
        let first = wall - early
        if Double(offset(at: first)) == early { return first }  // valid, or first of two
        let late = Double(offset(at: first))
        let second = wall - late
        if Double(offset(at: second)) == late { return second }  // valid only after the change
        return first  // inside a gap: shifted forward by the gap
    }

    /// The instants `[start, end)` of `date`: 24 hours on most days, 23 or 25 (or 23.5, 24.5)
    /// around a change of offset, and zero for a date that does not exist in this zone.
    public func interval(of date: LocalDate) -> DateInterval {
        let start = epochSeconds(on: date, secondsIntoDay: 0)
        let end = epochSeconds(on: date.adding(days: 1), secondsIntoDay: 0)
        return DateInterval(
            start: Date(timeIntervalSince1970: start),
            end: Date(timeIntervalSince1970: Swift.max(start, end)))
    }

    /// Whether any instant of `date` exists in this zone.
    public func exists(_ date: LocalDate) -> Bool {
        interval(of: date).duration > 0
    }

    /// Precomputes the day boundaries and offset changes of `first ... last` for fast splitting.
    ///
    /// - Complexity: O(days) zone look-ups, a few per day; every later split is table arithmetic.
    package func table(from first: LocalDate, through last: LocalDate) -> DayTable {
        DayTable(calendar: self, first: first, last: Swift.max(first, last))
    }
}
