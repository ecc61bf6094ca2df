/// The pure fold of a threshold over a rule's readings: where each rung or record lands.
struct ThresholdFold {
    /// A hit: the day offset and the rung reached (ladders) or the value (records).
    struct Hit {
        var day: Int
        var rung: Double?
        var value: Double?
    }

    /// The most rungs one rule can reach: a guard against a generated ladder with a tiny first
    /// rung climbing for ever (`{every: 0.000001}` over a 10-year total).
    static let maxHits = 10_000

    /// Every hit, in day order.
    var hits: [Hit] = []
    /// The best value seen (the extreme), NaN when none.
    var extreme = Double.nan
    /// The next rung not yet reached (ladders).
    var nextRung: Double?

    /// Folds a ladder (in base units) over `readings`: a rung is reached when the best value
    /// seen reaches it, and is never taken back.
    ///
    /// - Complexity: O(days + rungs reached).
    init(readings: [Double], ladder: Ladder, lowest: Bool) {
        // Listed rungs once each, in climbing order (a repeated rung would repeat a key).
        let listed: [Double]? = if case let .rungs(values) = ladder {
            lowest ? Set(values).sorted(by: >) : Set(values).sorted()
        } else { nil }
        func rung(_ index: Int) -> Double? {
            guard let listed else { return ladder.rung(at: index, descending: lowest) }
            return index < listed.count ? listed[index] : nil
        }
        var index = 0
        var next = rung(0)
        var extreme = Double.nan
        for day in readings.indices {
            let reading = readings[day]
            guard !reading.isNaN, extreme.isNaN || (lowest ? reading < extreme : reading > extreme) else { continue }
            extreme = reading
            while let target = next, ThresholdFold.reaches(extreme, target, lowest: lowest), hits.count < Self.maxHits {
                hits.append(Hit(day: day, rung: target, value: nil))
                index += 1
                next = rung(index)
            }
        }
        self.extreme = extreme
        nextRung = next
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
