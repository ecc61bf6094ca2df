@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The one way rules are written: `rule add` and the editor's save are undoable changes that
/// mark the history's moments seen, and a save touches only the rules the editor has a box for.
@Suite("RuleWrites: rules added and the editor's save")
struct RuleWritesTests {
    /// A Weight falling 1 kg a day for ten days (a new lowest on each day from the fifth on).
    func weightHistory(_ store: Store) throws -> Trackable {
        let weight = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
        _ = try store.addEntries((0..<10).map { offset in
            (Entry(trackableId: weight.id, date: day("2026-03-01").adding(days: offset), value: 90 - Double(offset)), nil)
        })
        return weight
    }

    /// What each test acts on: a workspace over a fresh database holding ``weightHistory(_:)``.
    struct Setting {
        var workspace: Workspace
        var store: Store
        var weight: Trackable
        var engine: GoalEngine
        var today: LocalDate

        /// The editor's save of `ticked` for Weight.
        func save(_ ticked: [AchievementRule]) throws -> (rules: [AchievementRule], label: String?) {
            try RuleWrites.saveEditor(ticked, readings: [], of: weight, store: store, workspace: workspace, engine: engine, today: today)
        }
    }

    /// Runs `body` over a new ``Setting`` on 2026-03-12.
    func withWeight(_ body: (Setting) throws -> Void) throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            let (engine, today) = try workspace.clock(store)
            try body(Setting(workspace: workspace, store: store, weight: weight, engine: engine, today: today))
        }
    }

    /// The rule for a new lowest, for Weight.
    func lowest(_ weight: Trackable) -> AchievementRule {
        AchievementRule(id: 0, trackableId: weight.id, measure: .best, threshold: .record(minHistory: nil), direction: .low)
    }

    /// Logs `kilograms` of Weight on `date` as `cairn log` does; the new moments.
    func log(_ kilograms: Double, on date: String, _ s: Setting) throws -> [Moment] {
        try Announcer.write("log Weight \(kilograms) kg", focus: s.weight, store: s.store, workspace: s.workspace,
                            engine: s.engine, today: s.today) {
            try s.store.insertStoredEntry(Entry(trackableId: s.weight.id, date: day(date), value: kilograms), text: nil)
        }.fresh
    }

    @Test("the editor's save is one undoable change, undone by `undo` like `rule add`")
    func saveIsUndoable() throws {
        try withWeight { s in
            let saved = try s.save([lowest(s.weight)])
            #expect(saved.rules.map(\.measure) == [.best])
            #expect(saved.label == "save the rules of Weight: 1 added")
            let undone = try s.store.undo()
            #expect(undone?.label == "save the rules of Weight: 1 added")
            #expect(try s.store.rules().isEmpty)
            #expect(try s.store.entries().count == 10)
        }
    }

    @Test("a save that changes nothing writes nothing, so undo still undoes the change before it")
    func emptySaveWritesNothing() throws {
        try withWeight { s in
            _ = try s.save([lowest(s.weight)])
            #expect(try s.save([lowest(s.weight)]).label == nil)
            #expect(try s.store.changes().map(\.label) == ["save the rules of Weight: 1 added"])
        }
    }

    @Test("the history's moments of a rule saved by the editor are marked seen, so the next log toasts none of them")
    func savedRulesPastIsSeen() throws {
        try withWeight { s in
            let identity = try #require(try s.save([lowest(s.weight)]).rules.first).identity
            let seen = try s.store.seenMoments()
            #expect(seen.count == 6)  // a new lowest on each day from the fifth (the record's wait) to the tenth
            #expect(seen.allSatisfy { $0.hasPrefix(identity + "@") })
            // A log that is no record announces nothing old; a new record still is news.
            #expect(try log(95, on: "2026-03-11", s).filter { $0.ruleIdentity == identity }.isEmpty)
            #expect(try log(70, on: "2026-03-12", s).filter { $0.ruleIdentity == identity }.map(\.date) == [day("2026-03-12")])
        }
    }

    @Test("rule add marks the history's moments seen and is undone by undo")
    func addMarksSeen() throws {
        try withWeight { s in
            let (rule, past) = try RuleWrites.add(lowest(s.weight), to: s.weight, builtIn: false, label: "rule add Weight — new lowest",
                                                  store: s.store, workspace: s.workspace, engine: s.engine, today: s.today)
            #expect(past.count == 6)
            #expect(try s.store.seenMoments() == Set(past.map(\.key)))
            #expect(try s.store.rules().map(\.id) == [rule.id])
            _ = try s.store.undo()
            #expect(try s.store.rules().isEmpty)
        }
    }

    @Test("an empty save removes the editor's own boxes and leaves every rule it has no box for", arguments: [
        AchievementRule(id: 0, trackableId: 0, measure: .best, threshold: .ladder(.rungs([80]))),
        AchievementRule(id: 0, trackableId: 0, measure: .streak, threshold: .ladder(.rungs([3, 5]))),
        AchievementRule(id: 0, trackableId: 0, measure: .count, threshold: .ladder(.rungs([3]))),
    ])
    func leavesInexpressibleRules(kept: AchievementRule) throws {
        try withWeight { s in
            var other = kept
            other.trackableId = s.weight.id
            let stored = try s.store.addRule(other)
            _ = try s.store.addRule(lowest(s.weight))
            #expect(try s.save([]).rules == [stored])
        }
    }

    @Test("a streak in a zone and a total are boxes now: an empty save removes them; a total in a zone has none and stays")
    func zonedRules() throws {
        try withWeight { s in
            let zone = try s.store.addZone(Zone(id: 0, trackableId: s.weight.id, name: "Healthy", min: 60, max: 85, unit: "kg"))
            _ = try s.store.addRule(AchievementRule(id: 0, trackableId: s.weight.id, measure: .streak,
                                                    threshold: .ladder(.rungs(RuleReconcile.editorRungs)), zoneId: zone.id, days: .zone))
            _ = try s.store.addRule(AchievementRule(id: 0, trackableId: s.weight.id, measure: .total, threshold: .ladder(.every(100, scale: nil))))
            let zonedTotal = try s.store.addRule(AchievementRule(id: 0, trackableId: s.weight.id, measure: .total,
                                                                 threshold: .ladder(.every(100, scale: nil)), zoneId: zone.id))
            #expect(try s.save([]).rules == [zonedTotal])
        }
    }
}
