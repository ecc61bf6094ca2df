/// Cairn's one model of what is plausible: every value that enters (from a file, a command
/// line or the database) is checked here, so the engine's arithmetic never meets a value that
/// could overflow, trap or loop for ever.
///
/// | what | bound |
/// |---|---|
/// | an instant | `1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z` (epoch seconds `0 ..< 4 102 444 800`); a value that would be in range as milliseconds is refused as "looks like milliseconds" |
/// | a date | `1970-01-01 ... 2099-12-31` |
/// | a duration (a session, a heartbeat's or an event's length) | `0 ... 4 102 444 800` s (the instant range) |
/// | a day total | `0 ... 90 000` s (a day can last 25 h) |
/// | a daily goal | `0 ... 1 440` min (24 h) |
/// | a weekly goal | `0 ... 10 080` min (168 h) |
/// | a logged value, a zone bound, a ladder rung | finite, `|value| ≤ 1e12` |
/// | a ladder step (`every`) | `1e-6 ... 1e12` |
/// | a ladder scale | `(1, 1e6]` |
/// | a record's minimum history | `1 ... 36 600` days (about a century) |
/// | a row id kept from a file (a restore, a move-in), a sequence's last id | `1 ... 2^53` (9 007 199 254 740 992) |
/// | the moments of one ladder rule | `10` on one day (the highest rungs it passed that day), `1 000` in all (the earliest) |
///
/// Each check throws a ``PlausibleError`` naming the item and the bound; each has a `Bool`
/// twin (`isInstant`, …) for readers that skip stored values instead of refusing them.
public enum Plausible {
    /// The first plausible instant, in epoch seconds: 1970-01-01T00:00:00Z.
    public static let firstInstant: Double = 0
    /// The end of the plausible instants (excluded), in epoch seconds: 2100-01-01T00:00:00Z.
    public static let endOfInstants: Double = 4_102_444_800
    /// The longest plausible duration, in seconds: the whole instant range.
    public static let longestDuration: Double = endOfInstants - firstInstant
    /// The most coding one date can hold, in seconds: 25 hours (a day can be 25 h long).
    public static let longestDayTotal: Double = 86_400 + 3_600
    /// The plausible daily goals, in minutes: up to 24 hours.
    public static let dailyGoalMinutes: ClosedRange<Int> = 0...(24 * 60)
    /// The plausible weekly goals, in minutes: up to 168 hours.
    public static let weeklyGoalMinutes: ClosedRange<Int> = 0...(168 * 60)
    /// The largest magnitude of a logged value, a zone bound or a ladder rung.
    public static let largestValue: Double = 1e12
    /// The smallest step of a generated ladder (`every`).
    public static let smallestStep: Double = 1e-6
    /// The largest scale of a generated ladder.
    public static let largestScale: Double = 1e6
    /// The most moments one ladder rule marks on one day: a day that passes more rungs (a total
    /// of 8.9 billion over an `every 10` ladder) marks the highest ten of them, the rest unmarked.
    /// A listed ladder, a streak's or an ordinary running total's passes far fewer.
    public static let momentsPerRuleDay = 10
    /// The most moments one ladder rule marks in all: the earliest thousand, after which its
    /// ladder has no next rung. With the per-day bound this keeps a rule's share of the seen set
    /// and of `achievements --json` to a few tens of kilobytes however its step compares with
    /// the values (49 `every 10` rules over totals of 8.9 billion once wrote 14 MB of keys).
    public static let momentsPerRule = 1_000
    /// The plausible minimum histories of a record, in days with a value.
    public static let minHistory: ClosedRange<Int> = 1...36_600
    /// The largest row id a file may bring (a restore, a team move-in), and the largest last id
    /// of a sequence in it: 2^53, the largest integer every JSON reader holds exactly. Far below
    /// `Int64.max`, so an id sequence continued past a file's ids never runs out, and a file
    /// cannot stop its owner (or anyone) adding rows.
    public static let largestId: Int64 = 9_007_199_254_740_992
    /// The plausible dates: 1970-01-01 through 2099-12-31.
    public static let dates: ClosedRange<LocalDate> = LocalDate(daysSinceEpoch: 0)...LocalDate(daysSinceEpoch: 47_481)

    static let instantBound = "1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z"

    // MARK: - Instants and dates

    /// Whether `seconds` (since 1970) is a plausible instant.
    public static func isInstant(_ seconds: Double) -> Bool {
        seconds >= firstInstant && seconds < endOfInstants
    }

    /// Refuses an instant (epoch seconds) outside the range, recognising milliseconds.
    public static func instant(_ seconds: Double, _ item: String) throws(PlausibleError) {
        guard !isInstant(seconds) else { return }
        if seconds.isFinite, isInstant(seconds / 1000) {
            throw PlausibleError(item: item, value: number(seconds), bound: instantBound,
                                 hint: "it looks like milliseconds since 1970; give seconds (divide by 1000)")
        }
        throw PlausibleError(item: item, value: number(seconds), bound: instantBound)
    }

    /// Whether `date` is a plausible date.
    public static func isDate(_ date: LocalDate) -> Bool { dates.contains(date) }

    /// Refuses a date outside 1970-01-01 ... 2099-12-31.
    public static func date(_ date: LocalDate, _ item: String) throws(PlausibleError) {
        guard !isDate(date) else { return }
        throw PlausibleError(item: item, value: "\(date)", bound: "1970-01-01 ... 2099-12-31")
    }

    // MARK: - Ids

    /// Whether `id` is a plausible row id: `1 ... largestId`.
    public static func isId(_ id: Int64) -> Bool { id >= 1 && id <= largestId }

    // MARK: - Durations

    /// Whether `seconds` is a plausible duration.
    public static func isDuration(_ seconds: Double) -> Bool {
        seconds >= 0 && seconds <= longestDuration
    }

    /// Refuses a duration outside `0 ... longestDuration` seconds (NaN included).
    public static func duration(_ seconds: Double, _ item: String) throws(PlausibleError) {
        guard !isDuration(seconds) else { return }
        throw PlausibleError(item: item, value: number(seconds) + " s", bound: "0 ... \(number(longestDuration)) s")
    }

    /// Whether `seconds` is a plausible total for one date.
    public static func isDayTotal(_ seconds: Double) -> Bool {
        seconds >= 0 && seconds <= longestDayTotal
    }

    /// Refuses a day total outside `0 ... 90 000` seconds.
    public static func dayTotal(_ seconds: Double, _ item: String) throws(PlausibleError) {
        guard !isDayTotal(seconds) else { return }
        throw PlausibleError(item: item, value: number(seconds) + " s", bound: "0 ... 90000 s (a day lasts at most 25 h)")
    }

    // MARK: - Goals

    /// Refuses a daily goal outside `0 ... 1 440` minutes.
    public static func dailyGoal(minutes: Int, _ item: String = "the daily goal") throws(PlausibleError) {
        guard !dailyGoalMinutes.contains(minutes) else { return }
        throw PlausibleError(item: item, value: "\(minutes) min", bound: "0 ... 1440 min (24 h a day)")
    }

    /// Refuses a weekly goal outside `0 ... 10 080` minutes.
    public static func weeklyGoal(minutes: Int, _ item: String = "the weekly goal") throws(PlausibleError) {
        guard !weeklyGoalMinutes.contains(minutes) else { return }
        throw PlausibleError(item: item, value: "\(minutes) min", bound: "0 ... 10080 min (168 h a week)")
    }

    // MARK: - Values and ladders

    /// Whether `value` is a plausible logged value, zone bound or rung.
    public static func isValue(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= largestValue
    }

    /// Whether a stored entry is inside the bounds: its date, its value and its instant.
    public static func isEntry(_ entry: Entry) -> Bool {
        isDate(entry.date) && (entry.value.map(isValue) ?? true) && (entry.instant.map { isInstant($0.timeIntervalSince1970) } ?? true)
    }

    /// What a store says when it refuses a write because `entry` is not ``isEntry(_:)``.
    public static func entryRefusal(_ entry: Entry) -> String {
        "an entry on \(entry.date) with value \(entry.value.map { "\($0)" } ?? "none") is outside the plausible range; nothing was stored"
    }

    /// Refuses a value that is not finite or whose magnitude is above 1e12.
    public static func value(_ value: Double, _ item: String) throws(PlausibleError) {
        guard !isValue(value) else { return }
        throw PlausibleError(item: item, value: number(value), bound: "-1e12 ... 1e12")
    }

    /// Whether `step` is a plausible first rung of a generated ladder.
    public static func isStep(_ step: Double) -> Bool {
        step >= smallestStep && step <= largestValue
    }

    /// Refuses a ladder step outside `1e-6 ... 1e12`.
    public static func step(_ step: Double, _ item: String) throws(PlausibleError) {
        guard !isStep(step) else { return }
        throw PlausibleError(item: item, value: number(step), bound: "1e-06 ... 1e12")
    }

    /// Whether `scale` is a plausible ladder scale.
    public static func isScale(_ scale: Double) -> Bool {
        scale > 1 && scale <= largestScale
    }

    /// Refuses a ladder scale outside `(1, 1e6]`.
    public static func scale(_ scale: Double, _ item: String) throws(PlausibleError) {
        guard !isScale(scale) else { return }
        throw PlausibleError(item: item, value: number(scale), bound: "1 ... 1000000 (more than 1)")
    }

    /// Refuses a record's minimum history outside `1 ... 36 600` days.
    public static func minHistory(_ days: Int, _ item: String) throws(PlausibleError) {
        guard !minHistory.contains(days) else { return }
        throw PlausibleError(item: item, value: "\(days)", bound: "1 ... 36600 days with a value")
    }

    /// Refuses a ladder whose rungs, step or scale are implausible.
    public static func ladder(_ ladder: Ladder) throws(PlausibleError) {
        switch ladder {
        case let .rungs(values):
            for rung in values { try value(rung, "a ladder rung") }
        case let .every(first, scale: factor):
            try step(first, "a ladder's step (every)")
            if let factor { try self.scale(factor, "a ladder's scale") }
        }
    }

    /// Refuses a rule whose threshold is implausible.
    public static func threshold(_ threshold: Threshold) throws(PlausibleError) {
        switch threshold {
        case let .ladder(ladder): try self.ladder(ladder)
        case let .record(days): if let days { try minHistory(days, "a record's min-history") }
        }
    }

    // MARK: - Safe conversions

    /// `value` as an `Int`, never trapping: NaN is 0 and values beyond `Int`'s range are its ends.
    public static func clampedInt(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value)
    }

    /// A number as messages show it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
