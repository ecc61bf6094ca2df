import Foundation

/// Where the tests find their input files: `Tests/CairnImportTests/Fixtures`, inside the
/// repository (see its `README.md` for each file's provenance and licence).
///
/// Nothing here reads outside the repository, and nothing is skipped: a fixture that is missing
/// throws, so the test that needs it fails and says which file is gone.
enum FixtureFiles {
    /// A fixture that is not where the tests expect it.
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "fixture \(path) is missing; the tests' data lives in Tests/CairnImportTests/Fixtures" }
    }

    /// The fixtures folder, found from this file's path (`Tests/CairnImportTests/Support/…`).
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The path of a fixture, e.g. `wakatime/heartbeats-2025-04-14.json`; throws when it is missing.
    static func path(_ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path) }
        return path
    }

    /// The bytes of a fixture; throws when it is missing.
    static func own(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: try path(name)))
    }
}
