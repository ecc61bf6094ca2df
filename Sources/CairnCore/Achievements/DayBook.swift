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
        /// An entry of the trackable's that is of some: a value other than its kind's none, or no value at all.
        /// An unzoned streak reads the trackable as Any: a day with one such entry is a day of
        /// some, whatever its day value (Mild at 08:00 and None at 20:00 is a day of some).
        static let some: UInt8 = 32
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
    ///   - none: the value that means none for the trackable's kind (``TrackableKind/noneValue``),
    ///     which decides ``Flag/some``.
    ///   - heldBy: which disruptions put a day on hold for this trackable.
    /// - Complexity: O(entries + days + disrupted days).
    init(trackableId: Int64?, reduction: DayReduction, none: Double?, entries: [Entry], disruptions: [Disruption],
         today: LocalDate, heldBy: (Disruption) -> Bool) {
        var first = Int.max, last = Int.min
        for entry in entries where entry.source == .manual || (trackableId != nil && entry.trackableId == trackableId) {
            first = Swift.min(first, entry.date.daysSinceEpoch)
            last = Swift.max(last, entry.date.daysSinceEpoch)
        }
        self.init(trackableId: trackableId, reduction: reduction, none: none, entries: entries, shared: nil, first: first,
                  last: last, disruptions: disruptions, today: today, heldBy: heldBy)
    }

    /// ``init(trackableId:reduction:none:entries:disruptions:today:heldBy:)`` over `own` (the
    /// trackable's entries) and the entries every trackable's read shares, folded once into
    /// `shared`: the same book as over `own + shared`'s entries, without walking those again for
    /// each trackable.
    init(trackableId: Int64, reduction: DayReduction, none: Double?, own: [Entry], shared: SharedDays,
         disruptions: [Disruption], today: LocalDate, heldBy: (Disruption) -> Bool) {
        var first = shared.firstOwn, last = shared.lastOwn
        for entry in own where entry.source == .manual || entry.trackableId == trackableId {
            first = Swift.min(first, entry.date.daysSinceEpoch)
            last = Swift.max(last, entry.date.daysSinceEpoch)
        }
        self.init(trackableId: trackableId, reduction: reduction, none: none, entries: own, shared: shared, first: first,
                  last: last, disruptions: disruptions, today: today, heldBy: heldBy)
    }

    private init(trackableId: Int64?, reduction: DayReduction, none: Double?, entries: [Entry], shared: SharedDays?,
                 first: Int, last: Int, disruptions: [Disruption], today: LocalDate, heldBy: (Disruption) -> Bool) {
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
        if let shared, !shared.flags.isEmpty {
            let from = Swift.max(first, shared.low), through = Swift.min(first + n - 1, shared.low + shared.flags.count - 1)
            if from <= through {
                for day in from...through { flags[day - first] |= shared.flags[day - shared.low] }
            }
        }
        var sum = [Double](repeating: 0, count: n)
        var counts = [Int32](repeating: 0, count: n)
        // The value kept by a min, max or last reduction (the sum serves sum and mean).
        var kept = [Double](repeating: .nan, count: n)
        var keptAt = reduction == .last ? [Double](repeating: -.infinity, count: n) : []
        // NaN when the kind has no none: no value equals it, so every entry is of some.
        let noneValue = none ?? .nan
        // Read in place: a copy of each entry retains and releases its items and tags.
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                let i = entries[index].date.daysSinceEpoch - first
                guard i >= 0 else { continue }
                if entries[index].source == .manual { flags[i] |= Flag.own }
                guard let id = entries[index].trackableId else {
                    flags[i] |= Flag.nothing
                    continue
                }
                guard trackableId != nil, id == trackableId else { continue }
                guard let v = entries[index].value else {
                    flags[i] |= Flag.logged | Flag.some
                    continue
                }
                flags[i] |= v == noneValue ? Flag.logged : Flag.logged | Flag.some
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
                    let at = entries[index].instant?.timeIntervalSince1970 ?? -.infinity
                    if at >= keptAt[i] || kept[i].isNaN {
                        kept[i] = v
                        keptAt[i] = Swift.max(at, keptAt[i])
                    }
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

/// The entries every trackable's read shares (the Nothings and the stand-ins of the person's own
/// days, none of them any trackable's own), folded once into the ``DayBook`` flags they give: the
/// person's own days and the Nothings.
struct SharedDays {
    /// The first day of ``flags`` (days since 1970).
    let low: Int
    /// ``DayBook/Flag`` bits (own, nothing) by day from ``low``.
    let flags: [UInt8]
    /// The first and last day with an entry of the person's own (`Int.max`, `Int.min` for none).
    let firstOwn: Int, lastOwn: Int

    /// Folds `entries`, none of which is a trackable's own (a Nothing, or a stand-in of id 0).
    init(_ entries: [Entry]) {
        var low = Int.max, high = Int.min, firstOwn = Int.max, lastOwn = Int.min
        for entry in entries {
            let day = entry.date.daysSinceEpoch
            low = Swift.min(low, day)
            high = Swift.max(high, day)
            if entry.source == .manual {
                firstOwn = Swift.min(firstOwn, day)
                lastOwn = Swift.max(lastOwn, day)
            }
        }
        var flags = [UInt8](repeating: 0, count: low <= high ? high - low + 1 : 0)
        for entry in entries {
            let i = entry.date.daysSinceEpoch - low
            if entry.source == .manual { flags[i] |= DayBook.Flag.own }
            if entry.isNothing { flags[i] |= DayBook.Flag.nothing }
        }
        self.low = low
        self.flags = flags
        self.firstOwn = firstOwn
        self.lastOwn = lastOwn
    }
}
