/// Values folded one at a time into a ``ReadingReduction``'s result.
struct ReductionAccumulator {
    private var sum = 0.0
    private var count = 0
    private var low = Double.infinity
    private var high = -Double.infinity
    private var last = Double.nan

    /// Adds one value.
    mutating func add(_ value: Double) {
        sum += value
        count += 1
        low = Swift.min(low, value)
        high = Swift.max(high, value)
        last = value
    }

    /// Whether any value was added.
    var isEmpty: Bool { count == 0 }

    /// The result by `reduction`: NaN when nothing was added (a count is 0).
    func result(_ reduction: ReadingReduction) -> Double {
        if reduction == .count { return Double(count) }
        guard count > 0 else { return .nan }
        switch reduction {
        case .max: return high
        case .min: return low
        case .sum: return sum
        case .mean: return sum / Double(count)
        case .last: return last
        case .count: return Double(count)
        }
    }
}
