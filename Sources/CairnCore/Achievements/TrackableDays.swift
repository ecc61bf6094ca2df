/// A trackable's (or one of its Readings') day values and the marks of its plain streak (a day
/// of some counts), read exactly as its rules read them: the series a trackable's page draws.
package struct TrackableDays: Sendable, Hashable {
    /// The first day of the series (today when nothing was logged).
    package var start: LocalDate
    /// The day value by the trackable's reduction, one per day from ``start``; NaN for none.
    package var values: [Double]
    /// How each day stands for a streak of days of some (held, broken or counted).
    package var marks: [DayMark]
    /// Why the series could not be read (a derived trackable whose sources are gone), or `nil`.
    package var problem: String?

    /// The value of `date`, or `nil` when it has none (or lies outside the series).
    package func value(on date: LocalDate) -> Double? {
        let i = start.distance(to: date)
        guard i >= 0, i < values.count, !values[i].isNaN else { return nil }
        return values[i]
    }

    /// The mark of `date`, or `nil` outside the series.
    package func mark(on date: LocalDate) -> DayMark? {
        let i = start.distance(to: date)
        guard i >= 0, i < marks.count else { return nil }
        return marks[i]
    }

    /// Every run of days of some, in date order.
    package var runs: [Run] { Runs.runsEnding(marks, start: start) }

    /// The run standing on `today` and the longest.
    package func streaks(today: LocalDate) -> RunSummary { Runs.streaks(marks, start: start, today: today) }
}

extension AchievementEngine {
    /// `trackable`'s day series: its own entries folded by its reduction, or its derived series.
    ///
    /// - Parameters:
    ///   - entries: the entries a focused read loads (the trackable's own, those a derived one
    ///     reads, the Nothings and the stand-ins of the person's own days).
    /// - Complexity: O(entries + days).
    package static func days(of trackable: Trackable, entries: [Entry], disruptions: [Disruption], today: LocalDate,
                             inputs: SeriesInputs = .none) -> TrackableDays {
        var read = entries
        if trackable.derivation != nil {
            let (derived, _, others) = readingInputs(trackable: trackable, entries: entries, inputs: inputs, today: today)
            switch derived.entries(of: trackable) {
            case let .success(series): read = series + others
            case let .failure(error):
                return TrackableDays(start: today, values: [], marks: [], problem: error.description)
            }
        }
        return book(of: trackable, entries: read, disruptions: disruptions, today: today)
    }

    /// The day series of `reading` of `trackable` (an event's field reduced per day).
    package static func days(of reading: Reading, trackable: Trackable, entries: [Entry], disruptions: [Disruption],
                             today: LocalDate, inputs: SeriesInputs = .none) -> TrackableDays {
        if let problem = reading.problem(of: trackable) {
            return TrackableDays(start: today, values: [], marks: [], problem: problem)
        }
        var sources = inputs
        if !sources.readings.contains(where: { $0.id == reading.id }) { sources.readings.append(reading) }
        let (derived, _, others) = readingInputs(trackable: trackable, entries: entries, inputs: sources, today: today)
        let read = derived.entries(of: reading, for: trackable) + others
        return book(of: reading.valueTrackable(of: trackable), entries: read, disruptions: disruptions, today: today)
    }

    private static func book(of trackable: Trackable, entries: [Entry], disruptions: [Disruption], today: LocalDate) -> TrackableDays {
        let book = DayBook(trackableId: trackable.id, reduction: trackable.effectiveDayReduction,
                           none: trackable.kind.noneValue, entries: entries, disruptions: disruptions, today: today) {
            $0.applies(to: trackable.id)
        }
        let streak = AchievementRule(id: 0, trackableId: trackable.id, measure: .streak, threshold: .record(minHistory: nil))
        let series = RuleSeries(rule: streak, trackable: trackable, zone: nil, book: book)
        return TrackableDays(start: book.start, values: book.value, marks: series.marks, problem: nil)
    }
}
