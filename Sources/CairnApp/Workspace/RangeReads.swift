import CairnCore
import CairnStore

/// `today` and `days` read only what their dates need: the stored per-day summary
/// (``CodingStore/sessionDayTotals(for:from:count:)``, when the store keeps one) for the days
/// it holds, the sessions reaching into the other days
/// (``CodingStore/sessionSpans(overlapping:_:)``) and the first session's start. Each
/// answer is the one all the sessions would give, to the bit: a day is taken from the summary
/// only when it ended by `now` and the summary's layout cut it at exactly the same instants,
/// and the other days are the same sum of the same pieces of the merged sessions.
package enum RangeReads {
    /// The first day of the series, as ``GoalEngine/seriesStart(merged:dayTotals:)`` finds it
    /// from every session clipped at `now`.
    package static func seriesStart(_ engine: GoalEngine, _ store: any CodingStore, now: Double,
                            dayTotals: [LocalDate: Double]) throws -> LocalDate? {
        // Clipping drops the first merged span only when it starts at or after `now`.
        let first = try store.firstSessionStart().flatMap { $0 < now ? $0 : nil }
        return engine.seriesStart(merged: first.map { [TimeSpan(start: $0, end: $0)] } ?? [], dayTotals: dayTotals)
    }

    /// Per-day totals for every date of `layout`, as ``DaySplitter/totals(merged:)`` gives them
    /// from all the sessions merged and clipped at `now`.
    package static func totals(_ engine: GoalEngine, _ store: any CodingStore, layout: DayLayout, now: Double) throws -> [DayTotals] {
        var totals = [DayTotals](repeating: DayTotals(), count: layout.count)
        var fromSummary = [Bool](repeating: false, count: layout.count)
        // A few weeks read from the sessions cost less than laying out the summary's history.
        if layout.count > 62, let summary = try store.sessionDayTotals(for: engine.history, from: layout.first, count: layout.count) {
            let skip = Swift.max(0, layout.first.distance(to: summary.start))
            if skip < layout.count {
                let last = layout.first.adding(days: layout.count - 1)
                let reference = summary.start == layout.first ? layout : engine.layout(from: summary.start, through: last)
                let offset = summary.start.distance(to: layout.first)
                for i in skip..<layout.count where layout.bounds[i + 1] <= now
                    && reference.bounds[offset + i] == layout.bounds[i] && reference.bounds[offset + i + 1] == layout.bounds[i + 1] {
                    fromSummary[i] = true
                    totals[i] = summary.totals[i]
                }
            }
        }
        var i = 0
        while i < layout.count {
            guard !fromSummary[i] else { i += 1; continue }
            var end = i
            while end < layout.count, !fromSummary[end] { end += 1 }
            let bounds = Array(layout.bounds[i...end])
            let merged = TimeSpan.clipped(TimeSpan.union(try store.sessionSpans(overlapping: bounds[0], bounds[bounds.count - 1])), at: now)
            let part = DaySplitter(bounds: bounds, windowSpans: layout.windowSpans).totals(merged: merged)
            totals.replaceSubrange(i..<end, with: part)
            i = end
        }
        return totals
    }

    /// Verdicts for `from ... through`.
    package static func verdicts(_ engine: GoalEngine, _ store: any CodingStore, from: LocalDate, through: LocalDate, today: LocalDate,
                         now: Double, onHold: Set<LocalDate>, dayTotals: [LocalDate: Double]) throws -> [DayVerdict] {
        guard from <= through else { return [] }
        let layout = engine.layout(from: from, through: through)
        return engine.verdicts(totals: try totals(engine, store, layout: layout, now: now), layout: layout,
                               seriesStart: try seriesStart(engine, store, now: now, dayTotals: dayTotals),
                               today: today, onHold: onHold, dayTotals: dayTotals)
    }

    /// The Today screen for `date`: every day of the series (or of the week, if it started
    /// earlier) through `date`.
    package static func report(_ engine: GoalEngine, _ store: any CodingStore, for date: LocalDate, today: LocalDate, now: Double,
                       onHold: Set<LocalDate>, dayTotals: [LocalDate: Double]) throws -> TodayReport {
        let seriesStart = try seriesStart(engine, store, now: now, dayTotals: dayTotals)
        let weekStart = date.startOfWeek(firstWeekday: engine.config(on: date).firstWeekday)
        let layout = engine.layout(from: Swift.min(seriesStart ?? weekStart, weekStart), through: date)
        let all = engine.verdicts(totals: try totals(engine, store, layout: layout, now: now), layout: layout,
                                  seriesStart: seriesStart, today: today, onHold: onHold, dayTotals: dayTotals)
        return engine.report(for: date, verdicts: all)
    }
}
