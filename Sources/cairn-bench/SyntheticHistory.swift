import CairnCore
import Foundation

/// Ten years of synthetic coding sessions, seeded so every run measures the same input.
enum SyntheticHistory {
    /// `perDay` sessions a day from 2016-01-01 for `years` years in `zone`, sorted by start,
    /// spread evenly over each local day with jitter; lengths run up to 1.5 × the spacing, so
    /// about a third overlap their neighbour and some cross midnight.
    static func spans(zone: TimeZone, years: Int = 10, perDay: Int) -> [TimeSpan] {
        var rng = BenchRandom(seed: 2026)
        let calendar = DayCalendar(timeZone: zone)
        let first = LocalDate(year: 2016, month: 1, day: 1) ?? LocalDate(daysSinceEpoch: 16_801)
        let days = years * 365 + years / 4
        var spans: [TimeSpan] = []
        spans.reserveCapacity(days * perDay)
        let table = calendar.table(from: first, through: first.adding(days: days))
        for day in 0..<days {
            let start = table.bounds[day], end = table.bounds[day + 1]
            guard end > start else { continue }
            let step = (end - start) / Double(perDay)
            for i in 0..<perDay {
                let begin = start + Double(i) * step + Double(rng.next() % 1000) / 1000 * step * 0.5
                let length = 1 + Double(rng.next() % 1000) / 1000 * step * 1.5
                spans.append(TimeSpan(start: begin, end: begin + length))
            }
        }
        spans.sort { $0.start < $1.start }
        return spans
    }
}

/// SplitMix64, seeded.
struct BenchRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
