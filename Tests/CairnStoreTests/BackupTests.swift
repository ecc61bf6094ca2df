import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("Backup: export and restore in the store")
struct BackupTests {
    let now = Date(timeIntervalSince1970: 1_773_000_000)

    /// The whole export of `store` as text.
    func exportText(_ store: Store) throws -> String {
        var text = ""
        try store.export(to: { text += $0 }, cairnVersion: "test", now: now)
        return text
    }

    /// A store holding values that are hard to carry: fractions, instants in the first days of 1970 and with
    /// milliseconds, text with quotes, control characters and more than one plane of Unicode.
    func seeded(_ store: Store) throws {
        let run = try store.addTrackable(name: "Run", kind: .number(.length), unit: "km", dayReduction: .max)
        let note = try store.addTrackable(name: "Note \"quoted\"", kind: .text, unit: nil, dayReduction: nil)
        _ = try store.addZone(Zone(id: 0, trackableId: run.id, name: "Far", min: 10_000.5, max: nil, unit: "km"))
        _ = try store.addRule(AchievementRule(id: 0, trackableId: run.id, measure: .total, threshold: .ladder(.every(10_000, scale: nil))))
        try store.connection.writeTransaction {
            _ = try store.insertStoredEntry(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 3), value: 0.1 + 0.2,
                                                  instant: Date(timeIntervalSince1970: 200_000.123)), text: nil)
            _ = try store.insertStoredEntry(Entry(trackableId: note.id, date: LocalDate(daysSinceEpoch: 20_000), value: nil),
                                            text: "line one\nline \"two\"\t\u{1}\\ — 🌱")
            _ = try store.insertStoredEntry(Entry.nothing(on: LocalDate(daysSinceEpoch: 20_001), instant: nil), text: nil)
        }
        _ = try store.insertSessions([
            Session(start: Date(timeIntervalSince1970: 1_700_000_000.25), seconds: 1234.567, project: "a/b", language: "Swift"),
            Session(start: Date(timeIntervalSince1970: 1.5), seconds: 0, source: "x"),
        ])
        try store.addDisruption(Disruption(from: LocalDate(daysSinceEpoch: 19_990), to: LocalDate(daysSinceEpoch: 19_991),
                                           reason: "flu", trackableIds: [run.id]), importKey: "k1")
        _ = try store.insertDayTotals([(LocalDate(daysSinceEpoch: 19_999), 3600.75)], source: "wakatime-summary")
        try store.saveGoalHistory(try #require(GoalHistory(versions: [
            .init(from: nil, config: GoalConfig(dailyGoalMinutes: 30, timeZoneIdentifier: "Europe/Berlin")),
            .init(from: LocalDate(daysSinceEpoch: 20_000), config: GoalConfig(dailyGoalMinutes: 45, timeZoneIdentifier: "Asia/Tokyo")),
        ])))
        try store.saveSeenMoments(["rule-1@2026-01-01#10000", "rule-9-high@2026-01-02#record"])
        try store.setEncouragement(EncouragementSettings.gettingStartedKey, on: false)
        // Two heartbeats of the same instant: their arrival order (the row id) is what breaks the tie.
        try store.connection.execute("""
            INSERT INTO heartbeats (id, time_ms, entity, type, project, branch, language, editor) VALUES
                (7, 1700000000250, '/src/b.swift', 'file', 'cairn', 'main', 'Swift', 'vim'),
                (3, 1700000000250, '/src/a.swift', 'file', 'cairn', '', 'Swift', '')
            """)
        // Names compare as SQLite's NOCASE does (ASCII only): both may be stored, so both come back.
        _ = try store.addTrackable(name: "Äpfel", kind: .yesNo, unit: nil, dayReduction: nil)
        _ = try store.addTrackable(name: "äpfel", kind: .yesNo, unit: nil, dayReduction: nil)
    }

    @Test("every record comes back to the last bit, ids and all, and exports the same text again")
    func roundTrip() throws {
        try withTemporaryDatabase { first in
            try withTemporaryDatabase { second in
                let original = try Store(path: first)
                try seeded(original)
                let text = try exportText(original)
                let document = try BackupDocument.read(Data(text.utf8), file: "backup.json")
                let restored = try Store(path: second)
                let summary = try restored.restore(document)
                #expect(summary.entries == 3 && summary.sessions == 2 && summary.rules == 1 && summary.seen == 2 && summary.heartbeats == 2)
                let again = try exportText(restored)
                #expect(again == text, "\(zip(again.split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 })")
                #expect(try restored.storedEntries() == original.storedEntries())
                #expect(try restored.sessions() == original.sessions())
                #expect(try restored.rules() == original.rules())
                #expect(try restored.zones() == original.zones())
                #expect(try restored.goalHistory() == original.goalHistory())
                #expect(try restored.seenMoments() == original.seenMoments())
                #expect(try restored.dayTotals() == original.dayTotals())
                #expect(try restored.trackables() == original.trackables() && restored.trackables().count == 4)
                #expect(try restored.storedDisruptions().map(\.id) == original.storedDisruptions().map(\.id))
                #expect(try restored.encouragement() == original.encouragement())
            }
        }
    }

    @Test("a document from before heartbeats were exported reads as having none")
    func withoutHeartbeats() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try seeded(store)
            let text = try exportText(store)
            let start = try #require(text.range(of: ",\n  \"heartbeats\": ["))
            let older = String(text[..<start.lowerBound]) + "\n}\n"
            let document = try BackupDocument.read(Data(older.utf8), file: "older.json")
            #expect(document.heartbeats == nil && document.sessions.count == 2)
            #expect(try BackupDocument.read(Data(text.utf8), file: "backup.json").heartbeats?.map(\.id) == [3, 7])
        }
    }

    @Test("a new rule's id passes every rule the seen set names, even one the sequence never reached")
    func sequencePastSeen() throws {
        try withTemporaryDatabase { first in
            try withTemporaryDatabase { second in
                let original = try Store(path: first)
                try seeded(original)
                let restored = try Store(path: second)
                try restored.restore(try BackupDocument.read(Data(try exportText(original).utf8), file: "backup.json"))
                let trackable = try #require(try restored.trackable(named: "Run"))
                let rule = try restored.addRule(AchievementRule(id: 0, trackableId: trackable.id, measure: .total,
                                                                threshold: .ladder(.rungs([5]))))
                #expect(rule.id == 10)  // the seen set names rule 9
                let entry = try restored.connection.writeTransaction {
                    try restored.insertStoredEntry(Entry(trackableId: trackable.id, date: LocalDate(daysSinceEpoch: 20_002), value: 1), text: nil)
                }
                #expect(entry == 4)
            }
        }
    }

    @Test("a database holding anything is refused, and nothing is written", arguments: ["goals", "setting", "session"])
    func notEmpty(what: String) throws {
        try withTemporaryDatabase { first in
            try withTemporaryDatabase { second in
                let original = try Store(path: first)
                try seeded(original)
                let document = try BackupDocument.read(Data(try exportText(original).utf8), file: "backup.json")
                let target = try Store(path: second)
                switch what {
                case "goals": try target.saveGoalConfig(GoalConfig())
                case "setting": try target.setEncouragement(EncouragementSettings.streaksKey, on: true)
                default: _ = try target.insertSessions([Session(start: now, seconds: 60)])
                }
                let before = try exportText(target)
                #expect(throws: BackupError.self) { try target.restore(document) }
                #expect(try exportText(target) == before)
            }
        }
    }

    @Test("a document naming what it does not hold, or holding a record twice, is refused before anything is written",
          arguments: [
            ("\"trackableId\": 1, \"unit\": \"km\"}", "\"trackableId\": 5, \"unit\": \"km\"}", "zone 1 belongs to trackable 5"),
            ("\"id\": 2, \"importKey\": null", "\"id\": 1, \"importKey\": null", "entry 1 appears twice"),
            ("\"to\": \"2024-09-25\"", "\"to\": \"2024-09-01\"", "ends (2024-09-01) before it starts"),
            ("\"start\": \"2023-11-14T22:13:20.250Z\"", "\"start\": \"2023-11-14 22:13\"", "not an instant"),
            ("\"achievements\": 9,", "\"rules\": 9,", "names \"rules\""),
            ("\"Asia/Tokyo\"", "\"Mars/Olympus\"", "goal version 2 is not valid"),
          ])
    func refused(find: String, replace: String, message: String) throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try seeded(store)
            let text = try exportText(store)
            #expect(text.contains(find), "\(find) is not in \(text)")
            let broken = text.replacingOccurrences(of: find, with: replace)
            #expect {
                _ = try BackupDocument.read(Data(broken.utf8), file: "backup.json")
            } throws: { error in
                "\(error)".contains(message) && "\(error)".hasPrefix("backup.json")
            }
        }
    }

    /// A store holding what migration 10 added: a tag, an event trackable with fields, a Reading
    /// (kept as id 2: Reading 1 was removed, and so was Reading 3, so the sequence is past every
    /// id kept), a rule that reads it (`of`), an event with items and tags, an entry with a tag
    /// and no items, a derived trackable and a windowed one. Returns the kept Reading's id.
    @discardableResult
    func seededEvents(_ store: Store) throws -> Int64 {
        try store.connection.writeTransaction {
            let gym = try store.insertTrackable(Trackable(id: 0, name: "Gym", kind: .tag))
            let exercises = ChoiceScale(labels: ["Bench press", "Squat"], noneCode: nil)
            let strength = try store.insertTrackable(Trackable(id: 0, name: "Strength", kind: .event, fields: [
                TrackableField(name: "exercise", kind: .choice(exercises)),
                TrackableField(name: "weight", kind: .number(.mass), unit: "kg"),
            ]))
            let first = try store.insertReading(Reading(id: 0, trackableId: strength.id, name: "Gone", field: "weight", reduce: .sum))
            try store.removeReading(id: first.id)
            let reading = try store.insertReading(Reading(id: 0, trackableId: strength.id, name: "Max/bench", field: "weight",
                                                          reduce: .max, filter: ItemFilter(field: "exercise", value: 0)))
            let last = try store.insertReading(Reading(id: 0, trackableId: strength.id, name: "Last", field: "weight", reduce: .count))
            try store.removeReading(id: last.id)
            _ = try store.insertRule(AchievementRule(id: 0, trackableId: strength.id, measure: .best,
                                                     threshold: .record(minHistory: nil), of: reading.id))
            let coffee = try store.insertTrackable(Trackable(id: 0, name: "Coffee", kind: .number(.count), unit: "cups"))
            _ = try store.insertTrackable(Trackable(id: 0, name: "Coffee after 15:00", kind: .number(.count), dayReduction: .last,
                                                    derivation: Derivation(op: .count, of: [.trackable(coffee.id)],
                                                                           timeOfDay: TimeOfDayFilter(after: 15 * 3600))))
            _ = try store.insertTrackable(Trackable(id: 0, name: "Bench per month", kind: .number(.mass), unit: "kg", dayReduction: .last,
                                                    derivation: Derivation(op: .sum, of: [.reading(reading.id)], window: .per(.month))))
            var event = Entry(trackableId: strength.id, date: LocalDate(daysSinceEpoch: 20_100), value: nil,
                              instant: Date(timeIntervalSince1970: 1_736_700_000.5))
            event.items = [EventItem(["exercise": 0, "weight": 62.5]), EventItem(["exercise": 1, "weight": 80])]
            event.tags = [gym.id]
            _ = try store.insertStoredEntry(event, text: nil)
            var cup = Entry(trackableId: coffee.id, date: LocalDate(daysSinceEpoch: 20_100), value: 1)
            cup.tags = [gym.id, 99]
            _ = try store.insertStoredEntry(cup, text: nil)
            return reading.id
        }
    }

    /// The new columns and the readings table exactly as stored, NULLs told apart from empty values.
    func newColumns(_ store: Store) throws -> [String] {
        var rows: [String] = []
        for (sql, count) in [("SELECT id, fields, derivation FROM trackables ORDER BY id", 3),
                             ("SELECT id, items, tags FROM entries ORDER BY id", 3),
                             ("SELECT id, trackable_id, name, reading FROM readings ORDER BY id", 4),
                             ("SELECT id, reading_id FROM achievements ORDER BY id", 2)] {
            let statement = try store.connection.prepare(sql)
            while try statement.step() {
                rows.append((0..<count).map { statement.text(Int32($0)) ?? "NULL" }.joined(separator: " | "))
            }
        }
        return rows
    }

    @Test("events, Readings, tags and derived trackables come back exactly, ids kept and the Readings' sequence continued")
    func eventsRoundTrip() throws {
        try withTemporaryDatabase { first in
            try withTemporaryDatabase { second in
                let original = try Store(path: first)
                let readingId = try seededEvents(original)
                #expect(readingId == 2)
                let text = try exportText(original)
                let document = try BackupDocument.read(Data(text.utf8), file: "backup.json")
                #expect(document.readings?.map(\.id) == [2] && document.idSequences["readings"] == 3)
                let restored = try Store(path: second)
                let summary = try restored.restore(document)
                #expect(summary.readings == 1 && summary.rules == 1 && summary.entries == 2 && summary.trackables == 5)
                #expect(try exportText(restored) == text)
                #expect(try newColumns(restored) == newColumns(original))
                #expect(try restored.trackables() == original.trackables())
                #expect(try restored.trackables().first { $0.name == "Strength" }?.fields.count == 2)
                #expect(try restored.trackables().filter { $0.derivation != nil }.count == 2)
                #expect(try restored.readings() == original.readings() && restored.readings().map(\.id) == [2])
                #expect(try restored.rules() == original.rules() && restored.rules().map(\.of) == [2])
                #expect(try restored.storedEntries() == original.storedEntries())
                let event = try #require(try restored.storedEntries().first { !$0.entry.items.isEmpty })
                #expect(event.entry.items.count == 2 && event.entry.tags == [1])
                // Reading 3 was removed before the export: a new Reading takes 4, never 3.
                let strength = try #require(try restored.trackable(named: "Strength"))
                let next = try restored.connection.writeTransaction {
                    try restored.insertReading(Reading(id: 0, trackableId: strength.id, name: "Reps", field: "weight", reduce: .count))
                }
                #expect(next.id == 4)
            }
        }
    }

    @Test("a document from before events, Readings and tags restores with none of them (their columns NULL)")
    func withoutEvents() throws {
        try withTemporaryDatabase { first in
            try withTemporaryDatabase { second in
                let original = try Store(path: first)
                try seeded(original)
                let text = try exportText(original)
                var older = text
                for (find, replace) in [("\"derivation\": null, \"fields\": null, ", ""), ("\"items\": null, ", ""), ("\"tags\": null, ", ""),
                                        ("\"readingId\": null, ", ""), ("  \"readings\": [],\n", ""), (", \"readings\": 0", "")] {
                    #expect(older.contains(find), "\(find) is not in \(older)")
                    older = older.replacingOccurrences(of: find, with: replace)
                }
                #expect(!older.contains("reading") && !older.contains("items") && !older.contains("fields"))
                let document = try BackupDocument.read(Data(older.utf8), file: "older.json")
                #expect(document.readings == nil && document.trackables.allSatisfy { $0.fields == nil && $0.derivation == nil })
                let restored = try Store(path: second)
                try restored.restore(document)
                #expect(try exportText(restored) == text)
                #expect(try newColumns(restored) == newColumns(original))
            }
        }
    }

    @Test("a Reading or a rule's Reading not in the file, or another trackable's, is refused before anything is written",
          arguments: [
            ("\"readingId\": 2,", "\"readingId\": 9,", "rule 1 reads Reading 9, which is not in the file"),
            ("\"readingId\": 2, \"rule\"", "\"readingId\": 2, \"rule\"", "rule 1 reads Reading 2, which belongs to another trackable (2)"),
            ("\"trackableId\": 2}", "\"trackableId\": 42}", "Reading 2 belongs to trackable 42, which is not in the file"),
          ])
    func refusedReading(find: String, replace: String, message: String) throws {
        try withTemporaryDatabase { first in
            try withTemporaryDatabase { second in
                let original = try Store(path: first)
                try seededEvents(original)
                let text = try exportText(original)
                #expect(text.contains(find), "\(find) is not in \(text)")
                var broken = text.replacingOccurrences(of: find, with: replace)
                if find == replace {
                    // The rule moved to the tag trackable (1), its Reading still Strength's (2).
                    broken = broken.replacingOccurrences(of: "\"sortOrder\": 0, \"trackableId\": 2,", with: "\"sortOrder\": 0, \"trackableId\": 1,")
                }
                #expect(broken != text)
                let target = try Store(path: second)
                let before = try exportText(target)
                #expect {
                    try target.restore(try BackupDocument.read(Data(broken.utf8), file: "backup.json"))
                } throws: { error in
                    "\(error)".contains(message) && "\(error)".hasPrefix("backup.json")
                }
                #expect(try exportText(target) == before && target.contents() == nil)
            }
        }
    }
}
