@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The one way rules are written: `rule add` and the editor's save are undoable changes that
/// mark the history's moments seen, and a save touches only the rules the editor has a box for.
@Suite("RuleWrites: rules added and the editor's save")
struct RuleWritesTests {
    /// A Weight falling 1 kg a day for ten days (a new lowest on each day from the sixth on).
    func weightHistory(_ store: Store) throws -> Trackable {
        let weight = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
        _ = try store.addEntries((0..<10).map { offset in
            (Entry(trackableId: weight.id, date: day("2026-03-01").adding(days: offset), value: 90 - Double(offset)), nil)
        })
        return weight
    }

    var lowest: AchievementRule { AchievementRule(id: 0, trackableId: 0, measure: .best, threshold: .record(minHistory: nil), direction: .low) }

    @Test("the editor's save is one undoable change, undone by `undo` like `rule add`")
    func saveIsUndoable() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            let (engine, today) = try workspace.clock(store)
            let saved = try RuleWrites.saveEditor([lowest], readings: [], of: weight, store: store, workspace: workspace,
                                                  engine: engine, today: today)
            #expect(saved.rules.map(\.measure) == [.best])
            #expect(saved.label == "save the rules of Weight: 1 added")
            let undone = try store.undo()
            #expect(undone?.label == "save the rules of Weight: 1 added")
            #expect(try store.rules().isEmpty)
            #expect(try store.entries().count == 10)
        }
    }

    @Test("a save that changes nothing writes nothing, so undo still undoes the change before it")
    func emptySaveWritesNothing() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            let (engine, today) = try workspace.clock(store)
            _ = try RuleWrites.saveEditor([lowest], readings: [], of: weight, store: store, workspace: workspace, engine: engine, today: today)
            let again = try RuleWrites.saveEditor([lowest], readings: [], of: weight, store: store, workspace: workspace, engine: engine, today: today)
            #expect(again.label == nil)
            #expect(try store.changes().map(\.label) == ["save the rules of Weight: 1 added"])
        }
    }

    @Test("the history's moments of a rule saved by the editor are marked seen, so the next log toasts none of them")
    func savedRulesPastIsSeen() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            let (engine, today) = try workspace.clock(store)
            let saved = try RuleWrites.saveEditor([lowest], readings: [], of: weight, store: store, workspace: workspace,
                                                  engine: engine, today: today)
            let identity = try #require(saved.rules.first).identity
            let seen = try store.seenMoments()
            #expect(seen.count == 6)  // a new lowest on each day from the fifth (the record's wait) to the tenth
            #expect(seen.allSatisfy { $0.hasPrefix(identity + "@") })
            // A log that is no record announces nothing old.
            let (_, fresh) = try Announcer.write("log Weight 95 kg", focus: weight, store: store, workspace: workspace,
                                                 engine: engine, today: today) {
                try store.insertStoredEntry(Entry(trackableId: weight.id, date: day("2026-03-11"), value: 95), text: nil)
            }
            #expect(fresh.filter { $0.ruleIdentity == identity }.isEmpty)
            // A new record still is news.
            let (_, record) = try Announcer.write("log Weight 70 kg", focus: weight, store: store, workspace: workspace,
                                                  engine: engine, today: today) {
                try store.insertStoredEntry(Entry(trackableId: weight.id, date: day("2026-03-12"), value: 70), text: nil)
            }
            #expect(record.filter { $0.ruleIdentity == identity }.map(\.date) == [day("2026-03-12")])
        }
    }

    @Test("rule add marks the history's moments seen and is undone by undo")
    func addMarksSeen() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            let (engine, today) = try workspace.clock(store)
            var draft = lowest
            draft.trackableId = weight.id
            let (rule, past) = try RuleWrites.add(draft, to: weight, builtIn: false, label: "rule add Weight — new lowest",
                                                  store: store, workspace: workspace, engine: engine, today: today)
            #expect(past.count == 6)
            #expect(try store.seenMoments() == Set(past.map(\.key)))
            #expect(try store.rules().map(\.id) == [rule.id])
            _ = try store.undo()
            #expect(try store.rules().isEmpty)
        }
    }

    @Test("an empty save removes the editor's own boxes and leaves every rule it has no box for", arguments: [
        AchievementRule(id: 0, trackableId: 0, measure: .total, threshold: .ladder(.every(100, scale: nil))),
        AchievementRule(id: 0, trackableId: 0, measure: .streak, threshold: .ladder(.rungs([3, 5]))),
        AchievementRule(id: 0, trackableId: 0, measure: .count, threshold: .ladder(.rungs([3]))),
    ])
    func leavesInexpressibleRules(kept: AchievementRule) throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            var other = kept
            other.trackableId = weight.id
            let stored = try store.addRule(other)
            var boxed = lowest
            boxed.trackableId = weight.id
            _ = try store.addRule(boxed)
            let (engine, today) = try workspace.clock(store)
            let saved = try RuleWrites.saveEditor([], readings: [], of: weight, store: store, workspace: workspace, engine: engine, today: today)
            #expect(saved.rules == [stored])
        }
    }

    @Test("a rule in a zone has no box: an empty save leaves it")
    func leavesZonedRules() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-12")
            let store = try workspace.openStore()
            let weight = try weightHistory(store)
            let zone = try store.addZone(Zone(id: 0, trackableId: weight.id, name: "Healthy", min: 60, max: 85, unit: "kg"))
            let streak = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .streak,
                                                           threshold: .ladder(.rungs(RuleReconcile.editorRungs)), zoneId: zone.id, days: .zone))
            let (engine, today) = try workspace.clock(store)
            let saved = try RuleWrites.saveEditor([], readings: [], of: weight, store: store, workspace: workspace, engine: engine, today: today)
            #expect(saved.rules == [streak])
        }
    }
}
