import CairnCore
import CairnStore

/// What every coding read over a range of days takes from the store once: the days laid out in
/// the zones in force on them, the sessions reaching into them and the days' verdicts. The
/// breakdown, the analytics screen and a project's page all read it, so they agree to the bit.
struct CodingRangeRead {
    /// The engine of the stored goal history.
    var engine: GoalEngine
    /// Today, in the zone in force now.
    var today: LocalDate
    /// The first and last day read.
    var from: LocalDate, to: LocalDate
    /// The days cut at their own midnights.
    var layout: DayLayout
    /// `[start of from, min(end of to, now))`.
    var range: TimeSpan
    /// The sessions reaching into ``range``, with their names.
    var sessions: [Session]
    /// One verdict per day of the range.
    var days: [DayVerdict]

    /// The days' coding known only from daily totals.
    var untimedSeconds: Double { days.reduce(0) { $0 + $1.untimedSeconds } }

    /// Reads `from ... to` (checked) from `store`, clipped at the workspace's now; with
    /// `withSessions` false only the verdicts (``sessions`` is then empty).
    init(_ workspace: Workspace, _ store: any CodingStore, engine: GoalEngine, today: LocalDate, from: LocalDate, to: LocalDate,
         withSessions: Bool = true) throws(AppError) {
        let now = workspace.now.timeIntervalSince1970
        try Workspace.checkRange(from: from, to: to)
        self.engine = engine
        self.today = today
        self.from = from
        self.to = to
        // Cut at the days' own midnights (each in the zone in force on it), and never past now;
        // only the sessions reaching into that range are read.
        let layout = engine.layout(from: from, through: to)
        let range = TimeSpan(start: layout.bounds.first ?? 0, end: Swift.min(layout.bounds.last ?? 0, now))
        self.layout = layout
        self.range = range
        (sessions, days) = try workspace.storeCall("cannot read the sessions") {
            let holds = try store.goalHoldDates(), totals = try store.dayTotals()
            // The days' own verdicts say how much of their coding is known only as a daily total.
            return (withSessions ? try store.sessions(overlapping: range.start, Swift.max(range.start, range.end)) : [],
                    try RangeReads.verdicts(engine, store, from: from, through: to, today: today, now: now, onHold: holds, dayTotals: totals))
        }
    }
}
