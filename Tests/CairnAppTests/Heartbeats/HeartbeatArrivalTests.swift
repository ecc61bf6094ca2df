import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// Whether a heartbeat arrived and when (`cairn status`, the Connect screen), and the lines of
/// `~/.wakatime.cfg` that point a plugin here.
@Suite("The last heartbeat and the WakaTime config lines")
struct HeartbeatArrivalTests {
    @Test("none before the first heartbeat; then the latest, on the goals' zone's wall clock, with how long ago")
    func arrival() throws {
        try withTemporaryDatabase { path in
            var workspace = try workspace(path, today: "2026-03-09")
            #expect(try workspace.heartbeatArrival().last == nil)
            #expect(try workspace.heartbeatArrival().words == nil)
            let store = try Store(path: path)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "Europe/Berlin"))
            // 09:00 and 10:00 UTC; arriving late first.
            let rows = [36_000.0, 32_400].map {
                HeartbeatRow(time: 1_773_014_400 + $0, entity: "/x.swift", type: "file", project: "cairn", branch: "", language: "Swift", editor: "vim")
            }
            _ = try store.receiveHeartbeats(rows, join: WakaTimeEndpoint.join)
            workspace.now = Date(timeIntervalSince1970: 1_773_014_400 + 36_000 + 7_500)
            let arrival = try workspace.heartbeatArrival()
            #expect(arrival.zone == "Europe/Berlin")
            #expect(arrival.words == "2026-03-09 11:00 (2 hours ago), project cairn, from vim")
        }
    }

    @Test("a database not made yet has no heartbeat and is not made by asking")
    func missing() throws {
        try withTemporaryDatabase { path in
            let workspace = Workspace(environment: ["TZ": "UTC"], databasePath: path, now: Date(timeIntervalSince1970: 0))
            let arrival = try workspace.heartbeatArrival()
            #expect(arrival.last == nil)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("the lines: [settings], the key alone on its line, api_url at the base /api/v1 of the host")
    func lines() {
        let text = WakaTimeConfigLines.text(key: "6f1c2a4e-0000-4000-8000-000000000000", host: "127.0.0.1:7878")
        #expect(text == "[settings]\napi_key = 6f1c2a4e-0000-4000-8000-000000000000\napi_url = http://127.0.0.1:7878/api/v1\n")
        #expect(!text.contains(";") && !text.contains("#"))
    }
}
