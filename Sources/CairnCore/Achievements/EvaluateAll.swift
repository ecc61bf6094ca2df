extension AchievementEngine {
    /// Every trackable's rules and Logged anything at once, moments in date order.
    ///
    /// Each trackable is read over its own entries plus the Nothings and one stand-in entry (of
    /// no trackable, id 0) per day the person logged anything of their own, rather than over
    /// every entry: the days on hold and the days of none come out the same, in time linear in
    /// the data rather than trackables × entries.
    ///
    /// - Complexity: O(entries + trackables × (days + rules × days)).
    public static func evaluateAll(trackables: [Trackable], rules: [AchievementRule], zones: [Zone], entries: [Entry],
                                   disruptions: [Disruption], today: LocalDate) -> Evaluation {
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
        for trackable in trackables {
            guard let theirs = rulesOf[trackable.id] else { continue }
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
