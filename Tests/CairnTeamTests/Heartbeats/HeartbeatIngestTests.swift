import CairnCore
import CairnTeam
import Testing

@Suite struct HeartbeatIngestTests {
    static func beat(_ time: Double, _ entity: String = "main.swift", project: String = "cairn") -> HeartbeatRow {
        HeartbeatRow(time: time, entity: entity, type: "file", project: project, branch: "main", language: "Swift", editor: "vim")
    }

    /// 2026-03-09T10:00:00Z.
    static let base: Double = 1_773_050_400

    @Test func aPersonsDuplicatesAreDroppedAndReportedAsNotNew() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let rows = [Self.beat(Self.base), Self.beat(Self.base + 60), Self.beat(Self.base)]
        #expect(try store.receiveHeartbeats(rows, for: ada) == [true, true, false])
        #expect(try store.receiveHeartbeats([Self.beat(Self.base + 60), Self.beat(Self.base + 120)], for: ada) == [false, true])
        #expect(try store.connection.execute("SELECT count(*) FROM heartbeats").scalar == "3")
        #expect(try store.dayTotals(of: ada, from: "2026-03-09", through: "2026-03-09").map(\.seconds) == [120])
    }

    @Test func twoPeoplesIdenticalHeartbeatsAreBothKeptAndNeverMix() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let bob = try store.addPerson("bob", password: "difference engine")
        let rows = [Self.beat(Self.base), Self.beat(Self.base + 300)]
        #expect(try store.receiveHeartbeats(rows, for: ada) == [true, true])
        #expect(try store.receiveHeartbeats(rows, for: bob) == [true, true])
        #expect(try store.receiveHeartbeats([Self.beat(Self.base + 600)], for: bob) == [true])
        #expect(try store.dayTotals(of: ada, from: "2026-03-09", through: "2026-03-09").map(\.seconds) == [300])
        #expect(try store.dayTotals(of: bob, from: "2026-03-09", through: "2026-03-09").map(\.seconds) == [600])
        let counts = try store.connection.execute("SELECT person_id, count(*) FROM heartbeats GROUP BY person_id ORDER BY person_id").rows
        #expect(counts == [[String(ada.id), "2"], [String(bob.id), "3"]])
    }

    @Test func aPartitionAppearsForEachMonthReceived() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        #expect(try store.heartbeatPartitions().isEmpty)
        // 2026-01-31T23:59:00Z, 2026-02-01T00:01:00Z and 2026-03-09.
        let rows = [Self.beat(1_769_903_940), Self.beat(1_769_904_060), Self.beat(Self.base)]
        #expect(try store.receiveHeartbeats(rows, for: ada) == [true, true, true])
        #expect(try store.heartbeatPartitions() == ["heartbeats_y2026m01", "heartbeats_y2026m02", "heartbeats_y2026m03"])
        let where_ = try store.connection.execute("SELECT tableoid::regclass::text FROM heartbeats ORDER BY time_ms").rows.compactMap { $0.first ?? nil }
        #expect(where_ == ["heartbeats_y2026m01", "heartbeats_y2026m02", "heartbeats_y2026m03"])
        // The session across midnight is split between the two days.
        #expect(try store.dayTotals(of: ada, from: "2026-01-31", through: "2026-02-01").map(\.seconds) == [60, 60])
    }

    @Test func heartbeatsSentOutOfOrderGiveTheSameTotalsAsInOrder() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let bob = try store.addPerson("bob", password: "difference engine")
        let times = (0..<40).map { Self.base + Double($0) * 170 + ($0 % 7 == 0 ? 1_000 : 0) }
        let rows = times.enumerated().map { Self.beat($0.element, project: $0.offset % 5 == 0 ? "other" : "cairn") }
        _ = try store.receiveHeartbeats(rows, for: ada)
        for chunk in stride(from: 0, to: rows.count, by: 6).reversed() {
            _ = try store.receiveHeartbeats(Array(rows[chunk..<min(rows.count, chunk + 6)]), for: bob)
        }
        let a = try store.dayTotals(of: ada, from: "2026-03-01", through: "2026-03-31")
        let b = try store.dayTotals(of: bob, from: "2026-03-01", through: "2026-03-31")
        #expect(!a.isEmpty)
        #expect(a == b)
    }
}
