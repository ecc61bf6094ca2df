@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// A Reading's bells: on adds "new highest" (or lowest) of that Reading as one undoable change
/// whose history is marked seen; off removes it; the page says which are on; the trackable's
/// own editor neither shows nor removes it.
@Suite("ReadingBell: a Reading's new highest or lowest, set up beside it")
struct ReadingBellTests {
    /// Gym, an event with a weight, its Reading "Max weight", and 60…66 kg on 2026-03-01…07: a
    /// new highest on the 5th, 6th and 7th (from the record's wait of 5 days with a value).
    func withGym(_ body: (Workspace, Reading) throws -> Void) throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: "2026-03-12")
            _ = try w.addTrackable(TrackableSpec(name: "Gym", kind: "event"), fields: ["exercise:choice=Bench press,Squat", "weight:number:kg"])
            let (reading, _) = try w.addReading("Max weight", of: "Gym", field: "weight", reduce: "max", where: nil, eachEvent: nil)
            for offset in 0..<7 {
                var request = LogRequest(trackable: "Gym", valueWords: [], date: day("2026-03-01").adding(days: offset))
                request.itemWords = ["exercise=Bench press,weight=\(60 + offset)kg"]
                _ = try w.log(request)
            }
            try body(w, reading)
        }
    }

    /// The values of the Reading `id` on Gym's page.
    func values(_ w: Workspace, _ id: Int64) throws -> [TrackablePageDocument.ReadingValue] {
        try #require(try w.trackablePage(TrackablePageRequest(name: "Gym")).readings.first { $0.id == id }).values
    }

    @Test("on: the rule new highest of the Reading, named for both, its history's moments marked seen; the page says it is on")
    func on() throws {
        try withGym { w, reading in
            let before = try values(w, reading.id)
            #expect(before.map(\.kind) == ["highest", "lowest", "last"])
            #expect(before.map(\.text) == ["66 kg", "60 kg", "66 kg"])
            #expect(before.map(\.date) == [day("2026-03-07"), day("2026-03-01"), day("2026-03-07")])
            #expect(before.map { $0.bell?.on } == [false, false, nil])
            #expect(before.compactMap { $0.bell?.name } == ["Gym · Max weight — new highest", "Gym · Max weight — new lowest"])
            let outcome = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            #expect(outcome.changed && outcome.on && outcome.name == "Gym · Max weight — new highest")
            #expect(outcome.past.map(\.date) == [day("2026-03-05"), day("2026-03-06"), day("2026-03-07")])
            let store = try w.openStore()
            let rules = try store.rules()
            #expect(rules.count == 1)
            let rule = try #require(rules.first)
            #expect(rule.measure == .best && rule.direction == .high && rule.of == reading.id && rule.threshold == .record(minHistory: nil))
            // History is not news: its moments are in the seen set, so no log announces them.
            let seen = try store.seenMoments()
            #expect(!outcome.past.isEmpty && outcome.past.allSatisfy { seen.contains($0.key) })
            #expect(outcome.toast == "Bell on: Gym · Max weight — new highest. Your history already holds 3 moments of it, marked seen.")
            let after = try values(w, reading.id)
            #expect(after.map { $0.bell?.on } == [true, false, nil])
            #expect(after.first?.bell?.rule == rule.id)
            #expect(try w.lastChange()?.label == "rule add Gym · Max weight — new highest")
        }
    }

    @Test("a bell already on writes nothing; the lowest is a bell of its own")
    func alreadyOnAndLowest() throws {
        try withGym { w, reading in
            _ = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            let count = try w.openStore().changes().count
            let again = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            #expect(!again.changed && again.toast == "The bell for Gym · Max weight — new highest is already on.")
            #expect(try w.openStore().changes().count == count)
            let low = try w.setReadingBell(reading: reading.id, direction: .low, on: true)
            #expect(low.changed && low.name == "Gym · Max weight — new lowest" && low.past.isEmpty)
            #expect(try w.openStore().rules().map(\.direction) == [.high, .low])
            #expect(try values(w, reading.id).map { $0.bell?.on } == [true, true, nil])
        }
    }

    @Test("off removes it as one change; off again writes nothing")
    func off() throws {
        try withGym { w, reading in
            _ = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            let off = try w.setReadingBell(reading: reading.id, direction: .high, on: false)
            #expect(off.changed && !off.on && off.toast == "Bell off: Gym · Max weight — new highest. Undo puts it back.")
            #expect(try w.openStore().rules().isEmpty)
            #expect(try w.lastChange()?.label == "rule remove Gym · Max weight — new highest")
            let count = try w.openStore().changes().count
            #expect(!(try w.setReadingBell(reading: reading.id, direction: .high, on: false)).changed)
            #expect(try w.openStore().changes().count == count)
            #expect(try values(w, reading.id).map { $0.bell?.on } == [false, false, nil])
        }
    }

    @Test("each switch is undone by `cairn undo`: on undone leaves no rule, off undone brings the same rule back")
    func undo() throws {
        try withGym { w, reading in
            _ = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            #expect(try w.undo()?.label == "rule add Gym · Max weight — new highest")
            #expect(try w.openStore().rules().isEmpty)
            _ = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            let id = try #require(try w.openStore().rules().first?.id)
            _ = try w.setReadingBell(reading: reading.id, direction: .high, on: false)
            #expect(try w.undo()?.label == "rule remove Gym · Max weight — new highest")
            #expect(try w.openStore().rules().map(\.id) == [id])
            #expect(try values(w, reading.id).first?.bell?.on == true)
        }
    }

    @Test("an unknown Reading is not found; a Reading with no highest has no bell and refuses one")
    func refusals() throws {
        try withGym { w, _ in
            #expect(throws: AppError.notFound("there is no Reading 99; see `cairn reading list`")) {
                try w.setReadingBell(reading: 99, direction: .high, on: true)
            }
            // The last exercise of a day: an unordered choice, which has no highest.
            let (exercise, _) = try w.addReading("Exercise", of: "Gym", field: "exercise", reduce: "last", where: nil, eachEvent: nil)
            #expect(try values(w, exercise.id).map(\.kind) == ["last"])
            #expect(try values(w, exercise.id).first?.bell == nil)
            #expect(throws: AppError.self) { try w.setReadingBell(reading: exercise.id, direction: .high, on: true) }
            #expect(try w.openStore().rules().isEmpty)
        }
    }

    @Test("the trackable's own editor neither shows nor removes a bell: its save leaves it, its own boxes have none for it")
    func editorLeavesItAlone() throws {
        try withGym { w, reading in
            _ = try w.setReadingBell(reading: reading.id, direction: .high, on: true)
            let bell = try #require(try w.openStore().rules().first)
            #expect(!RuleReconcile.editorHasBox(for: bell))
            let gym = try #require(try w.openStore().trackables().first)
            let streak = AchievementRule(id: 0, trackableId: gym.id, measure: .streak, threshold: .ladder(.rungs(RuleReconcile.editorRungs)))
            // Ticking the trackable's own box, then unticking every own box: the bell stays.
            _ = try w.saveRules([streak], readings: [], trackableId: gym.id)
            #expect(try w.openStore().rules().map(\.id).contains(bell.id))
            _ = try w.saveRules([], readings: [], trackableId: gym.id)
            #expect(try w.openStore().rules().map(\.id) == [bell.id])
            #expect(try values(w, reading.id).first?.bell?.on == true)
        }
    }
}
