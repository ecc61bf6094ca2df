/// The pure fold of a threshold over a rule's readings: where each rung or record lands.
struct ThresholdFold {
    /// A hit: the day offset and the rung reached (ladders) or the value (records).
    struct Hit {
        var day: Int
        var rung: Double?
        var value: Double?
    }

    /// The most rungs one rule marks on one day (``Plausible/momentsPerRuleDay``): the highest
    /// of the rungs passed that day, the lower ones passed in the same stride unmarked.
    static let maxHitsPerDay = Plausible.momentsPerRuleDay
    /// The most rungs one rule marks in all (``Plausible/momentsPerRule``): the earliest ones;
    /// after them the ladder has no next rung, as a listed ladder whose rungs are all reached.
    static let maxHits = Plausible.momentsPerRule

    /// Every hit, in day order.
    var hits: [Hit] = []
    /// The best value seen (the extreme), NaN when none.
    var extreme = Double.nan
    /// The next rung not yet reached (ladders).
    var nextRung: Double?

    /// Folds a ladder (in base units) over `readings`: a rung is reached when the best value
    /// seen reaches it, and is never taken back.
    ///
    /// A day marks at most ``maxHitsPerDay`` rungs (the highest it passed) and the rule at most
    /// ``maxHits`` in all, so no ladder, however fine its step against the values, makes more:
    /// the highest rung a day reaches is found by a galloping search, not by walking each rung.
    /// - Complexity: O(days + hits), plus O(log(rungs passed)) on each day that reaches a rung.
    init(readings: [Double], ladder: Ladder, lowest: Bool) {
        // Listed rungs once each, in climbing order (a repeated rung would repeat a key).
        let listed: [Double]? = if case let .rungs(values) = ladder {
            lowest ? Set(values).sorted(by: >) : Set(values).sorted()
        } else { nil }
        func rung(_ index: Int) -> Double? {
            guard let listed else {
                // A generated ladder climbs: it has no rungs going down (a rule refuses one).
                return lowest ? nil : ladder.rung(at: index, descending: false)
            }
            return index < listed.count ? listed[index] : nil
        }
        var index = 0
        var next = rung(0)
        var extreme = Double.nan
        for day in readings.indices {
            let reading = readings[day]
            guard !reading.isNaN, extreme.isNaN || (lowest ? reading < extreme : reading > extreme) else { continue }
            extreme = reading
            guard let target = next, ThresholdFold.reaches(extreme, target, lowest: lowest) else { continue }
            let last = Self.lastReached(from: index, extreme: extreme, lowest: lowest, rung: rung)
            let budget = Swift.min(Self.maxHitsPerDay, Self.maxHits - hits.count)
            for marked in Swift.max(index, last - budget + 1)...last {
                if let value = rung(marked), value != hits.last?.rung { hits.append(Hit(day: day, rung: value, value: nil)) }
            }
            index = last + 1
            next = hits.count < Self.maxHits ? rung(index) : nil
        }
        self.extreme = extreme
        nextRung = next
    }

    /// The index of the highest rung `extreme` reaches, given that it reaches rung `first`:
    /// doubling the stride until a rung is out of reach, then halving it. Rungs climb, so
    /// "reached" is true up to some index and false after it.
    ///
    /// - Complexity: O(log(rungs passed)) calls of `rung`.
    private static func lastReached(from first: Int, extreme: Double, lowest: Bool, rung: (Int) -> Double?) -> Int {
        // No index beyond this is probed, so the arithmetic never overflows; past 2^53 a
        // generated rung is a rounded Double (equal neighbours are marked once, below).
        let ceiling = 1 << 60
        func reached(_ index: Int) -> Bool {
            index <= ceiling && (rung(index).map { reaches(extreme, $0, lowest: lowest) } ?? false)
        }
        var low = first, stride = 1
        while stride <= ceiling - first, reached(first + stride) {
            low = first + stride
            stride *= 2
        }
        var high = Swift.min(first + stride, ceiling + 1)  // not reached
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if reached(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// Folds a record over `readings`: a day that beats every day before it, once `minHistory`
    /// days with a value have been seen; the extreme updates through the wait.
    ///
    /// - Complexity: O(days).
    init(readings: [Double], minHistory: Int, lowest: Bool) {
        var seen = 0
        var extreme = Double.nan
        defer { self.extreme = extreme }
        for day in readings.indices {
            let reading = readings[day]
            guard !reading.isNaN else { continue }
            seen += 1
            guard extreme.isNaN || (lowest ? reading < extreme : reading > extreme) else { continue }
            extreme = reading
            if seen >= minHistory { hits.append(Hit(day: day, rung: nil, value: reading)) }
        }
    }

    /// Whether `value` reaches `rung`, allowing for the rounding of unit conversions and sums.
    @inline(__always)
    static func reaches(_ value: Double, _ rung: Double, lowest: Bool) -> Bool {
        let slack = 1e-9 * Swift.max(1, abs(rung))
        return lowest ? value <= rung + slack : value >= rung - slack
    }
}
