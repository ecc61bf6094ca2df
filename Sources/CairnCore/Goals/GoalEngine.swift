import Foundation

/// The pure functions that turn sessions and a ``GoalConfig`` into verdicts, rings and streaks.
///
/// Nothing here reads the clock or the environment: "today" and the sessions are passed in.
public struct GoalEngine: Sendable {
    /// A version of the settings with its calendar, worked out once.
    struct Timed: Sendable {
        var from: LocalDate?
        var config: GoalConfig
        var calendar: DayCalendar
        /// The rest days as bits by ``Weekday/mondayIndex``: a verdict asks once a day, and a
        /// `Set<Weekday>` hashes the weekday's name each time.
        var restMask: UInt8

        init(from: LocalDate?, config: GoalConfig, calendar: DayCalendar) {
            self.from = from
            self.config = config
            self.calendar = calendar
            restMask = config.restDays.reduce(0) { $0 | UInt8(1 << $1.mondayIndex) }
        }

        /// The index of the version in force on `date`.
        static func index(of date: LocalDate, in versions: [Timed]) -> Int {
            var low = 0, high = versions.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if let from = versions[mid].from, from <= date { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    /// The settings history every day is judged by.
    public let history: GoalHistory
    /// The newest settings (the ones a new day is judged by).
    public let config: GoalConfig
    /// Days in the newest settings' zone.
    public let calendar: DayCalendar
    let versions: [Timed]

    /// Creates an engine for one configuration, in force on every day.
    ///
    /// - Throws: ``GoalConfigError`` when the configuration is invalid.
    public init(config: GoalConfig) throws(GoalConfigError) {
        try self.init(history: GoalHistory(config))
    }

    /// Creates an engine that judges each day by the settings in force on it.
    ///
    /// - Throws: ``GoalConfigError`` when a version is invalid.
    public init(history: GoalHistory) throws(GoalConfigError) {
        var versions: [Timed] = []
        for version in history.versions {
            try version.config.validate()
            versions.append(Timed(from: version.from, config: version.config,
                                  calendar: DayCalendar(timeZone: try version.config.timeZone())))
        }
        self.history = history
        self.versions = versions
        config = versions[versions.count - 1].config
        calendar = versions[versions.count - 1].calendar
    }

    /// The settings in force on `date`.
    public func config(on date: LocalDate) -> GoalConfig {
        versions[Timed.index(of: date, in: versions)].config
    }

    /// The calendar of the zone in force on `date`.
    public func calendar(on date: LocalDate) -> DayCalendar {
        versions[Timed.index(of: date, in: versions)].calendar
    }

    /// The local date of an instant (epoch seconds) under the zone history: in the zone of the
    /// version whose days hold it (see ``DayLayout`` for the day a zone changes).
    ///
    /// - Complexity: O(versions) zone look-ups.
    public func date(atSeconds seconds: Double) -> LocalDate {
        for i in versions.indices.reversed() {
            let version = versions[i]
            guard let from = version.from, i > 0 else { return version.calendar.localDate(atSeconds: seconds) }
            if seconds >= versions[i - 1].calendar.epochSeconds(on: from, secondsIntoDay: 0) {
                return Swift.max(from, version.calendar.localDate(atSeconds: seconds))
            }
        }
        return calendar.localDate(atSeconds: seconds)
    }

    /// The local date of `instant` under the zone history.
    public func date(of instant: Date) -> LocalDate {
        date(atSeconds: instant.timeIntervalSince1970)
    }

    /// The days of `from ... through` laid out in instants across the history.
    package func layout(from: LocalDate, through: LocalDate) -> DayLayout {
        DayLayout(from: from, through: Swift.max(from, through), versions: versions)
    }

    // MARK: Sessions and the window

    /// Seconds of one session during which the wall clock was inside the window.
    public func secondsInsideWindow(_ session: Session) -> Double {
        let span = session.span
        guard span.duration > 0 else { return 0 }
        let table = calendar.table(from: calendar.localDate(atSeconds: span.start),
                                   through: calendar.localDate(atSeconds: span.end))
        return table.windowSpans(config.window).reduce(0) { $0 + $1.overlap(with: span) }
    }

    /// Share of the sessions' time inside the window, overlaps merged; `nil` when they hold no time.
    public func windowAdherence(sessions: [Session]) -> Double? {
        let merged = TimeSpan.union(sessions.map(\.span))
        guard let first = merged.first, let last = merged.last else { return nil }
        let table = calendar.table(from: calendar.localDate(atSeconds: first.start),
                                   through: calendar.localDate(atSeconds: last.end))
        let totals = DaySplitter(table: table, window: config.window).totals(merged: merged)
        return GoalEngine.adherence(totals.map(\.codedSeconds).reduce(0, +), totals.map(\.insideWindowSeconds).reduce(0, +))
    }

    /// Share of the days' timed coding inside the window; `nil` when none was timed.
    public func windowAdherence(days: [DayVerdict]) -> Double? {
        GoalEngine.adherence(days.reduce(0) { $0 + $1.timedSeconds }, days.reduce(0) { $0 + $1.insideWindowSeconds })
    }

    // MARK: Verdicts

    /// Verdicts for every date of `from ... through`, zeros included.
    ///
    /// - Parameters:
    ///   - sessions: the sessions, in any order, overlaps allowed.
    ///   - today: the user's current local date: today is `pending` until met, later dates and
    ///     dates before the first session have no status.
    ///   - onHold: disrupted dates; they are `hold`, as is a date that does not exist.
    /// - Complexity: O(sessions log sessions + days).
    public func verdicts(sessions: [Session], from: LocalDate, through: LocalDate, today: LocalDate,
                         onHold: Set<LocalDate> = []) -> [DayVerdict] {
        let merged = TimeSpan.union(sessions.map(\.span))
        return verdicts(merged: merged, from: from, through: through, seriesStart: seriesStart(merged: merged),
                        today: today, onHold: onHold)
    }

    /// Verdicts from merged spans, with the first day of the series already known.
    ///
    /// - Parameter dayTotals: coding known only as a total per date (a daily-summary import).
    ///   A day codes the larger of its timed seconds and its total, capped at the day's
    ///   length; what the total adds is `untimedSeconds`, left out of window adherence.
    public func verdicts(merged: [TimeSpan], from: LocalDate, through: LocalDate, seriesStart: LocalDate?,
                         today: LocalDate, onHold: Set<LocalDate>, dayTotals: [LocalDate: Double] = [:]) -> [DayVerdict] {
        guard from <= through else { return [] }
        let layout = layout(from: from, through: through)
        return verdicts(totals: layout.splitter.totals(merged: merged), layout: layout, seriesStart: seriesStart,
                        today: today, onHold: onHold, dayTotals: dayTotals)
    }

    /// Verdicts for the dates of `layout` from their timed totals already split (one per date,
    /// as ``DaySplitter/totals(merged:)`` gives them), so a caller may assemble the totals of a
    /// long series from parts it kept.
    package func verdicts(totals: [DayTotals], layout: DayLayout, seriesStart: LocalDate?, today: LocalDate,
                         onHold: Set<LocalDate>, dayTotals: [LocalDate: Double] = [:]) -> [DayVerdict] {
        (0..<Swift.min(layout.count, totals.count)).map { i in
            let date = layout.first.adding(days: i)
            var day = totals[i]
            var untimed = 0.0
            if let total = dayTotals[date] {
                let coded = Swift.min(Swift.max(day.codedSeconds, total), layout.length(ofDay: i))
                untimed = Swift.max(0, coded - day.codedSeconds)
                day.codedSeconds += untimed
            }
            return verdict(date: date, totals: day, untimed: untimed, exists: layout.length(ofDay: i) > 0,
                           seriesStart: seriesStart, today: today, onHold: onHold)
        }
    }

    /// The verdict for one date.
    public func verdict(for day: LocalDate, sessions: [Session], today: LocalDate, onHold: Set<LocalDate> = []) -> DayVerdict {
        let merged = TimeSpan.union(sessions.map(\.span))
        return verdicts(merged: merged, from: day, through: day, seriesStart: seriesStart(merged: merged), today: today,
                        onHold: onHold)[0]
    }

    /// The day series: one verdict per date from the first day with a session through `today`.
    public func history(sessions: [Session], today: LocalDate, onHold: Set<LocalDate> = []) -> [DayVerdict] {
        let merged = TimeSpan.union(sessions.map(\.span))
        guard let first = seriesStart(merged: merged), first <= today else { return [] }
        return verdicts(merged: merged, from: first, through: today, seriesStart: first, today: today, onHold: onHold)
    }

    private func verdict(date: LocalDate, totals: DayTotals, untimed: Double, exists: Bool, seriesStart: LocalDate?,
                         today: LocalDate, onHold: Set<LocalDate>) -> DayVerdict {
        let version = versions[Timed.index(of: date, in: versions)]
        let isRest = version.restMask & UInt8(1 << date.mondayIndex) != 0
        let goal = (isRest || !exists) ? 0 : Double(version.config.dailyGoalMinutes) * 60
        var verdict = DayVerdict(date: date, codedSeconds: totals.codedSeconds,
                                 insideWindowSeconds: totals.insideWindowSeconds,
                                 goalSeconds: goal, isRestDay: isRest, status: nil, untimedSeconds: untimed)
        guard let seriesStart, date >= seriesStart, date <= today else { return verdict }
        if !exists || onHold.contains(date) {
            verdict.status = .hold
        } else if verdict.goalMet {
            verdict.status = .success
        } else if isRest {
            // Coding on a rest day is decided at once: the policy says what it does to the run.
            verdict.status = version.config.streakPolicy == .lenient ? .restCoded : .fail
        } else {
            verdict.status = date == today ? .pending : .fail
        }
        return verdict
    }

    // MARK: Week

    /// Seconds coded in the week / the weekly goal in force on its last day (0 when the goal is 0).
    public func weekProgress(for week: [DayVerdict]) -> Double {
        let goal = weeklyGoalSeconds(on: week.last?.date)
        return goal > 0 ? week.reduce(0) { $0 + $1.codedSeconds } / goal : 0
    }

    /// The week (from the first weekday in force on `day`) that contains `day`, through `day`.
    public func week(containing day: LocalDate, sessions: [Session], today: LocalDate,
                     onHold: Set<LocalDate> = []) -> WeekProgress {
        let start = day.startOfWeek(firstWeekday: config(on: day).firstWeekday)
        return week(days: verdicts(sessions: sessions, from: start, through: day, today: today, onHold: onHold))
    }

    /// Summarises a week from its verdicts, by the settings in force on its last day.
    public func week(days: [DayVerdict]) -> WeekProgress {
        let settings = days.last.map { config(on: $0.date) } ?? config
        let start = days.first.map { $0.date.startOfWeek(firstWeekday: settings.firstWeekday) } ?? LocalDate(daysSinceEpoch: 0)
        let coded = days.reduce(0) { $0 + $1.codedSeconds }
        return WeekProgress(start: start, codedSeconds: coded, goalSeconds: weeklyGoalSeconds(on: days.last?.date),
                            progress: weekProgress(for: days), windowAdherence: windowAdherence(days: days), days: days)
    }

    private func weeklyGoalSeconds(on date: LocalDate?) -> Double {
        Double((date.map { config(on: $0) } ?? config).weeklyGoalMinutes) * 60
    }

    // MARK: Streaks

    /// The run of successful days standing at the end of `days` (a day series in date order).
    public func currentStreak(days: [DayVerdict]) -> Int { streak(days: days).current }

    /// The longest run in `days`.
    public func bestStreak(days: [DayVerdict]) -> Int { streak(days: days).best }

    /// Counts runs: a met working day and a rested rest day add one; a failed day breaks the
    /// run; coding on a rest day breaks it (strict) or is passed over (lenient); hold and
    /// pending days are passed over.
    ///
    /// - Complexity: O(days).
    public func streak(days: [DayVerdict]) -> StreakSummary {
        // The same marks the goal streak's milestones fold, so the count and the moments agree.
        let runs = Runs.runningDays(days.map(GoalStreakMoments.mark))
        let policy = days.last.map { config(on: $0.date).streakPolicy } ?? config.streakPolicy
        return StreakSummary(current: runs.last ?? 0, best: runs.max() ?? 0, policy: policy)
    }

    // MARK: Today

    /// The Today screen for the instant `now`.
    ///
    /// - Complexity: O(sessions log sessions + days since the first session).
    public func today(sessions: [Session], now: Date, onHold: Set<LocalDate> = []) -> TodayReport {
        report(for: date(of: now), sessions: sessions, today: date(of: now), onHold: onHold)
    }

    /// The Today screen as it stood on `date` (with `today` the real current date).
    public func report(for date: LocalDate, sessions: [Session], today: LocalDate, onHold: Set<LocalDate> = []) -> TodayReport {
        report(for: date, merged: TimeSpan.union(sessions.map(\.span)), today: today, onHold: onHold)
    }

    /// ``report(for:sessions:today:onHold:)`` from spans already merged by ``TimeSpan/union(_:)``,
    /// with coding known only as day totals (see ``verdicts(merged:from:through:seriesStart:today:onHold:dayTotals:)``).
    public func report(for date: LocalDate, merged: [TimeSpan], today: LocalDate, onHold: Set<LocalDate> = [],
                       dayTotals: [LocalDate: Double] = [:]) -> TodayReport {
        let seriesStart = self.seriesStart(merged: merged, dayTotals: dayTotals)
        let weekStart = date.startOfWeek(firstWeekday: config(on: date).firstWeekday)
        let from = Swift.min(seriesStart ?? weekStart, weekStart)
        let all = verdicts(merged: merged, from: from, through: date, seriesStart: seriesStart,
                           today: today, onHold: onHold, dayTotals: dayTotals)
        return report(for: date, verdicts: all)
    }

    /// The Today screen from the verdicts of every date from the series start (or the start of
    /// the week holding `date`, if earlier) through `date`, in order.
    public func report(for date: LocalDate, verdicts all: [DayVerdict]) -> TodayReport {
        let weekStart = date.startOfWeek(firstWeekday: config(on: date).firstWeekday)
        let day = all[all.count - 1]
        let weekDays = Array(all.suffix(weekStart.distance(to: date) + 1))
        let series = all.filter { $0.status != nil }
        return TodayReport(date: date, day: day, week: week(days: weekDays), windowAdherence: day.windowAdherence,
                           streak: streak(days: series))
    }

    /// The first day of the series: the first day with a session or a day total.
    public func seriesStart(merged: [TimeSpan], dayTotals: [LocalDate: Double] = [:]) -> LocalDate? {
        let fromSessions = merged.first.map { date(atSeconds: $0.start) }
        let fromTotals = dayTotals.filter { $0.value > 0 }.keys.min()
        return [fromSessions, fromTotals].compactMap { $0 }.min()
    }

    private static func adherence(_ coded: Double, _ inside: Double) -> Double? {
        coded > 0 ? inside / coded : nil
    }
}
