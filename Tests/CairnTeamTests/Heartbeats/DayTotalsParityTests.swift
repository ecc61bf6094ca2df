import CairnCore
import CairnTeam
import Foundation
import Testing

/// The team store's day totals against the SQLite store's, for the same heartbeats.
@Suite struct DayTotalsParityTests {
    /// Three days of heartbeats from 2026-03-07T20:00Z: gaps under and over the timeout, project
    /// changes within it, a duplicate, stretches across midnight.
    static func heartbeats() -> [HeartbeatRow] {
        var rows: [HeartbeatRow] = []
        var time: Double = 1_772_913_600
        var generator = 0x2545F4914F6CDD1D as UInt64
        func next(_ bound: UInt64) -> UInt64 {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (generator >> 33) % bound
        }
        while time < 1_772_913_600 + 3 * 86_400 {
            let project = ["cairn", "other", "site"][Int(next(3))]
            rows.append(HeartbeatRow(time: time, entity: "f\(next(4)).swift", type: "file", project: project,
                                     branch: "main", language: "Swift", editor: ""))
            if next(10) == 0, let last = rows.last { rows.append(last) }
            time += Double([30, 120, 600, 899, 900, 1_800, 7_200][Int(next(7))])
        }
        return rows
    }

    @Test func dayTotalsEqualTheSQLiteStoresCodedSeconds() throws {
        let rows = Self.heartbeats()
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        for start in stride(from: 0, to: rows.count, by: 25) {
            _ = try store.receiveHeartbeats(Array(rows[start..<min(rows.count, start + 25)]), for: ada)
        }
        let team = Dictionary(uniqueKeysWithValues: try store.dayTotals(of: ada, from: "2026-03-01", through: "2026-03-31").map { ($0.day, $0.seconds) })
        #expect(team.count == 4)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = rows.map { ["time": $0.time, "entity": $0.entity, "type": $0.type, "project": $0.project,
                                 "branch": $0.branch, "language": $0.language] as [String: Any] }
        let file = folder.appendingPathComponent("heartbeats.json")
        try JSONSerialization.data(withJSONObject: export).write(to: file)
        let db = folder.appendingPathComponent("cairn.sqlite").path
        let environment = ["TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin"]
        #expect(TeamCommandTests.cairn(["--db", db, "import", "wakatime", file.path], environment: environment).status == 0)
        let days = TeamCommandTests.cairn(["--db", db, "--now", "2026-03-11T12:00:00Z", "--json", "days"], environment: environment)
        let list = try JSONSerialization.jsonObject(with: Data(days.out.utf8)) as? [[String: Any]] ?? []
        var sqlite: [String: Double] = [:]
        for day in list {
            if let date = day["date"] as? String, let seconds = day["codedSeconds"] as? Double, seconds > 0 { sqlite[date] = seconds }
        }
        #expect(sqlite.count == 4)
        #expect(Set(sqlite.keys) == Set(team.keys))
        for (date, seconds) in sqlite { #expect(abs((team[date] ?? -1) - seconds) < 0.001, "\(date)") }
    }
}
