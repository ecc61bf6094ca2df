import CairnCore
import CairnStore
import Foundation

/// `cairn today` on a ten-year database, timed as a person sees it: a whole process, start-up included.
enum TodayCommandBench {
    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("ten-years.sqlite").path
        guard let zone = TimeZone(identifier: "America/Denver") else { return }
        let spans = SyntheticHistory.spans(zone: zone, perDay: 27)
        do {
            let store = try Store(path: database)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "America/Denver"))
            _ = try store.insertSessions(spans.map { Session(start: Date(timeIntervalSince1970: $0.start), seconds: $0.duration) })
        } catch {
            print("  cannot build the benchmark database: \(error)")
            return
        }
        let now = "2025-12-31T20:00:00Z"
        var failures = 0
        let samples = Measure.seconds(runs: 21) {
            if !CairnProcess.run(["--db", database, "--now", now, "today", "--json"]) { failures += 1 }
        }
        print("cairn today on a ten-year database (\(spans.count) sessions, \(CairnProcess.executable.path))")
        if failures > 0 { print("  \(failures) runs failed") }
        print("  wall clock, start-up included: median \(Measure.format(Measure.median(samples) * 1000)) ms, "
              + "p95 \(Measure.format(Measure.percentile(samples, 0.95) * 1000)) ms   (target < 100 ms)")
    }
}
