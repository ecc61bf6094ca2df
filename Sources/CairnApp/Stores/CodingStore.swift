import CairnCore
import CairnStore
import Foundation

/// The store calls the coding goal's operations make, so the same operation runs for the one
/// person of a SQLite file (``CairnStore/Store``) or for one person of a team database
/// (``TeamPersonStore``). Each call acts on that person's rows only.
///
/// The calls throw what their store throws (`StoreError`, `TeamError`); ``Workspace/storeCall(_:_:)``
/// turns either into an ``AppError``.
package protocol CodingStore {
    // The goals.
    /// The stored goal history, or `nil` when no goals were ever set.
    func goalHistory() throws -> GoalHistory?
    /// Replaces the goal history.
    func saveGoalHistory(_ history: GoalHistory) throws
    /// The zone the defaults use when no goals were set (nil: this machine's).
    var defaultTimeZone: String? { get }

    // The days.
    /// Dates on which a hold for everything holds the coding goal.
    func goalHoldDates() throws -> Set<LocalDate>
    /// Every disruption (those for everything hold the coding goal).
    func disruptions() throws -> [Disruption]
    /// Coding known only as day totals (imported daily summaries): per date, the largest source.
    func dayTotals() throws -> [LocalDate: Double]
    /// The stored per-day summary's totals of `count` dates from `first`, when it is fresh and
    /// was split under `history`; `nil` sends the reads to the sessions (still O(range)).
    func sessionDayTotals(for history: GoalHistory, from first: LocalDate, count: Int) throws -> (start: LocalDate, totals: [DayTotals])?
    /// Where the stored coding summary (each name's seconds swept to a month's start) takes over
    /// a read of `layout` from `rangeStart` to `end`; `nil` sweeps every session of the range.
    func codingSummaryMark(for history: GoalHistory, layout: DayLayout, rangeStart: Double, end: Double) throws -> CodingSummaryMark?
    /// `project`'s summarised seconds on each of `count` days from `first` (before a mark).
    func codingSummaryDays(project: String, from first: LocalDate, count: Int) throws -> [Double]

    // The sessions.
    /// The spans of the sessions that may reach into `start ..< end`, by start.
    func sessionSpans(overlapping start: Double, _ end: Double) throws -> [TimeSpan]
    /// The sessions, with their names, that may reach into `start ..< end`, by start.
    func sessions(overlapping start: Double, _ end: Double) throws -> [Session]
    /// The start of the first session with any length.
    func firstSessionStart() throws -> Double?
    /// Every session merged and cut at `now`.
    func mergedSessionSpans(until now: Date) throws -> [TimeSpan]
    /// One project's first start and last end (nil: the sessions without a project).
    func projectSpan(_ project: String?) throws -> TimeSpan?
    /// Each named project's first start and last end, most recent first.
    func projectSpans() throws -> [(name: String, first: Double, last: Double)]
    /// The stored rows outside ``Plausible``'s bounds, counted (for the reads' `warning:` line).
    func implausibleCounts() throws -> ImplausibleCounts

    // The imports.
    /// Stores imported sessions in one transaction, skipping each one already stored (same
    /// start, length, project, language, editor and source, to the millisecond); a session
    /// outside ``Plausible``'s bounds refuses them all. `progress` is told how many are handled.
    func importSessions(_ sessions: [Session], progress: (Int) -> Void) throws -> ImportSummary
    /// Stores day totals from `source` in one transaction: a date held for that source with the
    /// same seconds is a duplicate; with other seconds it is updated (and counted as added).
    func importDayTotals(_ totals: [(date: LocalDate, seconds: Double)], source: String) throws -> ImportSummary

    // The heartbeats.
    /// Stores heartbeats and re-joins the sessions they touch; which were new (same order).
    func receiveHeartbeats(_ rows: [HeartbeatRow]) throws -> [Bool]
    /// The heartbeat with the latest time.
    func lastHeartbeat() throws -> HeartbeatRow?
    /// The API key for editor plugins: made on first use, or replaced with `rotate`.
    func apiKey(rotate: Bool) throws -> String

    // The settings.
    /// A stored setting (the encouragement switches are `encouragement.*`).
    func setting(_ key: String) throws -> String?
    /// The three encouragement switches; a switch never stored reads on.
    func encouragement() throws -> EncouragementSettings
    /// Turns one switch on or off.
    func setEncouragement(_ key: String, on: Bool) throws
    /// The keys of every moment already announced.
    func seenMoments() throws -> Set<String>
    /// Replaces the seen set.
    func saveSeenMoments(_ keys: Set<String>) throws
    /// Stores a setting (the keys of the nudges already sent are `nudges:fired`).
    func setSetting(_ key: String, to value: String) throws

    /// Runs `body` in one transaction that no other `exclusively` of this person's runs beside
    /// (SQLite: `BEGIN IMMEDIATE`; a team: the person's row locked until it commits), so a
    /// read-then-write such as marking the nudges sent is never done twice at once.
    func exclusively<T>(_ body: () throws -> T) throws -> T

    /// Runs `body` as one change labelled `label` (undoable where the store keeps an undo log;
    /// `kept` is told its id).
    func change<T>(_ label: String, now: Date, kept: (Int64) -> Void, _ body: () throws -> T) throws -> T
    /// The changes that can be undone, newest first.
    func changes() throws -> [Change]
    /// Reverts the newest change in one transaction and forgets it; with `expected`, only while
    /// it is still the newest (else a conflict, and nothing is undone).
    /// - Returns: the change undone, or `nil` when there is nothing to undo.
    func undo(expecting expected: Int64?) throws -> Change?
}
