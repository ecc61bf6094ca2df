import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// `Workspace.export`: the document handed to a sink, the summary, and the download's name.
@Suite("The export, as an application-layer call")
struct ExportOperationsTests {
    struct Refused: Error {}

    @Test("the sink gets the store's document piece by piece, with this Cairn's version; the key only with secrets")
    func sink() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-09")
            let store = try Store(path: path)
            let key = try store.apiKey()
            _ = try store.addTrackable(name: "Running", kind: .yesNo, unit: nil, dayReduction: nil)
            var pieces: [String] = []
            let summary = try workspace.export(withSecrets: false, to: { pieces.append($0) })
            let text = pieces.joined()
            var direct = ""
            try store.export(to: { direct += $0 }, cairnVersion: CairnVersion.current, now: workspace.now)
            #expect(text == direct)
            #expect(text.contains("\"cairn\": \"\(CairnVersion.current)\"") && !text.contains(key))
            #expect(summary.trackables == 1 && summary.goalVersions == 1)
            var secret = ""
            try workspace.export(withSecrets: true, to: { secret += $0 })
            #expect(secret.contains(key))
        }
    }

    @Test("a sink that fails stops the export with one line to show; a missing database is not made")
    func failures() throws {
        try withTemporaryDatabase { path in
            let workspace = try workspace(path, today: "2026-03-09")
            #expect(throws: AppError.self) { try workspace.export(withSecrets: false, to: { _ in throw Refused() }) }
            do {
                try workspace.export(withSecrets: false, to: { _ in throw Refused() })
            } catch let error as AppError {
                #expect(error.description.hasPrefix("cannot export: ") && !error.description.contains("\n"))
            }
            let missing = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("missing.sqlite").path
            let nowhere = Workspace(environment: [:], databasePath: missing, now: workspace.now)
            #expect(throws: AppError.self) { try nowhere.export(withSecrets: false, to: { _ in }) }
            #expect(throws: AppError.self) { try nowhere.exportFileName() }
            #expect(!FileManager.default.fileExists(atPath: missing))
        }
    }

    @Test("the download is named for today in the goals' zone, not in UTC")
    func fileName() throws {
        try withTemporaryDatabase { path in
            // Noon UTC on 2026-03-09 is 01:00 on the 10th in Auckland (UTC+13).
            let workspace = try workspace(path, today: "2026-03-09")
            #expect(try workspace.exportFileName() == "cairn-export-2026-03-09.json")
            try Store(path: path).saveGoalConfig(GoalConfig(timeZoneIdentifier: "Pacific/Auckland"))
            #expect(try workspace.exportFileName() == "cairn-export-2026-03-10.json")
        }
    }
}
