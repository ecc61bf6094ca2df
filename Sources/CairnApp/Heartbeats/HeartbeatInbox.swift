import CairnCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Heartbeats acknowledged while the database could not take them (another program held its
/// write lock: a long `cairn import`, say), kept in a file next to it until they can be stored:
/// `DATABASE.heartbeats-inbox`, one JSON heartbeat a line, owner-only.
///
/// An append is written and synced (`fsync`, and the folder's when the file is new) before the
/// request is answered, so an acknowledged heartbeat survives a crash or a power loss. Appends
/// take an exclusive `flock` on the file, so two never interleave.
///
/// A drain first moves the inbox aside, under that lock, as `DATABASE.heartbeats-inbox.draining`
/// (an append that opened the old file sees it moved and opens the new one), so appends never
/// wait for the database; it then stores the moved file in one transaction and only then removes
/// it. A crash between the two stores it again on the next drain, where the heartbeats' unique
/// key drops them, so each is stored exactly once. A line cut short by a crash while appending
/// was never acknowledged and is dropped.
package final class HeartbeatInbox: Sendable {
    /// The inbox file.
    package let path: String
    /// Where a drain moves the inbox while it stores it.
    package var drainingPath: String { path + ".draining" }

    /// The inbox of the database at `databasePath`.
    package init(databasePath: String) {
        path = databasePath + ".heartbeats-inbox"
    }

    /// Whether heartbeats are waiting.
    package var isEmpty: Bool {
        var info = stat()
        return (lstat(path, &info) != 0 || info.st_size == 0) && lstat(drainingPath, &info) != 0
    }

    /// Appends `rows` and syncs them to the disk.
    package func append(_ rows: [HeartbeatRow]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes: [UInt8] = []
        for row in rows {
            guard let line = try? encoder.encode(row) else { throw AppError.failure("cannot write a heartbeat to \(path)") }
            bytes += line
            bytes.append(0x0A)
        }
        let (fd, created) = try openLocked()
        defer {
            flock(fd, LOCK_UN)
            close(fd)
        }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw AppError.failure("cannot write to \(path): \(String(cString: strerror(errno)))") }
            written += n
        }
        guard fsync(fd) == 0 else { throw AppError.failure("cannot sync \(path): \(String(cString: strerror(errno)))") }
        if created { syncFolder() }
    }

    /// Hands everything waiting to `store` and, once it returned, removes it; when `store`
    /// throws, what waits is kept for the next drain and the error goes on.
    /// - Returns: how many heartbeats were handed over.
    @discardableResult
    package func drain(into store: ([HeartbeatRow]) throws -> Void) throws -> Int {
        var handed = 0
        // What a drain before moved aside and did not finish (a crash, a busy database).
        if access(drainingPath, F_OK) == 0 { handed += try storeDraining(store) }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_size > 0 else { return handed }
        let (fd, _) = try openLocked()
        let moved = rename(path, drainingPath) == 0
        let reason = String(cString: strerror(errno))
        flock(fd, LOCK_UN)
        close(fd)
        guard moved else { throw AppError.failure("cannot move \(path) aside to store it: \(reason)") }
        syncFolder()
        return handed + (try storeDraining(store))
    }

    /// Stores the moved-aside inbox and removes it.
    private func storeDraining(_ store: ([HeartbeatRow]) throws -> Void) throws -> Int {
        guard let data = FileManager.default.contents(atPath: drainingPath) else {
            throw AppError.failure("cannot read \(drainingPath)")
        }
        let decoder = JSONDecoder()
        // Only whole lines: a last line with no newline was cut short by a crash.
        var lines = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false)
        lines.removeLast()
        let rows = lines.compactMap { try? decoder.decode(HeartbeatRow.self, from: Data($0)) }
        if !rows.isEmpty { try store(rows) }
        guard unlink(drainingPath) == 0 || errno == ENOENT else {
            throw AppError.failure("cannot remove \(drainingPath): \(String(cString: strerror(errno)))")
        }
        syncFolder()
        return rows.count
    }

    /// The inbox opened for appending (never through a symbolic link) and locked: the file now
    /// at the path, not one a drain moved aside while this waited for the lock.
    /// - Returns: the descriptor, and whether this made the file.
    private func openLocked() throws -> (Int32, Bool) {
        while true {
            let existed = access(path, F_OK) == 0
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw AppError.failure("cannot open \(path): \(String(cString: strerror(errno)))") }
            guard flock(fd, LOCK_EX) == 0 else {
                close(fd)
                throw AppError.failure("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
            var opened = stat(), there = stat()
            if fstat(fd, &opened) == 0, lstat(path, &there) == 0, opened.st_dev == there.st_dev, opened.st_ino == there.st_ino {
                return (fd, !existed)
            }
            flock(fd, LOCK_UN)
            close(fd)
        }
    }

    /// Syncs the inbox's folder, so a new, moved or removed inbox file survives a power loss.
    private func syncFolder() {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
