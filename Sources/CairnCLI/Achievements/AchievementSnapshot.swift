import CairnCore
import CairnStore

/// Everything the achievements engine reads, loaded from the store in one go.
struct AchievementSnapshot {
    var trackables: [Trackable]
    var rules: [AchievementRule]
    var zones: [Zone]
    var entries: [Entry]
    var disruptions: [Disruption]

    init(_ store: Store) throws(StoreError) {
        trackables = try store.trackables()
        rules = try store.rules()
        zones = try store.zones()
        entries = try store.entries()
        disruptions = try store.disruptions()
    }

    /// One trackable's rules and Logged anything: what a log re-reads.
    func evaluate(_ trackable: Trackable, today: LocalDate) -> Evaluation {
        AchievementEngine.evaluate(trackable: trackable, rules: rules.filter { $0.trackableId == trackable.id },
                                   zones: zones.filter { $0.trackableId == trackable.id }, entries: entries,
                                   disruptions: disruptions, today: today)
    }

    /// Every trackable's rules and Logged anything, moments in date order.
    func evaluateAll(today: LocalDate) -> Evaluation {
        var result = AchievementEngine.loggedAnything(entries: entries, disruptions: disruptions, today: today)
        for trackable in trackables {
            let one = AchievementEngine.evaluate(trackable: trackable, rules: rules.filter { $0.trackableId == trackable.id },
                                                 zones: zones.filter { $0.trackableId == trackable.id }, entries: entries,
                                                 disruptions: disruptions, today: today, includeLoggedAnything: false)
            result.moments += one.moments
            result.comingUp += one.comingUp
            result.skipped += one.skipped
        }
        result.moments = AchievementSnapshot.byDate(result.moments)
        return result
    }

    /// Moments in date order, keeping the order of moments on the same day.
    static func byDate(_ moments: [Moment]) -> [Moment] {
        moments.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }
}
