import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// Undo on both stores, the same assertions: a personal SQLite file and a person of a team
/// database (its change log, team migration 7) on a real PostgreSQL server.
@Suite("Undo on SQLite and on a team's PostgreSQL")
struct UndoOperationsTests {
    static let now = CodingOperationsTests.now

    /// One change a person makes, to be undone.
    enum Step: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case log, entryEdit, entryRemove, goalChange, ruleAdd, trackableRename, trackableRemove, holdAdd

        var testDescription: String { rawValue }

        func apply(_ workspace: Workspace) throws {
            switch self {
            case .log: _ = try TrackableOperationsTests.log(workspace, "Water", "700", on: "2026-03-09")
            case .entryEdit, .entryRemove:
                let entry = try #require(try workspace.entryDocuments(of: "Water", from: nil, to: nil).documents.first?.id)
                if self == .entryRemove {
                    _ = try workspace.removeEntry(id: entry)
                } else {
                    var edit = EntryEdit(id: entry)
                    edit.valueWords = ["1200"]
                    _ = try workspace.editEntry(edit)
                }
            case .goalChange: _ = try workspace.setGoals(CodingOperationsTests.goals(daily: "30", from: "2026-03-10"))
            case .ruleAdd: _ = try workspace.addRule(TrackableOperationsTests.rule("Water", "streak", ladder: "1,3"))
            case .trackableRename: _ = try workspace.renameTrackable("Water", to: "Drinks")
            case .trackableRemove:
                let water = try workspace.trackableRemoval("Water")
                try workspace.removeTrackable(water.trackable, entries: water.entries)
            case .holdAdd: _ = try workspace.addDisruption(from: day("2026-03-02"), to: day("2026-03-03"), reason: "ill", trackable: nil)
            }
        }
    }

    /// Some of everything to change: goals, trackables with entries and rules (their past
    /// seen), a zone on Water (so a removal cascades to it and its rule), and coding time.
    static func setUp(_ workspace: Workspace) throws {
        _ = try workspace.setGoals(CodingOperationsTests.goals(daily: "60", timeZone: "UTC"))
        _ = try TrackableOperationsTests.history(workspace)
        _ = try workspace.addZone("Little", to: "Water", min: nil, max: "500")
        _ = try workspace.addRule(RuleRequest(trackable: "Water", measure: "streak", days: nil, zone: "Little", ladder: "2", every: nil,
                                              scale: nil, record: false, low: false, minHistory: nil, reading: nil))
        try CodingOperationsTests.twoProjects(workspace)
    }

    /// What the person sees: the days, achievements, trackables, entries and holds, the rules
    /// and the goal history.
    struct Views: Equatable {
        var documents: [String]
        var goals: GoalHistory
    }

    static func views(_ workspace: Workspace) throws -> Views {
        Views(documents: try TeamMoveTests.views(workspace) + [try TeamMoveTests.json(workspace.ruleDocuments(of: nil))],
              goals: try workspace.storedGoalHistory().history)
    }

    @Test("each change undone leaves every view as it was before, the same on both stores", arguments: Step.allCases)
    func undoneAsBefore(step: Step) throws {
        var undone: [StoreKind: Views] = [:]
        var labels: [StoreKind: String] = [:]
        for kind in StoreKind.allCases {
            let place = try TestPlace(kind, now: Self.now)
            defer { place.remove() }
            let workspace = place.workspace
            try Self.setUp(workspace)
            let before = try Self.views(workspace)
            try step.apply(workspace)
            #expect(try Self.views(workspace) != before, "\(kind): the step changed nothing to undo")
            let last = try #require(try workspace.lastChange(), "\(kind)")
            labels[kind] = last.label
            #expect(try workspace.undo(expecting: last.id) == last)
            let after = try Self.views(workspace)
            #expect(after == before, "\(kind)")
            undone[kind] = after
        }
        #expect(undone[.sqlite] == undone[.postgres])
        #expect(labels[.sqlite] == labels[.postgres])
    }

    @Test("undo steps back change after change, newest first, until nothing is left", arguments: StoreKind.allCases)
    func stepsBack(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try Self.setUp(workspace)
        let start = try Self.views(workspace)
        try Step.log.apply(workspace)
        let logged = try Self.views(workspace)
        try Step.trackableRename.apply(workspace)
        #expect(try workspace.undo()?.label == "trackable rename Water Drinks")
        #expect(try Self.views(workspace) == logged)
        #expect(try workspace.undo()?.label == "log Water 700 on 2026-03-09")
        #expect(try Self.views(workspace) == start)
        while try workspace.undo() != nil {}
        #expect(try workspace.lastChange() == nil)
        #expect(try workspace.trackableList().documents.isEmpty)
    }

    @Test("an undo of a change that is no longer the last is a conflict, and undoes nothing", arguments: StoreKind.allCases)
    func staleIsAConflict(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try Self.setUp(workspace)
        try Step.log.apply(workspace)
        let first = try #require(try workspace.lastChange())
        _ = try TrackableOperationsTests.log(workspace, "Water", "80", on: "2026-03-08")
        let before = try Self.views(workspace)
        #expect(throws: AppError.conflict("cannot undo: the last change is now “log Water 80 on 2026-03-08”, not the one this Undo was for; nothing was undone")) {
            try workspace.undo(expecting: first.id)
        }
        #expect(try Self.views(workspace) == before)
    }

    @Test("heartbeats are never part of a change: an undo leaves the coding time", arguments: StoreKind.allCases)
    func heartbeatsStay(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try workspace.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        let trackable = try #require(try workspace.lastChange())
        try CodingOperationsTests.twoProjects(workspace)
        #expect(try workspace.lastChange() == trackable)
        let coded = try TeamMoveTests.json(workspace.days(from: day("2026-03-11"), to: day("2026-03-11")).document.days)
        #expect(coded.contains("5400"))
        #expect(try workspace.undo() == trackable)
        #expect(try TeamMoveTests.json(workspace.days(from: day("2026-03-11"), to: day("2026-03-11")).document.days) == coded)
        #expect(try workspace.undo() == nil)
    }

    @Test("a change that wrote nothing undoable (only the seen set) is not kept; the seen set stays after an undo",
          arguments: StoreKind.allCases)
    func seenSetIsNoChange(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try workspace.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        let last = try #require(try workspace.lastChange())
        let store = try workspace.openCodingStore()
        var kept: [Int64] = []
        try store.change("mark seen", now: Self.now, kept: { kept.append($0) }) { try store.saveSeenMoments(["rule:1:2"]) }
        #expect(kept.isEmpty)
        #expect(try workspace.lastChange() == last)
        try store.change("mark seen and add", now: Self.now, kept: { kept.append($0) }) {
            try store.saveSeenMoments(["rule:1:2", "rule:1:5"])
            try store.setEncouragement(EncouragementSettings.streaksKey, on: false)
        }
        #expect(kept.count == 1)
        #expect(try workspace.lastChange()?.label == "mark seen and add")
        #expect(try workspace.undo(expecting: kept[0]).label == "mark seen and add")
        #expect(try store.seenMoments() == ["rule:1:2", "rule:1:5"])
        #expect(try store.encouragement().streaks)
    }
}
