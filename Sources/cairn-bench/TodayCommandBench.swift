import CairnCore
import CairnStore
import Foundation

/// `cairn today` and `cairn days` on ten-year databases of 10 k and 1 M sessions, timed as a
/// person sees them: whole processes (``Spawn``), start-up included, interleaved run by run.
enum TodayCommandBench {
    /// The commands measured, each on every database.
    static let commands: [(name: String, arguments: [String])] = [
        ("today --json", ["today", "--json"]),
        ("days (7 days) --json", ["days", "--json"]),
        ("days (10 years) --json", ["days", "--from", "2016-01-01", "--to", "2025-12-31", "--json"]),
    ]

    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        var databases: [(label: String, path: String)] = []
        for (label, perDay) in [("10 k", 3), ("1 M", 274)] {
            let path = folder.appendingPathComponent("sessions-\(perDay).sqlite").path
            let count: Int
            do { count = try buildDatabase(at: path, perDay: perDay) } catch {
                print("  cannot build the benchmark database: \(error)")
                return
            }
            databases.append(("\(label) (\(count) sessions)", path))
        }
        let now = "2025-12-31T20:00:00Z"
        print("cairn today / days on ten-year databases (\(CairnProcess.executable.path)), whole processes, interleaved")
        var stats = [[RunStats]](repeating: [RunStats](repeating: RunStats(), count: databases.count), count: commands.count)
        for command in commands {
            for database in databases { _ = CairnProcess.run(["--db", database.path, "--now", now] + command.arguments) }
        }
        for _ in 0..<15 {
            for (c, command) in commands.enumerated() {
                for (d, database) in databases.enumerated() {
                    stats[c][d].runs.append(CairnProcess.run(["--db", database.path, "--now", now] + command.arguments))
                }
            }
        }
        for (c, command) in commands.enumerated() {
            for (d, database) in databases.enumerated() {
                print("  \(command.name) at \(database.label): \(stats[c][d].summary)")
            }
            if let small = stats[c].first, let large = stats[c].last, small.wallMedian > 0 {
                print("    1 M / 10 k = \(Measure.format(large.wallMedian / small.wallMedian, 2))×   (goal ≤ 1.3× for today and 7 days, < 2× for ten years)")
            }
        }
    }

    /// A ten-year database of `perDay` sessions a day in America/Denver (goals set there),
    /// written at `path`; the number of sessions.
    static func buildDatabase(at path: String, perDay: Int) throws -> Int {
        guard let zone = TimeZone(identifier: "America/Denver") else { return 0 }
        let spans = SyntheticHistory.spans(zone: zone, perDay: perDay)
        let store = try Store(path: path)
        try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "America/Denver"))
        _ = try store.insertSessions(spans.map { Session(start: Date(timeIntervalSince1970: $0.start), seconds: $0.duration) })
        return spans.count
    }
}
