import Foundation

/// The database file on disk, before SQLite has it: a link that points at nothing, a new file
/// made without following any link, and sidecars left unwritable by a read.
enum DatabaseFile {
    /// Where `path` points when it is a symbolic link whose target does not exist (a disk not
    /// mounted, a sync folder not ready); `nil` otherwise.
    static func danglingTarget(_ path: String) -> String? {
        var link = stat(), target = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
              stat(path, &target) != 0, errno == ENOENT else { return nil }
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return "?" }
        if destination.hasPrefix("/") { return destination }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(destination).standardized.path
    }

    /// Makes the empty file `path` (readable by its owner only) and its folder, never following
    /// a symbolic link (`O_CREAT|O_EXCL|O_NOFOLLOW`): SQLite then opens the file that is there.
    /// A file made meanwhile by another process is left as it is.
    static func create(_ path: String) throws(StoreError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        // A folder on the way that is a link to nothing (a disk not mounted) is not made either.
        var missing = folder
        while !FileManager.default.fileExists(atPath: missing.path), missing.path != "/" {
            if let target = danglingTarget(missing.path) { throw .danglingLink(path: missing.path, target: target) }
            missing.deleteLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create its folder: \(error.localizedDescription)")
        }
        let fd = open(path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o600)
        if fd >= 0 {
            close(fd)
            return
        }
        let code = errno
        if code == EEXIST {
            if let target = danglingTarget(path) { throw .danglingLink(path: path, target: target) }
            return
        }
        let reason = switch code {
        case EACCES, EPERM: "cannot create the file: the folder \(folder.path) is read-only"
        case EROFS: "cannot create the file: the folder \(folder.path) is on a read-only file system"
        default: "cannot create the file: \(String(cString: strerror(code)))"
        }
        throw .cannotOpen(path: path, reason: reason)
    }

    /// Makes writable again the `-shm` and `-wal` next to `path` that are ours but not writable
    /// (a read of a file of mode 0400 leaves its `-shm` so, and after `chmod 600` of the file
    /// every write would fail on it). Only the mode changes, which no connection using them
    /// notices; returns whether anything changed.
    static func repairSidecars(of path: String) -> Bool {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var changed = false
        for suffix in ["-shm", "-wal"] {
            var info = stat()
            let sidecar = real + suffix
            guard lstat(sidecar, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
                  access(sidecar, W_OK) != 0, errno == EACCES else { continue }
            if chmod(sidecar, (info.st_mode & 0o777) | 0o600) == 0 { changed = true }
        }
        return changed
    }
}
