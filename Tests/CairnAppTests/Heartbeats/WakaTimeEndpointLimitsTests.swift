import CairnApp
import CairnCore
import CairnImport
import CairnStore
import Foundation
import Testing

/// What one heartbeat, and one instant, may carry at the WakaTime endpoint.
@Suite("The WakaTime endpoint's limits")
struct WakaTimeEndpointLimitsTests {
    static let noon = 1_773_057_600.0
    static let now = Date(timeIntervalSince1970: 1_773_100_800)

    func withStore(_ body: (Store) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(try Store(path: folder.appendingPathComponent("cairn.sqlite").path))
    }

    func body(_ beats: [[String: Any]]) throws -> Data { try JSONSerialization.data(withJSONObject: beats) }

    func beat(_ entity: String, time: Double = noon, project: String = "p") -> [String: Any] {
        ["entity": entity, "type": "file", "time": time, "project": project, "branch": "main", "language": "Swift"]
    }

    func duplicates(_ reply: WakaTimeEndpoint.Reply) throws -> [Bool] {
        let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
        let responses = try #require(json["responses"] as? [[Any]])
        return responses.compactMap { (($0.first as? [String: Any])?["data"] as? [String: Any])?["duplicate"] as? Bool }
    }

    @Test("an instant holds at most Store.heartbeatsPerInstant heartbeats: those beyond are dropped as duplicates")
    func capPerInstant() throws {
        try withStore { store in
            let cap = Store.heartbeatsPerInstant
            let first = try body((0..<(cap - 2)).map { beat("/f\($0)") })
            #expect(WakaTimeEndpoint.heartbeats(body: first, bulk: true, store: store, now: Self.now).status == 201)
            // Five more at the same instant (two within the cap), and one a second later.
            let more = try body((0..<5).map { beat("/g\($0)") } + [beat("/later", time: Self.noon + 1)])
            let reply = WakaTimeEndpoint.heartbeats(body: more, bulk: true, store: store, now: Self.now)
            #expect(reply.status == 201)
            #expect(try duplicates(reply) == [false, false, true, true, true, false])
            #expect(try store.heartbeats(from: Self.noon, through: Self.noon).count == cap)
            #expect(try store.heartbeats(from: Self.noon + 1, through: Self.noon + 1).count == 1)
        }
    }

    @Test("duplicates at one instant are dropped, in one request and across requests, however many share it")
    func duplicatesAtOneInstant() throws {
        try withStore { store in
            // 300 heartbeats of one instant, each sent twice in the same bulk, then the lot again.
            let beats = (0..<300).flatMap { [beat("/f\($0)"), beat("/f\($0)")] }
            let reply = WakaTimeEndpoint.heartbeats(body: try body(beats), bulk: true, store: store, now: Self.now)
            #expect(try duplicates(reply) == (0..<300).flatMap { _ in [false, true] })
            let again = WakaTimeEndpoint.heartbeats(body: try body(beats), bulk: true, store: store, now: Self.now)
            #expect(try duplicates(again).allSatisfy { $0 })
            #expect(try store.heartbeats(from: Self.noon, through: Self.noon).count == 300)
        }
    }

    @Test("a heartbeat beyond the limits is refused alone in a bulk, its own 400 naming the field; the others are stored",
          arguments: [
              ("entity", String(repeating: "e", count: 1_537)),
              ("project", String(repeating: "p", count: 257)),
              ("branch", String(repeating: "b", count: 257)),
              ("language", String(repeating: "l", count: 129)),
              ("type", String(repeating: "t", count: 65)),
              ("entity", "/src/a\u{0}b.swift"),
              ("project", "p\u{0}"),
              ("branch", "\u{0}"),
              ("language", "Swift\u{0}"),
          ])
    func fieldLimits(field: String, value: String) throws {
        try withStore { store in
            var bad = beat("/x", time: Self.noon + 60)
            bad[field] = value
            let reply = WakaTimeEndpoint.heartbeats(body: try body([beat("/ok"), bad]), bulk: true, store: store, now: Self.now)
            #expect(reply.status == 201)
            let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
            let responses = try #require(json["responses"] as? [[Any]])
            #expect(responses.map { $0.last as? Int } == [201, 400])
            let error = try #require((responses[1].first as? [String: Any])?["error"] as? String)
            #expect(error.contains("heartbeat 2: the field \(field)"), "\(error)")
            #expect(try store.heartbeats(from: 0, through: 4_102_444_800).map(\.entity) == ["/ok"])
            // Alone in a single request, or in a bulk of it alone, it is refused whole.
            #expect(WakaTimeEndpoint.heartbeats(body: try body([bad]), bulk: false, store: store, now: Self.now).status == 400)
            #expect(WakaTimeEndpoint.heartbeats(body: try body([bad]), bulk: true, store: store, now: Self.now).status == 400)
            #expect(try store.heartbeats(from: 0, through: 4_102_444_800).count == 1)
        }
    }

    @Test("a heartbeat at the limits is taken")
    func atTheLimits() throws {
        try withStore { store in
            var full = beat(String(repeating: "e", count: 1_536), project: String(repeating: "p", count: 256))
            full["branch"] = String(repeating: "b", count: 256)
            full["language"] = String(repeating: "l", count: 128)
            let taken = WakaTimeEndpoint.heartbeats(body: try body([full]), bulk: true, store: store, now: Self.now)
            #expect(taken.status == 201)
            #expect(try store.heartbeats(from: 0, through: 4_102_444_800).count == 1)
        }
    }
}
