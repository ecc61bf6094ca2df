import CairnImport
import CairnStore
import Foundation

/// What importing a file did, as the person reads it: the CLI's closing summary.
package struct FileImport: Sendable {
    /// The closing summary, one line each, as `cairn import` prints it.
    package var lines: [String]
    /// The import's outcome (nil for a restore).
    package var outcome: ImportOutcome?
    /// What a restore brought back (nil for an import).
    package var restored: BackupSummary?
}

extension Workspace {
    /// Imports the files in `folder` (an upload, saved under the names it came with) as
    /// `format`, by the very calls `cairn import FORMAT FILE` makes, so the result, the summary
    /// and a refusal's words are the same; the folder's path is left out of what it says, so a
    /// file is named as it was uploaded. `files` are the names in `folder`: one, or for Loop
    /// the export's CSVs (the folder is read) or its `.zip`; `habit` names the habit of one
    /// habit's `Checkmarks.csv` (`--habit`).
    package func importFiles(in folder: String, _ files: [String], as format: ImportFormat, habit: String? = nil,
                             progress: (ImportProgress) -> Void) throws(AppError) -> FileImport {
        guard let first = files.first else { throw .usage("choose a file to import") }
        guard files.count == 1 || format == .loop else {
            throw .usage("\(format.label) is one file; choose only one")
        }
        let path = (folder as NSString).appendingPathComponent(first)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        func named(_ text: String) -> String { text.replacingOccurrences(of: prefix, with: "") }
        var workspace = self
        workspace.shownPaths.append((prefix, ""))
        return try workspace.importFiles(path, files.count == 1 ? path : folder, as: format, habit: habit, progress: progress, named: named)
    }

    private func importFiles(_ path: String, _ loopPath: String, as format: ImportFormat, habit: String?, progress: (ImportProgress) -> Void,
                             named: (String) -> String) throws(AppError) -> FileImport {
        do {
            switch format {
            case .wakatime:
                return FileImport(try importWakaTime(path, timeout: WakaTimeHeartbeats.defaultTimeout, stdin: { Data() }, progress: progress), named)
            case .activitywatch:
                return FileImport(try importActivityWatch(path, buckets: [], stdin: { Data() }, progress: progress), named)
            case .sessions:
                return FileImport(try importSessions(path, stdin: { Data() }, progress: progress), named)
            case .daylio:
                return FileImport(try DaylioImport.run(file: path, stdin: { Data() }, in: self), named)
            case .loop:
                return FileImport(try LoopImport.run(path: loopPath, habit: habit, recover: false, in: self), named)
            case .cairn:
                let summary = try restore(path, stdin: { Data() })
                return FileImport(lines: [named(Self.restoredLine(summary, file: path))], outcome: nil, restored: summary)
            }
        } catch {
            throw error.rewritingMessage(named)
        }
    }

    /// `cairn import cairn`'s closing line.
    package static func restoredLine(_ summary: BackupSummary, file: String) -> String {
        "Restored \(counted(summary.trackables, "trackable")), \(counted(summary.entries, "entry", "entries")), "
            + "\(counted(summary.rules, "rule")), \(counted(summary.sessions, "session")) and "
            + "\(counted(summary.goalVersions, "goal version")) from \(file), every id kept."
    }
}

extension FileImport {
    /// The outcome's summary, the folder's path taken out by `named`.
    init(_ outcome: ImportOutcome, _ named: (String) -> String) {
        self.init(lines: outcome.lines.map(named), outcome: outcome, restored: nil)
    }
}
