import CairnApp
import CairnCore
import CairnStore
import Foundation

/// The boxes the Achievements page's editor offers for one trackable, and the ticked set a
/// saved form means: a streak of the days logged (and of the days of none, where a none
/// exists) on the editor's ladder, and a new highest and lowest where a best applies; then, for
/// each Reading of the trackable, a new highest and lowest of the Reading, in a group of its
/// own. Other rules (totals, counts, zones, hand-written ladders) are kept as they are.
struct RuleEditorBoxes {
    var trackable: Trackable
    var rules: [AchievementRule]
    /// The trackable's Readings, each a group of boxes.
    var readings: [Reading] = []

    /// The trackable a rule reads: its Reading's field (named in the Reading's words), or the
    /// trackable itself.
    func read(_ rule: AchievementRule) -> Trackable {
        rule.of.flatMap { id in readings.first { $0.id == id } }.map { $0.valueTrackable(of: trackable) } ?? trackable
    }

    /// The candidate rule for each box the trackable can take, by key: its own, then each Reading's.
    var candidates: [(key: String, rule: AchievementRule)] {
        let ladder = Threshold.ladder(.rungs(RuleReconcile.editorRungs))
        var list: [(String, AchievementRule)] = []
        let streak = AchievementRule(id: 0, trackableId: trackable.id, measure: .streak, threshold: ladder)
        if measureApplies(.streak, trackable).applies, streak.problem(for: trackable, zone: nil) == nil { list.append(("streak-some", streak)) }
        var none = streak
        none.days = .none
        if none.problem(for: trackable, zone: nil) == nil, measureApplies(.streak, trackable).applies { list.append(("streak-none", none)) }
        list += bests(read: trackable, of: nil, prefix: "")
        for reading in readings where reading.problem(of: trackable) == nil {
            list += bests(read: reading.valueTrackable(of: trackable), of: reading.id, prefix: "reading-\(reading.id)-")
        }
        return list
    }

    /// A new highest and lowest of what `read` holds, where a best applies.
    private func bests(read: Trackable, of reading: Int64?, prefix: String) -> [(String, AchievementRule)] {
        guard measureApplies(.best, read).applies else { return [] }
        return [Direction.high, .low].compactMap { direction in
            let best = AchievementRule(id: 0, trackableId: trackable.id, measure: .best, threshold: .record(minHistory: nil),
                                       direction: direction, of: reading)
            return best.problem(for: read, zone: nil) == nil ? (prefix + "best-\(direction.rawValue)", best) : nil
        }
    }

    /// The existing rule in a box's place, if any (only within the box's group).
    func existing(_ candidate: AchievementRule) -> AchievementRule? {
        rules.first { rule in
            rule.zoneId == nil && rule.measure == candidate.measure && RuleReconcile.editorHasBox(for: rule, reading: candidate.of)
                && (rule.measure != .best || rule.direction == candidate.direction)
                && (rule.measure != .streak || rule.days == candidate.days)
        }
    }

    /// The boxes as the page shows them: the trackable's own group, then one per Reading with a
    /// box; each ticked as stored, or as `keys` says (the boxes as a Preview was sent).
    func groups(ticked keys: Set<String>? = nil) -> [RuleEditorView.Group] {
        let all = candidates
        func boxes(_ of: Int64?) -> [RuleEditorView.Box] {
            all.filter { $0.rule.of == of }.map { candidate in
                RuleEditorView.Box(key: candidate.key, label: candidate.rule.name(for: read(candidate.rule), zone: nil),
                                   ticked: keys?.contains(candidate.key) ?? (existing(candidate.rule) != nil))
            }
        }
        return [RuleEditorView.Group(title: nil, boxes: boxes(nil))]
            + readings.map { RuleEditorView.Group(title: $0.subject(of: trackable), boxes: boxes($0.id)) }.filter { !$0.boxes.isEmpty }
    }

    /// The rules shown read-only and kept.
    var kept: [AchievementRule] {
        let boxed = candidates.compactMap { existing($0.rule)?.id }
        return rules.filter { !boxed.contains($0.id) }
    }

    /// The whole ticked set for `keys`: a box that stays keeps its stored threshold; every
    /// rule the editor has no box for is passed on unchanged, so nothing else moves.
    func ticked(_ keys: Set<String>) -> [AchievementRule] {
        var set = kept.filter { RuleReconcile.editorHasBox(for: $0, reading: $0.of) }
        for (key, rule) in candidates where keys.contains(key) {
            set.append(existing(rule) ?? rule)
        }
        return set
    }

    /// The plan saving `keys` would apply (the trackable's own boxes and every Reading's).
    func plan(_ keys: Set<String>) -> RulePlan {
        RuleReconcile.plan(existing: rules, ticked: ticked(keys), readings: readings.map(\.id))
    }
}
