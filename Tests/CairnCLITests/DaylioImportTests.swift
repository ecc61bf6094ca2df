import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("cairn import daylio")
struct DaylioImportTests {
    /// Each entry's trackable, day, instant (ms), value, text and source, from the database.
    static func entries(_ cairn: CairnBinary) throws -> [(name: String, day: String, ms: Int64?, value: Double?, text: String?, source: String)] {
        let store = try Store(path: cairn.database)
        let statement = try store.connection.prepare("""
            SELECT t.name, e.day, e.instant_ms, e.value, e.text, e.source FROM entries e
            JOIN trackables t ON t.id = e.trackable_id ORDER BY e.day, e.instant_ms, t.name
            """)
        try statement.bind([])
        var rows: [(name: String, day: String, ms: Int64?, value: Double?, text: String?, source: String)] = []
        while try statement.step() {
            rows.append((statement.text(0) ?? "", LocalDate(daysSinceEpoch: Int(statement.int64(1))).description,
                         statement.isNull(2) ? nil : statement.int64(2), statement.isNull(3) ? nil : statement.double(3),
                         statement.text(4), statement.text(5) ?? ""))
        }
        return rows
    }

    @Test("moods become an ordered choice, activities yes/no days, notes the mood's text; instants in the goals' zone; twice adds nothing")
    func importsOnce() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "Europe/Berlin"])
        let file = try ImportFixtures.path("daylio/export-year-column.csv")
        let first = try cairn.run(["import", "daylio", file, "--now", "2024-07-01T12:00:00Z"])
        // 4 moods; activities once a day each: 06-21 work, running; 06-22 work, friends, cooking, good meal.
        #expect(first.status == 0 && first.stdout.contains("Imported 10 entries") && first.stdout.contains("2024-06-20 to 2024-06-22"),
                "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("New trackables: Mood, friends, cooking, good meal, work, running."))
        let list = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(list.first?["name"] as? String == "Mood" && list.first?["kind"] as? String == "choice")
        #expect(list.dropFirst().allSatisfy { $0["kind"] as? String == "yesno" })

        let rows = try Self.entries(cairn)
        let moods = rows.filter { $0.name == "Mood" }
        // awful = 1 … rad = 5, then the custom "Tired but fine" = 6.
        #expect(moods.map(\.value) == [1, 6, 3, 5])
        #expect(moods.map(\.day) == ["2024-06-20", "2024-06-21", "2024-06-22", "2024-06-22"])
        // Local times in Europe/Berlin (UTC+2 in June): 00:05 on 06-20 is 22:05Z on 06-19.
        let ms = { (text: String) in Int64(try #require(ISO8601DateFormatter().date(from: text)).timeIntervalSince1970 * 1000) }
        #expect(moods.map(\.ms) == [try ms("2024-06-19T22:05:00Z"), try ms("2024-06-21T09:30:00Z"),
                                    try ms("2024-06-22T06:05:00Z"), try ms("2024-06-22T20:15:00Z")])
        #expect(moods.map(\.text) == ["could not sleep", nil, nil, "Dinner with Ana, finally \"home\" again"])
        #expect(rows.allSatisfy { $0.source == "manual" })
        let work = rows.filter { $0.name == "work" }
        #expect(work.map(\.day) == ["2024-06-21", "2024-06-22"] && work.allSatisfy { $0.value == 1 })

        let again = try cairn.run(["import", "daylio", file])
        #expect(again.status == 0 && again.stdout.contains("Imported 0 entries from") && again.stdout.contains("(10 already there, skipped)"), "\(again.stdout)")
        #expect(try Self.entries(cairn).count == 10)
    }

    @Test("a Mood trackable without the file's moods, or a bad file, is refused and nothing is written")
    func refusals() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        #expect(try cairn.run(["import", "daylio", try ImportFixtures.path("daylio/sample.csv")]).status == 0)
        let refused = try cairn.run(["import", "daylio", try ImportFixtures.path("daylio/sample_multiple_moods.csv")])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: ") && refused.stderr.contains("OK, Refreshed, ok but sleepy, Anxious"),
                "\(refused.stderr)")
        #expect(try Self.entries(cairn).allSatisfy { $0.day.hasPrefix("2021-09") })
        let bad = try cairn.run(["import", "daylio", "-"], stdin: "full_date,time,mood,activities\n2021-01-01,25:00,good,\n")
        #expect(bad.status == 1 && bad.stderr == "error: -: line 2: time \"25:00\" is not a time like 10:00 pm or 18:52\n")
        #expect(try cairn.run(["import", "daylio"]).status == 64)
    }
}
