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
}
