import Foundation

/// Computes the day series of Readings, derived and windowed trackables from the entries, so
/// the existing fold (`DayBook`, `RuleSeries`, `ThresholdFold`) reads them unchanged: each
/// series becomes one entry per day of the trackable a rule reads.
struct DerivedSeries {
    /// The entries of each logged trackable.
    let entriesOf: [Int64: [Entry]]
    /// What derivations read besides entries.
    let inputs: SeriesInputs
    /// The person's current local date.
    let today: LocalDate
    private let trackables: [Int64: Trackable]
    private let readings: [Int64: Reading]

    /// The deepest chain of derived trackables read (a loop is refused at this depth).
    static let maxDepth = 8

    init(entriesOf: [Int64: [Entry]], inputs: SeriesInputs, today: LocalDate) {
        self.entriesOf = entriesOf
        self.inputs = inputs
        self.today = today
        trackables = Dictionary(inputs.trackables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        readings = Dictionary(inputs.readings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The Reading with `id`, if it exists.
    func reading(_ id: Int64) -> Reading? { readings[id] }

    /// A Reading's day values as entries of `trackable` (the event trackable it reads).
    func entries(of reading: Reading, for trackable: Trackable) -> [Entry] {
        ReadingSeries.days(of: reading, events: entriesOf[trackable.id] ?? []).compactMap { day in
            day.value.isNaN ? nil : Entry(trackableId: trackable.id, date: day.date, value: day.value, source: .schedule)
        }
    }

    /// A derived trackable's day values as its entries, or why they cannot be computed.
    ///
    /// The coding series' entries are the person's own (the sessions are their work), so a day of
    /// no coding is a day of none; every other derived entry is not, so the days on hold stay
    /// those the person's own entries say.
    func entries(of derived: Trackable) -> Result<[Entry], DerivedSeriesError> {
        guard let derivation = derived.derivation else { return .success([]) }
        let source: EntrySource = derivation.op == .coded || derivation.op == .insideWindow ? .manual : .schedule
        return points(of: derivation, depth: 0).map { points in
            points.compactMap { point in
                point.value.isNaN ? nil : Entry(trackableId: derived.id, date: point.date, value: point.value, source: source)
            }
        }
    }

    /// The day series of `ref`.
    private func series(_ ref: SeriesRef, depth: Int) -> Result<DayValues, DerivedSeriesError> {
        switch ref {
        case let .trackable(id):
            guard let trackable = trackables[id] else { return .failure(.init("a trackable it reads no longer exists")) }
            if let derivation = trackable.derivation {
                guard depth < Self.maxDepth else { return .failure(.init("derived trackables read each other in a loop")) }
                return points(of: derivation, depth: depth + 1).map {
                    DayValues(points: $0, today: today, noneValue: trackable.kind.noneValue)
                }
            }
            let book = DayBook(trackableId: id, reduction: trackable.effectiveDayReduction, none: trackable.kind.noneValue,
                               entries: entriesOf[id] ?? [],
                               disruptions: [], today: today) { _ in false }
            return .success(DayValues(book: book, noneValue: trackable.kind.noneValue))
        case let .reading(id):
            guard let reading = readings[id] else { return .failure(.init("a Reading it reads no longer exists")) }
            let days = ReadingSeries.days(of: reading, events: entriesOf[reading.trackableId] ?? [])
            return .success(DayValues(points: days, today: today, noneValue: 0))
        }
    }

    /// The derivation's values by date, in date order (NaN: no value that day).
    private func points(of derivation: Derivation, depth: Int) -> Result<[(date: LocalDate, value: Double)], DerivedSeriesError> {
        if let problem = derivation.problem { return .failure(.init(problem)) }
        if let window = derivation.window, let ref = derivation.of.first {
            return series(ref, depth: depth).map { WindowSeries.points(of: $0, window: window, op: derivation.op,
                                                                         today: today, goals: inputs.goals) }
        }
        switch derivation.op {
        case .all, .any:
            return combined(derivation, depth: depth)
        case .count, .sum, .earliest, .latest:
            return .success(filtered(derivation))
        case .coded, .insideWindow:
            return .success(inputs.verdicts.compactMap { verdict in
                guard verdict.date <= today else { return nil }
                return (verdict.date, derivation.op == .coded ? verdict.codedSeconds : verdict.insideWindowSeconds)
            })
        case .mean, .days:
            return .failure(.init("\(derivation.op.rawValue) reads a series over a window"))
        }
    }

    /// `all`/`any`: 1 on a day when all (any) of the sources were logged, else 0, from the first
    /// day any was logged through today.
    private func combined(_ derivation: Derivation, depth: Int) -> Result<[(date: LocalDate, value: Double)], DerivedSeriesError> {
        var sources: [DayValues] = []
        for ref in derivation.of {
            switch series(ref, depth: depth) {
            case let .success(values): sources.append(values)
            case let .failure(error): return .failure(error)
            }
        }
        let firsts = sources.compactMap { source in source.logged.firstIndex(of: true).map { source.start.daysSinceEpoch + $0 } }
        guard let first = firsts.min() else { return .success([]) }
        var result: [(date: LocalDate, value: Double)] = []
        result.reserveCapacity(Swift.max(0, today.daysSinceEpoch - first + 1))
        for day in first...Swift.max(first, today.daysSinceEpoch) {
            var all = true, any = false
            for source in sources {
                let i = day - source.start.daysSinceEpoch
                let logged = i >= 0 && i < source.logged.count && source.logged[i]
                all = all && logged
                any = any || logged
            }
            result.append((LocalDate(daysSinceEpoch: day), (derivation.op == .all ? all : any) ? 1 : 0))
        }
        return .success(result)
    }

    /// `count`/`sum`/`earliest`/`latest` of the entries read (a trackable's, a tag's, or a
    /// trackable's carrying a tag) whose time of day passes the filter. A count or a sum has a
    /// value (0 included) every day from the first entry read through today; an earliest or a
    /// latest only on a day with an entry that passes. An entry's time of day is its instant on
    /// the wall clock of the zone in force that day; an entry with no instant passes no filter
    /// (a clock-time trackable's earliest and latest read its values).
    private func filtered(_ derivation: Derivation) -> [(date: LocalDate, value: Double)] {
        let id: Int64? = derivation.of.first.flatMap { if case let .trackable(id) = $0 { id } else { nil } }
        var read: [Entry]
        if let id {
            read = entriesOf[id] ?? []
            if let tag = derivation.tag { read = read.filter { $0.tags.contains(tag) } }
        } else if let tag = derivation.tag {
            read = entriesOf.values.flatMap { $0.filter { $0.tags.contains(tag) } }
        } else {
            read = []
        }
        guard let first = read.map(\.date).min() else { return [] }
        let clockValues = id.flatMap { trackables[$0] }?.kind == .clockTime
        let op = derivation.op
        let n = Swift.max(first, today).daysSinceEpoch - first.daysSinceEpoch + 1
        let counting = op == .count || op == .sum
        var values = [Double](repeating: counting ? 0 : .nan, count: n)
        var clocks = ZoneClocks(goals: inputs.goals)
        for entry in read {
            let i = entry.date.daysSinceEpoch - first.daysSinceEpoch
            guard i >= 0, i < n else { continue }
            let time = entry.instant.map { clocks.secondsIntoDay(at: $0, on: entry.date) }
            if let filter = derivation.timeOfDay {
                guard let time, filter.passes(time) else { continue }
            }
            switch op {
            case .count: values[i] += 1
            case .sum: values[i] += entry.value ?? 0
            case .earliest, .latest:
                guard let clock = clockValues ? entry.value : time else { continue }
                let kept = values[i]
                if kept.isNaN || (op == .earliest ? clock < kept : clock > kept) { values[i] = clock }
            default: break
            }
        }
        return values.enumerated().map { (first.adding(days: $0.offset), $0.element) }
    }
}

/// Why a derived series cannot be computed, in words a rule's skip can carry.
struct DerivedSeriesError: Error {
    /// The reason.
    let description: String

    init(_ description: String) { self.description = description }
}
