import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// The coding goal's operations, the same assertions on both stores: the one person's SQLite
/// file and a person of a team database on a real PostgreSQL server.
@Suite("Coding operations on SQLite and on a team's PostgreSQL")
struct CodingOperationsTests {
    /// Wednesday 2026-03-11, 18:00 UTC.
    static let now = Date(timeIntervalSince1970: Beats.at("2026-03-11T18:00:00Z"))

    static func goals(daily: String? = nil, weekly: String? = nil, restDays: String? = nil, timeZone: String? = nil,
                      from: String? = nil) throws -> GoalChange {
        try GoalChange(daily: daily, weekly: weekly, window: nil, restDays: restDays, timeZone: timeZone, weekStart: nil,
                       streakPolicy: nil, from: from)
    }

    @Test("goals: the defaults until set, the first set for all time, a later one from today; the days keep theirs",
          arguments: StoreKind.allCases)
    func goalVersions(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        let before = try workspace.goals()
        #expect(before.isDefault && before.config.timeZoneIdentifier == place.defaultZone)
        let first = try workspace.setGoals(Self.goals(daily: "30"))
        #expect(first.start == nil && first.config.dailyGoalMinutes == 30)
        let second = try workspace.setGoals(Self.goals(daily: "90"))
        #expect(second.start == day("2026-03-11"))
        let stored = try workspace.storedGoalHistory()
        #expect(!stored.isDefault)
        #expect(stored.history.versions.map(\.from) == [nil, day("2026-03-11")])
        #expect(stored.history.versions.map(\.config.dailyGoalMinutes) == [30, 90])
        #expect(try workspace.goals().config.dailyGoalMinutes == 90 && !(try workspace.goals().isDefault))
        let days = try workspace.days(from: day("2026-03-10"), to: day("2026-03-11")).document.days
        #expect(days.map(\.goalSeconds) == [1_800, 5_400])
    }

    @Test("today's rings from heartbeats received through the endpoint operation", arguments: StoreKind.allCases)
    func ringsFromHeartbeats(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try workspace.setGoals(Self.goals(daily: "45", weekly: "300"))
        #expect(try workspace.todayReport(on: nil).document.report.day.codedSeconds == 0)
        // 09:00 to 10:00 every two minutes, sent in two pieces, the second twice.
        let beats = Beats.run(from: "2026-03-11T09:00:00Z", minutes: 60)
        try workspace.send(Array(beats[15...]))
        try workspace.send(Array(beats[..<16]))
        try workspace.send(Array(beats[..<16]))
        let result = try workspace.todayReport(on: nil).document
        #expect(result.report.day.codedSeconds == 3_600)
        #expect(result.report.day.goalSeconds == 2_700)
        #expect(result.report.day.status == .success)
        #expect(result.report.week.codedSeconds == 3_600 && result.report.week.goalSeconds == 18_000)
        #expect(result.config.dailyGoalMinutes == 45 && result.flame)
        let status = workspace.statusbarToday()
        #expect(status.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: status.body) as? [String: Any])
        let total = (object["data"] as? [String: Any])?["grand_total"] as? [String: Any]
        #expect(total?["total_seconds"] as? Double == 3_600)
    }

    @Test("days: verdicts with a hold, rest days and a missed day; the streak across them", arguments: StoreKind.allCases)
    func daysWithHolds(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try workspace.setGoals(Self.goals(daily: "30", restDays: "sat,sun"))
        try workspace.send(Beats.run(from: "2026-03-05T09:00:00Z", minutes: 40))   // Thursday: met
        try workspace.send(Beats.run(from: "2026-03-06T09:00:00Z", minutes: 10))   // Friday: missed
        try workspace.send(Beats.run(from: "2026-03-07T09:00:00Z", minutes: 20))   // Saturday: coded on a rest day
        try workspace.send(Beats.run(from: "2026-03-09T09:00:00Z", minutes: 40))   // Monday: met
        try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 30))   // Wednesday: met
        let hold = try workspace.addDisruption(from: day("2026-03-10"), to: day("2026-03-10"), reason: "ill", trackable: nil)
        #expect(try workspace.disruptions().map(\.id) == [hold.id])
        let days = try workspace.days(from: day("2026-03-04"), to: day("2026-03-11")).document.days
        #expect(days.map(\.status) == [nil, .success, .fail, .restCoded, .success, .success, .hold, .success])
        #expect(days.map(\.isRestDay) == [false, false, false, true, true, false, false, false])
        #expect(days.map(\.codedSeconds) == [0, 2_400, 600, 1_200, 0, 2_400, 0, 1_800])
        // After the missed Friday: the rested Sunday, Monday and Wednesday add one each; the
        // coded Saturday (lenient) and the hold are passed over.
        let streak = try workspace.todayReport(on: nil).document.report.streak
        #expect(streak.current == 3 && streak.best == 3)
        #expect(try workspace.goalWhy(on: day("2026-03-10")).explanation.reasons.joined().contains("ill"))
        // Without the hold Tuesday is a missed day and the run is Wednesday's alone.
        try workspace.removeDisruption(id: hold.id)
        #expect(try workspace.disruptions().isEmpty)
        #expect(try workspace.todayReport(on: nil).document.report.streak.current == 1)
        #expect(throws: AppError.self) { try workspace.removeDisruption(id: hold.id) }
    }

    @Test("coding known only as a day total counts in the days, the breakdown and the series", arguments: StoreKind.allCases)
    func importedDayTotals(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try workspace.setGoals(Self.goals(daily: "20"))
        try place.importDayTotal(day("2026-03-10"), seconds: 1_500)
        try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 30))
        let days = try workspace.days(from: day("2026-03-10"), to: day("2026-03-11")).document.days
        #expect(days.map(\.codedSeconds) == [1_500, 1_800] && days.map(\.untimedSeconds) == [1_500, 0])
        #expect(days.map(\.status) == [.success, .success])
        let rows = try workspace.breakdown(by: .project, from: day("2026-03-10"), to: day("2026-03-11")).rows
        #expect(rows.map(\.name) == ["cairn", Breakdown.untimed] && rows.map(\.seconds) == [1_800, 1_500])
        #expect(try workspace.historyStart() == day("2026-03-10"))
        #expect(try workspace.todayReport(on: nil).document.report.streak.current == 2)
    }

    /// Wednesday: cairn in Swift with vim 09:00–10:00, web in TypeScript with vscode 10:30–11:00.
    static func twoProjects(_ workspace: Workspace) throws {
        try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 60))
        try workspace.send(Beats.run(from: "2026-03-11T10:30:00Z", minutes: 30, project: "web", language: "TypeScript",
                                     editor: "vscode", entity: "/web/app.ts"))
    }

    @Test("breakdown by every dimension", arguments: StoreKind.allCases)
    func breakdown(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try Self.twoProjects(workspace)
        let expected: [BreakdownDimension: [String]] = [
            .project: ["cairn", "web"], .language: ["Swift", "TypeScript"], .editor: ["vim", "vscode"], .source: ["heartbeats"],
        ]
        for dimension in BreakdownDimension.allCases {
            let rows = try workspace.breakdown(by: dimension, from: day("2026-03-11"), to: day("2026-03-11")).rows
            #expect(rows.map(\.name) == expected[dimension], "\(dimension)")
            #expect(rows.map(\.seconds) == (dimension == .source ? [5_400] : [3_600, 1_800]), "\(dimension)")
        }
        let analytics = try workspace.codingAnalytics(.last7)
        #expect(analytics.totalSeconds == 5_400 && analytics.bestDay?.date == day("2026-03-11"))
        #expect(analytics.breakdowns.map { $0.rows.map(\.name) } == [["cairn", "web"], ["Swift", "TypeScript"], ["vim", "vscode"], ["heartbeats"]])
    }

    @Test("a project's analytics, and an unknown project refused", arguments: StoreKind.allCases)
    func project(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try Self.twoProjects(workspace)
        let web = try workspace.codingProject("web", range: .last7)
        #expect(web.seconds == 1_800 && abs(web.share - 1.0 / 3) < 1e-12)
        #expect(web.firstDay == day("2026-03-11") && web.lastDay == day("2026-03-11"))
        #expect(web.days.map(\.seconds) == [0, 0, 0, 0, 0, 0, 1_800])
        #expect(web.breakdowns.map { $0.rows.map(\.name) } == [["TypeScript"], ["vscode"]])
        #expect(throws: AppError.notFound("no session was made on a project named \"nope\"")) {
            try workspace.codingProject("nope", range: .last7)
        }
    }

    @Test("WakaTime's read API: summaries, stats, projects, durations and all time", arguments: StoreKind.allCases)
    func wakaTimeReads(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try workspace.send(Beats.run(from: "2026-03-09T09:00:00Z", minutes: 20))
        try Self.twoProjects(workspace)
        let summaries = try workspace.wakaTimeSummaries(start: day("2026-03-09"), end: day("2026-03-11"), project: nil)
        #expect(summaries.data.map(\.grandTotal.totalSeconds) == [1_200, 0, 5_400])
        #expect(summaries.cumulativeTotal.seconds == 6_600)
        #expect(summaries.data[2].projects.map(\.name) == ["cairn", "web"])
        let web = try workspace.wakaTimeSummaries(start: day("2026-03-11"), end: day("2026-03-11"), project: "web")
        #expect(web.data.map(\.grandTotal.totalSeconds) == [1_800])
        let stats = try workspace.wakaTimeStats(.last7Days)
        #expect(stats.totalSeconds == 6_600 && stats.projects.map(\.name) == ["cairn", "web"])
        #expect(stats.bestDay?.date == "2026-03-11")
        #expect(try workspace.wakaTimeProjects(query: nil).data.map(\.name) == ["web", "cairn"])
        let durations = try workspace.wakaTimeDurations(on: day("2026-03-11")).data
        #expect(durations.map(\.project) == ["cairn", "web"] && durations.map(\.duration) == [3_600, 1_800])
        let all = try workspace.wakaTimeAllTime()
        #expect(all.totalSeconds == 6_600 && all.range.startDate == "2026-03-09")
        #expect(try workspace.historyStart() == day("2026-03-09"))
        #expect(try workspace.wakaTimeGoals().data.map(\.id) == ["daily", "weekly"])
    }

    @Test("the last heartbeat, and none before any arrived", arguments: StoreKind.allCases)
    func lastHeartbeat(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        #expect(try workspace.heartbeatArrival().last == nil)
        try Self.twoProjects(workspace)
        let arrival = try workspace.heartbeatArrival()
        #expect(arrival.last?.time == Beats.at("2026-03-11T11:00:00Z"))
        #expect(arrival.last?.project == "web" && arrival.last?.editor == "vscode" && arrival.zone == place.defaultZone)
        let user = try workspace.wakaTimeUser(name: "ada")
        #expect(user.lastProject == "web" && user.lastPlugin == "vscode")
    }

    @Test("the key: rotated, the old one no longer the person's", arguments: StoreKind.allCases)
    func keyRotate(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        let first = try workspace.apiKey(rotate: true)
        let second = try workspace.apiKey(rotate: true)
        #expect(first != second && UUID(uuidString: second) != nil)
        switch kind {
        case .sqlite:
            #expect(try workspace.apiKey(rotate: false) == second)
            #expect(try Store(path: workspace.databasePath).existingAPIKey() == second)
        case .postgres:
            let store = try #require(place.connections).store()
            #expect(try store.person(forKey: second).id == workspace.team?.person.id)
            #expect(throws: TeamError.self) { try store.person(forKey: first) }
            // Only its hash is stored: asking for it again is refused, saying how to get a new one.
            #expect(throws: AppError.conflict("cannot make the key: your key was shown once when it was made and only its hash is kept; "
                + "rotate it for a new one (editors with the old key are refused from then on)")) { try workspace.apiKey(rotate: false) }
            #expect(WakaTimeEndpoint.person(authorization: "Bearer \(second)", queryKey: nil, in: store)?.id == workspace.team?.person.id)
            #expect(WakaTimeEndpoint.person(authorization: "Bearer \(first)", queryKey: nil, in: store) == nil)
        }
    }

    @Test("the encouragement switches and the first steps", arguments: StoreKind.allCases)
    func encouragement(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        #expect(try workspace.encouragement().streaks)
        #expect(try workspace.firstSteps() == (false, false, false, false))
        #expect(try !workspace.setEncouragement("streaks", to: "off").streaks)
        #expect(try !workspace.encouragement().streaks && !(try workspace.todayReport(on: nil).document.flame))
        _ = try workspace.setGoals(Self.goals(daily: "30"))
        try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 10))
        #expect(try workspace.firstSteps() == (true, true, true, false))
        let pieces = try workspace.dayPieces(day("2026-03-11"), duration: { "\(Int($0))s" }).pieces
        #expect(pieces.map(\.text) == ["09:00–09:10 · 600s"])
    }
}
