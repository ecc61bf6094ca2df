import CairnApp
import CairnCLI
import CairnCore
import CairnStore
import Foundation

/// Heartbeats sharing one instant (issue 19): a stretch of 160,000 heartbeats at the same
/// millisecond, then one ordinary heartbeat, through the WakaTime endpoint's code in-process.
///
/// 1. *Stored, then one*: the 160,000 are written straight into the store (in bulks of 10,000,
///    sessions not joined), then one ordinary heartbeat 30 s later goes through the endpoint,
///    which joins its session again over the whole stretch.
/// 2. *Written before the cap, then one*: the 160,000 written with SQL, as a database from
///    before ``Store/heartbeatsPerInstant`` may hold them, then the ordinary one (its re-join
///    reads all 160,000: the duplicate check must be O(1) each).
/// 3. *Sent, then one*: the 160,000 go through the endpoint in bulks of 1,000 (at most 60 s:
///    `CAIRN_BENCH_INSTANT_SECONDS`), then the ordinary one.
enum SameInstantBench {
    static let count = 160_000
    static let t0 = 1_773_057_600.0  // 2026-03-09T12:00:00Z

    static func run() {
        print("heartbeats sharing one instant: \(count) at 2026-03-09T12:00:00Z, then one ordinary heartbeat")
        let limit = Double(ProcessInfo.processInfo.environment["CAIRN_BENCH_INSTANT_SECONDS"] ?? "") ?? 60
        do {
            try stored()
            try written()
            try sent(limit: limit)
        } catch {
            print("  failed: \(error)")
        }
    }

    static func beat(_ i: Int, time: Double) -> HeartbeatRow {
        HeartbeatRow(time: time, entity: "/src/file\(i).swift", type: "file", project: "p", branch: "main", language: "Swift", editor: "")
    }

    static func json(_ rows: ArraySlice<HeartbeatRow>) -> Data {
        let beats = rows.map { row in
            #"{"entity":"\#(row.entity)","type":"file","category":"coding","time":\#(row.time),"project":"p","branch":"main","language":"Swift","is_write":true}"#
        }
        return Data(("[" + beats.joined(separator: ",") + "]").utf8)
    }

    static func database() throws -> (Store, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try Store(path: folder.appendingPathComponent("instant.sqlite").path)
        try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC"))
        return (store, folder)
    }

    /// One ordinary heartbeat through the endpoint; its seconds and status.
    static func ordinary(_ store: Store) -> (Double, Int) {
        var status = 0
        let seconds = Measure.seconds(runs: 1) {
            status = WakaTimeEndpoint.heartbeats(body: json([beat(-1, time: t0 + 30)]), bulk: false, store: store, now: Date(timeIntervalSince1970: t0 + 3_600)).status
        }[0]
        return (seconds, status)
    }

    static func stored() throws {
        let (store, folder) = try database()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (0..<count).map { beat($0, time: t0) }
        let seed = try Measure.seconds(runs: 1) {
            for start in stride(from: 0, to: count, by: 10_000) {
                _ = try store.receiveHeartbeats(Array(rows[start..<min(count, start + 10_000)])) { _, _ in [] }
            }
        }[0]
        let kept = try store.heartbeats(from: t0, through: t0).count
        let (seconds, status) = ordinary(store)
        print("  stored, then one: \(kept) of \(count) kept in \(Measure.format(seed, 2)) s; "
              + "one ordinary heartbeat after them: \(Measure.format(seconds * 1000, 1)) ms (status \(status))")
    }

    static func written() throws {
        let (store, folder) = try database()
        defer { try? FileManager.default.removeItem(at: folder) }
        try store.connection.writeTransaction {
            let insert = try store.connection.prepare(
                "INSERT INTO heartbeats (time_ms, entity, type, project, branch, language) VALUES (?, ?, 'file', 'p', 'main', 'Swift')")
            for i in 0..<count { try insert.run([.integer(Int64(t0 * 1000)), .text("/src/file\(i).swift")]) }
        }
        let (seconds, status) = ordinary(store)
        print("  written before the cap, then one: \(try store.heartbeats(from: t0, through: t0).count) at the instant; "
              + "one ordinary heartbeat after them: \(Measure.format(seconds * 1000, 1)) ms (status \(status))")
    }

    static func sent(limit: Double) throws {
        let (store, folder) = try database()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (0..<count).map { beat($0, time: t0) }
        let clock = ContinuousClock()
        let start = clock.now
        var sentCount = 0
        var slowest = 0.0
        var statuses: [Int: Int] = [:]
        while sentCount < count, (clock.now - start) < .seconds(limit) {
            let bulk = rows[sentCount..<min(count, sentCount + 1_000)]
            var status = 0
            let seconds = Measure.seconds(runs: 1) {
                status = WakaTimeEndpoint.heartbeats(body: json(bulk), bulk: true, store: store, now: Date(timeIntervalSince1970: t0 + 3_600)).status
            }[0]
            statuses[status, default: 0] += 1
            slowest = max(slowest, seconds)
            sentCount += bulk.count
        }
        let elapsed = clock.now - start
        let total = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let kept = try store.heartbeats(from: t0, through: t0).count
        let (seconds, status) = ordinary(store)
        let finished = sentCount == count ? "" : " (stopped after \(Measure.format(limit, 0)) s)"
        print("  sent, then one: \(sentCount) sent in bulks of 1,000 in \(Measure.format(total, 2)) s\(finished), slowest bulk "
              + "\(Measure.format(slowest * 1000, 1)) ms, statuses \(statuses.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")), "
              + "\(kept) kept; one ordinary heartbeat after them: \(Measure.format(seconds * 1000, 1)) ms (status \(status))")
    }
}
