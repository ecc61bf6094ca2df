import CairnCore
import CairnStore

/// What the achievements engine reads, loaded from the store: everything (the Achievements
/// page) or just what re-reading one trackable after a log needs.
struct AchievementSnapshot {
    var trackables: [Trackable]
    var rules: [AchievementRule]
    var zones: [Zone]
    /// Every entry, or (when focused) one trackable's entries, the Nothings and a stand-in for
    /// each day the person logged anything of their own.
    var entries: [Entry]
    var disruptions: [Disruption]

    /// Loads the data for every trackable, or only for `focus` (a trackable id; 0 for Logged
    /// anything alone). Dates that do not exist in the user's zone, between the first entry and
    /// today, join the disruptions: a date with no time in it is on hold.
    init(_ store: Store, engine: GoalEngine, today: LocalDate, focus: Int64? = nil) throws(StoreError) {
        trackables = try store.trackables()
        rules = try store.rules(trackableId: focus)
        zones = try store.zones()
        if let focus {
            entries = try store.evaluationEntries(for: focus)
        } else {
            entries = try store.entries()
        }
        disruptions = try store.disruptions()
        if let first = entries.map(\.date).min(), first <= today {
            disruptions += engine.layout(from: first, through: today).missingDates
        }
    }

    /// One trackable's rules and Logged anything: what a log re-reads.
    func evaluate(_ trackable: Trackable, today: LocalDate) -> Evaluation {
        AchievementEngine.evaluate(trackable: trackable, rules: rules.filter { $0.trackableId == trackable.id },
                                   zones: zones.filter { $0.trackableId == trackable.id }, entries: entries,
                                   disruptions: disruptions, today: today)
    }

    /// Every trackable's rules and Logged anything, moments in date order.
    func evaluateAll(today: LocalDate) -> Evaluation {
        AchievementEngine.evaluateAll(trackables: trackables, rules: rules, zones: zones, entries: entries,
                                      disruptions: disruptions, today: today)
    }
}
