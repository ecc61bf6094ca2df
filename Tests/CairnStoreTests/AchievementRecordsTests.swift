import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("Store: trackables, entries, zones, disruptions, rules and the seen set")
struct AchievementRecordsTests {
    func date(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

    @Test("a trackable's name is unique whatever its case")
    func uniqueNames() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            _ = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            #expect(throws: StoreError.conflict("a trackable named \"weight\" already exists")) {
                _ = try store.addTrackable(name: "weight", kind: .yesNo, unit: nil, dayReduction: nil)
            }
            #expect(try store.trackable(named: "WEIGHT")?.kind == .number(.mass))
        }
    }

    @Test("removing a trackable takes its entries, zones, rules and its own disruptions, and nothing else")
    func cascades() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let weight = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            let mood = try store.addTrackable(name: "Mood", kind: .yesNo, unit: nil, dayReduction: nil)
            let zone = try store.addZone(Zone(id: 0, trackableId: weight.id, name: "Healthy", min: 60, max: 80, unit: "kg"))
            _ = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .count, threshold: .ladder(.rungs([3])), zoneId: zone.id))
            _ = try store.addRule(AchievementRule(id: 0, trackableId: mood.id, measure: .streak, threshold: .ladder(.rungs([7]))))
            _ = try store.addEntries([(Entry(trackableId: weight.id, date: date("2026-03-01"), value: 80), nil),
                                      (Entry(trackableId: mood.id, date: date("2026-03-01"), value: 1), nil),
                                      (.nothing(on: date("2026-03-02")), nil)])
            try store.addDisruption(Disruption(from: date("2026-03-03"), to: date("2026-03-04"), trackableIds: [weight.id]))
            try store.addDisruption(Disruption(from: date("2026-03-05"), to: date("2026-03-05")))
            try store.removeTrackable(id: weight.id)
            #expect(try store.trackables().map(\.name) == ["Mood"])
            #expect(try store.zones().isEmpty)
            #expect(try store.rules().map(\.trackableId) == [mood.id])
            #expect(try store.entries().count == 2)  // Mood's and the Nothing
            #expect(try store.disruptions() == [Disruption(from: date("2026-03-05"), to: date("2026-03-05"))])
        }
    }

    @Test("a zone-qualified rule goes with its zone")
    func zoneCascade() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let weight = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            let zone = try store.addZone(Zone(id: 0, trackableId: weight.id, name: "Healthy", min: 60, max: 80, unit: "kg"))
            _ = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .count, threshold: .ladder(.rungs([3])), zoneId: zone.id))
            _ = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .best, threshold: .record(minHistory: nil)))
            try store.connection.execute("DELETE FROM zones")
            #expect(try store.rules().map(\.measure) == [.best])
        }
    }

    @Test("entries with an import key are added once; manual entries always add")
    func importKeys() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let habit = try store.addTrackable(name: "Journal", kind: .habit, unit: nil, dayReduction: nil)
            let keyed = [(entry: Entry(trackableId: habit.id, date: date("2026-03-01"), value: nil, source: .integration), importKey: Optional("loop:Journal:2026-03-01"))]
            #expect(try store.addEntries(keyed).added == 1)
            #expect(try store.addEntries(keyed) == ImportSummary(added: 0, duplicates: 1))
            let manual = [(entry: Entry(trackableId: habit.id, date: date("2026-03-01"), value: nil), importKey: String?.none)]
            _ = try store.addEntries(manual)
            _ = try store.addEntries(manual)
            let stored = try store.entries()
            #expect(stored.count == 3)
            #expect(stored[0].source == .integration && stored[1].source == .manual)
        }
    }

    @Test("reconcile updates in place, creates the new, deletes the unticked, and leaves alone what it has no box for")
    func reconcile() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let weight = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            let low = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .best, threshold: .record(minHistory: nil), direction: .low))
            let high = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .best, threshold: .record(minHistory: nil), direction: .high))
            let handWritten = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .streak, threshold: .ladder(.rungs([1, 2, 3]))))
            let boxes = [
                AchievementRule(id: 0, trackableId: weight.id, measure: .best, threshold: .record(minHistory: 10), direction: .low),
                AchievementRule(id: 0, trackableId: weight.id, measure: .streak, threshold: .ladder(.rungs([7, 30]))),
            ]
            let after = try store.reconcileRules(trackableId: weight.id, ticked: boxes)
            #expect(after.count == 3)
            #expect(after.first { $0.id == low.id }?.threshold == .record(minHistory: 10))  // updated, same row
            #expect(!after.contains { $0.id == high.id })  // unticked
            #expect(after.contains { $0.id == handWritten.id })  // no box for it
            #expect(after.contains { $0.measure == .streak && $0.id > handWritten.id })  // created
        }
    }

    @Test("the seen set round-trips, and the encouragement switches read on until turned off")
    func settings() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            #expect(try store.seenMoments().isEmpty)
            try store.saveSeenMoments(["rule-1@2026-03-01#7", "logged-anything@2026-03-07#7"])
            #expect(try store.seenMoments() == ["rule-1@2026-03-01#7", "logged-anything@2026-03-07#7"])
            #expect(try store.encouragement() == EncouragementSettings(streaks: true, achievements: true, gettingStarted: true))
            try store.setEncouragement(EncouragementSettings.achievementsKey, on: false)
            #expect(try store.encouragement() == EncouragementSettings(streaks: true, achievements: false, gettingStarted: true))
        }
    }

    @Test("only disruptions for everything hold the coding goal")
    func goalHolds() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let mood = try store.addTrackable(name: "Mood", kind: .yesNo, unit: nil, dayReduction: nil)
            try store.addDisruption(Disruption(from: date("2026-03-01"), to: date("2026-03-02")))
            try store.addDisruption(Disruption(from: date("2026-03-05"), to: date("2026-03-06"), trackableIds: [mood.id]))
            #expect(try store.goalHoldDates() == [date("2026-03-01"), date("2026-03-02")])
        }
    }
}

@Suite("Store: what a log re-reads")
struct EvaluationEntriesTests {
    @Test("one trackable's entries, the Nothings and a stand-in per logged day give the moments all entries give")
    func sameMoments() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let headache = try store.addTrackable(name: "Headache", kind: .yesNo, unit: nil, dayReduction: nil)
            let mood = try store.addTrackable(name: "Mood", kind: .yesNo, unit: nil, dayReduction: nil)
            let rule = try store.addRule(AchievementRule(id: 0, trackableId: headache.id, measure: .streak,
                                                         threshold: .ladder(.rungs([3, 7, 14])), days: .none))
            var rows: [(entry: Entry, importKey: String?)] = []
            for day in 0..<60 {
                let date = LocalDate(daysSinceEpoch: 20_000 + day)
                switch day % 9 {
                case 0: rows.append((.nothing(on: date), nil))
                case 1, 2: rows.append((Entry(trackableId: mood.id, date: date, value: 1), nil))  // logged, but not Headache
                case 3: rows.append((Entry(trackableId: mood.id, date: date, value: 1, source: .integration), nil))  // on hold
                case 8: break  // nothing at all: on hold
                default: rows.append((Entry(trackableId: headache.id, date: date, value: day % 13 == 0 ? 1 : 0), nil))
                }
            }
            _ = try store.addEntries(rows)
            let today = LocalDate(daysSinceEpoch: 20_060)
            let narrow = AchievementEngine.evaluate(trackable: headache, rules: [rule], zones: [], entries: try store.evaluationEntries(for: headache.id),
                                                    disruptions: [], today: today)
            let full = AchievementEngine.evaluate(trackable: headache, rules: [rule], zones: [], entries: try store.entries(),
                                                  disruptions: [], today: today)
            #expect(narrow == full)
            #expect(!full.moments.isEmpty)
            try store.removeTrackable(id: mood.id)  // the logged days follow deletions too
            let afterNarrow = AchievementEngine.evaluate(trackable: headache, rules: [rule], zones: [], entries: try store.evaluationEntries(for: headache.id),
                                                         disruptions: [], today: today)
            let afterFull = AchievementEngine.evaluate(trackable: headache, rules: [rule], zones: [], entries: try store.entries(),
                                                       disruptions: [], today: today)
            #expect(afterNarrow == afterFull)
        }
    }
}

@Suite("Store: what a text entry says")
struct TextEntryTests {
    @Test("a text trackable's entry keeps its words")
    func keepsText() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let notes = try store.addTrackable(name: "Notes", kind: .text, unit: nil, dayReduction: nil)
            let day = LocalDate(daysSinceEpoch: 20_000)
            try store.connection.writeTransaction { try store.insertEntry(Entry(trackableId: notes.id, date: day, value: nil), text: "felt good") }
            let statement = try store.connection.prepare("SELECT text FROM entries")
            #expect(try statement.step() && statement.text(0) == "felt good")
            #expect(try store.entries().count == 1)
        }
    }
}
