@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The inbox heartbeats wait in while the database is busy: synced, moved aside to be stored,
/// each stored exactly once however a drain is interrupted.
@Suite("HeartbeatInbox")
struct HeartbeatInboxTests {
    static let noon = 1_773_057_600.0

    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-inbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("cairn.sqlite").path)
    }

    func row(_ i: Int) -> HeartbeatRow {
        HeartbeatRow(time: Self.noon + Double(i) * 60, entity: "/f\(i)", type: "file", project: "p", branch: "", language: "Swift", editor: "")
    }

    @Test("an append during a drain goes to a new inbox, stored by the next drain; nothing is lost or stored twice")
    func appendDuringDrain() throws {
        try withFolder { database in
            let inbox = HeartbeatInbox(databasePath: database)
            try inbox.append([row(0), row(1)])
            var mode: mode_t = 0
            var info = stat()
            if stat(inbox.path, &info) == 0 { mode = info.st_mode & 0o777 }
            #expect(mode == 0o600)
            var stored: [HeartbeatRow] = []
            try inbox.drain { rows in
                // Appending while the moved file is stored does not wait for the drain.
                try inbox.append([row(2)])
                stored += rows
            }
            #expect(stored == [row(0), row(1)])
            #expect(!inbox.isEmpty)
            try inbox.drain { stored += $0 }
            #expect(stored == [row(0), row(1), row(2)])
            #expect(inbox.isEmpty)
        }
    }

    @Test("a drain that fails keeps what waits; one interrupted after storing stores it again, the store dropping duplicates")
    func interrupted() throws {
        try withFolder { database in
            let store = try Store(path: database)
            let inbox = HeartbeatInbox(databasePath: database)
            try inbox.append([row(0), row(1)])
            #expect(throws: AppError.self) { try inbox.drain { _ in throw AppError.failure("busy") } }
            #expect(!inbox.isEmpty)
            // As if the process died after the transaction and before the removal.
            #expect(throws: AppError.self) {
                try inbox.drain { rows in
                    _ = try store.receiveHeartbeats(rows, join: WakaTimeEndpoint.join)
                    throw AppError.failure("killed")
                }
            }
            #expect(try store.heartbeats(from: 0, through: 4_102_444_800).count == 2)
            try inbox.append([row(2)])
            try inbox.drain { rows in _ = try store.receiveHeartbeats(rows, join: WakaTimeEndpoint.join) }
            #expect(inbox.isEmpty)
            #expect(try store.heartbeats(from: 0, through: 4_102_444_800) == [row(0), row(1), row(2)])
        }
    }

    @Test("the inbox is never written through a symbolic link")
    func noSymlink() throws {
        try withFolder { database in
            let inbox = HeartbeatInbox(databasePath: database)
            let elsewhere = database + ".elsewhere"
            #expect(symlink(elsewhere, inbox.path) == 0)
            #expect(throws: AppError.self) { try inbox.append([row(0)]) }
            #expect(!FileManager.default.fileExists(atPath: elsewhere))
        }
    }

    /// A `write(2)` that, while `full` holds, writes a few bytes and then fails as a full disk does.
    static func filling(_ full: Locked<Bool>) -> HeartbeatInbox.Write {
        { fd, bytes in
            guard full.withLock({ $0 }) else { return HeartbeatInbox.systemWrite(fd, bytes) }
            if bytes.count > 10 { return HeartbeatInbox.systemWrite(fd, UnsafeRawBufferPointer(rebasing: bytes[..<10])) }
            errno = ENOSPC
            return -1
        }
    }

    func size(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    @Test("an append that meets a full disk leaves the inbox as it was: its 503 keeps nothing, and the next append is stored whole")
    func fullDiskCutBack() throws {
        try withFolder { database in
            let full = Locked(false)
            let log = RecordingLog()
            let inbox = HeartbeatInbox(databasePath: database, log: log.logger, write: Self.filling(full))
            try inbox.append([row(0)])
            let before = size(inbox.path)
            full.withLock { $0 = true }
            #expect(throws: AppError.self) { try inbox.append([row(1), row(2)]) }
            #expect(size(inbox.path) == before, "a failed append leaves no torn bytes")
            full.withLock { $0 = false }
            try inbox.append([row(3)])
            var stored: [HeartbeatRow] = []
            try inbox.drain { stored += $0 }
            #expect(stored == [row(0), row(3)])
            #expect(!FileManager.default.fileExists(atPath: inbox.rejectedPath))
            #expect(log.messages.withLock { $0 }.isEmpty)
        }
    }

    @Test("a line that cannot be read is kept aside in the rejected file and logged, never dropped; the others are stored")
    func unreadableKeptAside() throws {
        try withFolder { database in
            let log = RecordingLog()
            let inbox = HeartbeatInbox(databasePath: database, log: log.logger)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let good0 = String(decoding: try encoder.encode(row(0)), as: UTF8.self)
            let good1 = String(decoding: try encoder.encode(row(1)), as: UTF8.self)
            let text = good0 + "\n" + #"{"time":"not a time"}"# + "\n" + good1 + "\n" + #"{"branch":"ma"#
            try Data(text.utf8).write(to: URL(fileURLWithPath: inbox.path))
            var stored: [HeartbeatRow] = []
            #expect(try inbox.drain { stored += $0 } == 2)
            #expect(stored == [row(0), row(1)])
            let rejected = try String(contentsOfFile: inbox.rejectedPath, encoding: .utf8)
            #expect(rejected == #"{"time":"not a time"}"# + "\n" + #"{"branch":"ma"# + "\n")
            #expect(inbox.isEmpty)
            let messages = log.messages.withLock { $0 }
            #expect(messages.count == 1)
            #expect(messages.first?.hasPrefix("warning: 2 lines") == true, "\(messages)")
            var info = stat()
            #expect(stat(inbox.rejectedPath, &info) == 0 && info.st_mode & 0o777 == 0o600)
        }
    }

    @Test("an inbox whose last line a crash cut short gets a newline before the next append, so that append is stored")
    func tornTailThenAppend() throws {
        try withFolder { database in
            let log = RecordingLog()
            let inbox = HeartbeatInbox(databasePath: database, log: log.logger)
            try inbox.append([row(0)])
            // A crash in the middle of an append's write.
            let fd = open(inbox.path, O_WRONLY | O_APPEND)
            #expect(fd >= 0)
            _ = Array(#"{"branch":"ma"#.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            try inbox.append([row(1)])
            var stored: [HeartbeatRow] = []
            try inbox.drain { stored += $0 }
            #expect(stored == [row(0), row(1)])
            #expect(try String(contentsOfFile: inbox.rejectedPath, encoding: .utf8) == #"{"branch":"ma"# + "\n")
        }
    }

    @Test("on a real full filesystem (a small tmpfs), a failed append keeps nothing and the next one lands whole",
          .enabled(if: getuid() == 0, "mounting a tmpfs needs root (CI runs as root); fullDiskCutBack covers the rule without"))
    func realFullDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-full-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mount("tmpfs", folder, "tmpfs", 0, "size=64k,mode=0700") == 0, "\(String(cString: strerror(errno)))")
        defer { umount2(folder, 0) }
        let inbox = HeartbeatInbox(databasePath: folder + "/cairn.sqlite", log: RecordingLog().logger)
        try inbox.append([row(0)])
        // Fill the filesystem, leaving less room than the next bulk needs.
        let filler = folder + "/filler"
        let fd = open(filler, O_WRONLY | O_CREAT, 0o600)
        let block = [UInt8](repeating: 0x20, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        close(fd)
        let before = size(inbox.path)
        #expect(throws: AppError.self) { try inbox.append((1...200).map(row)) }
        #expect(size(inbox.path) == before)
        // Space freed: the next bulk is acknowledged and stored; none of the refused one is.
        unlink(filler)
        try inbox.append([row(300)])
        var stored: [HeartbeatRow] = []
        try inbox.drain { stored += $0 }
        #expect(stored == [row(0), row(300)])
        #expect(!FileManager.default.fileExists(atPath: inbox.rejectedPath))
    }
}
