import CairnCore
import Foundation

/// The rows ``Plausible`` accepts, as SQL conditions: the read queries keep only these, so a
/// value written by an older Cairn or by hand can never reach the engine, and `cairn check`
/// counts the rest.
enum PlausibleRows {
    static let endMs = Int64(Plausible.endOfInstants) * 1000
    static let longestMs = Int64(Plausible.longestDuration) * 1000
    static let lastDay = Plausible.dates.upperBound.daysSinceEpoch
    static let largest = "\(Int64(Plausible.largestValue))"

    // SQLite orders every text or blob after every number, so these comparisons also refuse a
    // value of the wrong type without a `typeof()` call per row. A keyed column is written
    // `+column` here: a bound is a filter, never a reason to walk an index (on `day` a read of
    // every entry would otherwise seek the table once per row and sort: five times slower).

    /// A session: its start an instant, its length a duration.
    static let session = "(+start_ms >= 0 AND +start_ms < \(endMs) AND duration_ms >= 0 AND duration_ms <= \(longestMs))"
    /// A day total: a date in range and at most 25 hours.
    static let dayTotal = "(+day BETWEEN 0 AND \(lastDay) AND seconds >= 0 AND seconds <= \(Int(Plausible.longestDayTotal)))"
    /// An entry: a date in range, a finite value within ±1e12 (or none), an instant in range (or none).
    static let entry = "(+day BETWEEN 0 AND \(lastDay) AND (value IS NULL OR value BETWEEN -\(largest) AND \(largest)) "
        + "AND (instant_ms IS NULL OR (instant_ms >= 0 AND instant_ms < \(endMs))))"
    /// ``entry`` decided in Swift from a row's `day`, `value` and `instant_ms` columns (at
    /// those indexes of `row`): the same rows, for the read of every entry, where the columns are
    /// at hand anyway and the condition in SQL cost a fifth of the read. As in SQL, a value of the
    /// wrong type (text, a blob) is outside.
    static func keepsEntry(_ row: Statement, day: Int32, value: Int32, instant: Int32) -> Bool {
        guard row.isNumber(day) else { return false }
        let date = row.double(day)
        guard date >= 0, date <= Double(lastDay) else { return false }
        if !row.isNull(value) {
            guard row.isNumber(value) else { return false }
            let number = row.double(value)
            guard number >= -Plausible.largestValue, number <= Plausible.largestValue else { return false }
        }
        if !row.isNull(instant) {
            guard row.isNumber(instant) else { return false }
            let milliseconds = row.double(instant)
            guard milliseconds >= 0, milliseconds < Double(endMs) else { return false }
        }
        return true
    }

    /// A disruption: both dates in range.
    static let disruption = "(+from_day BETWEEN 0 AND \(lastDay) AND to_day BETWEEN from_day AND \(lastDay))"
    /// A logged day: a date in range.
    static let loggedDay = "(+day BETWEEN 0 AND \(lastDay))"
}

/// How many stored rows lie outside ``Plausible``'s bounds, by kind: the rows the read
/// commands skip.
public struct ImplausibleCounts: Sendable, Hashable, Codable {
    /// Sessions with a start or length out of range.
    public var sessions = 0
    /// Day totals with a date or total out of range.
    public var dayTotals = 0
    /// Entries with a date, value or instant out of range.
    public var entries = 0
    /// Disruptions with a date out of range.
    public var disruptions = 0
    /// Rules that cannot be read or whose threshold is out of range.
    public var rules = 0
    /// 1 when the stored goal settings cannot be read or hold a goal out of range.
    public var goalSettings = 0

    /// Creates counts (all zero by default).
    public init() {}

    /// Whether nothing is out of range.
    public var isEmpty: Bool { sessions + dayTotals + entries + disruptions + rules + goalSettings == 0 }

    /// `3 sessions and 1 day total`: the non-zero counts in words.
    public var words: String {
        let parts = [(sessions, "session", "sessions"), (dayTotals, "day total", "day totals"), (entries, "entry", "entries"),
                     (disruptions, "disruption", "disruptions"), (rules, "rule", "rules"),
                     (goalSettings, "goal setting", "goal settings")]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        guard parts.count > 1 else { return parts.first ?? "nothing" }
        return parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    }
}

/// One thing `cairn check` found wrong, with how to fix it.
public struct CheckFinding: Sendable, Hashable, Codable {
    /// What kind of problem: `integrity`, `foreign-key`, `bounds` or `orphan`.
    public var kind: String
    /// What is wrong, in words.
    public var problem: String
    /// How to fix it: a command to run or a step to take.
    public var fix: String

    /// Creates a finding.
    public init(kind: String, problem: String, fix: String) {
        self.kind = kind
        self.problem = problem
        self.fix = fix
    }
}

extension Store {
    /// Counts the stored rows outside ``Plausible``'s bounds (the rows reads skip).
    public func implausibleCounts() throws(StoreError) -> ImplausibleCounts {
        var counts = ImplausibleCounts()
        // This runs before every read: each count reads its table's partial index of the rows
        // outside the bounds (ImplausibleIndexes), empty in a healthy database.
        counts.sessions = try count("sessions", outside: ImplausibleIndexes.condition("sessions"))
        counts.dayTotals = try count("day_totals", outside: ImplausibleIndexes.condition("day_totals"))
        counts.entries = try count("entries", outside: ImplausibleIndexes.condition("entries"))
        counts.disruptions = try count("disruptions", outside: ImplausibleIndexes.condition("disruptions"))
        counts.rules = try implausibleRules().count
        counts.goalSettings = try implausibleGoals() == nil ? 0 : 1
        return counts
    }

    /// Everything wrong with the file: SQLite's integrity and foreign-key checks, rows outside
    /// ``Plausible``'s bounds, and rows that point at nothing. Empty when all is well.
    public func check() throws(StoreError) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        let integrity = try connection.prepare("PRAGMA integrity_check")
        while try integrity.step() {
            let line = integrity.text(0) ?? ""
            if line != "ok" {
                findings.append(CheckFinding(kind: "integrity", problem: line,
                                             fix: "the file is damaged: restore it from a backup (`sqlite3 FILE .recover` saves what can be read)"))
            }
        }
        let keys = try connection.prepare("PRAGMA foreign_key_check")
        while try keys.step() {
            let table = keys.text(0) ?? "?"
            let row = keys.int64(1)
            let parent = keys.text(2) ?? "?"
            findings.append(CheckFinding(kind: "foreign-key", problem: "\(table) row \(row) points at a missing \(parent) row",
                                         fix: "delete it: DELETE FROM \(table) WHERE rowid = \(row);"))
        }
        let tables: [(String, String, String, String)] = [
            ("sessions", "session", "sessions", PlausibleRows.session), ("day_totals", "day total", "day totals", PlausibleRows.dayTotal),
            ("entries", "entry", "entries", PlausibleRows.entry), ("disruptions", "disruption", "disruptions", PlausibleRows.disruption),
        ]
        for (table, one, many, condition) in tables {
            let n = try count(table, outside: condition)
            if n > 0 {
                findings.append(CheckFinding(kind: "bounds", problem: "\(n) \(n == 1 ? one : many) outside the plausible range (skipped by every read)",
                                             fix: "delete them: DELETE FROM \(table) WHERE NOT \(condition);"))
            }
        }
        for (id, reason) in try implausibleRules() {
            findings.append(CheckFinding(kind: "bounds", problem: "rule \(id): \(reason)", fix: "remove it with `cairn rule remove \(id)` and add it again"))
        }
        if let reason = try implausibleGoals() {
            findings.append(CheckFinding(kind: "bounds", problem: "the goal settings: \(reason)",
                                         fix: "set them again with `cairn goals set --daily MIN --weekly MIN` (until then the defaults are used)"))
        }
        let stray = try count("logged_days", outside: """
            (\(PlausibleRows.loggedDay) AND entries = (SELECT count(*) FROM entries e WHERE e.day = logged_days.day AND e.source = 'manual'))
            """)
        let missing = try scalar("""
            SELECT count(DISTINCT day) FROM entries WHERE source = 'manual' AND day NOT IN (SELECT day FROM logged_days)
            """)
        if stray + missing > 0 {
            findings.append(CheckFinding(kind: "orphan", problem: "\(stray + missing) logged day\(stray + missing == 1 ? "" : "s") disagree\(stray + missing == 1 ? "s" : "") with the entries",
                                         fix: "rebuild them: DELETE FROM logged_days; INSERT INTO logged_days (day, entries) SELECT day, count(*) FROM entries WHERE source = 'manual' GROUP BY day;"))
        }
        let crossed = try scalar("""
            SELECT count(*) FROM achievements a JOIN zones z ON z.id = a.zone_id WHERE z.trackable_id <> a.trackable_id
            """)
        if crossed > 0 {
            findings.append(CheckFinding(kind: "orphan", problem: "\(crossed) rule\(crossed == 1 ? " uses" : "s use") a zone of another trackable",
                                         fix: "list them with `cairn rule list` and remove them with `cairn rule remove ID`"))
        }
        return findings
    }

    /// The rules whose JSON cannot be read (a value outside the bounds among the reasons).
    func implausibleRules() throws(StoreError) -> [(id: Int64, reason: String)] {
        let statement = try connection.prepare("SELECT id, rule FROM achievements ORDER BY id")
        try statement.bind([])
        var result: [(Int64, String)] = []
        while try statement.step() {
            do {
                _ = try JSONColumn.rule(statement.text(1), what: "rule \(statement.int64(0))", on: connection)
            } catch {
                result.append((statement.int64(0), "\(error)"))
            }
        }
        return result
    }

    /// Why the stored goal settings cannot be used, or `nil` when they can (or none are stored):
    /// every version of the goal history is read and checked.
    func implausibleGoals() throws(StoreError) -> String? {
        let statement = try connection.prepare("SELECT from_day, config FROM goal_history ORDER BY from_day")
        try statement.bind([])
        while try statement.step() {
            let from = statement.int64(0) == Store.beginning ? "the first version" : "the version from \(LocalDate(daysSinceEpoch: Int(statement.int64(0))))"
            let config: GoalConfig
            let text = statement.text(1) ?? ""
            if let read = ColumnJSON.read(text).flatMap(ColumnShapes.goalConfig) {
                config = read  // the common shape, read without JSONDecoder (ColumnShapes)
            } else {
                do {
                    config = try JSONDecoder().decode(GoalConfig.self, from: Data(text.utf8))
                } catch {
                    return "\(from) cannot be read (\(error))"
                }
            }
            do throws(PlausibleError) {
                try Plausible.dailyGoal(minutes: config.dailyGoalMinutes)
                try Plausible.weeklyGoal(minutes: config.weeklyGoalMinutes)
            } catch {
                return "\(from): \(error.description)"
            }
        }
        return nil
    }

    private func count(_ table: String, outside condition: String) throws(StoreError) -> Int {
        try scalar("SELECT count(*) FROM \(table) WHERE \(ImplausibleIndexes.outside(condition))")
    }

    private func scalar(_ sql: String) throws(StoreError) -> Int {
        let statement = try connection.prepare(sql)
        try statement.bind([])
        return try statement.step() ? Int(statement.int64(0)) : 0
    }
}
