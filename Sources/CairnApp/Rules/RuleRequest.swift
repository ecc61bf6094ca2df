import CairnCore

/// A rule as typed (`rule add`'s flags, the full rule editor's fields): every value read and
/// checked before the database is opened.
package struct RuleRequest: Sendable {
    /// The trackable's name (a built-in such as Coding is stored with its first rule).
    package var trackable: String
    package var measure: Measure
    package var days: StreakDays
    /// The zone a streak or count reads, by name.
    package var zone: String?
    package var threshold: Threshold
    /// A best rule looks for the lowest value.
    package var low: Bool
    /// The Reading it reads instead of the trackable's own value, by name.
    package var reading: String?

    /// Reads the typed values, refusing any combination that means nothing.
    package init(trackable: String, measure measureText: String, days daysText: String?, zone: String?, ladder: String?,
                 every: String?, scale: String?, record: Bool, low: Bool, minHistory: String?, reading: String?) throws(AppError) {
        guard let measure = Measure(rawValue: measureText.lowercased()) else {
            throw .usage("unknown measure \"\(measureText)\"; use streak, best, total or count")
        }
        var days = StreakDays.some
        if let daysText {
            guard let value = StreakDays(rawValue: daysText.lowercased()) else { throw .usage("unknown --days \"\(daysText)\"; use some, none or zone") }
            days = value
        } else if zone != nil {
            days = .zone
        }
        if daysText != nil, measure != .streak { throw .usage("--days is for a streak; a \(measure.rawValue) reads its own values") }
        if low, measure != .best { throw .usage("--low is for a best rule (new lowest)") }
        self.trackable = trackable
        self.measure = measure
        self.days = days
        self.zone = zone
        threshold = try Self.threshold(measure: measure, ladder: ladder, every: every, scale: scale, record: record, minHistory: minHistory)
        self.low = low
        self.reading = reading
    }

    private static func threshold(measure: Measure, ladder: String?, every: String?, scale: String?, record: Bool,
                                  minHistory: String?) throws(AppError) -> Threshold {
        guard [ladder != nil, every != nil, record].filter({ $0 }).count <= 1 else {
            throw .usage("choose one threshold: --ladder, --every or --record")
        }
        if scale != nil, every == nil { throw .usage("--scale goes with --every") }
        if minHistory != nil, !record, !(ladder == nil && every == nil && measure == .best) {
            throw .usage("--min-history goes with --record")
        }
        if let ladder {
            let rungs = ladder.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let values = rungs.compactMap(Double.init)
            guard !rungs.isEmpty, values.count == rungs.count else {
                throw .usage("--ladder takes numbers in the trackable's unit, like 7,30,100, got \"\(ladder)\"")
            }
            try plausible { () throws(PlausibleError) in for value in values { try Plausible.value(value, "--ladder rung") } }
            return .ladder(.rungs(values))
        }
        if let every {
            guard let step = Double(every) else { throw .usage("--every takes a number in the trackable's unit, got \"\(every)\"") }
            let factor = try scale.map { text throws(AppError) in
                guard let value = Double(text) else { throw .usage("--scale takes a number above 1, got \"\(text)\"") }
                try plausible { () throws(PlausibleError) in try Plausible.scale(value, "--scale") }
                return value
            }
            try plausible { () throws(PlausibleError) in try Plausible.step(step, "--every") }
            return .ladder(.every(step, scale: factor))
        }
        let wait = try minHistory.map { text throws(AppError) in
            guard let value = Int(text), value >= 1 else { throw .usage("--min-history takes a whole number of days with a value, 1 or more") }
            try plausible { () throws(PlausibleError) in try Plausible.minHistory(value, "--min-history") }
            return value
        }
        if record || measure == .best { return .record(minHistory: wait) }
        if measure == .total { throw .usage("a total needs a ladder: --ladder 100,500,1000 or --every 100 [--scale 2]") }
        return .ladder(.rungs([7, 30, 100, 365]))
    }
}

/// A rule ready to store or preview: the draft, the trackable it belongs to, what it reads (a
/// Reading's field, or the trackable), its zone, and whether the trackable is a built-in not
/// stored yet.
package struct RuleDraft: Sendable {
    package var rule: AchievementRule
    package var trackable: Trackable
    package var read: Trackable
    package var zone: Zone?
    package var builtIn: Bool

    /// "Running — new highest".
    package var name: String { rule.name(for: read, zone: zone) }
}
