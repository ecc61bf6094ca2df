import CairnCore
import CairnStore

/// The three encouragement switches (streaks, achievements, getting started).
extension Workspace {
    /// The switches' keys, in the order they are shown.
    package static let encouragementKeys = [EncouragementSettings.streaksKey, EncouragementSettings.achievementsKey,
                                            EncouragementSettings.gettingStartedKey]

    /// The switches as stored (a missing one reads on).
    package func encouragement() throws(AppError) -> EncouragementSettings {
        let store = try openCodingStore()
        return try storeCall("cannot read the settings") { try store.encouragement() }
    }

    /// Sets one switch, named with or without `encouragement.`, to `on` or `off`, as one undoable change.
    /// - Returns: the switches after it.
    package func setEncouragement(_ key: String, to value: String) throws(AppError) -> EncouragementSettings {
        let keys = Self.encouragementKeys
        let full = key.hasPrefix("encouragement.") ? key : "encouragement." + key
        guard keys.contains(full) else { throw .usage("unknown setting \"\(key)\"; use \(keys.joined(separator: ", "))") }
        guard ["on", "off"].contains(value.lowercased()) else { throw .usage("a switch is on or off, got \"\(value)\"") }
        let store = try openCodingStore(create: true)
        try change(store, "settings set \(full) \(value.lowercased())") { try store.setEncouragement(full, on: value.lowercased() == "on") }
        return try storeCall("cannot read the settings") { try store.encouragement() }
    }
}
