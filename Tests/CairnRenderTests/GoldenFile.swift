import Foundation
import Testing

/// Compares rendered text with a golden file under `Golden/` that a person has looked at.
/// Set `CAIRN_UPDATE_GOLDEN=1` to rewrite the files, then read the diff before committing.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ rendered: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CAIRN_UPDATE_GOLDEN"] == "1" {
            try Data(rendered.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }
}
