import CairnApp
import CairnStore
import Foundation

/// `cairn import cairn FILE|-`: restores a `cairn export` into an empty database, every id kept,
/// in one undoable change. The whole file is read and checked before the database is opened,
/// so a bad file writes nothing (and creates no database).
enum CairnRestore {
    static func run(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let file = try arguments.required("Cairn export to restore (a path, or - for standard input)")
        try arguments.finish()
        let data = try ImportFiles.read(file, stdin: stdin)
        let document: BackupDocument
        do { document = try BackupDocument.read(data, file: file) } catch { throw .failure(error.description) }
        let store = try context.openStore()
        do {
            if let holding = try store.contents() {
                throw BackupError.notEmpty(path: context.databasePath, holding: holding)
            }
        } catch {
            throw .failure("\(error)")
        }
        let summary = try context.change(store, "import cairn \(file)") { try store.restore(document) }
        if context.json {
            try context.printJSON(ExportDocument(file: file, summary: summary))
            return
        }
        context.say("Restored \(counted(summary.trackables, "trackable")), \(counted(summary.entries, "entry", "entries")), "
            + "\(counted(summary.rules, "rule")), \(counted(summary.sessions, "session")) and "
            + "\(counted(summary.goalVersions, "goal version")) from \(file), every id kept.\n")
    }
}
