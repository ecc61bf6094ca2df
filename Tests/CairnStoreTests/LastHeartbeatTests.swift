import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("the last heartbeat stored")
struct LastHeartbeatTests {
    @Test("none on an empty store; else the latest by time, and of two at that time the last to arrive")
    func latest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-last-beat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appendingPathComponent("db.sqlite").path)
        #expect(try store.lastHeartbeat() == nil)
        func beat(_ time: Double, _ entity: String) -> HeartbeatRow {
            HeartbeatRow(time: time, entity: entity, type: "file", project: "cairn", branch: "", language: "Swift", editor: "")
        }
        let join: ([HeartbeatRow], Double) -> [Session] = { _, _ in [] }
        _ = try store.receiveHeartbeats([beat(1_764_590_400.123, "b.swift"), beat(1_764_590_100, "a.swift")], join: join)
        #expect(try store.lastHeartbeat()?.entity == "b.swift")
        _ = try store.receiveHeartbeats([beat(1_764_590_400.123, "c.swift"), beat(1_764_500_000, "old.swift")], join: join)
        #expect(try store.lastHeartbeat() == beat(1_764_590_400.123, "c.swift"))
    }
}
