import CairnCore
import CairnTeam
import CairnTestSupport
import Foundation

/// `cairn-bench team-store`: the team store's bulk ingest alone (issue 23; `team` measures it
/// through the server), against a PostgreSQL started as the tests start
/// theirs (`TestPostgres`: a Unix socket, fsync off): `CAIRN_BENCH_TEAM_PEOPLE` simulated people
/// (default 200), each sending `CAIRN_BENCH_TEAM_BULKS` bulks (default 10) of 25 heartbeats two
/// minutes apart, as the WakaTime CLI sends its queue, from two connections at once (this
/// machine's two cores). Prints heartbeats/s accepted, the p50 and p95 per bulk, and the
/// database's size per million heartbeats.
enum TeamBench {
    final class Timings: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Double] = []
        private(set) var failure: String?
        func add(_ more: [Double]) { lock.lock(); values += more; lock.unlock() }
        func fail(_ text: String) { lock.lock(); failure = failure ?? text; lock.unlock() }
        var all: [Double] { lock.lock(); defer { lock.unlock() }; return values }
    }

    static func run() {
        let environment = ProcessInfo.processInfo.environment
        let people = Int(environment["CAIRN_BENCH_TEAM_PEOPLE"] ?? "") ?? 200
        let bulks = Int(environment["CAIRN_BENCH_TEAM_BULKS"] ?? "") ?? 10
        let perBulk = 25
        print("team ingest: \(people) people × \(bulks) bulks × \(perBulk) heartbeats, 2 connections, PostgreSQL on a Unix socket")
        do {
            let server = try TestPostgres()
            defer { server.stop() }
            let address = try server.makeDatabase()
            let setup = try TeamStore(address: address)
            var added: [Person] = []
            for index in 0..<people {
                // Adding people (one Argon2id hash each) is set-up, not timed.
                added.append(try setup.addPerson("person\(index)", password: "bench password \(index)"))
            }
            let everyone = added
            let timings = Timings()
            let start = Date()
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                do {
                    let store = try TeamStore(address: address)
                    var mine: [Double] = []
                    for bulk in 0..<bulks {
                        for person in everyone.indices where person % 2 == worker {
                            let base = 1_773_050_400 + Double(bulk * perBulk) * 120 + Double(person)
                            let rows = (0..<perBulk).map { i in
                                HeartbeatRow(time: base + Double(i) * 120, entity: "/src/f\(i % 7).swift", type: "file",
                                             project: "project\(person % 13)", branch: "main", language: "Swift", editor: "vim")
                            }
                            let t0 = Date()
                            _ = try store.receiveHeartbeats(rows, for: everyone[person])
                            mine.append(Date().timeIntervalSince(t0))
                        }
                    }
                    timings.add(mine)
                } catch {
                    timings.fail("\(error)")
                }
            }
            let elapsed = Date().timeIntervalSince(start)
            if let failure = timings.failure { print("  failed: \(failure)"); return }
            let sorted = timings.all.sorted()
            let total = sorted.count * perBulk
            let size = Double(try setup.connection.execute("SELECT pg_database_size(current_database())").scalar ?? "0") ?? 0
            func ms(_ q: Double) -> String { String(format: "%.1f ms", sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] * 1000) }
            print(String(format: "  %d heartbeats in %.1f s: %.0f heartbeats/s; per bulk p50 %@, p95 %@", total, elapsed,
                         Double(total) / elapsed, ms(0.5), ms(0.95)))
            print(String(format: "  database %.1f MB, %.0f MB per million heartbeats (with sessions and day totals)",
                         size / 1_048_576, size / 1_048_576 / Double(total) * 1_000_000))
        } catch {
            print("  failed: \(error)")
        }
    }
}
