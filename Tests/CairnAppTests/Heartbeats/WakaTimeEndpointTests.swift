import CairnApp
import CairnCore
import CairnImport
@testable import CairnStore
import Foundation
import Testing

@Suite("The WakaTime-compatible endpoint, apart from HTTP")
struct WakaTimeEndpointTests {
    func withStore(_ body: (Store, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-endpoint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cairn.sqlite").path
        try body(try Store(path: path), folder.path)
    }

    @Test("the key is accepted as Basic base64(key), Bearer key or ?api_key=, and nothing else", arguments: [
        ("Basic " + Data("k-123".utf8).base64EncodedString(), nil, true),
        ("Basic " + Data("k-123:".utf8).base64EncodedString(), nil, true),
        ("Bearer k-123", nil, true),
        (nil, "k-123", true),
        ("Bearer k-124", nil, false),
        ("Basic " + Data("k-12".utf8).base64EncodedString(), nil, false),
        (nil, nil, false),
    ] as [(String?, String?, Bool)])
    func authorization(header: String?, query: String?, accepted: Bool) {
        #expect(WakaTimeEndpoint.authorized(authorization: header, queryKey: query, key: "k-123") == accepted)
    }

    @Test("a key is a UUID v4, made once and kept; --rotate replaces it")
    func key() throws {
        try withStore { store, _ in
            let key = try store.apiKey()
            #expect(UUID(uuidString: key) != nil && key.count == 36 && Array(key)[14] == "4")
            #expect(try store.apiKey() == key)
            #expect(try store.apiKey(rotate: true) != key)
        }
    }

    @Test("heartbeats arriving in pieces, out of order and twice give exactly the sessions of importing the same file")
    func liveEqualsImport() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CairnImportTests/Fixtures/wakatime/heartbeats-2025-04-14.json")
        let data = try Data(contentsOf: file)
        let rows = try HeartbeatTable.parse(data, file: "fixture").rows
        let imported = try HeartbeatTable.parse(data, file: "fixture").join(timeout: 900).sessions
        try withStore { store, _ in
            // Five pieces, sent last first, and the third piece sent again (an offline queue retried).
            let size = rows.count / 5 + 1
            var pieces = stride(from: 0, to: rows.count, by: size).map { Array(rows[$0..<Swift.min($0 + size, rows.count)]) }
            pieces.reverse()
            pieces.append(pieces[2])
            var duplicates = 0
            for piece in pieces {
                let body = try JSONSerialization.data(withJSONObject: piece.map {
                    ["time": $0.time, "entity": $0.entity, "type": $0.type, "project": $0.project, "branch": $0.branch,
                     "language": $0.language, "is_write": false] as [String: Any]
                })
                let reply = WakaTimeEndpoint.heartbeats(body: body, bulk: true, store: store, now: Date(timeIntervalSince1970: 1_773_100_800))
                #expect(reply.status == 201)
                let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
                let responses = try #require(json["responses"] as? [[Any]])
                #expect(responses.count == piece.count && responses.allSatisfy { ($0.last as? Int) == 201 })
                duplicates += responses.filter { (($0.first as? [String: Any])?["data"] as? [String: Any])?["duplicate"] as? Bool == true }.count
            }
            #expect(duplicates >= pieces[2].count)
            let live = try store.sessions().filter { $0.source == Store.liveSource }
            #expect(live.map(\.start) == imported.map(\.start))
            #expect(live.map(\.seconds) == imported.map(\.seconds))
            #expect(live.map(\.project) == imported.map(\.project))
        }
    }

    @Test("re-joining only between the cuts gives the sessions of joining everything at once, whatever the order of arrival",
          arguments: [1, 2, 3, 4, 5, 6])
    func incrementalEqualsWhole(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var time = 1_773_057_600.0
        var rows: [HeartbeatRow] = []
        for i in 0..<400 {
            // Mostly keystrokes seconds to minutes apart, now and then a pause past the 15-minute timeout.
            time += Double(Int.random(in: 0..<100, using: &rng) < 8 ? Int.random(in: 900...4000, using: &rng) : Int.random(in: 1...300, using: &rng))
                + Double(i % 7) / 1000
            rows.append(HeartbeatRow(time: time, entity: "f\(Int.random(in: 0..<4, using: &rng)).swift", type: "file",
                                     project: ["a", "b", "c"][Int.random(in: 0..<(Int.random(in: 0..<3, using: &rng) == 0 ? 3 : 1), using: &rng)],
                                     branch: "", language: "Swift", editor: ""))
        }
        var whole = HeartbeatTable()
        for row in rows { whole.append(row) }
        let expected = whole.join(timeout: 900, source: Store.liveSource).sessions
        try withStore { store, _ in
            var pending = rows.shuffled(using: &rng)
            while !pending.isEmpty {
                let count = Swift.min(pending.count, Int.random(in: 1...40, using: &rng))
                let chunk = Array(pending.prefix(count))
                pending.removeFirst(count)
                _ = try store.receiveHeartbeats(chunk) { stored, timeout in
                    var table = HeartbeatTable()
                    for row in stored { table.append(row) }
                    return table.join(timeout: timeout, source: Store.liveSource).sessions
                }
            }
            // Compared to the millisecond, the precision heartbeats are stored at.
            func ms(_ seconds: Double) -> Int64 { Int64((seconds * 1000).rounded()) }
            let live = try store.sessions().filter { $0.source == Store.liveSource }
            #expect(live.map { ms($0.start.timeIntervalSince1970) } == expected.map { ms($0.start.timeIntervalSince1970) })
            #expect(live.map { ms($0.seconds) } == expected.map { ms($0.seconds) })
            #expect(live.map(\.project) == expected.map(\.project))
            #expect(live.count > 50)
        }
    }

    @Test("the live feed keeps the per-day summary up to date, day for day what a full rebuild gives", arguments: [7, 8, 9])
    func summaryKept(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        // Ten days of heartbeats in Denver, across midnights and the window's edges.
        var time = 1_773_057_600.0
        var rows: [HeartbeatRow] = []
        for _ in 0..<600 {
            time += Double(Int.random(in: 0..<100, using: &rng) < 6 ? Int.random(in: 900...40_000, using: &rng) : Int.random(in: 1...400, using: &rng))
            rows.append(HeartbeatRow(time: time, entity: "f.swift", type: "file", project: ["a", "b"][Int.random(in: 0..<2, using: &rng)],
                                     branch: "", language: "Swift", editor: ""))
        }
        try withStore { store, _ in
            try store.saveGoalConfig(GoalConfig(dailyGoalMinutes: 60, window: try TimeWindow(parsing: "09:00-17:00"),
                                                timeZoneIdentifier: "America/Denver"))
            // An import from days before makes the summary (its first date stays first).
            _ = try store.insertSessions([Session(start: Date(timeIntervalSince1970: 1_772_800_000), seconds: 5_000, source: "import")])
            let history = try #require(try store.goalHistory())
            #expect(try store.sessionDaySummary(for: history) != nil)
            var pending = rows.shuffled(using: &rng)
            while !pending.isEmpty {
                let count = Swift.min(pending.count, Int.random(in: 1...60, using: &rng))
                _ = try store.receiveHeartbeats(Array(pending.prefix(count))) { stored, timeout in
                    var table = HeartbeatTable()
                    for row in stored { table.append(row) }
                    return table.join(timeout: timeout, source: Store.liveSource).sessions
                }
                pending.removeFirst(count)
            }
            let kept = try #require(try store.sessionDaySummary(for: history), "the live feed left the summary stale")
            try store.connection.execute("UPDATE session_bounds SET summary_goals = NULL WHERE id = 1")
            try store.refreshSessionDayTotals()
            let rebuilt = try #require(try store.sessionDaySummary(for: history))
            #expect(kept.start == rebuilt.start)
            #expect(kept.totals.count == rebuilt.totals.count && kept.totals.count > 5)
            for (date, day) in rebuilt.totals {
                #expect(kept.totals[date]?.codedSeconds == day.codedSeconds, "\(date)")
                #expect(kept.totals[date]?.insideWindowSeconds == day.insideWindowSeconds, "\(date)")
            }
        }
    }

    @Test("a heartbeat arriving late between two sessions of a project joins them into one, and the session after them stays")
    func bridging() throws {
        func row(_ t: Double, _ project: String = "a") -> HeartbeatRow {
            HeartbeatRow(time: 1_773_057_600 + t, entity: "x.swift", type: "file", project: project, branch: "", language: "", editor: "")
        }
        let join: ([HeartbeatRow], Double) -> [Session] = { stored, timeout in
            var table = HeartbeatTable()
            for row in stored { table.append(row) }
            return table.join(timeout: timeout, source: Store.liveSource).sessions
        }
        try withStore { store, _ in
            // Two sessions of a, 940 s apart (over the timeout), then one of b much later.
            _ = try store.receiveHeartbeats([row(0), row(60), row(1000), row(1060), row(5000, "b"), row(5100, "b")], join: join)
            #expect(try store.sessions().map(\.seconds) == [60, 60, 100])
            // A heartbeat at 500 s bridges the gap: one session of a from 0 to 1060 s.
            _ = try store.receiveHeartbeats([row(500)], join: join)
            #expect(try store.sessions().map(\.seconds) == [1060, 100])
        }
    }

    @Test("a bad body is refused with 400 and stores nothing")
    func badBody() throws {
        try withStore { store, _ in
            for body in ["not json", #"[{"entity": "a.swift"}]"#, "[]"] {
                #expect(WakaTimeEndpoint.heartbeats(body: Data(body.utf8), bulk: false, store: store, now: Date(timeIntervalSince1970: 1_773_100_800)).status == 400)
            }
            let stored = try store.heartbeats(from: 0, through: 5e9)
            let sessions = try store.sessionCount()
            #expect(stored.isEmpty && sessions == 0)
        }
    }

    @Test("the status bar shows today's coded time in WakaTime's shape")
    func statusbar() throws {
        try withStore { store, _ in
            let body = #"[{"time": 1773050400, "entity": "a.swift", "type": "file", "project": "cairn"}, {"time": 1773051000, "entity": "a.swift", "type": "file", "project": "cairn"}]"#
            #expect(WakaTimeEndpoint.heartbeats(body: Data(body.utf8), bulk: false, store: store, now: Date(timeIntervalSince1970: 1_773_100_800)).status == 201)
            let engine = try GoalEngine(config: GoalConfig(timeZoneIdentifier: "UTC"))
            let reply = WakaTimeEndpoint.statusbarToday(store: store, engine: engine, now: Date(timeIntervalSince1970: 1_773_060_000))
            let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
            let total = try #require((json["data"] as? [String: Any])?["grand_total"] as? [String: Any])
            #expect(total["text"] as? String == "10 mins" && (total["total_seconds"] as? NSNumber)?.doubleValue == 600 && total["digital"] as? String == "0:10", "\(String(decoding: reply.body, as: UTF8.self))")
        }
    }
}
