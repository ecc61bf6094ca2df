import CairnCore
import CairnImport
import Foundation
import Testing

/// The rules the streaming sessions, durations and ActivityWatch readers keep from the
/// whole-document readers they replaced, and where they now say more.
@Suite("streaming readers: precedence, places and numbers")
struct StreamingReaderTests {
    func refusal(_ body: () throws(ImportError) -> Void) -> ImportError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("text that is not JSON is refused as such, with its line and column, even after a bad item")
    func brokenJSONWins() throws {
        let text = "[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": -5},\n {\"start\": 1, \"seconds\": 2} x]"
        let error = try #require(refusal { () throws(ImportError) in _ = try SessionJSON.read(Data(text.utf8), file: "s.json") })
        #expect(error.location == "line 2, column 29")
        #expect(error.reason.hasPrefix("not valid JSON ("))
        let fine = "[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": -5},\n {\"start\": 1, \"seconds\": 2}]"
        let item = try #require(refusal { () throws(ImportError) in _ = try SessionJSON.read(Data(fine.utf8), file: "s.json") })
        #expect(item == ImportError(file: "s.json", location: "item 1", reason: "\"seconds\" must be 0 or more, got -5.0"))
    }

    @Test("ActivityWatch: the refusal is the first bad bucket by key, wherever it lies in the file")
    func bucketsByKey() throws {
        let text = #"""
        {"buckets": {
          "z-window": {"type": "currentwindow", "events": [{"timestamp": "soon", "duration": 1}]},
          "a-window": {"type": "currentwindow", "events": [{"timestamp": "2026-03-01T10:00:00Z", "duration": -1}]}
        }}
        """#
        let error = refusal { () throws(ImportError) in _ = try ActivityWatchExport.read(Data(text.utf8), file: "a.json") }
        #expect(error == ImportError(file: "a.json", location: "bucket a-window, event 1",
                                     reason: "\"duration\" must be a number of seconds (0 or more), got -1"))
    }

    @Test("numbers are read to the nearest double, at any number of digits")
    func correctlyRounded() throws {
        for text in ["3162.1234567890123456789", "35.672679382150472", "0.1", "1e-7", "1234.56789012345678", "2.5E+3"] {
            let json = "{\"data\": [{\"time\": 1773050400, \"duration\": \(text)}]}"
            let sessions = try WakaTimeDurations.read(Data(json.utf8), file: "d.json")
            #expect(sessions.first?.seconds == Double(text), "\(text)")
        }
    }

    @Test("a trailing comma is accepted, as JSONSerialization accepted it; a leading zero is not")
    func foundationQuirks() throws {
        let sessions = try SessionJSON.read(Data(#"[{"start": 0, "seconds": 1, "project": "a",},]"#.utf8), file: "s.json")
        #expect(sessions == [Session(start: Date(timeIntervalSince1970: 0), seconds: 1, project: "a")])
        let error = refusal { () throws(ImportError) in _ = try SessionJSON.read(Data(#"[{"start": 0, "seconds": 01}]"#.utf8), file: "s.json") }
        #expect(error?.reason.hasPrefix("not valid JSON (number with a leading zero") == true, "\(String(describing: error))")
    }

    @Test("invalid UTF-8 in a kept text field is refused at its byte")
    func invalidUTF8() throws {
        var data = Data(#"[{"start": 0, "seconds": 1, "project": "ab"#.utf8)
        data.append(0xFF)
        data.append(Data(#""}]"#.utf8))
        let error = try #require(refusal { () throws(ImportError) in _ = try SessionJSON.read(data, file: "s.json") })
        #expect(error.location == "line 1, column 43")
        #expect(error.reason.contains("invalid UTF-8 (byte 0xFF) in \"project\""))
    }

    @Test("a file that cannot be opened is refused naming it")
    func missingFile() {
        let error = refusal { () throws(ImportError) in _ = try SessionJSON.read(contentsOfFile: "/nonexistent/cairn.json", file: "x.json") }
        #expect(error?.file == "x.json" && error?.reason.hasPrefix("cannot read the file") == true)
    }
}
