import CairnCore
@testable import CairnStore
import Foundation
import Testing

/// A project's first start and last end, found through `sessions_by_project` (migration 14),
/// are what one scan of every session finds.
@Suite("A project's span through its index equals the scan of every session")
struct ProjectSpanTests {
    func withStore(_ body: (Store) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-span-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(try Store(path: folder.appendingPathComponent("db.sqlite").path))
    }

    @Test("on random sessions (long ones, zero-length ones, rows outside the bounds) both agree", arguments: 0..<8)
    func agrees(seed: Int) throws {
        try withStore { store in
            var rng = SplitMix64(seed: UInt64(seed) + 11)
            let names = ["cairn", "web", "ml"]
            var sessions: [Session] = []
            for _ in 0..<400 {
                let kind = rng.next() % 50
                let seconds = kind == 0 ? 0 : kind == 1 ? Double(100_000 + rng.next() % 300_000) : Double(rng.next() % 20_000)
                sessions.append(Session(start: Date(timeIntervalSince1970: 1_600_000_000 + Double(rng.next() % 100_000_000)), seconds: seconds,
                                        project: names[Int(rng.next() % 3)]))
            }
            _ = try store.insertSessions(sessions)
            // Rows no read believes, written as the sqlite3 shell would: the longest one raises longest_ms.
            try store.connection.execute("""
                INSERT INTO sessions (start_ms, duration_ms, project) VALUES (-5000, 1000, 'cairn'), (1700000000000, 9000000000000000, 'web');
                """)
            for name in names + ["nobody"] {
                #expect(try store.projectSpan(name) == store.projectSpanScanned(name), "\(name)")
            }
            #expect(try store.projectSpan(nil) == store.projectSpanScanned(nil))
        }
    }

    @Test("a named project's span walks the index, not every session")
    func usesIndex() throws {
        try withStore { store in
            let plan = try store.connection.prepare("""
                EXPLAIN QUERY PLAN SELECT start_ms FROM sessions WHERE project = 'x' AND duration_ms > 0
                AND \(PlausibleRows.session) ORDER BY project, start_ms LIMIT 1
                """)
            var details: [String] = []
            while try plan.step() { details.append(plan.text(3) ?? "") }
            #expect(details.contains { $0.contains("sessions_by_project") }, "\(details)")
        }
    }
}
