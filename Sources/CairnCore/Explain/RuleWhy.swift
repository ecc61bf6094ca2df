extension AchievementEngine {
    /// Why each of `trackable`'s rules stands as it does on `date`: how the day counted, the run
    /// standing on it and what ended the one before (streaks), the record and its wait (records),
    /// where the ladder stands (ladders).
    ///
    /// Takes what ``evaluate(trackable:rules:zones:entries:disruptions:today:includeLoggedAnything:inputs:)``
    /// takes: a rule over a Reading is explained over the Reading's day values, a derived
    /// trackable's rules over its derived series.
    /// - Complexity: O(entries + days × rules).
    public static func explain(trackable: Trackable, rules: [AchievementRule], zones: [Zone], entries: [Entry],
                               disruptions: [Disruption], date: LocalDate, today: LocalDate,
                               inputs: SeriesInputs = .none) -> [(name: String, explanation: Explanation)] {
        let theirs = rules.filter { $0.trackableId == trackable.id }
        if trackable.derivation == nil, theirs.allSatisfy({ $0.of == nil }) {
            return explainSeries(trackable: trackable, rules: theirs, zones: zones, entries: entries, disruptions: disruptions,
                                 date: date, today: today)
        }
        let (derived, own, others) = readingInputs(trackable: trackable, entries: entries, inputs: inputs, today: today)
        func skipped(_ rules: [AchievementRule], _ reason: String, as read: Trackable) -> [(name: String, explanation: Explanation)] {
            rules.map { rule in
                let zone = rule.zoneId.flatMap { id in zones.first { $0.id == id } }
                return (RuleNaming.name(of: rule, trackable: read, zone: zone),
                        Explanation(date: date, status: nil, reasons: ["Skipped: \(reason)."]))
            }
        }
        var result: [(name: String, explanation: Explanation)] = []
        let plain = theirs.filter { $0.of == nil }
        if trackable.derivation != nil {
            switch derived.entries(of: trackable) {
            case let .success(values):
                result += explainSeries(trackable: trackable, rules: plain, zones: zones, entries: values + others,
                                        disruptions: disruptions, date: date, today: today)
            case let .failure(error):
                result += skipped(plain, error.description, as: trackable)
            }
        } else if !plain.isEmpty {
            result += explainSeries(trackable: trackable, rules: plain, zones: zones, entries: own + others,
                                    disruptions: disruptions, date: date, today: today)
        }
        var readingIds: [Int64] = []
        for rule in theirs { if let of = rule.of, !readingIds.contains(of) { readingIds.append(of) } }
        for id in readingIds {
            let ofReading = theirs.filter { $0.of == id }
            guard let reading = derived.reading(id), reading.trackableId == trackable.id else {
                result += skipped(ofReading, "its Reading no longer exists", as: trackable)
                continue
            }
            let read = reading.valueTrackable(of: trackable)
            if let problem = reading.problem(of: trackable) {
                result += skipped(ofReading, problem, as: read)
                continue
            }
            result += explainSeries(trackable: read, rules: ofReading, zones: zones,
                                    entries: derived.entries(of: reading, for: trackable) + others,
                                    disruptions: disruptions, date: date, today: today)
        }
        return result
    }

    /// ``explain(trackable:rules:zones:entries:disruptions:date:today:inputs:)`` over `trackable`'s
    /// day values in `entries` (the fold, unchanged).
    static func explainSeries(trackable: Trackable, rules: [AchievementRule], zones: [Zone], entries: [Entry],
                              disruptions: [Disruption], date: LocalDate,
                              today: LocalDate) -> [(name: String, explanation: Explanation)] {
        let book = DayBook(trackableId: trackable.id, reduction: trackable.effectiveDayReduction,
                           none: trackable.kind.noneValue, entries: entries,
                           disruptions: disruptions, today: today) { $0.applies(to: trackable.id) }
        let index = book.start.distance(to: date)
        let format = DisplayFormat(trackable)
        /// What the day held for this trackable, in words.
        func held(_ i: Int) -> String {
            guard book.flags.indices.contains(i) else { return "nothing logged" }
            let flags = book.flags[i]
            if flags & DayBook.Flag.logged != 0 {
                guard !book.value[i].isNaN else { return "\(trackable.name) logged" }
                let text = "\(trackable.name) \(format.text(book.value[i]))"
                // A streak reads Any: a day whose value is its none still counts as some with one entry of some.
                let some = book.value[i] == trackable.kind.noneValue && flags & DayBook.Flag.some != 0
                return some ? text + ", with an entry other than its none" : text
            }
            if flags & DayBook.Flag.nothing != 0 { return "a Nothing (none for every trackable)" }
            return flags & DayBook.Flag.own != 0 ? "other entries of yours, none of \(trackable.name)" : "nothing of your own logged"
        }
        func holdReason(_ day: LocalDate) -> String? {
            disruptions.first { $0.covers(day, trackableId: trackable.id) }.map { $0.reason.isEmpty ? "a disruption" : "a disruption (\($0.reason))" }
        }
        var result: [(name: String, explanation: Explanation)] = []
        for rule in rules where rule.trackableId == trackable.id {
            let (zone, bounds, problem) = prepare(rule, trackable: trackable, zones: zones)
            let name = RuleNaming.name(of: rule, trackable: trackable, zone: zone)
            if let problem {
                result.append((name, Explanation(date: date, status: nil, reasons: ["Skipped: \(problem)."])))
                continue
            }
            guard index >= 0, index < book.count else {
                result.append((name, Explanation(date: date, status: nil, reasons: ["Nothing logged by then: the series has not started."])))
                continue
            }
            let series = RuleSeries(rule: rule, trackable: trackable, zone: bounds, book: book)
            let text = RuleNaming.measureText(measure: rule.measure, trackable: trackable)
            var reasons = ["That day: \(held(index))."]
            var status: String?
            var run: RunStory?
            switch rule.measure {
            case .streak:
                let mark = series.marks[index]
                status = mark == .counts ? "counts" : mark == .breaks ? "breaks" : "hold"
                switch mark {
                case .counts: reasons.append("It counts for \(name).")
                case .breaks: reasons.append("It does not count for \(name), so the run ended there.")
                case .hold: reasons.append("On hold: " + (holdReason(date) ?? "nothing of your own was logged that day")
                                           + "; it neither breaks nor extends the run.")
                }
                run = RunStory.reading(series.marks, start: book.start, day: index) { held($0) }
                reasons.append(run?.sentence(on: date) ?? "")
            case .best, .total, .count:
                let upTo = Array(series.readings.prefix(index + 1))
                switch rule.threshold {
                case let .record(minHistory):
                    let lowest = rule.direction == .low
                    let fold = ThresholdFold(readings: upTo, minHistory: minHistory ?? Threshold.defaultMinHistory, lowest: lowest)
                    let seen = upTo.filter { !$0.isNaN }.count
                    let wait = minHistory ?? Threshold.defaultMinHistory
                    if !fold.extreme.isNaN {
                        let when = upTo.lastIndex(of: fold.extreme).map { book.start.adding(days: $0) }
                        reasons.append("The \(lowest ? "lowest" : "highest") by then: \(text(fold.extreme))" + (when.map { ", on \($0)" } ?? "") + ".")
                    }
                    reasons.append(seen >= wait ? "The record counted, after \(ValueFormatter.days(wait)) with a value (\(seen) by then)."
                                   : "The record waits for \(ValueFormatter.days(wait)) with a value; \(seen) by then.")
                    if fold.hits.last?.day == index { status = "record" }
                case let .ladder(ladder):
                    let factor = RuleNaming.ladderFactor(measure: rule.measure, trackable: trackable)
                    let fold = ThresholdFold(readings: upTo, ladder: ladder.scaled(by: factor), lowest: rule.direction == .low)
                    let value = fold.extreme.isNaN ? 0 : fold.extreme
                    reasons.append("By then: \(text(value))" + (fold.nextRung.map { "; the next rung is \(text($0))." } ?? "; every rung reached."))
                    if fold.hits.contains(where: { $0.day == index }) { status = "rung" }
                }
            }
            result.append((name, Explanation(date: date, status: status, reasons: reasons, run: run)))
        }
        return result
    }
}
