import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("Store: events with items, tags on entries, Readings, derived trackables and rules over Readings")
struct EventsReadingsRecordsTests {
    let now = Date(timeIntervalSince1970: 1_773_000_000)
    let day = LocalDate(daysSinceEpoch: 20_000)
    static let strength = Trackable(id: 0, name: "Strength", kind: .event, fields: [
        TrackableField(name: "exercise", kind: .choice(ChoiceScale(labels: ["Bench press", "Squat"], noneCode: nil))),
        TrackableField(name: "weight", kind: .number(.mass), unit: "kg"),
    ])

    @Test("An event trackable keeps its fields, an Event its items, and an entry its tags")
    func roundTrip() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let strength = try store.connection.writeTransaction { try store.insertTrackable(Self.strength) }
            let work = try store.connection.writeTransaction { try store.insertTrackable(Trackable(id: 0, name: "work", kind: .tag)) }
            #expect(try store.trackable(named: "Strength") == strength)
            var event = Entry(trackableId: strength.id, date: day, value: nil)
            event.items = [EventItem(["exercise": 0, "weight": 80]), EventItem(["exercise": 1, "weight": 100])]
            event.tags = [work.id]
            let id = try store.connection.writeTransaction { try store.insertStoredEntry(event, text: nil) }
            #expect(try store.entries() == [event])
            #expect(try store.evaluationEntries(for: strength.id).filter { $0.trackableId == strength.id } == [event])
            #expect(try store.storedEntry(id: id)?.entry == event)
        }
    }

    @Test("A derived trackable keeps its derivation")
    func derived() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let caffeine = try store.addTrackable(name: "Caffeine", kind: .number(.count), unit: "cups", dayReduction: nil)
            let after = Trackable(id: 0, name: "Caffeine after 15:00", kind: .number(.count), derivation:
                Derivation(op: .count, of: [.trackable(caffeine.id)], timeOfDay: TimeOfDayFilter(after: 54_000)))
            let stored = try store.connection.writeTransaction { try store.insertTrackable(after) }
            #expect(try store.trackables().last == stored)
            #expect(stored.derivation == after.derivation)
        }
    }

    @Test("A rule over a Reading keeps its of, and goes with its Reading; undo puts both back")
    func ruleGoesWithReading() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let strength = try store.connection.writeTransaction { try store.insertTrackable(Self.strength) }
            let reading = try store.change("reading add", now: now) {
                try store.insertReading(Reading(id: 0, trackableId: strength.id, name: "Max weight", field: "weight",
                                                reduce: .max, filter: ItemFilter(field: "exercise", value: 0)))
            }
            #expect(try store.readings() == [reading])
            let rule = try store.addRule(AchievementRule(id: 0, trackableId: strength.id, measure: .best,
                                                         threshold: .record(minHistory: nil), of: reading.id))
            #expect(try store.rules().map(\.of) == [reading.id])
            #expect(try store.change("reading remove", now: now) { try store.removeReading(id: reading.id) })
            #expect(try store.rules().isEmpty && store.readings().isEmpty)
            #expect(try store.undo()?.label == "reading remove")
            #expect(try store.readings() == [reading])
            #expect(try store.rules() == [rule])
        }
    }
}
