import CairnCore
import Foundation

extension Store {
    /// The three encouragement switches; a switch never stored reads on.
    public func encouragement() throws(StoreError) -> EncouragementSettings {
        var stored: [String: String] = [:]
        for key in [EncouragementSettings.streaksKey, EncouragementSettings.achievementsKey, EncouragementSettings.gettingStartedKey] {
            if let value = try setting(key) { stored[key] = value }
        }
        return EncouragementSettings(settings: stored)
    }

    /// Turns one switch on or off.
    public func setEncouragement(_ key: String, on: Bool) throws {
        try connection.writeTransaction { try setSetting(key, to: on ? "on" : "off") }
    }

    /// The keys of every moment already announced (`achievements:seen`).
    public func seenMoments() throws(StoreError) -> Set<String> {
        guard let text = try setting(Store.seenKey) else { return [] }
        return Set(try JSONColumn.decode([String].self, from: text, what: "the achievements:seen set"))
    }

    /// Replaces the seen set (inside a transaction the caller holds, or on its own).
    public func saveSeenMoments(_ keys: Set<String>) throws(StoreError) {
        try setSetting(Store.seenKey, to: try JSONColumn.encode(keys.sorted()))
    }

    static let seenKey = "achievements:seen"
}
