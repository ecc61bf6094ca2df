import CairnCore
import CairnStore

/// The coding analytics screen's read: one range's breakdowns, days and rhythm.
extension Workspace {
    /// The dimensions the analytics break the time down by, in order.
    package static let analyticsDimensions: [BreakdownDimension] = [.project, .language, .editor, .source]

    /// Where the time of `range` went: per project, language, editor and source (the rows
    /// `breakdown` gives for the same days), the days' totals with their goals, the total, the
    /// average per working day, the best day, and the weekday × hour rhythm.
    package func codingAnalytics(_ range: CodingRange) throws(AppError) -> CodingAnalyticsDocument {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let read = try rangeRead(range, store, engine: engine, today: today)
        // One sort of the sessions' starts and ends for the four breakdowns.
        let sorted = SharedTime.Sorted(read.sessions, within: read.range)
        let breakdowns = Self.analyticsDimensions.map { dimension in
            CodingBreakdown(by: dimension, rows: Breakdown.rows(sorted, by: dimension, untimedSeconds: read.untimedSeconds))
        }
        let days = read.days.map {
            CodingDay(date: $0.date, seconds: $0.codedSeconds, goalSeconds: $0.goalSeconds, isRestDay: $0.isRestDay,
                      onHold: $0.status == .hold, status: $0.status)
        }
        let working = read.days.filter { $0.status != nil && $0.status != .hold && !$0.isRestDay }
        let workingSeconds = working.reduce(0) { $0 + $1.codedSeconds }
        let best = read.days.filter { $0.codedSeconds > 0 }
            .max { $0.codedSeconds != $1.codedSeconds ? $0.codedSeconds < $1.codedSeconds : $0.date > $1.date }
        let merged = TimeSpan.union(read.sessions.map(\.span)).compactMap { span -> TimeSpan? in
            let start = Swift.max(span.start, read.range.start), end = Swift.min(span.end, read.range.end)
            return end > start ? TimeSpan(start: start, end: end) : nil
        }
        let cells = CodingRhythm.seconds(merged: merged, layout: read.layout, calendar: engine.calendar(on:))
        let first = engine.config(on: read.to).firstWeekday
        let order = (0..<7).map { (first.mondayIndex + $0) % 7 }
        return CodingAnalyticsDocument(
            range: CodingRangeDocument(key: range.key, from: read.from, to: read.to),
            totalSeconds: read.days.reduce(0) { $0 + $1.codedSeconds },
            workingDays: working.count,
            averagePerWorkingDaySeconds: working.isEmpty ? nil : workingSeconds / Double(working.count),
            bestDay: best.map { CodingDayTotal(date: $0.date, seconds: $0.codedSeconds) },
            breakdowns: breakdowns, days: days,
            rhythm: order.map { CodingRhythmRow(weekday: Weekday.allCases[$0], seconds: cells[$0]) })
    }

    /// The range's days read once, for the analytics and a project's page.
    func rangeRead(_ range: CodingRange, _ store: any CodingStore, engine: GoalEngine, today: LocalDate) throws(AppError) -> CodingRangeRead {
        let totals = try storeCall("cannot read the day totals") { try store.dayTotals() }
        let start = try storeCall("cannot read the sessions") {
            try RangeReads.seriesStart(engine, store, now: now.timeIntervalSince1970, dayTotals: totals)
        }
        let (from, to) = range.days(today: today, seriesStart: start)
        return try CodingRangeRead(self, store, engine: engine, today: today, from: from, to: to)
    }
}
