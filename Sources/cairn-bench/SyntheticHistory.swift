import CairnCore
import Foundation

/// Ten years of synthetic coding sessions, seeded so every run measures the same input.
enum SyntheticHistory {
    /// `perDay` sessions a day from 2016-01-01 for `years` years in `zone`, sorted by start,
    /// spread over each local day's waking hours (08:00 to midnight) with jitter; each lasts
    /// 5 minutes to 2 hours, but no more than 1.5 × the spacing, so some overlap their neighbour
    /// and a few late ones cross midnight.
    static func spans(zone: TimeZone, years: Int = 10, perDay: Int) -> [TimeSpan] {
        var rng = SplitMix64(seed: 2026)
        let calendar = DayCalendar(timeZone: zone)
        let first = LocalDate(year: 2016, month: 1, day: 1) ?? LocalDate(daysSinceEpoch: 16_801)
        let days = years * 365 + years / 4
        var spans: [TimeSpan] = []
        spans.reserveCapacity(days * perDay)
        let table = calendar.table(from: first, through: first.adding(days: days))
        for day in 0..<days {
            let start = table.bounds[day], end = table.bounds[day + 1]
            guard end > start else { continue }
            let waking = start + (end - start) / 3
            let step = (end - waking) / Double(perDay)
            for i in 0..<perDay {
                let begin = waking + Double(i) * step + Double(rng.next() % 1000) / 1000 * step * 0.5
                let length = Swift.min(300 + Double(rng.next() % 6900), step * 1.5)
                spans.append(TimeSpan(start: begin, end: begin + length))
            }
        }
        spans.sort { $0.start < $1.start }
        return spans
    }
}
