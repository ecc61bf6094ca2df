import CairnCore
import CairnStore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `cairn serve`'s WakaTime endpoint under load: 8 clients sending 1 000 heartbeats a second
/// between them, as bulks of 25 (the WakaTime CLI's batch), for 30 s (`CAIRN_BENCH_LOAD_SECONDS`),
/// one bulk in ten sent twice (a retried offline queue). Then the database is counted: every
/// heartbeat kept once, none lost, every duplicate dropped.
enum HeartbeatLoadBench {
    static let clients = 8
    static let bulk = 25
    /// A bulk every 200 ms per client: 8 × 25 × 5 = 1 000 heartbeats a second.
    static let interval = 0.2

    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("live.sqlite").path
        let key: String
        do {
            let store = try Store(path: database)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC"))
            key = try store.apiKey()
        } catch {
            print("  cannot build the benchmark database: \(error)")
            return
        }
        guard let served = ServedProcess.start(database: database, now: "2026-03-10T00:00:00Z"),
              let url = URL(string: served.base + "/api/v1/users/current/heartbeats.bulk") else { return }
        defer { served.stop() }
        let seconds = Double(ProcessInfo.processInfo.environment["CAIRN_BENCH_LOAD_SECONDS"] ?? "") ?? 30
        let session = URLSession(configuration: .ephemeral)
        let authorization = "Basic " + Data(key.utf8).base64EncodedString()
        let tally = LoadTally()
        let start = Date()
        let t0 = 1_773_057_600.0  // 2026-03-09T12:00:00Z
        // One thread per client (not `concurrentPerform`, whose width is the number of cores: on
        // two cores only two clients would be sending at a time).
        let group = DispatchGroup()
        for client in 0..<clients {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                var sequence = 0
                var next = start
                while next.timeIntervalSince(start) < seconds {
                    let beats = (0..<bulk).map { k -> String in
                        let i = sequence * bulk + k
                        let time = t0 + Double(i) * 0.008 + Double(client) * 0.001
                        return #"{"entity":"/src/client\#(client)/file\#(i % 7).swift","type":"file","category":"coding","time":\#(time),"project":"p\#(client % 3)","language":"Swift","is_write":true}"#
                    }
                    let body = Data(("[" + beats.joined(separator: ",") + "]").utf8)
                    tally.add(sent: bulk, timed: { post(url, body, authorization, session) })
                    if sequence % 10 == 9 { tally.add(sent: 0, retry: bulk, timed: { post(url, body, authorization, session) }) }
                    sequence += 1
                    next = start.addingTimeInterval(Double(sequence) * interval)
                    let wait = next.timeIntervalSinceNow
                    if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
                }
            }
            thread.start()
        }
        group.wait()
        let elapsed = Date().timeIntervalSince(start)
        let counts = tally.counts
        // Heartbeats answered 202 wait in the inbox for the next drain (once a second).
        var stored = -1
        for _ in 0..<30 {
            stored = (try? Store(path: database).heartbeats(from: 0, through: 4_102_444_800).count) ?? -1
            if stored == counts.sent { break }
            usleep(100_000)
        }
        print("cairn serve's WakaTime endpoint: \(clients) clients, bulks of \(bulk), one in ten sent again")
        print("  \(counts.sent) heartbeats in \(Measure.format(elapsed, 1)) s = \(Measure.format(Double(counts.sent) / elapsed, 0)) per second, "
              + "\(counts.retried) sent again, \(counts.failed) requests failed   (target 1 000/s, no error)")
        if counts.queued > 0 { print("  \(counts.queued) requests answered 202: queued in the inbox, the database busy") }
        let latencies = tally.latencies.sorted()
        if !latencies.isEmpty {
            let at = { (q: Double) in latencies[min(latencies.count - 1, Int(q * Double(latencies.count)))] * 1000 }
            print("  request latency: median \(Measure.format(at(0.5), 1)) ms, p95 \(Measure.format(at(0.95), 1)) ms, max \(Measure.format(at(1), 1)) ms")
        }
        print("  stored \(stored) heartbeats: \(stored == counts.sent ? "every one once, every duplicate dropped" : "MISMATCH: \(counts.sent) distinct were sent")")
    }

    /// One POST, waited for; the status (0 when there was no answer).
    static func post(_ url: URL, _ body: Data, _ authorization: String, _ session: URLSession) -> Int {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        let done = DispatchSemaphore(value: 0)
        let box = StatusBox()
        session.dataTask(with: request) { _, response, _ in
            box.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.signal()
        }.resume()
        done.wait()
        return box.status
    }
}

/// A status handed from URLSession's queue to the waiting thread (written before the semaphore
/// is signalled, read after).
private final class StatusBox: @unchecked Sendable {
    var status = 0
}

/// Heartbeats sent and requests failed, counted from several threads.
private final class LoadTally: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var sent = 0, retried = 0, failed = 0, queued = 0
    private var times: [Double] = []

    /// Runs one request, timing it, and counts what it sent.
    func add(sent count: Int, retry: Int = 0, timed request: () -> Int) {
        let begin = Date()
        let status = request()
        let took = Date().timeIntervalSince(begin)
        lock.withLock {
            times.append(took)
            // 202: synced to the inbox, stored once the database is free (see LiveFeedStore).
            if status == 201 || status == 202 {
                sent += count
                retried += retry
                if status == 202 { queued += 1 }
            } else {
                failed += 1
            }
        }
    }

    /// Every request's time, in seconds.
    var latencies: [Double] { lock.withLock { times } }

    var counts: (sent: Int, retried: Int, failed: Int, queued: Int) { lock.withLock { (sent, retried, failed, queued) } }
}
