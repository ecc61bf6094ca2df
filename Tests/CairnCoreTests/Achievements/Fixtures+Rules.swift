import CairnCore

extension Fixtures {
    /// Evaluates one rule (without Logged anything).
    static func evaluate(_ trackable: Trackable, _ rule: AchievementRule, zones: [Zone] = [], entries: [Entry],
                         disruptions: [Disruption] = [], today: LocalDate) -> Evaluation {
        AchievementEngine.evaluate(trackable: trackable, rules: [rule], zones: zones, entries: entries,
                                   disruptions: disruptions, today: today, includeLoggedAnything: false)
    }

    static func rule(_ trackable: Trackable, _ measure: Measure, _ threshold: Threshold, id: Int64 = 1,
                     zoneId: Int64? = nil, direction: Direction = .high, days: StreakDays = .some) -> AchievementRule {
        AchievementRule(id: id, trackableId: trackable.id, measure: measure, threshold: threshold, zoneId: zoneId,
                        direction: direction, days: days)
    }
}
