/// A rule's day series, built from the measure: a reading per day (NaN for none) and, for a
/// streak, the marks its runs are read from.
struct RuleSeries {
    /// The measure's value after each day: the run, the day's value, the running sum or count.
    let readings: [Double]
    /// The streak's marks (empty for other measures).
    let marks: [DayMark]

    /// Builds the series of `rule` over `book`.
    ///
    /// Streaks read the marks (hold first, then some/none/zone); best reads the trackable's day
    /// value; total its daily sum; count the days in the zone. A zone filters the days read.
    /// - Complexity: O(days), no calendar call.
    init(rule: AchievementRule, trackable: Trackable, zone: ZoneBounds?, book: DayBook) {
        let n = book.count
        let values = book.value, flags = book.flags
        var readings = [Double](repeating: .nan, count: n)
        var marks: [DayMark] = []
        switch rule.measure {
        case .streak:
            // Without a zone a streak reads the trackable as Any: a day with an entry of some
            // is a day of some, and a day logged with only its none is a day of none, whatever
            // the day value (seed 000). A zone reads the day value against its bounds.
            let days: StreakDays = zone != nil ? .zone : rule.days
            marks = [DayMark](repeating: .breaks, count: n)
            var run = 0.0
            for i in 0..<n {
                let flag = flags[i]
                if flag & DayBook.Flag.held != 0 || flag & DayBook.Flag.own == 0 {
                    marks[i] = .hold
                    continue
                }
                let value = values[i]
                let logged = flag & DayBook.Flag.logged != 0
                let counts: Bool
                switch days {
                case .zone:
                    counts = !value.isNaN && (zone?.contains(value) ?? false)
                case .some:
                    counts = flag & DayBook.Flag.some != 0
                case .none:
                    counts = logged ? flag & DayBook.Flag.some == 0 : flag & DayBook.Flag.nothing != 0
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
                let value = values[i]
                if !value.isNaN, zone?.contains(value) ?? true { readings[i] = value }
            }
        case .total:
            let sums = book.sum
            var total = 0.0
            for i in 0..<n {
                let value = values[i]
                if !value.isNaN, zone?.contains(value) ?? true {
                    total += sums[i]
                    readings[i] = total
                }
            }
        case .count:
            var days = 0.0
            for i in 0..<n {
                let value = values[i]
                if !value.isNaN, let zone, zone.contains(value) {
                    days += 1
                    readings[i] = days
                }
            }
        }
        self.readings = readings
        self.marks = marks
    }

    /// The series of Logged anything: a day of the person's own counts, a day a disruption
    /// for every trackable covers is on hold, any other day breaks the run.
    init(loggedAnything book: DayBook) {
        let n = book.count
        let flags = book.flags
        var readings = [Double](repeating: .nan, count: n)
        var marks = [DayMark](repeating: .breaks, count: n)
        var run = 0.0
        for i in 0..<n {
            if flags[i] & DayBook.Flag.own != 0 {
                marks[i] = .counts
                run += 1
                readings[i] = run
            } else if flags[i] & DayBook.Flag.heldAll != 0 {
                marks[i] = .hold
            } else {
                run = 0
            }
        }
        self.readings = readings
        self.marks = marks
    }
}
