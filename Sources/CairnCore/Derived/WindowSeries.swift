/// A series reduced over a rolling window, in one pass.
///
/// A trailing window keeps prefix sums of the values, the days with a value and the days that
/// count, so each day's window is a difference of two prefixes; a calendar period is summed as
/// the days go by and read on its last day. Neither re-reads a window per day.
enum WindowSeries {
    /// The windowed values by date, in date order.
    ///
    /// - `sum`: the sum of the day values in the window (days with none add nothing);
    /// - `mean`: their mean over the days with a value (no value when none has one);
    /// - `days`: how many days count: those with an entry of some (the series read as Any,
    ///   ``DayValues/some``), whatever the day's value.
    ///
    /// A trailing window is dated on each day whose whole window lies in the series; a
    /// calendar period on its last day, once that day is before `today`.
    /// - Complexity: O(days).
    static func points(of series: DayValues, window: RollingWindow, op: DerivedOp, today: LocalDate,
                       goals: GoalHistory?) -> [(date: LocalDate, value: Double)] {
        let values = series.values
        let n = values.count
        func reduce(sum: Double, withValue: Int, counting: Int) -> Double {
            switch op {
            case .mean: withValue > 0 ? sum / Double(withValue) : .nan
            case .days: Double(counting)
            default: sum
            }
        }
        var result: [(date: LocalDate, value: Double)] = []
        switch window {
        case let .trailing(length):
            guard length >= 1 else { return [] }
            var sums = [Double](repeating: 0, count: n + 1)
            var withValue = [Int](repeating: 0, count: n + 1)
            var counting = [Int](repeating: 0, count: n + 1)
            for i in 0..<n {
                let value = values[i]
                let has = !value.isNaN
                sums[i + 1] = sums[i] + (has ? value : 0)
                withValue[i + 1] = withValue[i] + (has ? 1 : 0)
                counting[i + 1] = counting[i] + (series.some[i] ? 1 : 0)
            }
            guard n >= length else { return [] }
            result.reserveCapacity(n - length + 1)
            for end in length...n {
                let from = end - length
                let value = reduce(sum: sums[end] - sums[from], withValue: withValue[end] - withValue[from],
                                   counting: counting[end] - counting[from])
                result.append((series.start.adding(days: end - 1), value))
            }
        case let .per(period):
            var sum = 0.0, withValue = 0, counting = 0
            for i in 0..<n {
                let day = series.start.adding(days: i)
                guard day < today else { break }
                let value = values[i]
                if !value.isNaN {
                    sum += value
                    withValue += 1
                }
                if series.some[i] { counting += 1 }
                if isLastDay(day, of: period, goals: goals) {
                    result.append((day, reduce(sum: sum, withValue: withValue, counting: counting)))
                    sum = 0
                    withValue = 0
                    counting = 0
                }
            }
        }
        return result
    }

    /// Whether `day` is the last day of its week (the next day starts a week by the goal's first
    /// weekday in force on it), month or year.
    static func isLastDay(_ day: LocalDate, of period: CalendarPeriod, goals: GoalHistory?) -> Bool {
        let next = day.adding(days: 1)
        switch period {
        case .week:
            return next.weekday == (goals?.config(on: next).firstWeekday ?? .monday)
        case .month:
            return next.components.day == 1
        case .year:
            let c = next.components
            return c.month == 1 && c.day == 1
        }
    }
}
