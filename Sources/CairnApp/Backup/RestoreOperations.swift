import CairnStore
import Foundation

/// `import cairn`: a `cairn export` restored into an empty database, every id kept.
extension Workspace {
    /// Restores the export `file` (`-`: `stdin`) as one undoable change. The whole file is read
    /// and checked before the database is opened, so a bad file writes nothing (and creates no
    /// database); a database that holds anything is refused, saying what it holds.
    /// - Returns: how many of each thing came back.
    package func restore(_ file: String, stdin: () -> Data) throws(AppError) -> BackupSummary {
        let data = try ImportFiles.read(file, stdin: stdin)
        let document: BackupDocument
        do { document = try BackupDocument.read(data, file: file) } catch { throw .failure(error.description) }
        let store = try openStore()
        do {
            if let holding = try store.contents() {
                throw BackupError.notEmpty(path: databasePath, holding: holding)
            }
        } catch {
            throw .failure("\(error)")
        }
        return try change(store, "import cairn \(file)") { try store.restore(document) }
    }
}
