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
/// request is answered, so an acknowledged heartbeat survives a crash or a power loss. A drain
/// stores everything waiting in one transaction and only then empties the file; a crash between
/// the two stores them again on the next drain, where the heartbeats' unique key drops them, so
/// each is stored exactly once. A line cut short by a crash while appending was never
/// acknowledged and is dropped. Appends and drains take an exclusive `flock` on the file, so two
/// servers on one database do not interleave.
final class HeartbeatInbox: Sendable {
    /// The inbox file.
    let path: String

    /// The inbox of the database at `databasePath`.
    init(databasePath: String) {
        path = databasePath + ".heartbeats-inbox"
    }

    /// Whether heartbeats are waiting.
    var isEmpty: Bool {
        var info = stat()
        return lstat(path, &info) != 0 || info.st_size == 0
    }

    /// Appends `rows` and syncs them to the disk.
    func append(_ rows: [HeartbeatRow]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes: [UInt8] = []
        for row in rows {
            guard let line = try? encoder.encode(row) else { throw CLIError.failure("cannot write a heartbeat to \(path)") }
            bytes += line
            bytes.append(0x0A)
        }
        let existed = access(path, F_OK) == 0
        try withLockedFile(flags: O_WRONLY | O_APPEND | O_CREAT) { fd in
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                guard n > 0 else { throw CLIError.failure("cannot write to \(path): \(String(cString: strerror(errno)))") }
                written += n
            }
            guard fsync(fd) == 0 else { throw CLIError.failure("cannot sync \(path): \(String(cString: strerror(errno)))") }
        }
        if !existed { syncFolder() }
    }

    /// Hands everything waiting to `store` and, once it returned, empties the inbox; when `store`
    /// throws, the inbox is left as it was and the error goes on.
    /// - Returns: how many heartbeats were handed over.
    @discardableResult
    func drain(into store: ([HeartbeatRow]) throws -> Void) throws -> Int {
        guard !isEmpty else { return 0 }
        return try withLockedFile(flags: O_RDWR) { fd in
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                guard n >= 0 else { throw CLIError.failure("cannot read \(path): \(String(cString: strerror(errno)))") }
                if n == 0 { break }
                bytes += buffer[0..<n]
            }
            let decoder = JSONDecoder()
            // Only whole lines: a last line with no newline was cut short by a crash.
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            lines.removeLast()
            let rows = lines.compactMap { try? decoder.decode(HeartbeatRow.self, from: Data($0)) }
            if !rows.isEmpty { try store(rows) }
            guard ftruncate(fd, 0) == 0, fsync(fd) == 0 else {
                throw CLIError.failure("cannot empty \(path): \(String(cString: strerror(errno)))")
            }
            return rows.count
        }
    }

    /// Runs `body` with the inbox open (never through a symbolic link) and locked.
    private func withLockedFile<T>(flags: Int32, _ body: (Int32) throws -> T) throws -> T {
        let fd = open(path, flags | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw CLIError.failure("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw CLIError.failure("cannot lock \(path): \(String(cString: strerror(errno)))") }
        defer { flock(fd, LOCK_UN) }
        return try body(fd)
    }

    /// Syncs the inbox's folder, so a new inbox file itself survives a power loss.
    private func syncFolder() {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
