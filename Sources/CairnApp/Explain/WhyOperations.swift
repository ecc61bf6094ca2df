import CairnCore
import CairnStore

/// `why`: what decided a day's status and the streak standing on it, in words.
extension Workspace {
    /// The coding goal on `date` (today when nil): its verdict's reasons, holds named.
    package func goalWhy(on asked: LocalDate?) throws(AppError) -> GoalWhyDocument {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let date = asked ?? today
        let (merged, disruptions, totals) = try storeCall("cannot read the sessions") {
            (try store.mergedSessionSpans(until: now), try store.disruptions(), try store.dayTotals())
        }
        var reasons: [LocalDate: String] = [:]
        for disruption in disruptions where disruption.coversAll {
            for day in disruption.from...disruption.to {
                reasons[day] = "a disruption" + (disruption.reason.isEmpty ? "" : " (\(disruption.reason))")
            }
        }
        let start = engine.seriesStart(merged: merged, dayTotals: totals)
        let from = Swift.min(start ?? date, date)
        let days = engine.verdicts(merged: merged, from: from, through: date, seriesStart: start, today: today,
                                   onHold: Set(reasons.keys), dayTotals: totals)
        return GoalWhyDocument(explanation: engine.explain(date, days: days, holdReasons: reasons))
    }

    /// Each rule of the trackable `name` on `date` (today when nil): what decided the day and the run.
    package func trackableWhy(_ name: String, on asked: LocalDate?) throws(AppError) -> TrackableWhyDocument {
        let store = try openExistingStore()
        let (engine, today) = try clock(store)
        let date = asked ?? today
        let trackable = try trackable(named: name, in: store)
        let snapshot = try storeCall("cannot read the entries") {
            try AchievementSnapshot(store, engine: engine, today: today, focus: trackable.id, now: now)
        }
        let rules = snapshot.rules.filter { $0.trackableId == trackable.id }
        let explained = AchievementEngine.explain(trackable: trackable, rules: rules, zones: snapshot.zones, entries: snapshot.entries,
                                                  disruptions: snapshot.disruptions, date: date, today: today, inputs: snapshot.inputs)
        return TrackableWhyDocument(trackable: trackable.name, date: date,
                                    rules: explained.map { RuleWhyDocument(name: $0.name, explanation: $0.explanation) })
    }
}
