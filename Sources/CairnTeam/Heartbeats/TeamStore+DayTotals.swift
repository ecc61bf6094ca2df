import CairnCore
import Foundation

/// Each person's coded seconds per day (in their time zone), kept on write so a read of a range
/// reads only that range's rows.
extension TeamStore {
    /// One day's total.
    public struct DayTotal: Sendable, Hashable, Codable {
        /// `YYYY-MM-DD` in the person's time zone.
        public var day: String
        /// Seconds of coding that day.
        public var seconds: Double
    }

    /// `person`'s totals of the days `from ... through` (`YYYY-MM-DD`) that have any coding.
    public func dayTotals(of person: Person, from: String, through: String) throws(TeamError) -> [DayTotal] {
        try connection.execute("""
            SELECT to_char(day, 'YYYY-MM-DD'), seconds FROM person_day_totals
            WHERE person_id = $1 AND day >= $2::date AND day <= $3::date ORDER BY day
            """, [String(person.id), from, through]).rows.compactMap { row in
            guard row.count == 2, let day = row[0], let seconds = row[1].flatMap(Double.init) else { return nil }
            return DayTotal(day: day, seconds: seconds)
        }
    }

    /// Recounts `person`'s days from the one holding `fromMs` through the one holding `throughMs`
    /// from their sessions (split at their midnights), replacing those days' rows.
    func recountDays(_ person: Person, from fromMs: Int64, through throughMs: Int64) throws(TeamError) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: person.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let first = calendar.startOfDay(for: Date(timeIntervalSince1970: Double(fromMs) / 1000))
        let lastDay = calendar.startOfDay(for: Date(timeIntervalSince1970: Double(throughMs) / 1000))
        guard let end = calendar.date(byAdding: .day, value: 1, to: lastDay) else { return }
        var midnights: [Date] = [first]
        while let last = midnights.last, last < end, let next = calendar.date(byAdding: .day, value: 1, to: last) {
            midnights.append(next)
        }
        let startMs = TeamStore.milliseconds(first.timeIntervalSince1970), endMs = TeamStore.milliseconds(end.timeIntervalSince1970)
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
        // `YYYY-MM-DD` from the calendar's fields: a DateFormatter made per call took 9 % of the
        // team server's CPU under `cairn-bench team` (perf, 2026-12-02).
        let format = { (date: Date) -> String in
            let fields = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", fields.year ?? 1970, fields.month ?? 1, fields.day ?? 1)
        }
        try connection.execute("DELETE FROM person_day_totals WHERE person_id = $1 AND day >= $2::date AND day < $3::date",
                               [id, format(first), format(end)])
        for (index, total) in seconds.enumerated() where total > 0 {
            try connection.execute("INSERT INTO person_day_totals (person_id, day, seconds) VALUES ($1, $2::date, $3)",
                                   [id, format(midnights[index]), String(total)])
        }
    }
}
