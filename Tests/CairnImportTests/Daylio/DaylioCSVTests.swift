import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("Daylio CSV")
struct DaylioCSVTests {
    static func date(_ text: String) throws -> LocalDate { try #require(LocalDate(iso: text)) }
    static let standard = ["awful", "bad", "meh", "good", "rad"]

    @Test("the full_date export: 12-hour times, trailing spaces, activities split at |, custom moods after the five")
    func sample() throws {
        let export = try DaylioCSV.read(FixtureFiles.own("daylio/sample.csv"), file: "sample.csv")
        #expect(export.entries.map(\.date) == [try Self.date("2021-09-26"), try Self.date("2021-09-27"), try Self.date("2021-09-28")])
        #expect(export.entries.map(\.timeText) == ["23:00", "23:00", "22:00"])
        #expect(export.entries.map(\.mood) == ["average", "average", "sad"])
        // "sad " comes first in the file (newest first), then "average".
        #expect(export.moods == Self.standard + ["sad", "average"])
        #expect(export.entries.last?.activities == ["clean", "music", "movies / tv", "bad sleep", "tired", "sleep early", "stomachache"])
        #expect(export.entries.first?.activities == ["alcohol", "vegetarian day", "clean", "movies / tv", "bad sleep"])
        #expect(export.activities == ["clean", "music", "movies / tv", "bad sleep", "tired", "sleep early", "stomachache",
                                      "stressed / frustrated", "eat out", "cook", "vegetarian day", "relax", "nature / walk", "alcohol"])
        #expect(export.entries.allSatisfy { $0.note == nil })
        #expect(export.entries.map(\.line) == [4, 3, 2])
    }

    @Test("several entries a day, 24-hour times, custom and standard moods, empty activities")
    func multipleMoods() throws {
        let export = try DaylioCSV.read(FixtureFiles.own("daylio/sample_multiple_moods.csv"), file: "m.csv")
        #expect(export.entries.map { "\($0.date) \($0.timeText) \($0.mood)" } == [
            "2020-07-21 07:31 Anxious", "2020-07-21 10:31 bad", "2020-08-25 17:08 ok but sleepy", "2020-08-28 20:01 good",
            "2020-08-31 08:13 Refreshed", "2021-05-12 15:40 OK", "2021-05-12 18:52 OK",
        ])
        #expect(export.moods == Self.standard + ["OK", "Refreshed", "ok but sleepy", "Anxious"])
        #expect(export.entries[1].activities.isEmpty)
        #expect(export.activities == ["work", "Sleeping", "movies", "good meal"])
    }

    @Test("the year,date variant: a BOM, June 22 with the year apart, 12:05 am, a quoted note")
    func yearColumn() throws {
        let export = try DaylioCSV.read(FixtureFiles.own("daylio/export-year-column.csv"), file: "y.csv")
        #expect(export.entries.map { "\($0.date) \($0.timeText) \($0.mood)" } == [
            "2024-06-20 00:05 awful", "2024-06-21 11:30 Tired but fine", "2024-06-22 08:05 meh", "2024-06-22 22:15 rad",
        ])
        #expect(export.moods == Self.standard + ["Tired but fine"])
        #expect(export.activities == ["friends", "cooking", "good meal", "work", "running"])
        #expect(export.entries.map(\.note) == ["could not sleep", nil, nil, "Dinner with Ana, finally \"home\" again"])
        #expect(export.entries[1].activities == ["work", "running"])
    }

    @Test("times", arguments: [
        ("12:00 am", 0), ("12:05 AM", 300), ("12:30 pm", 45_000), ("10:00 pm", 79_200), ("1:00 p.m.", 46_800),
        ("7:05", 25_500), ("18:52", 67_920), ("00:00", 0),
    ])
    func times(text: String, seconds: Int) throws {
        let csv = "full_date,date,weekday,time,mood,activities,note_title,note\n2021-01-01,1 January,Friday,\(text),good,\"\",\"\",\"\"\n"
        #expect(try DaylioCSV.read(Data(csv.utf8), file: "t.csv").entries.first?.secondsIntoDay == seconds)
    }

    @Test("refusals name the file, the line and what was wrong", arguments: [
        ("date,mood\n2021-01-01,good\n", "line 1", "not a Daylio CSV export"),
        ("full_date,time,mood,activities\n2021-13-01,10:00,good,\n", "line 2", "full_date \"2021-13-01\" is not a date"),
        ("full_date,time,mood,activities\n2021-01-01,13:00 pm,good,\n", "line 2", "time \"13:00 pm\" is not a time"),
        ("full_date,time,mood,activities\n2021-01-01,24:00,good,\n", "line 2", "time \"24:00\" is not a time"),
        ("year,date,time,mood,activities\n2024,Juno 22,10:00,good,\n", "line 2", "\"Juno 22\" in 2024 is not a date"),
        ("year,date,time,mood,activities\n2024,June 31,10:00,good,\n", "line 2", "\"June 31\" in 2024 is not a date"),
        ("full_date,time,mood,activities\n2021-01-01,10:00, ,\n", "line 2", "the mood is empty"),
        ("full_date,time,mood,activities\n2021-01-01,10:00,good,a,b,c\n", "line 2", "6 fields, but the header has 4"),
    ])
    func refusals(csv: String, location: String, reason: String) {
        do {
            _ = try DaylioCSV.read(Data(csv.utf8), file: "d.csv")
            Issue.record("accepted \(csv)")
        } catch {
            #expect(error.file == "d.csv")
            #expect(error.location == location)
            #expect(error.reason.hasPrefix(reason), "\(error)")
        }
    }
}
