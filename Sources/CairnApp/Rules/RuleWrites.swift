import CairnCore
import CairnStore
import Foundation

/// Every write of achievement rules, whoever asks (`cairn rule add`, the Achievements page's
/// editor, `PUT /api/trackables/ID/rules`): one undoable change that also marks the past
/// moments of each new or changed rule seen, so a rule never announces history as news.
package enum RuleWrites {
    /// Stores `draft` for `trackable` as the change `rule add NAME`, first storing the built-in
    /// trackable it reads when `builtIn` (Coding, before its first rule).
    /// - Returns: the stored rule and the moments of the history it already holds (marked seen).
    package static func add(_ draft: AchievementRule, to trackable: Trackable, builtIn: Bool, label: String, store: any TrackableStore,
                            workspace: Workspace, engine: GoalEngine, today: LocalDate) throws(AppError) -> (rule: AchievementRule, past: [Moment]) {
        try workspace.change(store, label) {
            try store.transaction {
                var owned = draft
                var owner = trackable
                if builtIn {
                    owner = try store.insertTrackable(trackable)
                    owned.trackableId = owner.id
                }
                let rule = try store.insertRule(owned)
                let past = try markPastSeen(of: [rule], owner: owner, store: store, workspace: workspace, engine: engine, today: today)
                return (rule, past)
            }
        }
    }

    /// Applies the editor's ticked set for `trackable` (``Store/reconcileRules(trackableId:ticked:readings:hasBox:)``)
    /// as one undoable change labelled with what it did ("save the rules of Weight: 1 added,
    /// 1 removed"); the rules created and the rules whose threshold changed have their past
    /// moments marked seen. Rules the editor has no box for are left alone.
    /// - Returns: the trackable's rules after the change, and the label (nil when nothing changed,
    ///   and then nothing is written).
    package static func saveEditor(_ ticked: [AchievementRule], readings: [Int64], of trackable: Trackable, store: any TrackableStore,
                                   workspace: Workspace, engine: GoalEngine, today: LocalDate) throws(AppError) -> (rules: [AchievementRule], label: String?) {
        let before = try workspace.storeCall("cannot read the rules") { try store.rules(trackableIds: [trackable.id]) }
        let owned = ticked.map { rule -> AchievementRule in
            var owned = rule
            owned.trackableId = trackable.id
            return owned
        }
        let plan = RuleReconcile.plan(existing: before, ticked: owned, readings: readings)
        guard !plan.isEmpty else { return (before, nil) }
        let label = "save the rules of \(trackable.name): " + [
            plan.create.isEmpty ? nil : "\(plan.create.count) added",
            plan.update.isEmpty ? nil : "\(plan.update.count) changed",
            plan.delete.isEmpty ? nil : "\(plan.delete.count) removed",
        ].compactMap { $0 }.joined(separator: ", ")
        let rules = try workspace.change(store, label) {
            try store.transaction {
                let after = try store.reconcileRules(trackableId: trackable.id, ticked: owned, readings: readings,
                                                     hasBox: RuleReconcile.editorHasBox(for:))
                let old = Dictionary(before.map { ($0.id, $0.threshold) }, uniquingKeysWith: { first, _ in first })
                let touched = after.filter { old[$0.id] != $0.threshold }
                _ = try markPastSeen(of: touched, owner: trackable, store: store, workspace: workspace, engine: engine, today: today)
                return after
            }
        }
        return (rules, label)
    }

    /// Marks seen every moment `rules` find in the history of `owner` (inside the caller's
    /// transaction), and returns them.
    private static func markPastSeen(of rules: [AchievementRule], owner: Trackable, store: any TrackableStore, workspace: Workspace,
                                     engine: GoalEngine, today: LocalDate) throws -> [Moment] {
        guard !rules.isEmpty else { return [] }
        let identities = Set(rules.map(\.identity))
        let snapshot = try AchievementSnapshot(store, engine: engine, today: today, focus: owner.id, now: workspace.now)
        let moments = snapshot.evaluate(owner, today: today).moments.filter { identities.contains($0.ruleIdentity) }
        if !moments.isEmpty { try store.saveSeenMoments(try store.seenMoments().union(moments.map(\.key))) }
        return moments
    }
}
