extension AchievementEngine {
    /// Every trackable's rules and Logged anything at once, moments in date order.
    ///
    /// Each trackable is read over its own entries plus the Nothings and one stand-in entry (of
    /// no trackable, id 0) per day the person logged anything of their own, rather than over
    /// every entry: the days on hold and the days of none come out the same, in time linear in
    /// the data rather than trackables × entries.
    ///
    /// A derived trackable's series, and a Reading's, are computed only for those with rules.
    ///
    /// - Parameter inputs: what Readings and derived trackables read besides the entries (its
    ///   trackables default to `trackables`).
    /// - Complexity: O(entries + trackables × (days + rules × days)).
    public static func evaluateAll(trackables: [Trackable], rules: [AchievementRule], zones: [Zone], entries: [Entry],
                                   disruptions: [Disruption], today: LocalDate,
                                   inputs: SeriesInputs = .none) -> Evaluation {
        var result = loggedAnything(entries: entries, disruptions: disruptions, today: today)
        var own: [Int64: [Entry]] = [:]
        var shared: [Entry] = []
        var loggedDays: Set<LocalDate> = []
        for entry in entries {
            if let id = entry.trackableId { own[id, default: []].append(entry) } else { shared.append(entry) }
            if entry.source == .manual { loggedDays.insert(entry.date) }
        }
        shared += loggedDays.sorted().map { Entry(trackableId: 0, date: $0, value: nil) }
        var rulesOf: [Int64: [AchievementRule]] = [:]
        for rule in rules { rulesOf[rule.trackableId, default: []].append(rule) }
        var derived: DerivedSeries?
        for trackable in trackables {
            guard let theirs = rulesOf[trackable.id] else { continue }
            if trackable.derivation != nil || theirs.contains(where: { $0.of != nil }) {
                if derived == nil {
                    var sources = inputs
                    if sources.trackables.isEmpty { sources.trackables = trackables }
                    derived = DerivedSeries(entriesOf: own, inputs: sources, today: today)
                }
                guard let derived else { continue }
                let one = evaluateRead(trackable: trackable, rules: theirs,
                                       zones: zones.filter { $0.trackableId == trackable.id }, own: own[trackable.id] ?? [],
                                       others: shared, derived: derived, disruptions: disruptions, today: today)
                result.moments += one.moments
                result.comingUp += one.comingUp
                result.skipped += one.skipped
                continue
            }
            let one = evaluate(trackable: trackable, rules: theirs, zones: zones.filter { $0.trackableId == trackable.id },
                               entries: (own[trackable.id] ?? []) + shared, disruptions: disruptions, today: today,
                               includeLoggedAnything: false)
            result.moments += one.moments
            result.comingUp += one.comingUp
            result.skipped += one.skipped
        }
        result.moments = inDateOrder(result.moments)
        return result
    }
}
