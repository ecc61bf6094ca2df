import CairnCore
import Foundation

/// Each person's goal history: one row per version, keyed by the person and the first day it
/// is in force (as days since 1970-01-01; ``beginningDay`` for the version in force from the start).
extension TeamStore {
    /// The `from_day` of the first version, in force from the beginning (the SQLite store's too).
    public static let beginningDay: Int64 = -2_147_483_648

    /// `person`'s stored goal history, or `nil` when they never set goals (then the defaults in
    /// their `people.time_zone` are the first version).
    public func goalHistory(of person: Person) throws(TeamError) -> GoalHistory? {
        let rows = try connection.execute(
            "SELECT from_day, config FROM person_goal_versions WHERE person_id = $1 ORDER BY from_day", [String(person.id)])
        var versions: [GoalHistory.Version] = []
        for row in rows.rows {
            guard row.count == 2, let day = row[0].flatMap({ Int64($0) }), let text = row[1] else {
                throw .database("the team database returned a malformed goal row for \(person.name)")
            }
            let config: GoalConfig
            do {
                config = try JSONDecoder().decode(GoalConfig.self, from: Data(text.utf8))
            } catch {
                throw .database("the stored goals of \(person.name) cannot be read (\(error)); set them again with the Settings form")
            }
            versions.append(.init(from: day == TeamStore.beginningDay ? nil : LocalDate(daysSinceEpoch: Int(day)), config: config))
        }
        return GoalHistory(versions: versions)
    }

    /// Replaces `person`'s goal history, in one transaction, and re-splits their per-day summary under it.
    public func saveGoalHistory(_ history: GoalHistory, for person: Person) throws(TeamError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var texts: [(Int64, String)] = []
        for version in history.versions {
            guard let data = try? encoder.encode(version.config) else { throw .usage("the goals of \(person.name) cannot be written") }
            texts.append((version.from.map { Int64($0.daysSinceEpoch) } ?? TeamStore.beginningDay, String(decoding: data, as: UTF8.self)))
        }
        let id = String(person.id)
        try connection.transaction { () throws(TeamError) in
            try connection.execute("DELETE FROM person_goal_versions WHERE person_id = $1", [id])
            for (day, text) in texts {
                try connection.execute("INSERT INTO person_goal_versions (person_id, from_day, config) VALUES ($1, $2, $3)",
                                       [id, String(day), text])
            }
            try refreshSummary(of: person)
        }
    }
}
