import CairnApp
import CairnCore
import CairnStore
import Foundation

/// A fresh database in a folder of its own, removed afterwards; `body` gets its path.
func withTemporaryDatabase<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.appendingPathComponent("cairn.sqlite").path)
}

/// A date from its ISO text (tests only use valid ones).
func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

/// A workspace over `path` whose "now" is noon UTC on `today`, with UTC goals stored.
func workspace(_ path: String, today: String) throws -> Workspace {
    let noon = Date(timeIntervalSince1970: Double(day(today).daysSinceEpoch) * 86_400 + 43_200)
    let store = try Store(path: path)
    try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC"))
    return Workspace(environment: [:], databasePath: path, now: noon)
}
