import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("Undo: every command's writes, reverted newest first")
struct UndoTests {
    let now = Date(timeIntervalSince1970: 1_773_000_000)

    @Test("undoing a log removes the entry and its logged day; a second undo steps further back")
    func log() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let weight = try store.change("add Weight", now: now) {
                try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            }
            try store.change("log", now: now) {
                _ = try store.insertStoredEntry(Entry(trackableId: weight.id, date: LocalDate(daysSinceEpoch: 20_000), value: 80), text: nil)
            }
            #expect(try store.evaluationEntries(for: nil).count == 1)  // the logged day
            #expect(try store.undo()?.label == "log")
            #expect(try store.storedEntries().isEmpty && store.evaluationEntries(for: nil).isEmpty)
            #expect(try store.undo()?.label == "add Weight")
            #expect(try store.trackables().isEmpty)
            #expect(try store.undo() == nil)
        }
    }

    @Test("undo(expecting:) undoes only the newest change it names; `kept` is told only the ids of changes kept")
    func expecting() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            var kept: [Int64] = []
            try store.change("nothing written", now: now, kept: { kept.append($0) }) {}
            #expect(kept.isEmpty)
            let weight = try store.change("add Weight", now: now, kept: { kept.append($0) }) {
                try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            }
            let first = try #require(try store.changes().first)
            #expect(kept == [first.id])
            try store.change("log", now: now) {
                _ = try store.insertStoredEntry(Entry(trackableId: weight.id, date: LocalDate(daysSinceEpoch: 20_000), value: 80), text: nil)
            }
            #expect(throws: StoreError.conflict("the last change is now “log”, not the one this Undo was for; nothing was undone")) {
                try store.undo(expecting: first.id)
            }
            #expect(try store.storedEntries().count == 1)
            let newest = try #require(try store.changes().first)
            #expect(try store.undo(expecting: newest.id)?.label == "log")
            #expect(try store.undo(expecting: first.id)?.label == "add Weight")
            #expect(throws: StoreError.conflict("there is nothing left to undo; nothing was undone")) {
                try store.undo(expecting: first.id)
            }
        }
    }

    @Test("undoing an edit puts back the exact value, to the last bit")
    func edit() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let t = try store.addTrackable(name: "Run", kind: .number(.length), unit: "km", dayReduction: nil)
            let value = 0.1 + 0.2
            let id = try store.connection.writeTransaction {
                try store.insertStoredEntry(Entry(trackableId: t.id, date: LocalDate(daysSinceEpoch: 20_000), value: value), text: "x")
            }
            try store.change("edit", now: now) {
                try store.updateEntry(id: id, to: Entry(trackableId: t.id, date: LocalDate(daysSinceEpoch: 20_001), value: 5), text: nil)
            }
            _ = try store.undo()
            let back = try #require(try store.storedEntry(id: id))
            #expect(back.entry.value == value && back.entry.date == LocalDate(daysSinceEpoch: 20_000) && back.text == "x")
        }
    }

    @Test("undoing a trackable's removal brings back its entries, zones and rules with their ids")
    func cascade() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let t = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            let zone = try store.addZone(Zone(id: 0, trackableId: t.id, name: "Healthy", min: 60, max: 80, unit: "kg"))
            let rule = try store.addRule(AchievementRule(id: 0, trackableId: t.id, measure: .count, threshold: .ladder(.rungs([2])),
                                                         zoneId: zone.id))
            _ = try store.addEntries([(Entry(trackableId: t.id, date: LocalDate(daysSinceEpoch: 20_000), value: 70), nil)])
            try store.change("remove Weight", now: now) { try store.removeTrackable(id: t.id) }
            #expect(try store.trackables().isEmpty && store.rules().isEmpty && store.zones().isEmpty)
            _ = try store.undo()
            #expect(try store.trackables().map(\.id) == [t.id])
            #expect(try store.zones().map(\.id) == [zone.id] && store.rules().map(\.id) == [rule.id])
            #expect(try store.storedEntries().count == 1)
            let keys = try store.connection.prepare("PRAGMA foreign_key_check")
            #expect(try !keys.step())
        }
    }

    @Test("undoing an import removes exactly the sessions it added")
    func importUndo() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let first = Session(start: Date(timeIntervalSince1970: 1_773_000_000), seconds: 60)
            _ = try store.insertSessions([first])
            let more = (1...50).map { Session(start: Date(timeIntervalSince1970: 1_773_000_000 + Double($0) * 600), seconds: 300, project: "p") }
            try store.change("import", now: now) { _ = try store.insertSessions(more + [first]) }
            #expect(try store.sessionCount() == 51)
            _ = try store.undo()
            #expect(try store.sessions() == [first])
        }
    }

    @Test("the seen set is not part of a change, so an undo never announces a moment again")
    func seenKept() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.change("log", now: now) {
                try store.setSetting("encouragement.streaks", to: "off")
                try store.saveSeenMoments(["rule-1@2026-03-01#7"])
            }
            _ = try store.undo()
            #expect(try store.seenMoments() == ["rule-1@2026-03-01#7"])
            #expect(try store.setting("encouragement.streaks") == nil)
        }
    }

    @Test("a change that wrote nothing is not kept, and only the newest Store.undoDepth are")
    func depth() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.change("nothing", now: now) {}
            #expect(try store.changes().isEmpty)
            for i in 0..<(Store.undoDepth + 5) {
                try store.change("set \(i)", now: now) { try store.setSetting("k", to: "\(i)") }
            }
            let kept = try store.changes()
            #expect(kept.count == Store.undoDepth && kept.first?.label == "set \(Store.undoDepth + 4)")
        }
    }
}
