import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("WakaTime durations and daily summaries")
struct WakaTimeSummariesTests {
    @Test("the durations response becomes sessions with fractional epoch times")
    func durations() throws {
        let sessions = try WakaTimeDurations.read(FixtureFiles.own("wakatime/durations-response.json"), file: "durations.json")
        // The second item lasts 0 s and is left out.
        #expect(sessions == [
            Session(start: Date(timeIntervalSince1970: 1_666_870_000.123456), seconds: 2710.482913,
                    project: "cairn", source: "wakatime"),
        ])
    }

    @Test("zero durations are left out; bad items are refused with their place")
    func durationErrors() throws {
        let ok = #"{"data": [{"time": "2022-10-27T01:00:00Z", "duration": 0, "project": "a"}, {"time": 10, "duration": 5, "language": "Go"}]}"#
        let sessions = try WakaTimeDurations.read(Data(ok.utf8), file: "d.json")
        #expect(sessions.map(\.seconds) == [5])
        #expect(sessions.first?.language == "Go")
        #expect(throws: ImportError(file: "d.json", location: "data item 2", reason: "\"duration\" must be a number of seconds (0 or more), got -1")) {
            try WakaTimeDurations.read(Data(#"{"data": [{"time": 1, "duration": 1}, {"time": 2, "duration": -1}]}"#.utf8), file: "d.json")
        }
        #expect(throws: ImportError.self) { try WakaTimeDurations.read(Data("[]".utf8), file: "d.json") }
        #expect(throws: ImportError.self) { try WakaTimeDurations.read(Data("{".utf8), file: "d.json") }
    }

    @Test("the legacy daily export gives one total per user-local day")
    func dailyExport() throws {
        let totals = try WakaTimeDailySummaries.read(FixtureFiles.own("wakatime/daily-export-wakadump.json"), file: "wakadump.json")
        #expect(totals == [
            DayTotal(date: try #require(LocalDate(iso: "2013-06-24")), seconds: 204, source: "wakatime"),
            DayTotal(date: try #require(LocalDate(iso: "2017-07-04")), seconds: 11399, source: "wakatime"),
        ])
    }

    @Test("the summaries API shape, and refusals")
    func summariesShape() throws {
        let api = #"{"data": [{"range": {"date": "2024-03-10"}, "grand_total": {"total_seconds": 3600.5}}]}"#
        #expect(try WakaTimeDailySummaries.read(Data(api.utf8), file: "s.json").map(\.seconds) == [3600.5])
        #expect(throws: ImportError(file: "s.json", location: "day 2", reason: "2024-03-10 is listed twice")) {
            try WakaTimeDailySummaries.read(Data(#"{"days": [{"date": "2024-03-10", "grand_total": {"total_seconds": 1}}, {"date": "2024-03-10", "grand_total": {"total_seconds": 2}}]}"#.utf8), file: "s.json")
        }
        #expect(throws: ImportError.self) {
            try WakaTimeDailySummaries.read(Data(#"{"days": [{"date": "03-10-2024", "grand_total": {"total_seconds": 1}}]}"#.utf8), file: "s.json")
        }
        #expect(throws: ImportError.self) { try WakaTimeDailySummaries.read(Data(#"{"user": {}}"#.utf8), file: "s.json") }
    }
}
