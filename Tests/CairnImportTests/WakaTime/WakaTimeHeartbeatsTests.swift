import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("WakaTime heartbeats")
struct WakaTimeHeartbeatsTests {
    @Test("the export shape: days, float and ISO times, duplicates, escapes, skipped values")
    func exportShape() throws {
        let result = try WakaTimeHeartbeats.read(FixtureFiles.own("wakatime/export-days.json"), file: "export-days.json")
        #expect(result.stats == HeartbeatStats(heartbeatsRead: 5, duplicatesDropped: 1, loneHeartbeats: 2))
        #expect(result.sessions == [
            Session(start: Date(timeIntervalSince1970: 1_735_722_000.5), seconds: 299.5, project: "cairn",
                    language: "Swift", editor: "vscode", source: "wakatime"),
        ])
    }

    @Test("unsorted heartbeats are sorted; a five-minute timeout splits what fifteen joins")
    func unsortedAndTimeout() throws {
        let json = """
        [{"time": 1200, "project": "p", "entity": "b"}, {"time": 0, "project": "p", "entity": "a"},
         {"time": 600, "project": "p", "entity": "c"}, {"time": 1300, "project": "p", "entity": "d"}]
        """
        let fifteen = try WakaTimeHeartbeats.read(Data(json.utf8), file: "t.json")
        #expect(fifteen.sessions.map(\.seconds) == [1300])
        let five = try WakaTimeHeartbeats.read(Data(json.utf8), file: "t.json", timeout: 300)
        #expect(five.sessions.map(\.seconds) == [100])
        #expect(five.stats.loneHeartbeats == 2)
    }

    @Test("a single heartbeat object with an ISO time is one lone heartbeat")
    func singleObject() throws {
        let data = try FixtureFiles.own("wakatime/heartbeat-day-before.json")
        let table = try HeartbeatTable.parse(data, file: "heartbeat-day-before.json")
        #expect(table.count == 1)
        let result = table.join()
        #expect(result.sessions.isEmpty)
        #expect(result.stats == HeartbeatStats(heartbeatsRead: 1, duplicatesDropped: 0, loneHeartbeats: 1))
    }

    @Test("the editor comes from the editor key, else from the user agent")
    func editors() throws {
        let json = """
        [{"time": 0, "project": "a", "user_agent_id": "wakatime/v1.115.1 (darwin-24.3.0-arm64) go1.24.2 Bruno/1.39.1-1.39.1 macos-wakatime/5.27.1"},
         {"time": 10, "project": "a"},
         {"time": 2000, "project": "b", "editor": "Emacs", "user_agent": "wakatime/v1 (linux) vscode/1.2 vscode-wakatime/1"},
         {"time": 2010, "project": "b"},
         {"time": 4000, "project": "c", "user_agent": "wakatime/v1.0 (linux) go1.2 jetbrains-wakatime/1.0"},
         {"time": 4010, "project": "c"}]
        """
        let result = try WakaTimeHeartbeats.read(Data(json.utf8), file: "t.json")
        #expect(result.sessions.map(\.editor) == ["Bruno", "Emacs", "jetbrains"])
    }

    @Test("errors name the file and the line, and what was wrong")
    func errors() throws {
        #expect(throws: ImportError(file: "missing-time.json", location: "line 3, column 3",
                                    reason: "heartbeat has no \"time\" (epoch seconds or an ISO-8601 instant)")) {
            try WakaTimeHeartbeats.read(FixtureFiles.own("wakatime/missing-time.json"), file: "missing-time.json")
        }
        let cases: [(String, String)] = [
            ("\"hello\"", "not a WakaTime heartbeats export"),
            ("{\"range\": {}}", "not a WakaTime heartbeats export"),
            ("[{\"time\": \"yesterday\"}]", "\"time\" is not an ISO-8601 instant"),
            ("[{\"time\": 1, \"project\": 3}]", "\"project\" must be text or null"),
            ("[{\"time\": 1}", "expected ',' or ']'"),
            ("[{\"time\": 1}] x", "unexpected text after"),
            ("{\"days\": [{\"heartbeats\": [{\"time\": 1, \"x\": [1, }]}]}", "unexpected character"),
        ]
        for (json, reason) in cases {
            do {
                _ = try WakaTimeHeartbeats.read(Data(json.utf8), file: "bad.json")
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.file == "bad.json")
                #expect(error.reason.hasPrefix(reason), "\(error)")
                #expect(error.location?.hasPrefix("line 1") == true)
            }
        }
    }

    @Test("reading through a memory map gives the same table as reading the bytes")
    func mappedFile() throws {
        let path = try FixtureFiles.path("wakatime/heartbeats-2025-04-14.json")
        let mapped = try HeartbeatTable.parse(contentsOfFile: path, file: "heartbeats.json")
        let read = try HeartbeatTable.parse(Data(contentsOf: URL(fileURLWithPath: path)), file: "heartbeats.json")
        #expect(mapped == read)
        #expect(mapped.count == 1062)
        #expect(throws: ImportError.self) { try HeartbeatTable.parse(contentsOfFile: path + ".missing", file: "missing.json") }
    }

    @Test("a non-positive timeout is refused")
    func badTimeout() {
        #expect(throws: ImportError.self) { try WakaTimeHeartbeats.read(Data("[]".utf8), file: "t.json", timeout: 0) }
    }
}
