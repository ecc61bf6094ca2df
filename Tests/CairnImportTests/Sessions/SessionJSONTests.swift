import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("Plain session JSON")
struct SessionJSONTests {
    func read(_ text: String) throws -> [Session] {
        try SessionJSON.read(Data(text.utf8), file: "s.json")
    }

    @Test("reads starts with zones and fractions, seconds or end, and optional text fields")
    func reads() throws {
        let sessions = try read("""
        [{"start": "2026-03-09T09:00:00Z", "seconds": 3600, "project": "cairn", "language": "Swift"},
         {"start": "2026-03-09T10:00:00.500-07:00", "end": "2026-03-09T10:30:00.500-07:00", "project": null},
         {"start": 1773046800, "seconds": 12.5, "editor": "vim", "source": "manual"}]
        """)
        #expect(sessions.count == 3)
        #expect(sessions[0] == Session(start: Date(timeIntervalSince1970: 1_773_046_800), seconds: 3600, project: "cairn", language: "Swift"))
        #expect(sessions[1].start == Date(timeIntervalSince1970: 1_773_075_600.5) && sessions[1].seconds == 1800 && sessions[1].project == nil)
        #expect(sessions[2].seconds == 12.5 && sessions[2].editor == "vim")
    }

    @Test("bad input is refused naming the item and the field", arguments: [
        ("[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": -5}]", "item 1: \"seconds\" must be 0 or more"),
        ("[{\"seconds\": 5}]", "item 1: \"start\" is missing"),
        ("[{\"start\": \"2026-03-09 09:00\", \"seconds\": 5}]", "item 1: \"start\" is not an ISO-8601 instant"),
        ("[{\"start\": \"2026-03-09T09:00:00\", \"seconds\": 5}]", "item 1: \"start\" is not an ISO-8601 instant"),
        ("[{\"start\": \"2026-03-09T09:00:00Z\"}]", "\"seconds\" is missing"),
        ("[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": \"10\"}]", "\"seconds\" must be a number"),
        ("[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": 5, \"project\": 3}]", "\"project\" must be text"),
        ("[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": 5}, 7]", "item 2: expected an object"),
        ("{\"start\": \"2026-03-09T09:00:00Z\"}", "expected a JSON array of sessions"),
        ("[{\"start\": ", "not valid JSON"),
        ("[{\"start\": \"2026-03-09T09:00:00Z\", \"seconds\": 9999999}]", "longer than a week"),
    ])
    func refused(text: String, message: String) {
        #expect {
            _ = try read(text)
        } throws: { error in
            let description = (error as? ImportError)?.description ?? ""
            return description.hasPrefix("s.json: ") && description.contains(message)
        }
    }

    @Test("the numbers 0 and 1 are numbers, not booleans; true is refused")
    func zeroAndOne() throws {
        let sessions = try read(#"[{"start": 0, "seconds": 0}, {"start": 1, "seconds": 1}]"#)
        #expect(sessions.map(\.seconds) == [0, 1])
        #expect(sessions.map(\.start) == [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)])
        #expect(throws: ImportError.self) { try read(#"[{"start": 0, "seconds": true}]"#) }
    }

    @Test("an empty array is zero sessions")
    func empty() throws {
        #expect(try read("[]").isEmpty)
    }
}
