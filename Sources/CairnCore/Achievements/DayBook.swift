/// One trackable's entries folded into flat per-day arrays, indexed by day offset from `start`.
///
/// Built in one pass over the entries; every rule of the trackable then reads these arrays,
/// so the folds do no dictionary look-up and no calendar arithmetic.
struct DayBook {
    /// Bits of ``flags``.
    enum Flag {
        /// Any entry of the trackable (a habit or a text has no value).
        static let logged: UInt8 = 1
        /// Any entry of the person's own (manual, any trackable, a Nothing included).
        static let own: UInt8 = 2
        /// A Nothing was logged.
        static let nothing: UInt8 = 4
        /// A disruption puts the trackable on hold.
        static let held: UInt8 = 8
        /// A disruption for every trackable covers the day (what carries Logged anything).
        static let heldAll: UInt8 = 16
    }

    /// The first day of the series.
    let start: LocalDate
    /// The trackable's day value by its reduction; NaN when it has no value that day.
    private(set) var value: [Double]
    /// The sum of the trackable's values that day (0 when none).
    private(set) var sum: [Double]
    /// ``Flag`` bits per day.
    private(set) var flags: [UInt8]

    var count: Int { flags.count }

    /// Folds `entries` for `trackableId` (`nil`: only the person's own days, for Logged anything).
    ///
    /// The series runs from the first relevant entry through `today` (or the last entry, if later).
    /// - Parameters:
    ///   - reduction: how several values of one day become its value.
    ///   - heldBy: which disruptions put a day on hold for this trackable.
    /// - Complexity: O(entries + days + disrupted days).
    init(trackableId: Int64?, reduction: DayReduction, entries: [Entry], disruptions: [Disruption], today: LocalDate,
         heldBy: (Disruption) -> Bool) {
        var first = Int.max, last = Int.min
        for entry in entries where entry.source == .manual || (trackableId != nil && entry.trackableId == trackableId) {
            first = Swift.min(first, entry.date.daysSinceEpoch)
            last = Swift.max(last, entry.date.daysSinceEpoch)
        }
        guard first != Int.max else {
            start = today
            value = []
            sum = []
            flags = []
            return
        }
        start = LocalDate(daysSinceEpoch: first)
        let n = Swift.max(last, today.daysSinceEpoch) - first + 1
        var flags = [UInt8](repeating: 0, count: n)
        var sum = [Double](repeating: 0, count: n)
        var counts = [Int32](repeating: 0, count: n)
        // The value kept by a min, max or last reduction (the sum serves sum and mean).
        var kept = [Double](repeating: .nan, count: n)
        var keptAt = reduction == .last ? [Double](repeating: -.infinity, count: n) : []
        for entry in entries {
            let i = entry.date.daysSinceEpoch - first
            guard i >= 0 else { continue }
            if entry.source == .manual { flags[i] |= Flag.own }
            if entry.isNothing {
                flags[i] |= Flag.nothing
                continue
            }
            guard trackableId != nil, entry.trackableId == trackableId else { continue }
            flags[i] |= Flag.logged
            guard let v = entry.value else { continue }
            sum[i] += v
            counts[i] += 1
            switch reduction {
            case .sum, .mean:
                break
            case .min, .earliest:
                if !(kept[i] <= v) { kept[i] = v }
            case .max, .latest:
                if !(kept[i] >= v) { kept[i] = v }
            case .last:
                let at = entry.instant?.timeIntervalSince1970 ?? -.infinity
                if at >= keptAt[i] || kept[i].isNaN {
                    kept[i] = v
                    keptAt[i] = Swift.max(at, keptAt[i])
                }
            }
        }
        for disruption in disruptions {
            let bits = (heldBy(disruption) ? Flag.held : 0) | (disruption.coversAll ? Flag.heldAll : 0)
            let from = Swift.max(0, disruption.from.daysSinceEpoch - first)
            let to = Swift.min(n - 1, disruption.to.daysSinceEpoch - first)
            guard bits != 0, from <= to else { continue }
            for i in from...to { flags[i] |= bits }
        }
        var value = kept
        if reduction == .sum || reduction == .mean {
            for i in 0..<n where counts[i] > 0 {
                value[i] = reduction == .sum ? sum[i] : sum[i] / Double(counts[i])
            }
        }
        self.value = value
        self.sum = sum
        self.flags = flags
    }
}
