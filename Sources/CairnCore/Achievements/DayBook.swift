/// One trackable's entries folded into per-day cells, indexed by day offset from `start`.
///
/// Built in one pass over the entries; every rule of the trackable then reads these arrays,
/// so the folds do no dictionary look-up and no calendar arithmetic.
struct DayBook {
    /// What one day holds.
    struct Cell {
        /// Sum of the trackable's values.
        var sum = 0.0
        /// How many values the trackable has that day.
        var values: Int32 = 0
        var low = Double.infinity
        var high = -Double.infinity
        var last = Double.nan
        var lastAt = -Double.infinity
        /// Any entry of the trackable (a habit or a text has no value).
        var logged = false
        /// Any entry of the person's own (manual, any trackable, a Nothing included).
        var own = false
        /// A Nothing was logged.
        var nothing = false
        /// A disruption puts the trackable on hold.
        var held = false
    }

    let start: LocalDate
    var cells: [Cell]

    var count: Int { cells.count }

    /// Folds `entries` for `trackableId` (`nil`: only the person's own days, for Logged anything).
    ///
    /// The series runs from the first relevant entry through `today` (or the last entry, if later).
    /// - Parameter heldBy: which disruptions put a day on hold.
    init(trackableId: Int64?, entries: [Entry], disruptions: [Disruption], today: LocalDate,
         heldBy: (Disruption) -> Bool) {
        var first = Int.max, last = Int.min
        for entry in entries where entry.source == .manual || (trackableId != nil && entry.trackableId == trackableId) {
            first = Swift.min(first, entry.date.daysSinceEpoch)
            last = Swift.max(last, entry.date.daysSinceEpoch)
        }
        guard first != Int.max else {
            start = today
            cells = []
            return
        }
        start = LocalDate(daysSinceEpoch: first)
        let end = Swift.max(last, today.daysSinceEpoch)
        cells = [Cell](repeating: Cell(), count: end - first + 1)
        for entry in entries {
            let i = entry.date.daysSinceEpoch - first
            guard i >= 0 else { continue }
            if entry.source == .manual { cells[i].own = true }
            if entry.isNothing {
                cells[i].nothing = true
                continue
            }
            guard trackableId != nil, entry.trackableId == trackableId else { continue }
            cells[i].logged = true
            guard let value = entry.value else { continue }
            cells[i].sum += value
            cells[i].values += 1
            cells[i].low = Swift.min(cells[i].low, value)
            cells[i].high = Swift.max(cells[i].high, value)
            let at = entry.instant?.timeIntervalSince1970 ?? -Double.infinity
            if at >= cells[i].lastAt || cells[i].last.isNaN {
                cells[i].last = value
                cells[i].lastAt = Swift.max(at, cells[i].lastAt)
            }
        }
        for disruption in disruptions where heldBy(disruption) {
            let from = Swift.max(0, disruption.from.daysSinceEpoch - first)
            let to = Swift.min(cells.count - 1, disruption.to.daysSinceEpoch - first)
            guard from <= to else { continue }
            for i in from...to { cells[i].held = true }
        }
    }

    /// The day value of the cell at `i` by `reduction`; NaN when the trackable has no value that day.
    @inline(__always)
    func dayValue(_ i: Int, _ reduction: DayReduction) -> Double {
        let cell = cells[i]
        guard cell.values > 0 else { return .nan }
        switch reduction {
        case .sum: return cell.sum
        case .mean: return cell.sum / Double(cell.values)
        case .last: return cell.last
        case .min, .earliest: return cell.low
        case .max, .latest: return cell.high
        }
    }
}
