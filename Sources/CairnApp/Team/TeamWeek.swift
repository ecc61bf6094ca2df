import CairnCore
import CairnTeam
import Foundation

/// One row of the team page: a person who shares their week, with the same numbers their own
/// Today shows (``Workspace/todayReport(on:)`` in their workspace).
public struct TeamWeekRow: Sendable, Hashable, Codable {
    /// The sign-in name.
    public var name: String
    /// The name shown (the sign-in name when they gave none).
    public var displayName: String
    /// Today, in their time zone.
    public var date: LocalDate
    /// This week's coded seconds.
    public var weekSeconds: Double
    /// This week's goal, in seconds.
    public var weekGoalSeconds: Double
    /// Today's coded seconds.
    public var todaySeconds: Double
    /// Today's goal, in seconds (0 on a rest day).
    public var todayGoalSeconds: Double
    /// Today's ring: coded over goal (can pass 1).
    public var todayRing: Double
    /// The current streak, in days.
    public var streak: Int
}

extension Workspace {
    /// The team page: this week, today's ring and the current streak of everyone who shares
    /// their week (not disabled), by name, each computed in their own workspace at this
    /// workspace's instant. Refused outside team mode.
    public func teamWeek() throws(AppError) -> [TeamWeekRow] {
        let team = try teamScope()
        let people = try TeamSignIn.call { () throws(TeamError) in try team.connections.store().peopleSharingWeek() }
        var rows: [TeamWeekRow] = []
        for person in people {
            let workspace = Workspace(environment: environment, team: TeamScope(connections: team.connections, person: person),
                                      now: now, fixedNow: fixedNow)
            let report = try workspace.todayReport(on: nil).document.report
            rows.append(TeamWeekRow(name: person.name, displayName: person.displayName.isEmpty ? person.name : person.displayName,
                                    date: report.date, weekSeconds: report.week.codedSeconds, weekGoalSeconds: report.week.goalSeconds,
                                    todaySeconds: report.day.codedSeconds, todayGoalSeconds: report.day.goalSeconds,
                                    todayRing: report.day.ringProgress, streak: report.streak.current))
        }
        return rows
    }
}
