import CairnApp
import Foundation

/// A team server's team page (`GET /team`, ``TeamPage``), its JSON (`GET /api/team`) and the
/// Settings switch that shares a person's week on it (`POST /team/sharing`, back to Settings),
/// and Settings' move in (`POST /team/move-in`, ``TeamMoveInRoute``).
struct TeamPageRoutes: Sendable {
    var pages: PageRoutes

    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let workspace = pages.database.workspace()
        switch (request.method, request.path) {
        case ("GET", "/team"):
            return pages.page(.team, .none) { () throws(AppError) in
                TeamPage(rows: try workspace.teamWeek(), sharing: try workspace.sharesWeek()).render()
            }
        case ("GET", "/api/team"):
            do {
                return Self.document(try workspace.teamWeek())
            } catch {
                return error.response
            }
        case ("POST", TeamSharingView.action):
            let share = FormBody(request).fields["share"] == "on"
            do {
                try workspace.setSharesWeek(share)
            } catch {
                return pages.settings(PageRoutes.Notice(problem: error.description, status: error.httpStatus))
            }
            return pages.settings(PageRoutes.Notice(toast: share ? "Your week is shared on the team page." : "Your week is private."))
        case ("POST", TeamMoveInView.action):
            return TeamMoveInRoute(pages: pages).moveIn(request)
        default:
            return nil
        }
    }

    /// `{"people": [{"name", "displayName", "date", "weekSeconds", …}]}`.
    static func document(_ rows: [TeamWeekRow]) -> HTTPResponse {
        let people: [[String: Any]] = rows.map { row in
            ["name": row.name, "displayName": row.displayName, "date": "\(row.date)", "weekSeconds": row.weekSeconds,
             "weekGoalSeconds": row.weekGoalSeconds, "todaySeconds": row.todaySeconds, "todayGoalSeconds": row.todayGoalSeconds,
             "todayRing": row.todayRing, "streak": row.streak]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: ["people": people], options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return .error("cannot write the team", status: 500)
        }
        return .json(Array(data) + [0x0A])
    }
}
