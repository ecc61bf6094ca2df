import CairnCore
import CairnStore

/// What rules not yet saved would mark over the existing history (`rule add --dry-run`, and the
/// rule editor's Preview): nothing is saved and nothing is marked seen.
package enum RuleDryRun {
    /// The moments each of `drafts` would mark on `trackable`, in the order of `drafts`, each
    /// rule evaluated alone over one read of the history.
    /// `trackable` may be unstored (a built-in before its first rule): it is read as if stored.
    ///
    /// - Throws: a usage error when a draft cannot be read (the engine skips it).
    package static func moments(of drafts: [AchievementRule], trackable: Trackable, store: any TrackableStore,
                        engine: GoalEngine, today: LocalDate, _ workspace: Workspace) throws(AppError) -> [[Moment]] {
        let snapshot = try workspace.storeCall("cannot read the history") {
            try AchievementSnapshot(store, engine: engine, today: today, focus: trackable.id, now: workspace.now,
                                    unstored: trackable)
        }
        let zones = snapshot.zones.filter { $0.trackableId == trackable.id }
        var result: [[Moment]] = []
        for draft in drafts {
            let evaluation = AchievementEngine.evaluate(
                trackable: trackable, rules: [draft], zones: zones, entries: snapshot.entries, disruptions: snapshot.disruptions,
                today: today, includeLoggedAnything: false, inputs: snapshot.inputs)
            if let skipped = evaluation.skipped.first { throw .usage("cannot read that rule: \(skipped.reason)") }
            result.append(evaluation.moments)
        }
        return result
    }
}
