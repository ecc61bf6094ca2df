import CairnImport
import Foundation
import Testing

@Suite("WakaTime formats told apart by structure")
struct WakaTimeFormatTests {
    @Test("the fixtures: heartbeats, durations (WakaTime's and Wakapi's), daily summaries", arguments: [
        ("wakatime/heartbeats-2025-04-14.json", WakaTimeFormat.heartbeats),
        ("wakatime/heartbeat-day-before.json", .heartbeats),
        ("wakatime/export-days.json", .heartbeats),
        ("wakatime/durations-response.json", .durations),
        ("wakatime/wakapi-durations.json", .durations),
        ("wakatime/daily-export-wakadump.json", .summaries),
    ])
    func fixtures(name: String, format: WakaTimeFormat) throws {
        #expect(try WakaTimeFormat.detect(FixtureFiles.own(name), file: name) == format)
        #expect(try WakaTimeFormat.detect(contentsOfFile: FixtureFiles.path(name), file: name) == format)
    }

    @Test("Wakapi's durations response, with a top-level grand_total and a nanosecond end, is read as durations")
    func wakapiDurations() throws {
        let data = try FixtureFiles.own("wakatime/wakapi-durations.json")
        #expect(String(decoding: data, as: UTF8.self).contains("\"grand_total\""))
        #expect(try WakaTimeFormat.detect(data, file: "w.json") == .durations)
        // 1,800.5 s and 1,200 s; the zero-length item is left out.
        let sessions = try WakaTimeDurations.read(data, file: "w.json")
        #expect(sessions.map(\.seconds) == [1800.5, 1200])
        #expect(sessions.map(\.project) == ["cairn", "notes"])
        #expect(sessions.first?.start == Date(timeIntervalSince1970: 1_744_621_200))
    }

    @Test("the shapes decide, wherever a key appears", arguments: [
        (#"[]"#, WakaTimeFormat.heartbeats),
        (#"{"time": 1.5, "entity": "a"}"#, .heartbeats),
        (#"{"range": {"grand_total": 1}, "days": [{"date": "2024-01-01", "heartbeats": []}]}"#, .heartbeats),
        (#"{"days": [{"date": "2024-01-01", "grand_total": {"total_seconds": 1}}]}"#, .summaries),
        (#"{"days": [{"grand_total": {"total_seconds": 1}, "heartbeats": [{"time": 1}]}]}"#, .heartbeats),
        (#"{"data": [{"range": {"date": "2024-01-01"}, "grand_total": {"total_seconds": 1}}]}"#, .summaries),
        (#"{"grand_total": {"total_seconds": 5}, "data": [{"time": 1, "duration": 5, "entity": "x"}]}"#, .durations),
        (#"{"data": [], "start": "2024-01-01T00:00:00Z"}"#, .durations),
        ("\u{FEFF} {\"da\\u0074a\": [{\"dur\\u0061tion\": 1, \"time\": 2}]}", .durations),
    ])
    func shapes(json: String, format: WakaTimeFormat) throws {
        #expect(try WakaTimeFormat.detect(Data(json.utf8), file: "x.json") == format)
    }

    @Test("other documents are refused saying what is expected; broken JSON names the line")
    func refusals() throws {
        for json in [#"{"cached_at": "x", "data": {"chart_data": []}}"#, #""text""#, #"{}"#, #"{"data": [{"project": "a"}]}"#] {
            let error = try #require(throws: ImportError.self) { try WakaTimeFormat.detect(Data(json.utf8), file: "x.json") }
            #expect(error.reason.hasPrefix("not a WakaTime export Cairn reads: expected"), "\(json)")
        }
        let goal = try #require(throws: ImportError.self) {
            try WakaTimeFormat.detect(FixtureFiles.own("wakatime/goal-response.json"), file: "goal.json")
        }
        #expect(goal.file == "goal.json")
        let broken = try #require(throws: ImportError.self) { try WakaTimeFormat.detect(Data("{\n\"data\": [{\"a\" 1}]}".utf8), file: "x.json") }
        #expect(broken.location?.hasPrefix("line 2") == true)
        #expect(broken.reason.hasPrefix("not valid JSON"))
    }
}
