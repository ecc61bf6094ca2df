import CairnApp
import CairnCore
import Foundation
import Testing

/// Two people in one team database: Bea never sees, edits or removes Ada's trackables,
/// entries or rules, by name or by id.
@Suite("Team isolation: trackables, entries and rules are each person's own")
struct TrackableIsolationTests {
    @Test("every operation tried from Bea's workspace with Ada's names and ids finds nothing, and Ada's rows stay")
    func byId() throws {
        let (place, ada, bea) = try TeamIsolationTests.pair()
        defer { place.remove() }
        let (meditated, water, _) = try TrackableOperationsTests.history(ada)
        let entry = try #require(try TrackableOperationsTests.log(ada, "Water", "700").document.entry?.id)
        let rules = try TrackableOperationsTests.ruleIds(ada)
        let before = try DocumentJSON.bytes(ada.entryDocuments(of: nil, from: nil, to: nil).documents)

        #expect(try bea.trackableList().documents.isEmpty)
        #expect(try bea.entryDocuments(of: nil, from: nil, to: nil).documents.isEmpty)
        #expect(try bea.ruleDocuments(of: nil).isEmpty)
        #expect(try bea.achievementsPage().document.evaluation.moments.isEmpty)
        #expect(try bea.recentEntries(limit: 3).isEmpty)
        #expect(throws: AppError.self) { try bea.entryDocuments(of: "Water", from: nil, to: nil) }
        #expect(throws: AppError.self) { try bea.renameTrackable("Water", to: "Mine") }
        #expect(throws: AppError.self) { try bea.trackableRemoval("Water") }
        #expect(throws: AppError.self) { try TrackableOperationsTests.log(bea, "Water", "5") }
        #expect(throws: AppError.self) { try bea.addRule(TrackableOperationsTests.rule("Water", "total", ladder: "10")) }
        #expect(throws: AppError.notFound("no trackable with id \(water.id)")) { try bea.trackablePage(TrackablePageRequest(id: water.id)) }
        _ = try ada.addZone("lots", to: "Water", min: "500", max: nil)
        #expect(try bea.zones(of: nil).isEmpty && bea.readingDocuments(of: nil).isEmpty)
        #expect(throws: AppError.self) { try bea.addZone("mine", to: "Water", min: "1", max: nil) }
        #expect(throws: AppError.self) { try bea.removeZone("lots", of: "Water") }
        #expect(throws: AppError.notFound("no trackable with id \(water.id)")) { try bea.saveRules([], readings: [], trackableId: water.id) }
        #expect(try bea.ruleEditor(picked: water.id) == nil)
        var derive = DeriveRequest(name: "Both", op: "all")
        derive.of = "Meditated,Water"
        #expect(throws: AppError.self) { try bea.deriveTrackable(derive) }
        #expect(try ada.zones(of: "Water").count == 1)
        // Ada's trackable as a value (an id Bea's workspace was handed) removes none of Ada's rows.
        try bea.removeTrackable(meditated, entries: 3)
        for id in [entry, 1, 2, 3] {
            var edit = EntryEdit(id: id)
            edit.valueWords = ["1"]
            #expect(throws: AppError.notFound("there is no entry \(id); see `cairn entry list`")) { try bea.editEntry(edit) }
            #expect(throws: AppError.notFound("there is no entry \(id); see `cairn entry list`")) { try bea.removeEntry(id: id) }
        }
        for id in rules {
            #expect(throws: AppError.notFound("there is no rule \(id); see `cairn rule list`")) { try bea.removeRule(id: id) }
        }

        // Bea's own trackables get ids of her own (from 1): Ada's with the same ids stay Ada's.
        let beas = try bea.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        #expect(beas.id == meditated.id)
        let beaEntry = try #require(try TrackableOperationsTests.log(bea, "Water", "5").document.entry?.id)
        #expect(beaEntry == 1)
        _ = try bea.removeEntry(id: beaEntry)
        try bea.removeTrackable(beas, entries: 0)
        #expect(try DocumentJSON.bytes(ada.entryDocuments(of: nil, from: nil, to: nil).documents) == before)
        #expect(try ada.trackableList().documents.map(\.name) == ["Meditated", "Water"])
        #expect(try TrackableOperationsTests.ruleIds(ada) == rules)
        #expect(try ada.trackablePage(TrackablePageRequest(id: water.id)).chart.points.compactMap(\.value).reduce(0, +) == 1_000)
    }

    @Test("each person undoes only their own changes: Bea's undo, with nothing of hers to undo, never touches Ada's")
    func undo() throws {
        let (place, ada, bea) = try TeamIsolationTests.pair()
        defer { place.remove() }
        _ = try TrackableOperationsTests.history(ada)
        let before = try UndoOperationsTests.views(ada)
        _ = try TrackableOperationsTests.log(ada, "Water", "700")
        let adas = try #require(try ada.lastChange())
        let logged = try UndoOperationsTests.views(ada)
        #expect(try bea.lastChange() == nil)
        #expect(throws: AppError.conflict("cannot undo: there is nothing left to undo; nothing was undone")) { try bea.undo(expecting: adas.id) }
        #expect(try bea.undo() == nil)
        #expect(try UndoOperationsTests.views(ada) == logged)
        // Bea's own change has her own ids; her undo steps back only that.
        _ = try bea.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        let beas = try #require(try bea.lastChange())
        #expect(try bea.undo(expecting: beas.id) == beas)
        #expect(try bea.trackableList().documents.isEmpty)
        #expect(try UndoOperationsTests.views(ada) == logged)
        #expect(try ada.lastChange() == adas)
        #expect(try ada.undo(expecting: adas.id) == adas)
        #expect(try UndoOperationsTests.views(ada) == before)
    }
}
