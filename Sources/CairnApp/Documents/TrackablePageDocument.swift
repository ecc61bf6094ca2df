import CairnCore

/// `GET /api/trackables/NAME/page`: everything a trackable's page shows, every number in it
/// (see docs/API.md). Built by ``Workspace/trackablePage(_:)``.
package struct TrackablePageDocument: Codable, Sendable, Hashable {
    package var id: Int64
    package var name: String
    package var kind: String
    package var unit: String?
    /// How several entries of a day become its value (`sum`, `last`, `mean`, …).
    package var dayValue: String
    /// How a derived or windowed trackable is computed, in words (`sum of Coffee, Tea per month`).
    package var derived: String?
    package var today: LocalDate
    /// The chart's range as asked: `30d`, `90d`, `1y` or `all`.
    package var range: String
    package var chart: Chart
    package var month: Month
    package var streaks: Streaks
    package var periods: Periods
    package var rules: [Rule]
    package var readings: [ReadingPage]
    /// Why the day values could not be read (a derived trackable whose source is gone).
    package var problem: String?

    /// The day values over the range, and the moments marked on them.
    package struct Chart: Codable, Sendable, Hashable {
        /// `line` for a body measure (a last, mean, min or max day value), `bars` for an amount
        /// (a sum), `strip` for yes/no, choices and what has no number.
        package var kind: String
        package var from: LocalDate
        package var to: LocalDate
        /// Days per point: 1, or 7 when the range is longer than a year (a week's sum for bars,
        /// its mean for a line, its days of some for a strip).
        package var daysPerPoint: Int
        package var points: [Point]
        package var marks: [Mark]
    }

    /// One point of the chart: a day (or a week) and its value.
    package struct Point: Codable, Sendable, Hashable {
        package var from: LocalDate
        package var to: LocalDate
        /// The value (`nil`: nothing logged); for a strip of weeks, the days of some.
        package var value: Double?
        /// The value in the trackable's unit, or the day's words (`Yes`, `Mild`, `on hold`).
        package var text: String
        /// `some`, `none`, `hold` or `empty` (no entry): how the day stands for a streak.
        package var state: String
    }

    /// A record or a ladder rung, on the day it happened (`achievements`' moments).
    package struct Mark: Codable, Sendable, Hashable {
        package var date: LocalDate
        package var name: String
        package var text: String
        package var rung: Double?
        package var value: Double?
        /// `record` or `rung`.
        package var type: String
    }

    /// A month of days, for the calendar.
    package struct Month: Codable, Sendable, Hashable {
        /// `YYYY-MM`.
        package var month: String
        package var previous: String
        /// `nil` when the next month is after today's.
        package var next: String?
        /// The week's first day (the goals' week start): the calendar's first column.
        package var weekStart: String
        package var days: [Point]
    }

    package struct Streaks: Codable, Sendable, Hashable {
        /// The run of days of some standing today.
        package var current: Int
        package var best: Int
        /// The five longest runs, longest first (the earlier first among equals).
        package var bestRuns: [Run]
    }

    /// Totals and averages per period, newest first.
    package struct Periods: Codable, Sendable, Hashable {
        /// `amount` (total and average per day), `measure` (average, min, max) or `days` (days
        /// of some out of the days gone by).
        package var kind: String
        package var weeks: [Period]
        package var months: [Period]
        package var years: [Period]
    }

    package struct Period: Codable, Sendable, Hashable {
        /// `2026-W48` (its first day's week), `2026-11` or `2026`.
        package var label: String
        package var from: LocalDate
        package var to: LocalDate
        /// Days of the period gone by (today included), counted from the first day of the series.
        package var daysElapsed: Int
        /// Days with a value.
        package var daysLogged: Int
        /// Days of some (a streak's counted days).
        package var daysOfSome: Int
        /// The sum of the day values (amounts).
        package var total: Double?
        /// Amounts: the total over the days gone by; measures: the mean of the day values.
        package var average: Double?
        package var min: Double?
        package var max: Double?
        /// The figures in the trackable's unit: `total`, `average`, `min`, `max` as words.
        package var text: String
    }

    /// One of its rules, with what is coming up on it.
    package struct Rule: Codable, Sendable, Hashable {
        package var id: Int64
        package var name: String
        package var measure: String
        package var threshold: String
        package var reading: String?
        package var problem: String?
        /// How many moments it has marked.
        package var earned: Int
        package var comingUp: ComingUpItem?
    }

    /// The next rung of a ladder and how far to it.
    package struct ComingUpItem: Codable, Sendable, Hashable {
        package var current: Double
        package var next: Double
        package var progress: Double
        package var text: String
    }

    /// One Reading of an event trackable: its own chart and rules.
    package struct ReadingPage: Codable, Sendable, Hashable {
        package var id: Int64
        package var name: String
        package var unit: String?
        package var problem: String?
        package var chart: Chart
        package var rules: [Rule]
        /// Its single values over all its history (highest, lowest, last), each highest and
        /// lowest with its bell (``ReadingBell``) when the Reading has a highest at all.
        package var values: [ReadingValue]
    }

    /// One single value of a Reading over all its history, and the bell that watches for a new one.
    package struct ReadingValue: Codable, Sendable, Hashable {
        /// `highest`, `lowest` or `last`.
        package var kind: String
        /// `nil` while the Reading has no value yet.
        package var value: Double?
        /// The value in the Reading's unit, or `none yet`.
        package var text: String
        /// The day it was first reached (the last value's day for `last`).
        package var date: LocalDate?
        /// The bell of a highest or lowest; `nil` for `last` and where there is no highest.
        package var bell: Bell?
    }

    /// A bell: the rule "new highest" (`high`) or "new lowest" (`low`) of a Reading, and
    /// whether it is set up (`on`, with the stored rule's id).
    package struct Bell: Codable, Sendable, Hashable {
        package var direction: String
        /// The rule's name ("Bench press · Max weight — new highest").
        package var name: String
        package var on: Bool
        package var rule: Int64?
    }
}
