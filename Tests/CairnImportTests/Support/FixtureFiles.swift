import Foundation

/// Where the tests find their input files.
enum FixtureFiles {
    /// The package root, found from this file's path (`Tests/CairnImportTests/Support/…`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The shared real-data fixtures, read in place (`../shared/fixtures`).
    static let sharedFolder: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures", isDirectory: true)

    /// Whether the shared fixtures are present (tests that need them are skipped otherwise).
    static let sharedAvailable: Bool = FileManager.default.fileExists(atPath: sharedFolder.path)

    /// The bytes of a shared fixture, e.g. `wakatime/heartbeats-2025-04-14.json`.
    static func shared(_ path: String) throws -> Data {
        try Data(contentsOf: sharedFolder.appendingPathComponent(path))
    }

    /// The bytes of one of this target's own small fixtures (`Tests/CairnImportTests/Fixtures`).
    static func own(_ path: String) throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("Tests/CairnImportTests/Fixtures").appendingPathComponent(path))
    }
}
