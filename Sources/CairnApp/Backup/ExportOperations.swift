import CairnStore
import Foundation

extension Workspace {
    /// Writes `cairn export`'s document (`docs/EXPORT.md`): every record of the person's data,
    /// read in one transaction, handed to `sink` piece by piece (about 64 KB each) as it is read,
    /// so a large history is never held whole by this call.
    ///
    /// - Parameters:
    ///   - withSecrets: whether this database's API key for editor plugins is written too.
    ///   - sink: receives the document's text, in order; what it throws stops the export.
    /// - Returns: how many records of each kind were written.
    /// - Throws: ``AppError`` (failure) when the database is missing or cannot be read, or the
    ///   sink failed; what was handed to the sink before is then not a whole document.
    @discardableResult
    package func export(withSecrets: Bool, to sink: @escaping (String) throws -> Void) throws(AppError) -> BackupSummary {
        let write = try exporter(withSecrets: withSecrets)
        return try storeCall("cannot export") { try write(sink) }
    }

    /// What writes the export into a sink: a team person's rows (read whole in one transaction:
    /// one person's history) or the SQLite file's (streamed), through the one writer of the format.
    private func exporter(withSecrets: Bool) throws(AppError) -> ((@escaping (String) throws -> Void) throws -> BackupSummary) {
        if let person = try teamPersonStore() {
            let exportedAt = BackupDocument.instant(milliseconds: Int64((now.timeIntervalSince1970 * 1000).rounded()))
            return { sink in
                let rows = try person.store.personRows(of: person.person)
                return try BackupDocument(rows: rows, cairnVersion: CairnVersion.current, exportedAt: exportedAt).write(to: sink)
            }
        }
        let store = try openExistingStore()
        let now = now
        return { sink in try store.export(to: sink, cairnVersion: CairnVersion.current, now: now, withSecrets: withSecrets) }
    }

    /// Writes the export into `path`: into a temporary file beside it (readable by its owner
    /// only), synced, then renamed into place, so a reader never sees half an export. On any
    /// failure the temporary file is removed and `path` is untouched.
    ///
    /// - Throws: ``AppError`` (failure) naming the path: a folder, a folder that does not exist
    ///   or cannot be written, or the export itself failing.
    package func export(withSecrets: Bool, toFile path: String) throws(AppError) -> BackupSummary {
        let export = try exporter(withSecrets: withSecrets)
        let url = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .failure("\(path) is a folder; give a file name for the export, e.g. \(path)/cairn-export.json")
        }
        let folder = url.deletingLastPathComponent()
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .failure("cannot write \(path): the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard manager.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = try? FileHandle(forWritingTo: temporary) else {
            throw .failure("cannot write \(path): the folder \(folder.path) is not writable")
        }
        do {
            let summary = try export { try handle.write(contentsOf: Data($0.utf8)) }
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else {
                throw BackupError.cannotWrite("cannot move it into place as \(path) (\(String(cString: strerror(errno))))")
            }
            return summary
        } catch {
            try? handle.close()
            try? manager.removeItem(at: temporary)
            throw .failure("cannot export to \(path): \(error)")
        }
    }

    /// The name a downloaded export is saved as: `cairn-export-YYYY-MM-DD.json`, today's date in
    /// the person's zone.
    package func exportFileName() throws(AppError) -> String {
        let store = try openCodingStore()
        return "cairn-export-\(try today(store)).json"
    }
}
