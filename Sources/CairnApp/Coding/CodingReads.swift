import CairnCore
import CairnStore

/// The coding goal's reads: a day's rings (`today`), a range of verdicts (`days`) and where
/// the time went (`breakdown`).
extension Workspace {
    /// The longest range one call may ask for (about a century).
    package static let maximumDays = 36_600

    /// The rings of `date` (today when nil), the week so far and the streak.
    /// - Returns: the report, the goals in force on that date and whether the flame is shown.
    package func todayReport(on asked: LocalDate?) throws(AppError) -> ReadResult<(report: TodayReport, config: GoalConfig, flame: Bool)> {
        let store = try openCodingStore()
        let skipped = try skippedRows(store)
        let (engine, today) = try clock(store)
        let date = asked ?? today
        let report = try storeCall("cannot read the sessions") {
            try RangeReads.report(engine, store, for: date, today: today, now: now.timeIntervalSince1970,
                                  onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
        }
        let flame = try storeCall("cannot read the settings") { try store.encouragement().streaks }
        return ReadResult((report, engine.config(on: date), flame), skipped: skipped)
    }

    /// One verdict per date from `from` (a week before `to` when nil) through `to` (today when nil).
    /// - Returns: the verdicts and the week's first day in force on the last date.
    package func days(from askedFrom: LocalDate?, to askedTo: LocalDate?) throws(AppError) -> ReadResult<(days: [DayVerdict], firstWeekday: Weekday)> {
        if let askedFrom, let askedTo { try Self.checkRange(from: askedFrom, to: askedTo) }
        let store = try openCodingStore()
        let skipped = try skippedRows(store)
        let (engine, today) = try clock(store)
        let to = askedTo ?? today
        let from = askedFrom ?? to.adding(days: -6)
        try Self.checkRange(from: from, to: to)
        let days = try storeCall("cannot read the sessions") {
            try RangeReads.verdicts(engine, store, from: from, through: to, today: today, now: now.timeIntervalSince1970,
                                    onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
        }
        return ReadResult((days, engine.config(on: to).firstWeekday), skipped: skipped)
    }

    /// Seconds per project, language, editor or source over `from` (a week before `to` when
    /// nil) through `to` (today when nil); the rows add up to the days' coded seconds.
    package func breakdown(by dimension: BreakdownDimension, from askedFrom: LocalDate?,
                           to askedTo: LocalDate?) throws(AppError) -> (rows: [BreakdownRow], from: LocalDate, to: LocalDate) {
        if let askedFrom, let askedTo { try Self.checkRange(from: askedFrom, to: askedTo) }
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let to = askedTo ?? today
        let from = askedFrom ?? to.adding(days: -6)
        try Self.checkRange(from: from, to: to)
        let read = try CodingRangeRead(self, store, engine: engine, today: today, from: from, to: to)
        let rows = Breakdown.rows(read.sessions, by: dimension, within: read.range, untimedSeconds: read.untimedSeconds)
        return (rows, from, to)
    }

    /// Refuses a range that runs backwards or is longer than ``maximumDays``.
    package static func checkRange(from: LocalDate, to: LocalDate) throws(AppError) {
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        guard from.distance(to: to) < maximumDays else { throw .usage("the range is longer than \(maximumDays) days; ask for less") }
    }
}
