import CairnCore
import CairnStore
import Foundation

/// A run of days' coding read once (``CodingRangeRead``): their verdicts (the same as `days`),
/// their local midnights and the sessions reaching into them, with each day's sessions found
/// once, so any day's breakdown (the same as `breakdown` for that day) costs only its own sessions.
package struct CodingDaysRead: Sendable {
    /// One verdict per date, in date order.
    package var days: [DayVerdict]
    /// `days.count + 1` instants (epoch seconds): each day's local midnight, then the next one.
    package var bounds: [Double]
    /// The sessions reaching into the range, by start.
    package var sessions: [Session]
    /// The person's today.
    package var today: LocalDate
    /// When the answer was read (epoch seconds); no day counts time after it.
    package var now: Double
    /// The zone in force on the last day.
    package var timeZone: String
    /// The goals in force on the last day.
    package var config: GoalConfig
    /// The goals through time, for what a week or a day asks of them.
    package var engine: GoalEngine
    /// The indices into `sessions` of those reaching into each day.
    private var perDay: [[Int]]

    init(days: [DayVerdict], bounds: [Double], sessions: [Session], today: LocalDate, now: Double, engine: GoalEngine, config: GoalConfig,
         splitByDay: Bool) {
        self.days = days
        self.bounds = bounds
        self.sessions = sessions
        self.today = today
        self.now = now
        self.config = config
        self.engine = engine
        timeZone = config.timeZoneIdentifier
        var perDay = [[Int]](repeating: [], count: splitByDay ? days.count : 0)
        for (index, session) in (splitByDay ? sessions : []).enumerated() {
            let span = session.span
            guard span.end > span.start else { continue }
            // The last midnight at or before the start, then every day the session reaches.
            var low = 0, high = bounds.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if bounds[mid] <= span.start { low = mid } else { high = mid - 1 }
            }
            var day = bounds.first.map { span.start < $0 ? 0 : low } ?? 0
            while day < days.count, bounds[day] < span.end {
                if bounds[day + 1] > span.start { perDay[day].append(index) }
                day += 1
            }
        }
        self.perDay = perDay
    }

    /// The instants `[start, end)` of day `index`, never past `now`.
    package func span(ofDay index: Int) -> TimeSpan {
        TimeSpan(start: bounds[index], end: Swift.max(bounds[index], Swift.min(bounds[index + 1], now)))
    }

    /// The whole range's instants, never past `now`.
    package var span: TimeSpan {
        TimeSpan(start: bounds.first ?? 0, end: Swift.max(bounds.first ?? 0, Swift.min(bounds.last ?? 0, now)))
    }

    /// The sessions reaching into day `index`, keeping only `project`'s when given.
    package func sessions(ofDay index: Int, project: String? = nil) -> [Session] {
        perDay[index].map { sessions[$0] }.filter { project == nil || $0.project == project }
    }

    /// Where day `index`'s time went, by `dimension`: `breakdown`'s rows for that day (the part
    /// known only as a daily total is its own row; none when `project` narrows the sessions).
    package func rows(ofDay index: Int, by dimension: BreakdownDimension, project: String? = nil) -> [BreakdownRow] {
        Breakdown.rows(sessions(ofDay: index, project: project), by: dimension, within: span(ofDay: index),
                       untimedSeconds: project == nil ? days[index].untimedSeconds : 0)
    }

    /// Where the whole range's time went, by each of `dimensions`: `breakdown`'s rows for the
    /// range, the sessions sorted once for all of them.
    package func rows(by dimensions: [BreakdownDimension], project: String? = nil) -> [[BreakdownRow]] {
        let chosen = project.map { name in sessions.filter { $0.project == name } } ?? sessions
        let sorted = SharedTime.Sorted(chosen, within: span)
        let untimed = project == nil ? days.reduce(0) { $0 + $1.untimedSeconds } : 0
        return dimensions.map { Breakdown.rows(sorted, by: $0, untimedSeconds: untimed) }
    }
}

/// What a ``CodingDaysRead`` holds of the sessions.
package enum CodingDaysSessions: Sendable {
    /// None: only the days' verdicts are asked.
    case none
    /// The range's sessions, for its breakdowns.
    case whole
    /// The range's sessions, also found per day (``CodingDaysRead/sessions(ofDay:project:)``).
    case perDay
}

extension Workspace {
    /// The days `from ... through` with their sessions, in one read (``CodingRangeRead``, as
    /// the breakdown and the coding screens read them), split per day.
    /// Only what `sessions` asks of the sessions is read and split.
    /// - Complexity: O(days + sessions in the range · log days).
    package func codingDays(from: LocalDate, through: LocalDate, sessions: CodingDaysSessions = .perDay) throws(AppError) -> CodingDaysRead {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let read = try CodingRangeRead(self, store, engine: engine, today: today, from: from, to: through, withSessions: sessions != .none)
        return CodingDaysRead(days: read.days, bounds: read.layout.bounds, sessions: read.sessions, today: today,
                              now: now.timeIntervalSince1970, engine: engine, config: engine.config(on: through),
                              splitByDay: sessions == .perDay)
    }

    /// The person's today and the first day of their coding series (today when there is none).
    package func codingSeries() throws(AppError) -> (first: LocalDate, today: LocalDate) {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let first = try storeCall("cannot read the sessions") {
            try RangeReads.seriesStart(engine, store, now: now.timeIntervalSince1970, dayTotals: try store.dayTotals())
        }
        return (Swift.min(first ?? today, today), today)
    }
}
