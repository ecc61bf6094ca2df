import Testing
import CairnCore

@Suite("The editor reconciles rules rather than rebuilding the list")
struct RuleReconcileTests {
    let streak = Fixtures.rule(Fixtures.headache, .streak, .ladder(.rungs(RuleReconcile.editorRungs)), id: 1, days: .none)
    let handWritten = Fixtures.rule(Fixtures.headache, .streak, .ladder(.rungs([3, 14])), id: 2)
    let highest = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: nil), id: 3)

    @Test("A rule that stays ticked keeps its row, so it re-announces nothing")
    func unchangedKeepsRow() {
        #expect(RuleReconcile.plan(existing: [streak], ticked: [streak]).isEmpty)
    }

    @Test("Create what is newly ticked, update what changed, delete what was unticked")
    func createUpdateDelete() {
        var changed = highest
        changed.threshold = .record(minHistory: 8)
        let lowest = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: nil), id: 0, direction: .low)
        let plan = RuleReconcile.plan(existing: [streak, highest], ticked: [changed, lowest])
        #expect(plan.update == [changed])
        #expect(plan.create == [lowest])
        #expect(plan.delete == [streak.id])
    }

    @Test("A rule the editor has no box for (a hand-written ladder) is left alone")
    func handWrittenLeftAlone() {
        let plan = RuleReconcile.plan(existing: [streak, handWritten], ticked: [])
        #expect(plan.delete == [streak.id])
        #expect(!RuleReconcile.editorHasBox(for: handWritten))
    }

    @Test("The trackable's own editor has no box for a Reading's rule: ticking or unticking its new highest neither shows nor removes it")
    func readingRuleLeftAlone() {
        let own = Fixtures.rule(Fixtures.strength, .streak, .ladder(.rungs(RuleReconcile.editorRungs)), id: 11)
        let ownHighest = Fixtures.rule(Fixtures.strength, .best, .record(minHistory: nil), id: 12)
        let benchHighest = AchievementRule(id: 13, trackableId: Fixtures.strength.id, measure: .best,
                                           threshold: .record(minHistory: nil), of: Fixtures.maxBench.id)
        #expect(!RuleReconcile.editorHasBox(for: benchHighest))
        // Unticking the trackable's own new highest removes that one only.
        let unticked = RuleReconcile.plan(existing: [own, ownHighest, benchHighest], ticked: [own])
        #expect(unticked.delete == [ownHighest.id])
        // Ticking it again creates the trackable's own; the Reading's rule is not its box.
        let ticked = RuleReconcile.plan(existing: [own, benchHighest], ticked: [own, ownHighest])
        #expect(ticked.create == [ownHighest])
        #expect(ticked.delete.isEmpty && ticked.update.isEmpty)
    }

    @Test("A Reading's boxes are a group of their own: ticking its new highest creates a rule with `of`, unticking the trackable's own leaves it")
    func readingGroup() {
        let own = Fixtures.rule(Fixtures.strength, .best, .record(minHistory: nil), id: 21)
        let bench = AchievementRule(id: 0, trackableId: Fixtures.strength.id, measure: .best,
                                    threshold: .record(minHistory: nil), of: Fixtures.maxBench.id)
        #expect(RuleReconcile.editorHasBox(for: bench, reading: Fixtures.maxBench.id))
        #expect(!RuleReconcile.editorHasBox(for: own, reading: Fixtures.maxBench.id))
        // Ticking the Reading's box beside the trackable's own: the own one stays, the Reading's is created.
        let ticked = RuleReconcile.plan(existing: [own], ticked: [own, bench], readings: [Fixtures.maxBench.id])
        #expect(ticked.create == [bench])
        #expect(ticked.delete.isEmpty && ticked.update.isEmpty)
        // Unticking the trackable's own box deletes only it; the stored Reading rule is matched in its group.
        var stored = bench
        stored.id = 22
        let untickOwn = RuleReconcile.plan(existing: [own, stored], ticked: [bench], readings: [Fixtures.maxBench.id])
        #expect(untickOwn.delete == [own.id])
        #expect(untickOwn.create.isEmpty)
        // Unticking the Reading's box deletes only the Reading's rule.
        let untickReading = RuleReconcile.plan(existing: [own, stored], ticked: [own], readings: [Fixtures.maxBench.id])
        #expect(untickReading.delete == [stored.id])
        // A Reading the set does not name is left alone.
        #expect(RuleReconcile.plan(existing: [own, stored], ticked: [own]).isEmpty)
    }
}

@Suite("The editor's reconcile never trades rows between rules of one box")
struct RuleReconcileRowsTests {
    @Test("A second rule of a box passed on unchanged keeps its row while the first's threshold changes")
    func secondOfABoxKeepsItsRow() {
        let first = Fixtures.rule(Fixtures.weight, .total, .ladder(.every(100, scale: nil)), id: 31)
        let second = Fixtures.rule(Fixtures.weight, .total, .ladder(.rungs([1000, 2000])), id: 32)
        var changed = first
        changed.threshold = .ladder(.every(50, scale: nil))
        // The kept rule first, as the editor sends it: it must match itself, not the first row.
        let plan = RuleReconcile.plan(existing: [first, second], ticked: [second, changed])
        #expect(plan.update == [changed])
        #expect(plan.create.isEmpty && plan.delete.isEmpty)
    }

    @Test("The editor has a box for every measure it offers, and none for what it cannot express")
    func boxes() {
        let zoned = AchievementRule(id: 1, trackableId: Fixtures.weight.id, measure: .count, threshold: .ladder(.rungs([7, 30])), zoneId: 5)
        #expect(RuleReconcile.editorHasBox(for: zoned))
        var generated = zoned
        generated.threshold = .ladder(.every(7, scale: nil))
        #expect(!RuleReconcile.editorHasBox(for: generated))
        let total = Fixtures.rule(Fixtures.weight, .total, .ladder(.every(100, scale: 2)), id: 2)
        #expect(RuleReconcile.editorHasBox(for: total))
        var totalInZone = total
        totalInZone.zoneId = 5
        #expect(!RuleReconcile.editorHasBox(for: totalInZone))
        let bestLadder = Fixtures.rule(Fixtures.weight, .best, .ladder(.rungs([80, 85])), id: 3)
        #expect(!RuleReconcile.editorHasBox(for: bestLadder))
        let zoneStreak = AchievementRule(id: 4, trackableId: Fixtures.weight.id, measure: .streak,
                                         threshold: .ladder(.rungs(RuleReconcile.editorRungs)), zoneId: 5, days: .zone)
        #expect(RuleReconcile.editorHasBox(for: zoneStreak))
    }
}
