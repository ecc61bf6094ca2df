import CairnCore
import Foundation

/// Splitting sessions at local midnights and intersecting them with the window, one core.
enum SplittingBench {
    static func run() {
        guard let zone = TimeZone(identifier: "America/Denver") else { return }
        let spans = SyntheticHistory.spans(zone: zone, perDay: 600)
        let calendar = DayCalendar(timeZone: zone)
        let first = calendar.localDate(atSeconds: spans[0].start)
        let last = calendar.localDate(atSeconds: spans[spans.count - 1].end)
        guard let window = try? TimeWindow(parsing: "20:00-02:00") else { return }

        var splitter = DaySplitter(table: calendar.table(from: first, through: last), window: window)
        let prepare = Measure.seconds(runs: 5) {
            splitter = DaySplitter(table: calendar.table(from: first, through: last), window: window)
        }
        var merged: [TimeSpan] = []
        let union = Measure.seconds(runs: 5) { merged = TimeSpan.union(spans) }
        let sweep = Measure.seconds(runs: 7) { Measure.consume(splitter.totals(merged: merged)) }
        let whole = Measure.seconds(runs: 5) {
            let table = calendar.table(from: first, through: last)
            Measure.consume(DaySplitter(table: table, window: window).totals(merged: TimeSpan.union(spans)))
        }
        let n = Double(spans.count)
        print("Session splitting + window intersection (America/Denver, \(first)…\(last), window 20:00-02:00)")
        print("  sessions                 \(spans.count) (\(merged.count) after merging overlaps), \(splitter.bounds.count - 1) days")
        print("  day table + window spans \(Measure.format(Measure.median(prepare) * 1000, 2)) ms once per range")
        print("  merge (union)            \(Measure.format(n / Measure.median(union) / 1e6)) M sessions/s")
        print("  split + intersect sweep  \(Measure.format(n / Measure.median(sweep) / 1e6)) M sessions/s")
        print("  all of it, end to end    \(Measure.format(n / Measure.median(whole) / 1e6)) M sessions/s   (target ≥ 5)")
    }
}
