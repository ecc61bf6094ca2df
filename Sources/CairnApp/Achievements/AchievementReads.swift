import CairnCore
import CairnStore

/// The Achievements screen (`achievements`): Rules, Coming up and Earned, computed from the
/// data; and the rules as `rule list` words them.
extension Workspace {
    /// Everything the page shows, the coding goal's streak milestones included.
    package func achievementsPage() throws(AppError) -> ReadResult<AchievementsDocument> {
        let store = try openTrackableStore()
        let skipped = try skippedRows(store)
        return ReadResult(try achievementsPage(store), skipped: skipped)
    }

    /// The page, read from an open store.
    package func achievementsPage(_ store: any TrackableStore) throws(AppError) -> AchievementsDocument {
        let (engine, today) = try clock(store)
        let (enabled, snapshot, holds) = try storeCall("cannot read the achievements") {
            (try store.encouragement().achievements, try AchievementSnapshot(store, engine: engine, today: today, now: now),
             try store.goalHoldDates())
        }
        let rules = Self.ruleDocuments(rules: snapshot.rules, trackables: snapshot.trackables, zones: snapshot.zones,
                                       readings: snapshot.inputs.readings)
        guard enabled else { return AchievementsDocument(enabled: false, rules: rules, evaluation: Evaluation()) }
        var evaluation = snapshot.evaluateAll(today: today)
        // The coding goal's days from the per-day summary (the same verdicts every session
        // would give: RangeReads), not from ten years of sessions read and merged again.
        let seconds = now.timeIntervalSince1970
        let first = try storeCall("cannot read the sessions") { try RangeReads.seriesStart(engine, store, now: seconds, dayTotals: [:]) }
        if let first, first <= today {
            let days = try storeCall("cannot read the sessions") {
                try RangeReads.verdicts(engine, store, from: first, through: today, today: today, now: seconds, onHold: holds, dayTotals: [:])
            }
            let goal = GoalStreakMoments.evaluate(days: days, today: today)
            evaluation.comingUp += goal.comingUp
            evaluation.moments = AchievementEngine.inDateOrder(runs: [evaluation.moments, goal.moments])
        }
        return AchievementsDocument(enabled: true, rules: rules, evaluation: evaluation,
                                    valueTrackables: Self.ruleValueTrackables(rules: snapshot.rules, trackables: snapshot.trackables,
                                                                              readings: snapshot.inputs.readings))
    }

    /// The stored rules of the trackable named `trackable` (every rule when nil), as `rule list
    /// --json` prints them.
    package func ruleDocuments(of trackable: String?) throws(AppError) -> [RuleDocument] {
        let store = try openTrackableStore()
        let only = try trackable.map { text throws(AppError) in try self.trackable(named: text, in: store) }
        return try ruleDocuments(store, only: only)
    }

    /// The stored rules of `only` (every trackable when nil), as `rule list --json` prints them.
    package func ruleDocuments(_ store: any TrackableStore, only: Trackable? = nil) throws(AppError) -> [RuleDocument] {
        let (rules, trackables, zones, readings) = try storeCall("cannot read the rules") {
            (try store.rules(trackableIds: nil), try store.trackables(), try store.zones(), try store.readings(trackableId: nil))
        }
        return Self.ruleDocuments(rules: rules, trackables: trackables, zones: zones, readings: readings, only: only)
    }

    /// The documents of `rules`, from what was already read (the Achievements page's snapshot).
    package static func ruleDocuments(rules: [AchievementRule], trackables: [Trackable], zones: [Zone], readings: [Reading],
                                      only: Trackable? = nil) -> [RuleDocument] {
        rules.compactMap { rule in
            guard let trackable = trackables.first(where: { $0.id == rule.trackableId }), only == nil || only?.id == trackable.id else { return nil }
            let read = rule.of.flatMap { id in readings.first { $0.id == id } }.map { $0.valueTrackable(of: trackable) } ?? trackable
            return RuleDocument(rule: rule, trackable: read, zone: rule.zoneId.flatMap { id in zones.first { $0.id == id } })
        }
    }
}
