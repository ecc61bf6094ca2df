import CairnCore
import CairnStore
import Foundation

/// `cairn log` on a database with 20 derived and windowed trackables reading the logged one
/// (sums, means and counts, trailing 7–365 days and per week, month and year, each with a
/// rule), beside `cairn --version`, interleaved, both spawned and timed with `wait4`.
/// Target (issue 18): the log within 3× `--version`.
enum DerivedLogBench {
    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-derived-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("derived.sqlite").path
        let cairn = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("cairn").path
        guard FileManager.default.isExecutableFile(atPath: cairn) else {
            print("  no cairn beside cairn-bench: swift build -c release --product cairn")
            return
        }
        let today = LocalDate(daysSinceEpoch: 20_520)  // 2026-03-08
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let store = try Store(path: database)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC"))
            let running = try store.addTrackable(name: "Running", kind: .number(.length), unit: "km", dayReduction: nil)
            // Ten years, a run on six days of seven.
            var entries: [(entry: Entry, importKey: String?)] = []
            for back in 0..<3_650 where back % 7 != 3 {
                let metres = Double(3_000 + back % 9 * 1_000)
                entries.append((Entry(trackableId: running.id, date: today.adding(days: -back - 1), value: metres), nil))
            }
            _ = try store.addEntries(entries)
        } catch {
            print("  cannot build the benchmark database: \(error)")
            return
        }
        let environment = ["CAIRN_DB": database, "CAIRN_NOW": "2026-03-08T20:00:00Z"]
        var derived = 0
        for op in ["sum", "mean", "count"] {
            for window in [["--trailing", "7d"], ["--trailing", "30d"], ["--trailing", "365d"], ["--per", "week"], ["--per", "month"], ["--per", "year"]] {
                let name = "Running \(op) \(window[1])"
                _ = Spawn.run(cairn, ["trackable", "derive", name, "--op", op, "--of", "Running"] + window, environment: environment)
                _ = Spawn.run(cairn, ["rule", "add", name, "--measure", "best", "--record"], environment: environment)
                derived += 1
            }
        }
        for (name, op) in [("Running days", "count"), ("Running total", "sum")] {
            _ = Spawn.run(cairn, ["trackable", "derive", name, "--op", op, "--of", "Running"], environment: environment)
            _ = Spawn.run(cairn, ["rule", "add", name, "--measure", "total", "--every", "100"], environment: environment)
            derived += 1
        }
        var logs: [Double] = [], versions: [Double] = []
        for round in 0..<15 {
            let log = Spawn.run(cairn, ["log", "Running", "\(5 + round % 3)km", "--date", "2026-03-08"], environment: environment)
            let version = Spawn.run(cairn, ["--version"], environment: environment)
            guard log.status == 0, version.status == 0 else {
                print("  a run failed (log \(log.status), --version \(version.status))")
                return
            }
            logs.append(log.wall)
            versions.append(version.wall)
        }
        let log = RunStats.median(logs), version = RunStats.median(versions)
        print("cairn log on ten years of Running with \(derived) derived and windowed trackables reading it, each with a rule")
        print("  cairn log    median \(Measure.format(log * 1000)) ms")
        print("  --version    median \(Measure.format(version * 1000)) ms")
        print("  log takes \(Measure.format(log / version))× --version   (target ≤ 3×)")
    }
}
