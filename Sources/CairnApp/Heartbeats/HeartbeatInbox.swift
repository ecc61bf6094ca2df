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
/// take an exclusive `flock` on the file, so two never interleave. An append lands whole or not
/// at all: when a write or the sync fails (a full disk), the file is cut back to the length it
/// had, so the request's 503 keeps nothing and the next append starts on a line of its own. An
/// inbox whose last line was cut short by a crash gets a newline before the next append, for
/// the same reason.
///
/// A drain first moves the inbox aside, under that lock, as `DATABASE.heartbeats-inbox.draining`
/// (an append that opened the old file sees it moved and opens the new one), so appends never
/// wait for the database; it then stores the moved file in one transaction and only then removes
/// it. A crash between the two stores it again on the next drain, where the heartbeats' unique
/// key drops them, so each is stored exactly once. A line that cannot be read (cut short by a
/// crash, so never acknowledged, or damaged on the disk) is never dropped silently: it is added
/// to `DATABASE.heartbeats-inbox.rejected` and logged, and the drain goes on with the others.
package final class HeartbeatInbox: Sendable {
    /// Writes bytes to a descriptor as `write(2)` does: the count written, or -1 with `errno` set.
    package typealias Write = @Sendable (Int32, UnsafeRawBufferPointer) -> Int

    /// The inbox file.
    package let path: String
    /// Where a drain moves the inbox while it stores it.
    package var drainingPath: String { path + ".draining" }
    /// Where lines that could not be read are kept, for a person to look at.
    package var rejectedPath: String { path + ".rejected" }
    private let log: Logger
    private let writeBytes: Write

    /// The inbox of the database at `databasePath`.
    /// - Parameters:
    ///   - log: where a line set aside by a drain is reported.
    ///   - write: how bytes reach the file (`write(2)`; tests inject a full disk).
    package init(databasePath: String,
                 log: Logger = Logger(label: "heartbeat-inbox"),
                 write writer: @escaping Write = HeartbeatInbox.systemWrite) {
        path = databasePath + ".heartbeats-inbox"
        self.log = log
        writeBytes = writer
    }

    /// `write(2)` itself.
    package static let systemWrite: Write = { fd, bytes in write(fd, bytes.baseAddress, bytes.count) }

    /// Whether heartbeats are waiting.
    package var isEmpty: Bool {
        var info = stat()
        return (lstat(path, &info) != 0 || info.st_size == 0) && lstat(drainingPath, &info) != 0
    }

    /// Appends `rows` and syncs them to the disk, or leaves the file as it was and throws.
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
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw AppError.failure("cannot read the size of \(path): \(String(cString: strerror(errno)))") }
        let length = info.st_size
        // A last line cut short by a crash: this append starts on a line of its own.
        if length > 0, lastByte(of: fd, length: length) != 0x0A { bytes.insert(0x0A, at: 0) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { writeBytes(fd, $0) }
            guard n > 0 else { throw cutBack(fd, to: length, "cannot write to \(path)") }
            written += n
        }
        guard fsync(fd) == 0 else { throw cutBack(fd, to: length, "cannot sync \(path)") }
        if created { syncFolder() }
    }

    /// Cuts the inbox back to `length` after a failed append (so nothing of it is kept or
    /// stored later), and the error to answer with.
    private func cutBack(_ fd: Int32, to length: off_t, _ what: String) -> AppError {
        let reason = String(cString: strerror(errno))
        if ftruncate(fd, length) != 0 || fsync(fd) != 0 {
            log.error("\(path) could not be cut back after a failed append (\(String(cString: strerror(errno)))); its last line will be set aside by the next drain")
        }
        return AppError.failure("\(what): \(reason)")
    }

    /// The last byte of the open inbox, or nil when it cannot be read.
    private func lastByte(of fd: Int32, length: off_t) -> UInt8? {
        var byte: UInt8 = 0
        return pread(fd, &byte, 1, length - 1) == 1 ? byte : nil
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

    /// Stores the moved-aside inbox, sets aside what cannot be read, and removes it.
    private func storeDraining(_ store: ([HeartbeatRow]) throws -> Void) throws -> Int {
        guard let data = FileManager.default.contents(atPath: drainingPath) else {
            throw AppError.failure("cannot read \(drainingPath)")
        }
        let decoder = JSONDecoder()
        var rows: [HeartbeatRow] = []
        var unreadable: [ArraySlice<UInt8>] = []
        let bytes = Array(data)
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
        // A last line with no newline was cut short by a crash while it was appended: never
        // acknowledged, but kept aside like any line that cannot be read.
        let cutShort = bytes.last.map { $0 != 0x0A } ?? false
        let tail = cutShort ? lines.popLast() : nil
        for line in lines {
            if let row = try? decoder.decode(HeartbeatRow.self, from: Data(line)) {
                rows.append(row)
            } else {
                unreadable.append(line)
            }
        }
        if let tail { unreadable.append(tail) }
        if !rows.isEmpty { try store(rows) }
        if !unreadable.isEmpty {
            // Kept before the moved file goes, so a line is never lost between the two.
            try setAside(unreadable)
            log.warning("\(unreadable.count) line\(unreadable.count == 1 ? "" : "s") of \(drainingPath) could not be read as heartbeats and \(unreadable.count == 1 ? "was" : "were") kept in \(rejectedPath); \(rows.count) stored")
        }
        guard unlink(drainingPath) == 0 || errno == ENOENT else {
            throw AppError.failure("cannot remove \(drainingPath): \(String(cString: strerror(errno)))")
        }
        syncFolder()
        return rows.count
    }

    /// Appends `lines` to the rejected file, owner-only and synced.
    private func setAside(_ lines: [ArraySlice<UInt8>]) throws {
        let fd = open(rejectedPath, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AppError.failure("cannot open \(rejectedPath): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line
            bytes.append(0x0A)
        }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Self.systemWrite(fd, $0) }
            guard n > 0 else { throw AppError.failure("cannot write to \(rejectedPath): \(String(cString: strerror(errno)))") }
            written += n
        }
        guard fsync(fd) == 0 else { throw AppError.failure("cannot sync \(rejectedPath): \(String(cString: strerror(errno)))") }
        syncFolder()
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
