import Foundation

/// How a database file that exists may be opened, decided from what the system says of it and
/// of its folder (`access(2)`), so a file on read-only media or in a folder you cannot write can
/// still be read, and a write to it fails naming the cause.
///
/// SQLite writes next to the file (`-wal`, `-shm`, `-journal`), so a folder it cannot write is
/// opened `immutable=1`, needing none of them; a file it cannot write is opened read-only too,
/// and immutable unless its `-wal` or `-shm` is already there to read through.
struct FileAccess: Sendable, Hashable {
    /// How SQLite opens the file.
    enum Mode: Sendable, Hashable {
        /// Read and write (the usual case).
        case readWrite
        /// `SQLITE_OPEN_READONLY`, reading through the `-wal` and `-shm` that are there.
        case readOnly
        /// `SQLITE_OPEN_READONLY` with `immutable=1`: no lock, no `-wal`, no `-shm` made.
        case immutable
    }

    /// What the system answered about the file, its folder and its sidecars.
    struct Answers: Sendable, Hashable {
        /// `errno` of `access(file, W_OK)`, 0 when the file is writable.
        var file: Int32
        /// `errno` of `access(folder, W_OK)`, 0 when the folder is writable.
        var folder: Int32
        /// Whether the `-wal` holds something (committed changes not yet in the file).
        var walHasContent: Bool
        /// Whether the `-shm` (the WAL's index) is there.
        var shmExists: Bool
    }

    /// How to open it.
    var mode: Mode
    /// Why it cannot be written, in words (`nil` when it can).
    var cause: String?

    /// The decision for a database at `path` in `folder`, from `answers`.
    ///
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` when the file cannot even be read: its
    ///   latest changes are in a `-wal` that SQLite can read only through a `-shm` it cannot make.
    static func decide(path: String, folder: String, _ answers: Answers) throws(StoreError) -> FileAccess {
        if answers.folder != 0 {
            let cause = answers.folder == EROFS ? "the folder \(folder) is on a read-only file system"
                                                : "the folder \(folder) is read-only"
            guard answers.walHasContent else { return FileAccess(mode: .immutable, cause: cause) }
            guard answers.shmExists else {
                throw .cannotOpen(path: path, reason: "its latest changes are in \(path)-wal, which cannot be read while \(cause); copy the three files to a folder you can write")
            }
            return FileAccess(mode: .readOnly, cause: cause)
        }
        if answers.file != 0 {
            let cause = answers.file == EROFS ? "the database file \(path) is on a read-only file system"
                                              : "the database file \(path) is read-only"
            return FileAccess(mode: answers.walHasContent || answers.shmExists ? .readOnly : .immutable, cause: cause)
        }
        return FileAccess(mode: .readWrite, cause: nil)
    }

    /// The decision for the database at `path` (which exists), asking the system.
    static func probe(_ path: String) throws(StoreError) -> FileAccess {
        // SQLite keeps the sidecars next to the file a link points at.
        let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { _ in
            URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        } ?? path
        let folder = URL(fileURLWithPath: real).deletingLastPathComponent().path
        func writable(_ path: String) -> Int32 { access(path, W_OK) == 0 ? 0 : errno }
        var wal = stat()
        let walHasContent = stat(real + "-wal", &wal) == 0 && wal.st_size > 0
        let answers = Answers(file: writable(real), folder: writable(folder), walHasContent: walHasContent,
                              shmExists: access(real + "-shm", F_OK) == 0)
        return try decide(path: path, folder: folder, answers)
    }
}
