/// A rule's day series, built from the measure: a reading per day (NaN for none) and, for a
/// streak, the marks its runs are read from.
struct RuleSeries {
    /// The measure's value after each day: the run, the day's value, the running sum or count.
    var readings: [Double]
    /// The streak's marks (empty for other measures).
    var marks: [DayMark]

    /// Builds the series of `rule` over `book`.
    ///
    /// Streaks read the marks (hold first, then some/none/zone); best reads the trackable's day
    /// value; total its daily sum; count the days in the zone. A zone filters the days read.
    /// - Complexity: O(days), no calendar call.
    init(rule: AchievementRule, trackable: Trackable, zone: ZoneBounds?, book: DayBook) {
        let n = book.count
        let reduction = trackable.effectiveDayReduction
        readings = [Double](repeating: .nan, count: n)
        marks = []
        switch rule.measure {
        case .streak:
            let days: StreakDays = zone != nil ? .zone : rule.days
            let none = trackable.kind.noneValue
            marks = [DayMark](repeating: .breaks, count: n)
            var run = 0.0
            for i in 0..<n {
                let cell = book.cells[i]
                if cell.held || !cell.own {
                    marks[i] = .hold
                    continue
                }
                let value = book.dayValue(i, reduction)
                let counts: Bool
                switch days {
                case .zone:
                    counts = !value.isNaN && (zone?.contains(value) ?? false)
                case .some:
                    counts = cell.logged && (value.isNaN || none == nil || value != none)
                case .none:
                    counts = cell.logged ? (!value.isNaN && value == none) : cell.nothing
                }
                if counts {
                    marks[i] = .counts
                    run += 1
                    readings[i] = run
                } else {
                    run = 0
                }
            }
        case .best:
            for i in 0..<n {
                let value = book.dayValue(i, reduction)
                if !value.isNaN, zone?.contains(value) ?? true { readings[i] = value }
            }
        case .total:
            var sum = 0.0
            for i in 0..<n {
                let value = book.dayValue(i, reduction)
                if !value.isNaN, zone?.contains(value) ?? true {
                    sum += book.cells[i].sum
                    readings[i] = sum
                }
            }
        case .count:
            var days = 0.0
            for i in 0..<n {
                let value = book.dayValue(i, reduction)
                if !value.isNaN, let zone, zone.contains(value) {
                    days += 1
                    readings[i] = days
                }
            }
        }
    }

    /// The series of Logged anything: a day of the person's own counts, a disrupted day is on
    /// hold, any other day breaks the run.
    init(loggedAnything book: DayBook) {
        let n = book.count
        readings = [Double](repeating: .nan, count: n)
        marks = [DayMark](repeating: .breaks, count: n)
        var run = 0.0
        for i in 0..<n {
            let cell = book.cells[i]
            if cell.own {
                marks[i] = .counts
                run += 1
                readings[i] = run
            } else if cell.held {
                marks[i] = .hold
            } else {
                run = 0
            }
        }
    }
}
