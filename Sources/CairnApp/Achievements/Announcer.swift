import CairnCore
import CairnStore

/// The toast rules, one way for every write that changes history (a log, a Nothing, an edit, a
/// removal): the write and the marking of new moments seen happen in one undoable change, and
/// only moments not seen before are returned, the last of them to show.
package enum Announcer {
    /// Runs `body` as one change labelled `label`; with achievements on, then re-reads `focus`'s
    /// rules and Logged anything (`focus` nil: Logged anything alone), marks every new moment
    /// seen and returns them in date order.
    package static func write<T>(_ label: String, focus: Trackable?, store: any TrackableStore, workspace: Workspace, engine: GoalEngine,
                         today: LocalDate, _ body: () throws -> T) throws(AppError) -> (result: T, fresh: [Moment]) {
        try workspace.change(store, label) {
            let result = try body()
            guard try store.encouragement().achievements else { return (result, []) }
            let snapshot = try AchievementSnapshot(store, engine: engine, today: today, focus: focus?.id ?? 0, now: workspace.now)
            let evaluation = focus.map { snapshot.evaluate($0, today: today) }
                ?? AchievementEngine.loggedAnything(entries: snapshot.entries, disruptions: snapshot.disruptions, today: today)
            let new = AchievementEngine.newMoments(evaluation.moments, seen: try store.seenMoments())
            if !new.fresh.isEmpty { try store.saveSeenMoments(new.seen) }
            return (result, new.fresh)
        }
    }
}
