import CairnApp
import CairnCore
import CairnTeam
import Foundation
import Testing

/// Two people in one team database: each operation for one never sees the other's rows.
@Suite("Team isolation: one person's operations never see another's rows")
struct TeamIsolationTests {
    static let now = CodingOperationsTests.now

    /// Ada and Bea in one team database.
    static func pair() throws -> (TestPlace, ada: Workspace, bea: Workspace) {
        let place = try TestPlace(.postgres, now: now)
        return (place, place.workspace, try place.person("bea"))
    }

    @Test("heartbeats: Bea's rings, days, breakdowns, projects, stats and last heartbeat hold none of Ada's")
    func heartbeats() throws {
        let (place, ada, bea) = try Self.pair()
        defer { place.remove() }
        try CodingOperationsTests.twoProjects(ada)
        try bea.send(Beats.run(from: "2026-03-11T14:00:00Z", minutes: 10, project: "bea-notes"))
        #expect(try ada.todayReport(on: nil).document.report.day.codedSeconds == 5_400)
        #expect(try bea.todayReport(on: nil).document.report.day.codedSeconds == 600)
        #expect(try bea.days(from: nil, to: nil).document.days.map(\.codedSeconds).reduce(0, +) == 600)
        #expect(try bea.breakdown(by: .project, from: nil, to: nil).rows.map(\.name) == ["bea-notes"])
        #expect(try bea.wakaTimeProjects(query: nil).data.map(\.name) == ["bea-notes"])
        #expect(try bea.wakaTimeStats(.last7Days).totalSeconds == 600)
        #expect(try bea.codingAnalytics(.all).totalSeconds == 600)
        #expect(throws: AppError.self) { try bea.codingProject("cairn", range: .last7) }
        #expect(try bea.heartbeatArrival().last?.project == "bea-notes")
        #expect(try ada.heartbeatArrival().last?.project == "web")
        #expect(try bea.dayPieces(day("2026-03-11"), duration: { "\(Int($0))" }).pieces.count == 1)
        #expect(try bea.historyStart() == day("2026-03-11"))
    }

    @Test("goals and switches: Ada's change leaves Bea's defaults, and Bea's leaves Ada's")
    func goals() throws {
        let (place, ada, bea) = try Self.pair()
        defer { place.remove() }
        _ = try ada.setGoals(CodingOperationsTests.goals(daily: "90"))
        #expect(try bea.goals().isDefault)
        _ = try bea.setGoals(CodingOperationsTests.goals(daily: "20"))
        #expect(try ada.goals().config.dailyGoalMinutes == 90 && bea.goals().config.dailyGoalMinutes == 20)
        #expect(try ada.storedGoalHistory().history.versions.count == 1)
        _ = try ada.setEncouragement("streaks", to: "off")
        #expect(try bea.encouragement().streaks && !(try ada.encouragement().streaks))
    }

    @Test("holds: Bea sees none of Ada's and cannot remove one")
    func holds() throws {
        let (place, ada, bea) = try Self.pair()
        defer { place.remove() }
        let hold = try ada.addDisruption(from: day("2026-03-10"), to: day("2026-03-10"), reason: "ill", trackable: nil)
        #expect(try bea.disruptions().isEmpty)
        #expect(throws: AppError.notFound("there is no disruption \(hold.id) of yours")) { try bea.removeDisruption(id: hold.id) }
        #expect(try ada.disruptions().map(\.id) == [hold.id])
        #expect(try bea.days(from: day("2026-03-10"), to: day("2026-03-10")).document.days.first?.status != .hold)
    }

    @Test("keys: each person's key is theirs; rotating Bea's leaves Ada's")
    func keys() throws {
        let (place, ada, bea) = try Self.pair()
        defer { place.remove() }
        let store = try #require(place.connections).store()
        let adaKey = try ada.apiKey(rotate: false)
        let beaKey = try bea.apiKey(rotate: false)
        #expect(adaKey != beaKey)
        _ = try bea.apiKey(rotate: true)
        #expect(try store.person(forKey: adaKey).name == "ada")
        #expect(throws: TeamError.self) { try store.person(forKey: beaKey) }
    }

    @Test("the same heartbeats give the same numbers on SQLite and on PostgreSQL, to the second")
    func sameNumbers() throws {
        let files = try TestPlace(.sqlite, now: Self.now), teams = try TestPlace(.postgres, now: Self.now)
        defer { files.remove() }
        let sqlite = files.workspace, team = teams.workspace
        // Three weeks of uneven coding: several projects, gaps around the timeout, a session over
        // midnight, sent out of order and partly twice.
        var beats: [[String: Any]] = []
        for offset in 0..<21 {
            let date = day("2026-02-19").adding(days: offset)
            let minutes = (offset * 37) % 95
            guard minutes > 0 else { continue }
            beats += Beats.run(from: "\(date)T09:00:00Z", minutes: minutes, every: 90 + offset % 5 * 60, project: ["cairn", "web", "notes"][offset % 3],
                               language: ["Swift", "TypeScript"][offset % 2], editor: ["vim", "vscode"][offset % 2])
        }
        beats += Beats.run(from: "2026-03-10T23:40:00Z", minutes: 45, project: "late")
        let pieces = stride(from: 0, to: beats.count, by: 97).map { Array(beats[$0..<Swift.min($0 + 97, beats.count)]) }
        for workspace in [sqlite, team] {
            _ = try workspace.setGoals(CodingOperationsTests.goals(daily: "40", weekly: "200", restDays: "sun", timeZone: "UTC"))
            for piece in pieces.reversed() { try workspace.send(piece) }
            try workspace.send(pieces[1])
        }
        let from = day("2026-02-15"), to = day("2026-03-11")
        #expect(try sqlite.days(from: from, to: to).document.days == team.days(from: from, to: to).document.days)
        #expect(try sqlite.todayReport(on: nil).document.report == team.todayReport(on: nil).document.report)
        for dimension in [BreakdownDimension.project, .language, .editor, .source] {
            #expect(try sqlite.breakdown(by: dimension, from: from, to: to).rows == team.breakdown(by: dimension, from: from, to: to).rows)
        }
        #expect(try sqlite.codingAnalytics(.all) == team.codingAnalytics(.all))
        #expect(try sqlite.codingProject("web", range: .last30) == team.codingProject("web", range: .last30))
        #expect(try sqlite.wakaTimeSummaries(start: from, end: to, project: nil) == team.wakaTimeSummaries(start: from, end: to, project: nil))
        #expect(try sqlite.wakaTimeStats(.allTime) == team.wakaTimeStats(.allTime))
        #expect(try sqlite.wakaTimeProjects(query: nil) == team.wakaTimeProjects(query: nil))
        #expect(try sqlite.heartbeatArrival().last == team.heartbeatArrival().last)
        #expect(try sqlite.wakaTimeGoals() == team.wakaTimeGoals())
        #expect(try sqlite.wakaTimeAllTime() == team.wakaTimeAllTime())
        #expect(try sqlite.wakaTimeDurations(on: day("2026-03-11")) == team.wakaTimeDurations(on: day("2026-03-11")))
        #expect(try sqlite.goalWhy(on: day("2026-03-10")).explanation == team.goalWhy(on: day("2026-03-10")).explanation)
        let total = try sqlite.days(from: from, to: to).document.days.reduce(0) { $0 + $1.codedSeconds }
        #expect(total > 10 * 3_600)
    }
}

/// What team mode does not do yet says so, and no operation ever opens a SQLite file at "".
@Suite("Team mode refuses what it does not do yet; no SQLite file at an empty path")
struct TeamModeRefusalTests {
    @Test("export is not refused in team mode (it writes the person's rows); a hold for one trackable is")
    func refused() throws {
        let workspace = try TestPlace(.postgres, now: CodingOperationsTests.now).workspace
        #expect(try workspace.exportFileName() == "cairn-export-2026-03-11.json")
        #expect(throws: AppError.self) {
            try workspace.addDisruption(from: day("2026-03-10"), to: day("2026-03-10"), reason: "", trackable: "reading")
        }
        // The path a team workspace carries is empty, and nothing opened it.
        #expect(workspace.databasePath.isEmpty)
    }

    @Test("a team store's errors become the application's, of the matching kind", arguments: [
        (TeamError.usage("u"), AppError.usage("reading: u")),
        (TeamError.notFound("n"), AppError.notFound("reading: n")),
        (TeamError.conflict("c"), AppError.conflict("reading: c")),
        (TeamError.refused("r"), AppError.failure("reading: r")),
        // The database's own words (SQL, its address) go to the server's log, not the answer.
        (TeamError.database("d"), AppError.failure("reading: the team database is not answering at the moment; try again in a minute")),
    ])
    func teamErrors(error: TeamError, expected: AppError) {
        let workspace = Workspace(environment: [:], databasePath: "", now: CodingOperationsTests.now)
        #expect(throws: expected) { try workspace.storeCall("reading") { () throws -> Int in throw error } }
    }

    @Test("a workspace with an empty database path opens nothing")
    func emptyPath() {
        let workspace = Workspace(environment: ["TZ": "UTC"], databasePath: "", now: CodingOperationsTests.now)
        #expect(throws: AppError.usage("no database was given: pass --db PATH or set CAIRN_DB (an empty path is no database)")) {
            try workspace.todayReport(on: nil)
        }
        #expect(throws: AppError.self) { try workspace.setGoals(CodingOperationsTests.goals(daily: "30")) }
    }
}
