/// The folds over a day series of ``DayMark``s that every streak reads through.
///
/// A series is an array of marks, one per consecutive date from `start`; days past its end
/// are read as on hold (nothing was logged on them).
package enum Runs {
    /// The length of the run standing on each day: a counted day adds one, a break resets to
    /// 0, a hold day carries the day before's value.
    ///
    /// - Complexity: O(days).
    package static func runningDays(_ marks: [DayMark]) -> [Int] {
        var result = [Int](repeating: 0, count: marks.count)
        var run = 0
        for i in marks.indices {
            switch marks[i] {
            case .counts: run += 1
            case .breaks: run = 0
            case .hold: break
            }
            result[i] = run
        }
        return result
    }

    /// The run that stands on `today`: one whose last counted day is today or yesterday, or
    /// after which every day through today is on hold; 0 when the run is over.
    ///
    /// - Complexity: O(days walked back from today).
    package static func liveRun(_ marks: [DayMark], start: LocalDate, today: LocalDate) -> Int {
        let todayIndex = start.distance(to: today)
        guard todayIndex >= 0, !marks.isEmpty else { return 0 }
        var i = Swift.min(todayIndex, marks.count - 1)
        var allHoldSince = true
        while i >= 0, marks[i] != .counts {
            if marks[i] == .breaks { allHoldSince = false }
            i -= 1
        }
        guard i >= 0, i >= todayIndex - 1 || allHoldSince else { return 0 }
        var length = 0
        while i >= 0, marks[i] != .breaks {
            if marks[i] == .counts { length += 1 }
            i -= 1
        }
        return length
    }

    /// Every maximal run in the series, in date order, each with the day it ended.
    ///
    /// - Complexity: O(days).
    package static func runsEnding(_ marks: [DayMark], start: LocalDate) -> [Run] {
        var runs: [Run] = []
        var first = -1, last = -1, length = 0
        for i in marks.indices {
            switch marks[i] {
            case .counts:
                if length == 0 { first = i }
                last = i
                length += 1
            case .breaks:
                if length > 0 { runs.append(Run(first: start.adding(days: first), last: start.adding(days: last), length: length)) }
                length = 0
            case .hold:
                break
            }
        }
        if length > 0 { runs.append(Run(first: start.adding(days: first), last: start.adding(days: last), length: length)) }
        return runs
    }

    /// The run standing today and the longest run.
    ///
    /// - Complexity: O(days).
    package static func streaks(_ marks: [DayMark], start: LocalDate, today: LocalDate) -> RunSummary {
        let best = runsEnding(marks, start: start).reduce(0) { Swift.max($0, $1.length) }
        return RunSummary(current: liveRun(marks, start: start, today: today), best: best)
    }
}
