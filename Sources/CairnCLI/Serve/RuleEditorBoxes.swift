import CairnCore
import CairnServer
import CairnStore
import Foundation

/// The boxes the Achievements page's editor offers for one trackable, and the ticked set a
/// saved form means: a streak of the days logged (and of the days of none, where a none
/// exists) on the editor's ladder, and a new highest and lowest where a best applies. Other
/// rules (totals, counts, zones, hand-written ladders) are kept as they are.
struct RuleEditorBoxes {
    var trackable: Trackable
    var rules: [AchievementRule]

    /// The candidate rule for each box the trackable can take, by key.
    var candidates: [(key: String, rule: AchievementRule)] {
        let ladder = Threshold.ladder(.rungs(RuleReconcile.editorRungs))
        var list: [(String, AchievementRule)] = []
        let streak = AchievementRule(id: 0, trackableId: trackable.id, measure: .streak, threshold: ladder)
        if measureApplies(.streak, trackable).applies, streak.problem(for: trackable, zone: nil) == nil { list.append(("streak-some", streak)) }
        var none = streak
        none.days = .none
        if none.problem(for: trackable, zone: nil) == nil, measureApplies(.streak, trackable).applies { list.append(("streak-none", none)) }
        if measureApplies(.best, trackable).applies {
            for direction in [Direction.high, .low] {
                let best = AchievementRule(id: 0, trackableId: trackable.id, measure: .best, threshold: .record(minHistory: nil), direction: direction)
                if best.problem(for: trackable, zone: nil) == nil { list.append(("best-\(direction.rawValue)", best)) }
            }
        }
        return list
    }

    /// The existing rule in a box's place, if any.
    func existing(_ candidate: AchievementRule) -> AchievementRule? {
        rules.first { rule in
            rule.zoneId == nil && rule.measure == candidate.measure && RuleReconcile.editorHasBox(for: rule)
                && (rule.measure != .best || rule.direction == candidate.direction)
                && (rule.measure != .streak || rule.days == candidate.days)
        }
    }

    /// The boxes as the page shows them.
    var boxes: [RuleEditorView.Box] {
        candidates.map { RuleEditorView.Box(key: $0.key, label: $0.rule.name(for: trackable, zone: nil), ticked: existing($0.rule) != nil) }
    }

    /// The rules shown read-only and kept.
    var kept: [AchievementRule] {
        let boxed = candidates.compactMap { existing($0.rule)?.id }
        return rules.filter { !boxed.contains($0.id) }
    }

    /// The whole ticked set for `keys`: a box that stays keeps its stored threshold; every
    /// rule the editor has no box for is passed on unchanged, so nothing else moves.
    func ticked(_ keys: Set<String>) -> [AchievementRule] {
        var set = kept.filter(RuleReconcile.editorHasBox(for:))
        for (key, rule) in candidates where keys.contains(key) {
            set.append(existing(rule) ?? rule)
        }
        return set
    }
}
