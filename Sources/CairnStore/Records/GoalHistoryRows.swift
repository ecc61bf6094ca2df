import CairnCore
import Foundation

/// The goal settings history: one row per version, keyed by the first day it is in force.
extension Store {
    /// The `from_day` of the first version, in force from the beginning.
    static let beginning: Int64 = -2_147_483_648

    /// The stored history, or `nil` when no goals were ever set.
    public func goalHistory() throws(StoreError) -> GoalHistory? {
        let statement = try connection.prepare("SELECT from_day, config FROM goal_history ORDER BY from_day")
        try statement.bind([])
        var versions: [GoalHistory.Version] = []
        while try statement.step() {
            let day = statement.int64(0)
            let config = try JSONColumn.decode(GoalConfig.self, from: statement.text(1), what: "the goal settings")
            versions.append(.init(from: day == Store.beginning ? nil : LocalDate(daysSinceEpoch: Int(day)), config: config))
        }
        return GoalHistory(versions: versions)
    }

    /// The newest goal settings, or `nil` when none were set.
    public func goalConfig() throws(StoreError) -> GoalConfig? {
        try goalHistory()?.versions.last?.config
    }

    /// Replaces the history (inside a transaction the caller holds, or on its own), and re-splits
    /// the per-day session summary under it.
    public func saveGoalHistory(_ history: GoalHistory) throws {
        try connection.writeTransaction {
            try connection.execute("DELETE FROM goal_history")
            let insert = try connection.prepare("INSERT INTO goal_history (from_day, config) VALUES (?, ?)")
            for version in history.versions {
                try insert.run([.integer(version.from.map { Int64($0.daysSinceEpoch) } ?? Store.beginning),
                                .text(try JSONColumn.encode(version.config))])
            }
            try refreshSessionDayTotals()
        }
    }

    /// Replaces the history with one version in force from the beginning.
    public func saveGoalConfig(_ config: GoalConfig) throws {
        try saveGoalHistory(GoalHistory(config))
    }
}
