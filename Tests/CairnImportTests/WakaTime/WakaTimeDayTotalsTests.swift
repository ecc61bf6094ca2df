import CairnCore
import CairnImport
import Foundation
import Testing

/// Wakapi's snapshot case: `heartbeats-2025-04-14.json` plus the day-before and day-after
/// heartbeats, the UTC day 2025-04-14, a 900 s timeout, sliced by project.
@Suite("WakaTime cross-check against an independent oracle")
struct WakaTimeDayTotalsTests {
    /// Expected per-project seconds come from `scripts/wakatime_day_totals.py` (Python, standard
    /// library only, written separately from the Swift code), run as
    /// `scripts/wakatime_day_totals.py 2025-04-14 900 heartbeat-day-before.json
    /// heartbeats-2025-04-14.json heartbeat-day-after.json` over the copies in `Fixtures/wakatime/`.
    static let expected: [String: Double] = [
        ".asdf": 22.0,
        "api-medpharma": 9089.0,
        "go-play": 2363.0,
        "proxify": 8408.0,
        "wakana": 18198.0,
    ]

    @Test("per-project totals for 2025-04-14 UTC match the oracle")
    func dayTotals() throws {
        var table = HeartbeatTable()
        for name in ["heartbeat-day-before.json", "heartbeats-2025-04-14.json", "heartbeat-day-after.json"] {
            table.append(try HeartbeatTable.parse(FixtureFiles.own("wakatime/" + name), file: name))
        }
        let result = table.join(timeout: 900)
        #expect(result.stats.heartbeatsRead == 1064)
        #expect(result.stats.duplicatesDropped == 8)

        let dayStart = 1_744_588_800.0  // 2025-04-14T00:00:00Z
        let dayEnd = dayStart + 86_400
        var totals: [String: Double] = [:]
        for session in result.sessions {
            let span = session.span
            let clipped = min(span.end, dayEnd) - max(span.start, dayStart)
            if clipped > 0 { totals[session.project ?? "", default: 0] += clipped }
        }
        #expect(totals.keys.sorted() == Self.expected.keys.sorted())
        for (project, seconds) in Self.expected {
            #expect(abs((totals[project] ?? -1) - seconds) < 1e-6, "\(project): \(totals[project] ?? -1) vs \(seconds)")
        }
        #expect(result.sessions.allSatisfy { $0.source == "wakatime" && $0.seconds > 0 })
        #expect(result.sessions.contains { $0.editor == "vscode" && $0.language == "TypeScript" })
    }
}
