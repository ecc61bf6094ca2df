import CairnCore
import CairnStore
import Foundation

/// `GET …/users/current/projects`: the projects coded on, most recent first.
package struct WakaTimeProjects: Sendable, Hashable, Codable {
    /// One project: its name (also its id: Cairn has no other) and when it was first and last coded on.
    package struct Project: Sendable, Hashable, Codable {
        package var id: String
        package var name: String
        package var urlencodedName: String
        package var firstHeartbeatAt: String
        package var lastHeartbeatAt: String
        package var humanReadableFirstHeartbeatAt: String
        package var humanReadableLastHeartbeatAt: String
        package var createdAt: String
        package var hasPublicUrl = false
        package var clients: [String] = []
    }

    package var data: [Project]
}

extension Workspace {
    /// The projects of the stored sessions, those whose name holds `query` (any case) when given.
    /// - Complexity: one pass over the sessions.
    package func wakaTimeProjects(query: String?) throws(AppError) -> WakaTimeProjects {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let spans = try storeCall("cannot read the sessions") { try store.projectSpans() }
        let wanted = query.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        return WakaTimeProjects(data: spans.filter { wanted == nil || $0.name.lowercased().contains(wanted ?? "") }.map { span in
            let first = Date(timeIntervalSince1970: span.first), last = Date(timeIntervalSince1970: span.last)
            return WakaTimeProjects.Project(
                id: span.name, name: span.name,
                urlencodedName: span.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? span.name,
                firstHeartbeatAt: InstantText.timestamp(first), lastHeartbeatAt: InstantText.timestamp(last),
                humanReadableFirstHeartbeatAt: WakaTimeDayRange.words(engine.date(of: first), today: today),
                humanReadableLastHeartbeatAt: WakaTimeDayRange.words(engine.date(of: last), today: today),
                createdAt: InstantText.timestamp(first))
        })
    }
}
