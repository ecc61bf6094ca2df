import CairnCore
@testable import CairnImport
import Foundation
import Testing

/// Every reader refuses instants, durations, totals and values outside ``Plausible``'s bounds,
/// year-1 instants the same way in each.
@Suite("readers refuse what is not plausible")
struct ImportBoundsTests {
    func refusal(_ body: () throws(ImportError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }

    @Test("sessions JSON", arguments: [
        (#"[{"start": 1e300, "seconds": 1}]"#, "\"start\""), (#"[{"start": -9e18, "seconds": 1}]"#, "\"start\""),
        (#"[{"start": 1773050400000, "seconds": 1}]"#, "looks like milliseconds"),
        (#"[{"start": "0001-01-01T00:00:00Z", "seconds": 1}]"#, "\"start\""),
        (#"[{"start": "2026-03-09T09:00:00Z", "end": "2150-01-01T00:00:00Z"}]"#, "\"end\""),
    ])
    func sessions(json: String, message: String) {
        let error = refusal { () throws(ImportError) in _ = try SessionJSON.read(Data(json.utf8), file: "s.json") }
        #expect(error?.contains(message) == true, "\(error ?? "accepted")")
        #expect(error?.contains("item 1") == true)
    }

    @Test("WakaTime heartbeats: a time out of range, numeric or ISO", arguments: [
        #"[{"time": 9.3e15, "entity": "a"}]"#, #"[{"time": "0001-01-01T00:00:00Z", "entity": "a"}]"#,
        #"[{"time": -1, "entity": "a"}]"#, #"{"time": 1e300}"#,
    ])
    func heartbeats(json: String) {
        let error = refusal { () throws(ImportError) in _ = try HeartbeatTable.parse(Data(json.utf8), file: "h.json") }
        #expect(error?.contains("\"time\"") == true && error?.contains("1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z") == true,
                "\(error ?? "accepted")")
    }

    @Test("WakaTime heartbeats: invalid UTF-8 in a kept field is refused at the byte", arguments: [
        ([0xFF], 37), ([0xC3], 37), ([0xE2, 0x82], 37), ([0xED, 0xA0, 0x80], 38), ([0xF4, 0x90, 0x80, 0x80], 38), ([0xC0, 0xAF], 37),
    ] as [([UInt8], Int)])
    func invalidUTF8(bad: [UInt8], column: Int) {
        var data = Data(#"[{"time": 1773050400, "project": "ab"#.utf8)
        data.append(contentsOf: bad)
        data.append(Data(#""}]"#.utf8))
        let error = refusal { () throws(ImportError) in _ = try HeartbeatTable.parse(data, file: "h.json") }
        #expect(error?.contains("invalid UTF-8") == true && error?.contains("\"project\"") == true, "\(error ?? "accepted")")
        #expect(error?.contains("line 1, column \(column):") == true, "\(error ?? "accepted")")
    }

    @Test("WakaTime heartbeats: well-formed UTF-8 of every length is kept")
    func validUTF8() throws {
        let json = #"[{"time": 1773050400, "project": "é€𝄞a"}, {"time": 1773050460, "project": "é€𝄞a"}]"#
        let result = try HeartbeatTable.parse(Data(json.utf8), file: "h.json").join()
        #expect(result.sessions.first?.project == "é€𝄞a")
    }

    @Test("WakaTime durations and ActivityWatch events", arguments: [
        ("durations", #"{"data": [{"time": 1e300, "duration": 5}]}"#, "\"time\""),
        ("durations", #"{"data": [{"time": 1773050400, "duration": 1e300}]}"#, "\"duration\""),
        ("durations", #"{"data": [{"time": "0001-01-01T00:00:00Z", "duration": 5}]}"#, "\"time\""),
        ("activitywatch", #"{"buckets": {"b": {"type": "currentwindow", "events": [{"timestamp": "2026-03-01T10:00:00Z", "duration": 1e300}]}}}"#, "\"duration\""),
        ("activitywatch", #"{"buckets": {"b": {"type": "currentwindow", "events": [{"timestamp": "0001-01-01T00:00:00Z", "duration": 5}]}}}"#, "\"timestamp\""),
    ])
    func events(kind: String, json: String, message: String) {
        let error = refusal { () throws(ImportError) in
            if kind == "durations" {
                _ = try WakaTimeDurations.read(Data(json.utf8), file: "d.json")
            } else {
                _ = try ActivityWatchExport.read(Data(json.utf8), file: "a.json")
            }
        }
        #expect(error?.contains(message) == true && error?.contains("outside the plausible range") == true, "\(error ?? "accepted")")
    }

    @Test("daily summaries: a total above 25 h or a date out of range", arguments: [
        (#"{"days": [{"date": "2026-03-01", "grand_total": {"total_seconds": 1e300}}]}"#, "0 ... 90000 s"),
        (#"{"days": [{"date": "0001-01-01", "grand_total": {"total_seconds": 60}}]}"#, "1970-01-01 ... 2099-12-31"),
    ])
    func summaries(json: String, message: String) {
        let error = refusal { () throws(ImportError) in _ = try WakaTimeDailySummaries.read(Data(json.utf8), file: "s.json") }
        #expect(error?.contains(message) == true, "\(error ?? "accepted")")
    }

    @Test("Loop: a value beyond 1e12 or a date out of range", arguments: [
        ("Date,Pages,\n2026-03-01,9000000000000000000,\n", "-1e12 ... 1e12"),
        ("Date,Walk,\n0001-01-01,YES_MANUAL,\n", "1970-01-01 ... 2099-12-31"),
    ])
    func loop(csv: String, message: String) {
        let error = refusal { () throws(ImportError) in _ = try LoopCheckmarksCSV.read(Data(csv.utf8), file: "Checkmarks.csv") }
        #expect(error?.contains(message) == true && error?.contains("line 2") == true, "\(error ?? "accepted")")
    }
}
