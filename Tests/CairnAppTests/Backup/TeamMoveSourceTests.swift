import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// A session's source on the way into a team account and out again (team migration 5).
@Suite("Moving sessions into a team account and out keeps their source")
struct TeamMoveSourceTests {
    @Test("imported and live sessions keep their sources through team import and export; the breakdown by source is the same")
    func sourcesKept() throws {
        let now = CodingOperationsTests.now
        let personal = try TestPlace(.sqlite, now: now), team = try TestPlace(.postgres, now: now)
        let folder = try TeamMoveTests.folder()
        defer { personal.remove(); try? FileManager.default.removeItem(at: folder) }
        try personal.workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 30))
        let nine = Date(timeIntervalSince1970: Beats.at("2026-03-10T09:00:00Z"))
        // The same span from two sources: two sessions, both kept.
        _ = try personal.workspace.storeSessions([Session(start: nine, seconds: 1_800, project: "cairn", source: "wakatime"),
                                                  Session(start: nine, seconds: 1_800, project: "cairn", source: "activitywatch"),
                                                  Session(start: nine.addingTimeInterval(7_200), seconds: 600)],
                                                 file: "f.json", note: nil, progress: { _ in })
        let from = day("2026-03-01"), to = day("2026-03-11")
        let bySource = try personal.workspace.breakdown(by: .source, from: from, to: to).rows
        #expect(bySource.map(\.name).count == 4, "\(bySource)")
        let first = folder.appendingPathComponent("first.json").path
        _ = try personal.workspace.export(withSecrets: false, toFile: first)
        let restored = try team.workspace.restore(first, stdin: { Data() })
        #expect(restored.sessions == 4)
        #expect(try team.workspace.breakdown(by: .source, from: from, to: to).rows == bySource)
        let person = try #require(team.workspace.team?.person)
        let rows = try #require(team.connections).store().personRows(of: person)
        #expect(Set(rows.sessions.map(\.source)) == ["wakatime", "activitywatch", "", "heartbeats"])
        let second = folder.appendingPathComponent("second.json").path
        _ = try team.workspace.export(withSecrets: false, toFile: second)
        let back = try TestPlace(.sqlite, now: now)
        defer { back.remove() }
        _ = try back.workspace.restore(second, stdin: { Data() })
        #expect(try back.workspace.breakdown(by: .source, from: from, to: to).rows == bySource)
        #expect(try Store(path: back.workspace.databasePath).sessions() == Store(path: personal.workspace.databasePath).sessions())
    }
}
