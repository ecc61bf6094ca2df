import CairnCore
import CairnStore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `cairn serve` on a ten-year database, already running: each page and API call timed from
/// outside (target < 50 ms), then 8 clients for 30 s (`CAIRN_BENCH_LOAD_SECONDS`) against it
/// (target ≥ 200 requests per second, no error).
enum ServeBench {
    static let routes = ["/assets/cairn.css", "/", "/history", "/history?date=2025-06-17", "/history?year=2019",
                         "/history?month=2021-02", "/history?year=2017&date=2017-05-09", "/trackables", "/achievements", "/settings",
                         "/api/today", "/api/days?from=2025-01-01&to=2025-12-31", "/api/achievements", "/api/trackables",
                         "/coding", "/coding?range=30d", "/coding?range=year", "/coding?range=all",
                         "/coding/projects/cairn?range=all", "/api/coding/projects/cairn?range=all", "/api/coding?range=all"]
    /// WakaTime's read API, asked with the database's key.
    static let keyed = ["/api/v1/users/current/summaries?range=Last%207%20Days", "/api/v1/users/current/stats/last_year",
                        "/api/v1/users/current/stats/all_time", "/api/v1/users/current/all_time_since_today",
                        "/api/v1/users/current/goals", "/api/v1/users/current/projects"]

    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("ten-years.sqlite").path
        guard let zone = TimeZone(identifier: "America/Denver") else { return }
        let spans = SyntheticHistory.spans(zone: zone, perDay: 27)
        var key = ""
        do {
            let store = try Store(path: database)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "America/Denver"))
            // A few projects, languages and editors, so the coding analytics have names to share time among.
            let projects = ["cairn", "website", "infra", "notes", "dotfiles"], languages = ["Swift", "Python", "Markdown", "Shell"]
            _ = try store.insertSessions(spans.enumerated().map { i, span in
                Session(start: Date(timeIntervalSince1970: span.start), seconds: span.duration, project: projects[i % projects.count],
                        language: languages[(i / 3) % languages.count], editor: i % 7 == 0 ? "vim" : "vscode", source: "wakatime")
            })
            // What every import, undo and goal change now also pays: the coding summary's rebuild.
            let rebuild = Measure.seconds(runs: 3) { try? store.refreshCodingSummary() }
            print("  the coding summary rebuilt from \(spans.count) sessions: median \(Measure.format(Measure.median(rebuild) * 1000)) ms")
            key = try store.apiKey()
            try ServeTrackables.add(to: store, through: LocalDate(year: 2025, month: 12, day: 31) ?? LocalDate(daysSinceEpoch: 20_453))
        } catch {
            print("  cannot build the benchmark database: \(error)")
            return
        }
        guard let served = ServedProcess.start(database: database, now: "2025-12-31T20:00:00Z") else { return }
        defer { served.stop() }
        let base = served.base
        let session = URLSession(configuration: .ephemeral)
        print("cairn serve on a ten-year database (\(spans.count) sessions), each call timed from a client, server running")
        var medians: [String: Double] = [:]
        // Each route as shown, and as asked (the WakaTime routes with the key).
        let asked = (routes + ServeTrackables.routes).map { ($0, $0) }
            + keyed.map { ($0, $0 + ($0.contains("?") ? "&" : "?") + "api_key=" + key) }
        for (route, path) in asked {
            guard let url = URL(string: base + path) else { continue }
            _ = get(url, session)  // warm up
            var failures = 0
            let samples = Measure.seconds(runs: 21) { if get(url, session) != 200 { failures += 1 } }
            medians[route] = Measure.median(samples)
            print("  \(route.padding(toLength: 42, withPad: " ", startingAt: 0)) median \(Measure.format(Measure.median(samples) * 1000)) ms, "
                  + "p95 \(Measure.format(Measure.percentile(samples, 0.95) * 1000)) ms\(failures > 0 ? "  \(failures) FAILED" : "")   (target < 50 ms)")
        }
        if let sheet = medians["/assets/cairn.css"], let today = medians["/api/today"], sheet > 0 {
            print("  /api/today takes \(Measure.format(today / sheet))× the stylesheet's time   (target ≤ 3×)")
        }
        load(base: base, session: session)
    }

    /// 8 clients asking for Today's document as fast as they can for the load period.
    static func load(base: String, session: URLSession) {
        guard let url = URL(string: base + "/api/today") else { return }
        let seconds = Double(ProcessInfo.processInfo.environment["CAIRN_BENCH_LOAD_SECONDS"] ?? "") ?? 30
        let tally = Tally()
        let start = Date()
        let deadline = start.addingTimeInterval(seconds)
        // One thread per client (`concurrentPerform` runs only as many at a time as there are cores).
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread {
                defer { group.leave() }
                while Date() < deadline { tally.add(ok: get(url, session) == 200) }
            }.start()
        }
        group.wait()
        let elapsed = Date().timeIntervalSince(start)
        let (ok, failed) = tally.counts
        print("  load: 8 clients for \(Measure.format(elapsed, 0)) s: \(ok) answers, \(failed) errors, "
              + "\(Measure.format(Double(ok) / elapsed, 0)) requests per second   (target ≥ 200/s, no error)")
    }

    /// One GET, waited for; the status (0 when there was no answer).
    static func get(_ url: URL, _ session: URLSession) -> Int {
        let reply = Reply()
        session.dataTask(with: url) { _, response, _ in
            reply.finish((response as? HTTPURLResponse)?.statusCode ?? 0)
        }.resume()
        return reply.wait()
    }
}

/// One answer, handed from URLSession's queue to the waiting thread.
private final class Reply: @unchecked Sendable {
    // Written once before `done` is signalled, read after.
    private var status = 0
    private let done = DispatchSemaphore(value: 0)

    func finish(_ status: Int) {
        self.status = status
        done.signal()
    }

    func wait() -> Int {
        done.wait()
        return status
    }
}

/// Answers and errors counted from several threads.
private final class Tally: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var ok = 0, failed = 0

    func add(ok success: Bool) { lock.withLock { if success { ok += 1 } else { failed += 1 } } }
    var counts: (Int, Int) { lock.withLock { (ok, failed) } }
}
