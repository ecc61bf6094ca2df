/// How a stored per-day summary of the coding is laid out and split again: the SQLite store's
/// `session_day_totals` and a team person's `person_summary_days` both call these, so every
/// store cuts its days at the same instants and keeps the same doubles.
extension GoalEngine {
    /// Every day of `merged` (sorted, disjoint spans) split from the first span's date through
    /// the day after the last one's end: the date the summary starts on and its totals; `nil`
    /// when there are no spans.
    /// - Complexity: O(spans + days).
    package func summaryTotals(merged: [TimeSpan]) -> (start: LocalDate, totals: [DayTotals])? {
        guard let first = merged.first, let last = merged.last else { return nil }
        let start = date(atSeconds: first.start)
        let layout = layout(from: start, through: date(atSeconds: last.end).adding(days: 1))
        return (start, layout.splitter.totals(merged: merged))
    }

    /// The days of a summary laid out from `start` that a change of the sessions within
    /// `from ... through` (epoch seconds) may have moved, a day either side (the dates are the
    /// engine's, the cuts the layout's): the first and last of them and a splitter cutting them
    /// at exactly the instants the whole layout from `start` does. `nil` when the change reaches
    /// before the day after `start`: the summary's first date moves, so rebuild it whole.
    package func summaryResplit(start: LocalDate, from: Double, through: Double) -> (first: LocalDate, last: LocalDate, splitter: DaySplitter)? {
        guard start.adding(days: 1) <= date(atSeconds: from) else { return nil }
        let first = Swift.max(date(atSeconds: from).adding(days: -1), start)
        let last = date(atSeconds: through).adding(days: 1)
        let reference = layout(from: start, through: last)
        let offset = start.distance(to: first), count = first.distance(to: last) + 1
        return (first, last, DaySplitter(bounds: Array(reference.bounds[offset...(offset + count)]), windowSpans: reference.windowSpans))
    }
}
