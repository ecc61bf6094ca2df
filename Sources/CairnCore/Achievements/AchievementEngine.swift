/// The pure achievements engine: rules and entries in, moments and what is coming up out.
///
/// Nothing here reads the clock, the store or the environment: "today" is passed in. Every
/// moment is recomputed from the entries, so its date is read off the data.
public enum AchievementEngine {
    /// Re-reads `trackable`'s rules (and, by default, Logged anything) over all entries.
    ///
    /// - Parameters:
    ///   - rules: the trackable's rules, in their sort order (rules of other trackables are ignored).
    ///   - zones: the trackable's zones (rules name them by id).
    ///   - entries: every entry of every trackable: a day's hold depends on the person's own
    ///     entries of any trackable. In any order.
    ///   - disruptions: every disruption.
    ///   - today: the person's current local date.
    ///   - inputs: what Readings (a rule's `of`) and a derived trackable read besides the entries.
    /// - Returns: moments in date order, coming-up rungs, and rules skipped with why.
    /// - Complexity: O(entries + days × rules), no calendar call (a derived series filtered by
    ///   time of day reads each entry's zone offset).
    public static func evaluate(trackable: Trackable, rules: [AchievementRule], zones: [Zone], entries: [Entry],
                                disruptions: [Disruption], today: LocalDate,
                                includeLoggedAnything: Bool = true, inputs: SeriesInputs = .none) -> Evaluation {
        let theirs = rules.filter { $0.trackableId == trackable.id }
        if trackable.derivation == nil, theirs.allSatisfy({ $0.of == nil }) {
            return evaluateSeries(trackable: trackable, rules: theirs, zones: zones, entries: entries,
                                  disruptions: disruptions, today: today, includeLoggedAnything: includeLoggedAnything)
        }
        let (derived, own, others) = readingInputs(trackable: trackable, entries: entries, inputs: inputs, today: today)
        var result = evaluateRead(trackable: trackable, rules: theirs, zones: zones, own: own,
                                  others: others, derived: derived, disruptions: disruptions, today: today)
        if includeLoggedAnything {
            let logged = loggedAnything(entries: entries, disruptions: disruptions, today: today)
            result.moments += logged.moments
            result.comingUp += logged.comingUp
        }
        result.moments = inDateOrder(result.moments)
        return result
    }

    /// Reads `trackable`'s rules over its own day values, its Readings' (rules with `of`), or
    /// its derived series, each turned into entries the existing fold reads unchanged.
    ///
    /// - Parameters:
    ///   - own: the trackable's own entries.
    ///   - others: every other entry a day's hold and none depend on (the Nothings, and the
    ///     person's own days, possibly as stand-ins), none of this trackable.
    static func evaluateRead(trackable: Trackable, rules: [AchievementRule], zones: [Zone], own: [Entry], others: [Entry],
                             derived: DerivedSeries, disruptions: [Disruption], today: LocalDate) -> Evaluation {
        var result = Evaluation()
        func merge(_ one: Evaluation) {
            result.moments += one.moments
            result.comingUp += one.comingUp
            result.skipped += one.skipped
        }
        let plain = rules.filter { $0.of == nil }
        if trackable.derivation != nil {
            switch derived.entries(of: trackable) {
            case let .success(entries):
                merge(evaluateSeries(trackable: trackable, rules: plain, zones: zones, entries: entries + others,
                                     disruptions: disruptions, today: today, includeLoggedAnything: false))
            case let .failure(error):
                result.skipped += plain.map { SkippedRule(ruleId: $0.id, reason: error.description) }
            }
        } else if !plain.isEmpty {
            merge(evaluateSeries(trackable: trackable, rules: plain, zones: zones, entries: own + others,
                                 disruptions: disruptions, today: today, includeLoggedAnything: false))
        }
        var readingIds: [Int64] = []
        for rule in rules { if let of = rule.of, !readingIds.contains(of) { readingIds.append(of) } }
        for id in readingIds {
            let ofReading = rules.filter { $0.of == id }
            guard let reading = derived.reading(id), reading.trackableId == trackable.id else {
                result.skipped += ofReading.map { SkippedRule(ruleId: $0.id, reason: "its Reading no longer exists") }
                continue
            }
            if let problem = reading.problem(of: trackable) {
                result.skipped += ofReading.map { SkippedRule(ruleId: $0.id, reason: problem) }
                continue
            }
            merge(evaluateSeries(trackable: reading.valueTrackable(of: trackable), rules: ofReading, zones: zones,
                                 entries: derived.entries(of: reading, for: trackable) + others + standIns(own),
                                 disruptions: disruptions, today: today, includeLoggedAnything: false))
        }
        return result
    }

    /// What reading a derived trackable or a Reading of `trackable` needs: the derived series
    /// over every trackable's entries, `trackable`'s own entries, and everyone else's with a
    /// stand-in for each day of its own (see ``standIns(_:)``).
    static func readingInputs(trackable: Trackable, entries: [Entry], inputs: SeriesInputs,
                              today: LocalDate) -> (derived: DerivedSeries, own: [Entry], others: [Entry]) {
        var entriesOf: [Int64: [Entry]] = [:]
        var others: [Entry] = []
        for entry in entries {
            if let id = entry.trackableId { entriesOf[id, default: []].append(entry) }
            if entry.trackableId != trackable.id { others.append(entry) }
        }
        var sources = inputs
        if !sources.trackables.contains(where: { $0.id == trackable.id }) { sources.trackables.append(trackable) }
        let own = entriesOf[trackable.id] ?? []
        return (DerivedSeries(entriesOf: entriesOf, inputs: sources, today: today), own, others + standIns(own))
    }

    /// One entry of no trackable per day `entries` hold one of the person's own: the days on
    /// hold come out the same when the entries themselves are replaced by a derived series.
    static func standIns(_ entries: [Entry]) -> [Entry] { standIns(of: [entries]) }

    /// ``standIns(_:)`` over several arrays of entries at once (every trackable's, say), in date order.
    ///
    /// - Complexity: O(entries + days spanned): the days are a bitmap over their span, or a set
    ///   when they lie far apart.
    static func standIns(of groups: [[Entry]]) -> [Entry] {
        var low = Int.max, high = Int.min, count = 0
        for entries in groups {
            for entry in entries where entry.source == .manual {
                low = min(low, entry.date.daysSinceEpoch)
                high = max(high, entry.date.daysSinceEpoch)
                count += 1
            }
        }
        guard low <= high else { return [] }
        let days: [Int]
        if high - low <= 4 * count + 4096 {
            var logged = [Bool](repeating: false, count: high - low + 1)
            for entries in groups {
                for entry in entries where entry.source == .manual { logged[entry.date.daysSinceEpoch - low] = true }
            }
            days = logged.indices.filter { logged[$0] }.map { low + $0 }
        } else {
            var logged: Set<Int> = []
            for entries in groups {
                for entry in entries where entry.source == .manual { logged.insert(entry.date.daysSinceEpoch) }
            }
            days = logged.sorted()
        }
        return standIns(days: days)
    }

    /// One stand-in entry (of no trackable, id 0) for each of `days` (days since the epoch,
    /// ascending, each once): the days the person logged an entry of their own (a manual one).
    public static func standIns(days: [Int]) -> [Entry] {
        days.map { Entry(trackableId: 0, date: LocalDate(daysSinceEpoch: $0), value: nil) }
    }

    /// Reads `rules` over `trackable`'s day values in `entries` (the fold, unchanged).
    static func evaluateSeries(trackable: Trackable, rules: [AchievementRule], zones: [Zone], entries: [Entry],
                               disruptions: [Disruption], today: LocalDate,
                               includeLoggedAnything: Bool) -> Evaluation {
        let book = DayBook(trackableId: trackable.id, reduction: trackable.effectiveDayReduction,
                           none: trackable.kind.noneValue, entries: entries,
                           disruptions: disruptions, today: today) {
            $0.applies(to: trackable.id)
        }
        return evaluateSeries(trackable: trackable, rules: rules, zones: zones, book: book, today: today,
                              includeLoggedAnything: includeLoggedAnything)
    }

    /// ``evaluateSeries(trackable:rules:zones:entries:disruptions:today:includeLoggedAnything:)``
    /// over the book already folded from them.
    static func evaluateSeries(trackable: Trackable, rules: [AchievementRule], zones: [Zone], book: DayBook, today: LocalDate,
                               includeLoggedAnything: Bool) -> Evaluation {
        var result = Evaluation()
        for rule in rules where rule.trackableId == trackable.id {
            let (zone, bounds, problem) = prepare(rule, trackable: trackable, zones: zones)
            if let problem {
                result.skipped.append(SkippedRule(ruleId: rule.id, reason: problem))
                continue
            }
            let series = RuleSeries(rule: rule, trackable: trackable, zone: bounds, book: book)
            let name = RuleNaming.name(of: rule, trackable: trackable, zone: zone)
            let text = RuleNaming.measureText(measure: rule.measure, trackable: trackable)
            let lowest = rule.measure == .best && rule.direction == .low
            switch rule.threshold {
            case let .ladder(ladder):
                let factor = RuleNaming.ladderFactor(measure: rule.measure, trackable: trackable)
                let fold = ThresholdFold(readings: series.readings, ladder: ladder.scaled(by: factor), lowest: lowest)
                append(fold, identity: rule.identity, name: name, start: book.start, text: text, to: &result)
                let current = rule.measure == .streak
                    ? Double(Runs.liveRun(series.marks, start: book.start, today: today))
                    : (fold.extreme.isNaN ? 0 : fold.extreme)
                if let next = fold.nextRung {
                    result.comingUp.append(comingUp(identity: rule.identity, name: name, current: current, next: next,
                                                    lowest: lowest, text: text))
                }
            case let .record(minHistory):
                let fold = ThresholdFold(readings: series.readings, minHistory: minHistory ?? Threshold.defaultMinHistory,
                                         lowest: lowest)
                append(fold, identity: rule.identity, name: name, start: book.start, text: text, to: &result)
            }
        }
        if includeLoggedAnything {
            // The trackable's book already holds every own day (its range starts no later than
            // the first own entry; days before that can only be breaks, which a run of 0 ignores).
            appendLoggedAnything(book: book, today: today, to: &result)
        }
        result.moments = inDateOrder(result.moments)
        return result
    }

    /// A streak rule's standing run and longest run (the flame on a Home card reads `current`).
    ///
    /// - Returns: `nil` when `rule` is not a streak or cannot be read for `trackable`.
    /// - Complexity: O(entries + days).
    /// - Parameter inputs: what a derived trackable reads besides the entries (its streak reads
    ///   its derived series; `entries` then holds the entries of the trackables it reads).
    public static func streak(rule: AchievementRule, trackable: Trackable, zones: [Zone], entries: [Entry],
                              disruptions: [Disruption], today: LocalDate, inputs: SeriesInputs = .none) -> RunSummary? {
        let (_, bounds, problem) = prepare(rule, trackable: trackable, zones: zones)
        guard rule.measure == .streak, rule.of == nil, problem == nil else { return nil }
        var read = entries
        if trackable.derivation != nil {
            var entriesOf: [Int64: [Entry]] = [:]
            for entry in entries { if let id = entry.trackableId { entriesOf[id, default: []].append(entry) } }
            guard case let .success(derived) = DerivedSeries(entriesOf: entriesOf, inputs: inputs, today: today)
                .entries(of: trackable) else { return nil }
            read = derived + entries.filter { $0.trackableId != trackable.id }
        }
        let book = DayBook(trackableId: trackable.id, reduction: trackable.effectiveDayReduction,
                           none: trackable.kind.noneValue, entries: read,
                           disruptions: disruptions, today: today) { $0.applies(to: trackable.id) }
        let series = RuleSeries(rule: rule, trackable: trackable, zone: bounds, book: book)
        return Runs.streaks(series.marks, start: book.start, today: today)
    }

    /// Logged anything's moments (7, 30, 100, 365 days) and its next rung.
    ///
    /// - Complexity: O(entries + days).
    public static func loggedAnything(entries: [Entry], disruptions: [Disruption], today: LocalDate) -> Evaluation {
        var result = Evaluation()
        let book = DayBook(trackableId: nil, reduction: .sum, none: nil, entries: entries, disruptions: disruptions, today: today) {
            $0.coversAll
        }
        appendLoggedAnything(book: book, today: today, to: &result)
        return result
    }

    private static func appendLoggedAnything(book: DayBook, today: LocalDate, to result: inout Evaluation) {
        let series = RuleSeries(loggedAnything: book)
        appendMilestones(readings: series.readings, marks: series.marks, start: book.start, identity: LoggedAnything.identity,
                         name: LoggedAnything.name, today: today, to: &result)
    }

    /// Folds the 7, 30, 100 and 365-day milestones over a streak's readings and marks, adding
    /// its moments and, while one is left, its next rung against the live run.
    static func appendMilestones(readings: [Double], marks: [DayMark], start: LocalDate, identity: String, name: String,
                                 today: LocalDate, to result: inout Evaluation) {
        let fold = ThresholdFold(readings: readings, ladder: .rungs(LoggedAnything.rungs), lowest: false)
        let text = { (value: Double) in ValueFormatter.days(Plausible.clampedInt(value.rounded())) }
        append(fold, identity: identity, name: name, start: start, text: text, to: &result)
        if let next = fold.nextRung {
            let current = Double(Runs.liveRun(marks, start: start, today: today))
            result.comingUp.append(comingUp(identity: identity, name: name, current: current, next: next, lowest: false,
                                            text: text))
        }
    }

    /// The moments whose keys are not in `seen`, the last of them to toast, and the new seen set.
    ///
    /// - Complexity: O(moments).
    public static func newMoments(_ all: [Moment], seen: Set<String>) -> NewMoments {
        let fresh = all.filter { !seen.contains($0.key) }
        return NewMoments(fresh: fresh, toast: fresh.last, seen: seen.union(fresh.map(\.key)))
    }

    /// A moment's key: the rule's identity, the day and the rung (or `record`).
    public static func momentKey(identity: String, date: LocalDate, rung: Double?) -> String {
        // A whole rung (the usual case) is written digit by digit, the key in one string: keys
        // are built for every moment. Anything else takes ValueFormatter's words (below 1e13 a
        // whole rung reads there as these digits).
        guard let rung, rung == rung.rounded(), rung.magnitude < 1e13 else {
            return identity + "@" + date.description + "#" + (rung.map(ValueFormatter.number) ?? "record")
        }
        let whole = Int(rung)
        var width = whole < 0 ? 2 : 1
        var probe = whole.magnitude
        while probe >= 10 {
            probe /= 10
            width += 1
        }
        let day = date.description
        return String(unsafeUninitializedCapacity: identity.utf8.count + day.utf8.count + 2 + width) { buffer in
            var at = 0
            for byte in identity.utf8 {
                buffer[at] = byte
                at += 1
            }
            buffer[at] = UInt8(ascii: "@")
            at += 1
            for byte in day.utf8 {
                buffer[at] = byte
                at += 1
            }
            buffer[at] = UInt8(ascii: "#")
            if whole < 0 { buffer[at + 1] = UInt8(ascii: "-") }
            let end = at + 1 + width
            var digits = whole.magnitude
            var place = end
            repeat {
                place -= 1
                buffer[place] = UInt8(truncatingIfNeeded: 48 + digits % 10)
                digits /= 10
            } while digits > 0
            return end
        }
    }

    /// The rule's zone, its bounds in base units, and why the rule cannot be read (if so).
    static func prepare(_ rule: AchievementRule, trackable: Trackable,
                                zones: [Zone]) -> (zone: Zone?, bounds: ZoneBounds?, problem: String?) {
        let zone = rule.zoneId.flatMap { id in zones.first { $0.id == id } }
        if let problem = rule.problem(for: trackable, zone: zone) { return (zone, nil, problem) }
        do {
            return (zone, try zone?.inBase(for: trackable), nil)
        } catch {
            return (zone, nil, error.description)
        }
    }

    /// Turns a fold's hits into moments of the rule `identity`.
    static func append(_ fold: ThresholdFold, identity: String, name: String, start: LocalDate,
                               text: (Double) -> String, to result: inout Evaluation) {
        for hit in fold.hits {
            let date = start.adding(days: hit.day)
            let key = momentKey(identity: identity, date: date, rung: hit.rung)
            // Rungs closer than the key's hundredths (a step of 0.001) share a key: one moment.
            if result.moments.last?.key == key { continue }
            result.moments.append(Moment(key: key,
                                         ruleIdentity: identity, date: date, rung: hit.rung, value: hit.value,
                                         name: name, measureText: text(hit.rung ?? hit.value ?? 0)))
        }
    }

    /// The coming-up line of a ladder rule.
    static func comingUp(identity: String, name: String, current: Double, next: Double, lowest: Bool,
                                 text: (Double) -> String) -> ComingUp {
        let progress = lowest ? (current > 0 ? next / current : 0) : (next > 0 ? current / next : 0)
        return ComingUp(ruleIdentity: identity, name: name, current: current, next: next, progress: progress,
                        nextText: text(next), currentText: text(current))
    }

    /// The moments of `runs` (each trackable's, say) in date order, keeping the order of
    /// their concatenation on the same day: ``inDateOrder(_:)`` of `runs.joined()`, with every
    /// moment copied once into an array of the right size (a stable counting sort by day), not
    /// gathered into a growing array and then sorted into another.
    ///
    /// - Complexity: O(moments + days spanned), or O(moments log moments) when the days lie far apart.
    public static func inDateOrder(runs: [[Moment]]) -> [Moment] {
        var low = Int.max, high = Int.min, count = 0
        for run in runs {
            for moment in run {
                low = min(low, moment.date.daysSinceEpoch)
                high = max(high, moment.date.daysSinceEpoch)
            }
            count += run.count
        }
        guard count > 0 else { return [] }
        guard high - low <= 4 * count + 4096 else { return inDateOrder(Array(runs.joined())) }
        // Where each day's moments start, then each moment's place: (run, index) in final order.
        var next = [Int](repeating: 0, count: high - low + 2)
        for run in runs { for moment in run { next[moment.date.daysSinceEpoch - low + 1] += 1 } }
        for day in 1..<next.count { next[day] += next[day - 1] }
        var order = [(run: Int32, index: Int32)](repeating: (0, 0), count: count)
        for (r, run) in runs.enumerated() {
            for (i, moment) in run.enumerated() {
                let day = moment.date.daysSinceEpoch - low
                order[next[day]] = (Int32(r), Int32(i))
                next[day] += 1
            }
        }
        return order.map { runs[Int($0.run)][Int($0.index)] }
    }

    /// Moments in date order, keeping the order of moments on the same day.
    public static func inDateOrder(_ moments: [Moment]) -> [Moment] {
        if zip(moments, moments.dropFirst()).allSatisfy({ $0.date <= $1.date }) { return moments }
        let order = moments.indices.sorted {
            (moments[$0].date.daysSinceEpoch, $0) < (moments[$1].date.daysSinceEpoch, $1)
        }
        return order.map { moments[$0] }
    }
}
