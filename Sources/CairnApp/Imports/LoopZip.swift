import CairnImport
import Foundation

/// A Loop Habit Tracker export as the app shares it: a `.zip` holding `Habits.csv` and
/// `Checkmarks.csv` (and a folder per habit). ``LoopImport`` reads the two files, unpacked into a
/// temporary folder of their own, as it reads the export's folder.
package enum LoopZip {
    /// Whether `path` names a zip file (by its name).
    package static func isZip(_ path: String) -> Bool { path.lowercased().hasSuffix(".zip") }

    /// Unpacks the export's `Checkmarks.csv` (the one nearest the archive's top) and the
    /// `Habits.csv` beside it into a new folder inside `temporary`, and returns it; the caller
    /// removes it.
    package static func unpack(_ path: String, into temporary: String) throws(AppError) -> String {
        try ImportFiles.checkReadable(path)
        let archive: ZipArchive
        do { archive = try ZipArchive(path, file: path) } catch { throw .failure(error.description) }
        let checkmarks = archive.names.indices.filter { (archive.names[$0] as NSString).lastPathComponent == "Checkmarks.csv" }
            .min { archive.names[$0].split(separator: "/").count < archive.names[$1].split(separator: "/").count }
        guard let checkmarks else {
            throw .failure("\(path): holds no Checkmarks.csv; export from Loop with Settings → Export as CSV and import that .zip")
        }
        let folder = (archive.names[checkmarks] as NSString).deletingLastPathComponent
        let habits = archive.names.firstIndex { $0 == (folder.isEmpty ? "Habits.csv" : folder + "/Habits.csv") }
        let target = (temporary as NSString).appendingPathComponent("cairn-loop-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failure("\(path): cannot be unpacked (\(error.localizedDescription))")
        }
        do {
            try archive.extract(checkmarks, to: (target as NSString).appendingPathComponent("Checkmarks.csv"))
            if let habits { try archive.extract(habits, to: (target as NSString).appendingPathComponent("Habits.csv")) }
        } catch {
            try? FileManager.default.removeItem(atPath: target)
            throw .failure(error.description)
        }
        return target
    }
}

extension LoopImport {
    /// Imports the export's `.zip`: unpacked, imported as its folder, the temporary folder
    /// named in what is said as the archive (`Loop.zip/Checkmarks.csv`), then removed.
    static func zip(_ path: String, habit: String?, recover: Bool, in workspace: Workspace) throws(AppError) -> ImportOutcome {
        let folder = try LoopZip.unpack(path, into: workspace.temporaryFolder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func named(_ text: String) -> String { text.replacingOccurrences(of: folder + "/", with: path + "/") }
        do {
            var unpacked = workspace
            unpacked.shownPaths.append((folder + "/", path + "/"))
            var outcome = try run(path: folder, habit: habit, recover: recover, in: unpacked)
            outcome.lines = outcome.lines.map(named)
            outcome.file = named(outcome.file)
            outcome.document.file = named(outcome.document.file)
            return outcome
        } catch {
            throw error.rewritingMessage(named)
        }
    }
}
