import CairnCore
import Foundation

extension Store {
    /// The stored text for `key`, or `nil` when it was never set.
    public func setting(_ key: String) throws(StoreError) -> String? {
        let statement = try connection.prepare("SELECT value FROM settings WHERE key = ?")
        try statement.bind([.text(key)])
        return try statement.step() ? statement.text(0) : nil
    }

    /// Stores `value` for `key` (call inside a write transaction to combine with other writes).
    public func setSetting(_ key: String, to value: String) throws(StoreError) {
        try connection.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .run([.text(key), .text(value)])
    }

    /// The goal configuration, or `nil` when none was set.
    public func goalConfig() throws(StoreError) -> GoalConfig? {
        guard let json = try setting(Store.goalsKey) else { return nil }
        do {
            return try JSONDecoder().decode(GoalConfig.self, from: Data(json.utf8))
        } catch {
            throw .corrupt("the goal settings (\(error))")
        }
    }

    /// Replaces the goal configuration.
    public func saveGoalConfig(_ config: GoalConfig) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(config), as: UTF8.self)
        try connection.writeTransaction { try setSetting(Store.goalsKey, to: json) }
    }

    static let goalsKey = "goals.config"
}
