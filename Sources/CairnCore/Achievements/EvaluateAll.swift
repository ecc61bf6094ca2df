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
        evaluateAll(trackables: trackables, rules: rules, zones: zones, groups: EntryGroups(entries), disruptions: disruptions,
                    today: today, inputs: inputs)
    }

    /// ``evaluateAll(trackables:rules:zones:entries:disruptions:today:inputs:)`` over entries
    /// already split by trackable (as the store's packs hold them).
    public static func evaluateAll(trackables: [Trackable], rules: [AchievementRule], zones: [Zone], groups: EntryGroups,
                                   disruptions: [Disruption], today: LocalDate,
                                   inputs: SeriesInputs = .none) -> Evaluation {
        let shared = groups.shared
        // The shared entries hold every day of the person's own (the Nothings and a stand-in
        // for each logged day), which is all Logged anything reads.
        var result = loggedAnything(entries: shared, disruptions: disruptions, today: today)
        // Each trackable's moments kept apart, put in date order once at the end.
        var runs = [result.moments]
        var rulesOf: [Int64: [AchievementRule]] = [:]
        for rule in rules { rulesOf[rule.trackableId, default: []].append(rule) }
        var derived: DerivedSeries?
        var sharedDays: SharedDays?
        for trackable in trackables {
            guard let theirs = rulesOf[trackable.id] else { continue }
            if trackable.derivation != nil || theirs.contains(where: { $0.of != nil }) {
                if derived == nil {
                    var sources = inputs
                    if sources.trackables.isEmpty { sources.trackables = trackables }
                    derived = DerivedSeries(entriesOf: groups.byTrackable, inputs: sources, today: today)
                }
                guard let derived else { continue }
                let one = evaluateRead(trackable: trackable, rules: theirs,
                                       zones: zones.filter { $0.trackableId == trackable.id }, own: groups.own(trackable.id),
                                       others: shared, derived: derived, disruptions: disruptions, today: today)
                runs.append(one.moments)
                result.comingUp += one.comingUp
                result.skipped += one.skipped
                continue
            }
            // The shared days folded once for every trackable, not walked again for each.
            if sharedDays == nil { sharedDays = SharedDays(shared) }
            guard let sharedDays else { continue }
            let book = DayBook(trackableId: trackable.id, reduction: trackable.effectiveDayReduction,
                               none: trackable.kind.noneValue, own: groups.own(trackable.id),
                               shared: sharedDays, disruptions: disruptions, today: today) {
                $0.applies(to: trackable.id)
            }
            let one = evaluateSeries(trackable: trackable, rules: theirs, zones: zones.filter { $0.trackableId == trackable.id },
                                     book: book, today: today, includeLoggedAnything: false)
            runs.append(one.moments)
            result.comingUp += one.comingUp
            result.skipped += one.skipped
        }
        result.moments = inDateOrder(runs: runs)
        return result
    }
}
