import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// ``HeartbeatLimits`` at the endpoint operation, the same on both engines: the one person's
/// SQLite file and a person of a team database on a real PostgreSQL server.
@Suite("Heartbeat limits on SQLite and on a team's PostgreSQL")
struct HeartbeatLimitsStoresTests {
    static let now = CodingOperationsTests.now

    /// `count` printable ASCII characters that no compressor shortens (a fixed-seed generator).
    static func incompressible(_ count: Int, seed: UInt64) -> String {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return String(String.UnicodeScalarView((0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Unicode.Scalar(UInt8(0x21 + (state >> 33) % 94))
        }))
    }

    static func beat(_ entity: String, time: Double) -> [String: Any] {
        ["time": time, "entity": entity, "type": "file", "project": "cairn", "branch": "main", "language": "Swift", "editor": "vim"]
    }

    /// Each heartbeat's status in a bulk's answer, and the error of those refused.
    static func responses(_ reply: WakaTimeEndpoint.Reply) throws -> [(status: Int?, error: String?)] {
        let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
        return try #require(json["responses"] as? [[Any]]).map { ($0.last as? Int, ($0.first as? [String: Any])?["error"] as? String) }
    }

    @Test("a heartbeat with every field at its limit, none of it compressible, is stored (PostgreSQL's key row fits)",
          arguments: StoreKind.allCases)
    func atEveryLimit(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        var full: [String: Any] = ["time": Self.now.timeIntervalSince1970 - 60]
        for (index, (field, limit, _)) in HeartbeatLimits.bytes.enumerated() {
            full[field] = Self.incompressible(limit, seed: UInt64(index + 1))
        }
        let reply = place.workspace.receiveHeartbeats(body: try Beats.body([full]), bulk: true)
        #expect(reply.status == 201, "\(String(decoding: reply.body, as: UTF8.self))")
        #expect(try place.heartbeatCount() == 1)
    }

    @Test("a heartbeat past a field's limit gets its own 400 naming the field; the rest of its bulk is stored",
          arguments: StoreKind.allCases)
    func longFieldAlone(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let time = Self.now.timeIntervalSince1970 - 600
        let long = Self.incompressible(3_000, seed: 7)
        let reply = place.workspace.receiveHeartbeats(
            body: try Beats.body([Self.beat("/a.swift", time: time), Self.beat(long, time: time + 60), Self.beat("/b.swift", time: time + 120)]),
            bulk: true)
        #expect(reply.status == 201)
        let answers = try Self.responses(reply)
        #expect(answers.map(\.status) == [201, 400, 201])
        #expect(answers[1].error?.contains("heartbeat 2: the field entity is 3000 bytes long; at most 1536 are taken") == true)
        #expect(try place.heartbeatCount() == 2)
    }

    @Test("a heartbeat before 2000 or more than a day ahead of now is refused alone; one a day ahead is taken",
          arguments: StoreKind.allCases)
    func timeWindow(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let now = Self.now.timeIntervalSince1970
        let beats = [Self.beat("/past.swift", time: Beats.at("1999-12-31T23:59:59Z")), Self.beat("/ok.swift", time: now - 60),
                     Self.beat("/ahead.swift", time: now + 86_400), Self.beat("/future.swift", time: now + 86_401),
                     Self.beat("/far.swift", time: Beats.at("2099-06-01T00:00:00Z"))]
        let reply = place.workspace.receiveHeartbeats(body: try Beats.body(beats), bulk: true)
        let answers = try Self.responses(reply)
        #expect(answers.map(\.status) == [400, 201, 201, 400, 400])
        #expect(answers[0].error?.contains("heartbeat 1: the field time") == true)
        #expect(try place.heartbeatCount() == 2)
    }

    @Test("an instant holds at most HeartbeatLimits.perInstant heartbeats; those beyond are dropped as duplicates",
          arguments: StoreKind.allCases)
    func capPerInstant(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let time = Self.now.timeIntervalSince1970 - 3_600, cap = HeartbeatLimits.perInstant
        try place.workspace.send((0..<(cap - 2)).map { Self.beat("/f\($0).swift", time: time) })
        let reply = place.workspace.receiveHeartbeats(body: try Beats.body((0..<5).map { Self.beat("/g\($0).swift", time: time) }), bulk: true)
        #expect(reply.status == 201)
        let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
        let duplicates = try #require(json["responses"] as? [[Any]]).map { (($0.first as? [String: Any])?["data"] as? [String: Any])?["duplicate"] as? Bool }
        #expect(duplicates == [false, false, true, true, true])
        #expect(try place.heartbeatCount() == cap)
    }
}

extension TestPlace {
    /// How many heartbeats the first person has stored.
    func heartbeatCount() throws -> Int {
        switch kind {
        case .sqlite: return try Store(path: workspace.databasePath).heartbeats(from: 0, through: 4_102_444_800).count
        case .postgres:
            let person = try #require(workspace.team?.person)
            return try #require(connections).store().personRows(of: person).heartbeats.count
        }
    }
}
