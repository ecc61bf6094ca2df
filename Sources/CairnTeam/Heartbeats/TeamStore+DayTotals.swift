import CairnCore
import Foundation

/// Each person's coded seconds per day in their `people.time_zone`, counted from their sessions.
extension TeamStore {
    /// One day's total.
    public struct DayTotal: Sendable, Hashable, Codable {
        /// `YYYY-MM-DD` in the person's time zone.
        public var day: String
        /// Seconds of coding that day.
        public var seconds: Double
    }

    /// `person`'s seconds of coding on each day of `from ... through` (`YYYY-MM-DD`, midnights
    /// in their `people.time_zone`) that has any, from their sessions reaching into the range.
    /// - Complexity: the range's sessions (nothing is kept for it on write: the reads of the
    ///   goal's days use the per-day summary, ``summaryDayTotals(of:for:from:count:)``).
    public func dayTotals(of person: Person, from: String, through: String) throws(TeamError) -> [DayTotal] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: person.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        guard let fromDate = LocalDate(iso: from), let throughDate = LocalDate(iso: through) else {
            throw .usage("days are written YYYY-MM-DD, not \(from) or \(through)")
        }
        // The start of the day (a midnight a DST change skips starts it at the first instant after).
        func midnight(_ date: LocalDate) -> Date? {
            let fields = date.components
            return calendar.date(from: DateComponents(year: fields.year, month: fields.month, day: fields.day, hour: 12))
                .map { calendar.startOfDay(for: $0) }
        }
        guard fromDate <= throughDate, let first = midnight(fromDate) else { return [] }
        var midnights: [Date] = [first]
        var day = fromDate
        while day <= throughDate {
            day = day.adding(days: 1)
            guard let next = midnight(day) else { break }
            midnights.append(next)
        }
        let startMs = TeamStore.milliseconds(first.timeIntervalSince1970)
        let endMs = TeamStore.milliseconds((midnights.last ?? first).timeIntervalSince1970)
        let id = String(person.id)
        // No session reaching into the range starts before it by more than the longest one; the
        // sessions are merged first, as the reads merge them (imported ones may overlap).
        let sessions = try connection.execute("""
            SELECT start_ms, duration_ms FROM person_sessions WHERE person_id = $1 AND start_ms < $3
            AND start_ms + duration_ms > $2 AND start_ms >= $2::bigint - \(TeamStore.longestSession)
            ORDER BY start_ms, duration_ms
            """, [id, String(startMs), String(endMs)])
        let spans = TimeSpan.union(sessions.rows.compactMap { row -> TimeSpan? in
            guard row.count == 2, let start = row[0].flatMap({ Int64($0) }), let duration = row[1].flatMap({ Int64($0) }) else { return nil }
            return TimeSpan(start: Double(start) / 1000, end: Double(start + duration) / 1000)
        })
        var seconds = [Double](repeating: 0, count: max(0, midnights.count - 1))
        for span in spans {
            let from = span.start, to = span.end
            for index in seconds.indices {
                let dayStart = midnights[index].timeIntervalSince1970, dayEnd = midnights[index + 1].timeIntervalSince1970
                let overlap = min(to, dayEnd) - max(from, dayStart)
                if overlap > 0 { seconds[index] += overlap }
            }
        }
        var totals: [DayTotal] = []
        for (index, total) in seconds.enumerated() where total > 0 {
            totals.append(DayTotal(day: fromDate.adding(days: index).description, seconds: total))
        }
        return totals
    }
}
