/// The editor's reconcile: create what is newly ticked, update what changed, delete what was
/// unticked, and leave alone what the editor has no box for.
///
/// Recreating a row would give it a new identity and re-announce every moment it ever produced,
/// so a rule that stays ticked keeps its row.
package enum RuleReconcile {
    /// The ladder the editor's streak box sets; any other listed rungs were written by hand.
    package static let editorRungs: [Double] = [7, 30, 100, 365]

    /// Whether the editor has a box for `rule` among the trackable's own boxes: anything but a
    /// hand-written ladder or a rule over a Reading (set up beside that Reading, never by the
    /// trackable's own boxes).
    package static func editorHasBox(for rule: AchievementRule) -> Bool {
        editorHasBox(for: rule, reading: nil)
    }

    /// Whether the editor has a box for `rule` in one group: the trackable's own (`reading` nil)
    /// or one Reading's (its id). A rule belongs to the group of its `of`. The boxes are a
    /// streak of the days logged, of the days of none or of the days in a zone, on the editor's
    /// ladder; a new highest or lowest (a record, any wait) outside a zone; a total outside a zone
    /// on any ladder; and a count of the days in a zone on listed rungs. Anything else (a
    /// hand-written streak ladder, a new longest, a best on a ladder, a total in a zone, a count
    /// on a generated ladder) has no box in any group, so no save of the editor's touches it.
    package static func editorHasBox(for rule: AchievementRule, reading: Int64?) -> Bool {
        guard rule.of == reading else { return false }
        switch (rule.measure, rule.threshold) {
        case let (.streak, .ladder(.rungs(rungs))):
            guard rungs == editorRungs else { return false }
            return rule.zoneId != nil || rule.days == .some || rule.days == .none
        case (.best, .record): return rule.zoneId == nil
        case (.total, .ladder): return rule.zoneId == nil
        case (.count, .ladder(.rungs)): return rule.zoneId != nil
        default: return false
        }
    }

    /// Plans the changes that make `existing` match `ticked` for one trackable.
    ///
    /// A box is a rule's measure, zone, direction (best) and days (streak), within its group:
    /// the trackable's own boxes, and one group per Reading in `readings`. A ticked rule matches
    /// the existing rule of its box one to one, in order, and only within its group, so
    /// unticking the trackable's own boxes never touches a Reading's rules, nor the reverse.
    /// - Parameters:
    ///   - existing: the stored rules of the trackable.
    ///   - ticked: the rules the editor's boxes now say (an id, when not 0, picks the stored row it
    ///     stands for; a rule over a Reading not
    ///     in `readings` is no box of this set's and is ignored).
    ///   - readings: the Readings whose boxes the set stands for; the rules of any other
    ///     Reading are left alone.
    ///   - hasBox: which existing rules the trackable's own group owns; the others are left alone.
    /// - Complexity: O(existing × ticked), a handful each.
    package static func plan(existing: [AchievementRule], ticked: [AchievementRule], readings: [Int64] = [],
                            hasBox: (AchievementRule) -> Bool = editorHasBox(for:)) -> RulePlan {
        var plan = RulePlan()
        for group in [nil] + readings.map(Optional.some) {
            var unmatched = existing.filter { rule in
                group == nil ? rule.of == nil && hasBox(rule) : editorHasBox(for: rule, reading: group)
            }
            for wanted in ticked where wanted.of == group {
                // The stored row the rule came from first (its id), then one already the same,
                // then any of its box: a rule passed through unchanged never trades places.
                let sameBox = { (rule: AchievementRule) in box(of: rule) == box(of: wanted) }
                guard let index = unmatched.firstIndex(where: { wanted.id != 0 && $0.id == wanted.id && sameBox($0) })
                    ?? unmatched.firstIndex(where: { sameBox($0) && $0.threshold == wanted.threshold })
                    ?? unmatched.firstIndex(where: sameBox) else {
                    plan.create.append(wanted)
                    continue
                }
                var kept = unmatched.remove(at: index)
                if kept.threshold != wanted.threshold {
                    kept.threshold = wanted.threshold
                    plan.update.append(kept)
                }
            }
            plan.delete += unmatched.map(\.id)
        }
        return plan
    }

    /// What one editor box stands for.
    private static func box(of rule: AchievementRule) -> String {
        var key = rule.measure.rawValue + "|" + (rule.zoneId.map(String.init) ?? "-") + "|" + (rule.of.map(String.init) ?? "-")
        if rule.measure == .best { key += "|" + rule.direction.rawValue }
        if rule.measure == .streak { key += "|" + rule.days.rawValue }
        return key
    }
}
