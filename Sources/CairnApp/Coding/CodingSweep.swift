import CairnCore
import CairnStore

/// The sweep a coding read over a range takes its breakdowns, a project's days and the rhythm
/// from: over every session of the range, or, when the range starts at the first session and
/// the stored summary holds (``Store/codingSummaryMark(for:layout:rangeStart:end:)``), taken up
/// at the summary's mark with only the sessions from there on. Both give the same numbers to
/// the bit (`CodingSummaryTests`).
struct CodingSweep {
    /// The sessions read (from the mark on, when there is one), sorted over the range.
    let sorted: SharedTime.Sorted
    let sessions: [Session]
    let range: TimeSpan
    let mark: CodingSummaryMark?

    init(sessions: [Session], within range: TimeSpan, mark: CodingSummaryMark?) {
        sorted = SharedTime.Sorted(sessions, within: range)
        self.sessions = sessions
        self.range = range
        self.mark = mark
    }

    /// ``Breakdown``'s rows by `dimension`.
    func rows(by dimension: BreakdownDimension, untimedSeconds: Double) -> [BreakdownRow] {
        guard let mark else { return Breakdown.rows(sorted, by: dimension, untimedSeconds: untimedSeconds) }
        let (keys, seconds) = sorted.seconds(key: { CodingSummaryKey.name(dimension, $0) }, resuming: mark.mark(dimension))
        return Breakdown.rows(names: keys, seconds: seconds, untimedSeconds: untimedSeconds)
    }

    /// The seconds of `project`'s names by `dimension` (`.language` or `.editor`): the sessions
    /// of every project share their instants, and only the project's own are kept.
    func names(of project: String, by dimension: BreakdownDimension) -> [(name: String, seconds: Double)] {
        guard let mark else {
            let (keys, seconds) = sorted.names { session -> String? in
                CodingSummaryKey.name(.project, session) == project ? CodingSummaryKey.name(dimension, session) : nil
            }
            return zip(keys, seconds).compactMap { key, value in key.map { ($0, value) } }
        }
        let (keys, seconds) = sorted.seconds(key: { CodingSummaryKey.pair(dimension, $0) }, resuming: mark.pairMark(dimension))
        return zip(keys, seconds).compactMap { key, value in key.outer == project ? (key.inner, value) : nil }
    }

    /// `project`'s seconds on each day of `layout`, the days cut at `bounds` (the layout's, never
    /// past now): the summarised days before the mark from `store`, the others swept.
    func daily(of project: String, layout: DayLayout, bounds: [Double], store: any CodingStore) throws -> [Double] {
        let own: (Session) -> Bool = { CodingSummaryKey.name(.project, $0) == project }
        guard let mark else { return sorted.daily(bounds: bounds, own: own) }
        let before = try store.codingSummaryDays(project: project, from: layout.first, count: mark.index)
        return before + sorted.daily(resumingAt: Array(bounds[mark.index...]), own: own)
    }

    /// The weekday × hour rhythm (``CodingRhythm``) over `layout`.
    func rhythm(layout: DayLayout, calendar: (LocalDate) -> DayCalendar) -> [[Double]] {
        let merged = TimeSpan.union(sessions.map(\.span)).compactMap { span -> TimeSpan? in
            let start = Swift.max(span.start, range.start), end = Swift.min(span.end, range.end)
            return end > start ? TimeSpan(start: start, end: end) : nil
        }
        guard let mark else { return CodingRhythm.seconds(merged: merged, layout: layout, calendar: calendar) }
        var cells = mark.rhythm
        CodingRhythm.add(merged: merged, layout: layout, days: mark.index..<layout.count, calendar: calendar, into: &cells)
        return cells
    }
}
