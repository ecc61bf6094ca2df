import CairnCore
@testable import CairnStore
import Foundation
import Testing

@Suite("each project's first start and last end, grouped without SQL's sort")
struct ProjectSpansTests {
    @Test("the same rows, in the same order, as SQL's GROUP BY and ORDER BY give")
    func sameAsGroupBy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-projects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appendingPathComponent("db.sqlite").path)
        // More projects than the short list, names that differ only in case or by a combining
        // accent (ordered by their bytes), two with the same last end, and sessions without a project.
        let names = (0..<30).map { "p\($0)" } + ["Zeta", "zeta", "e\u{301}", "\u{e9}", "tie-a", "tie-b"]
        var sessions: [Session] = []
        for i in 0..<900 {
            let name = names[(i * 7) % names.count]
            sessions.append(Session(start: Date(timeIntervalSince1970: 1_000_000 + Double(i) * 600), seconds: Double(60 + i % 300),
                                    project: i % 13 == 0 ? nil : name))
        }
        sessions.append(Session(start: Date(timeIntervalSince1970: 9_000_000), seconds: 100, project: "tie-b"))
        sessions.append(Session(start: Date(timeIntervalSince1970: 9_000_050), seconds: 50, project: "tie-a"))
        _ = try store.insertSessions(sessions)
        let statement = try store.connection.prepare("""
            SELECT project, min(start_ms), max(start_ms + duration_ms) FROM sessions
            WHERE project <> '' AND \(PlausibleRows.session) GROUP BY project ORDER BY 3 DESC, 1
            """)
        try statement.bind([])
        var expected: [String] = []
        while try statement.step() {
            expected.append("\(statement.text(0) ?? "") \(Double(statement.int64(1)) / 1000) \(Double(statement.int64(2)) / 1000)")
        }
        let spans = try store.projectSpans()
        #expect(expected.count == names.count)
        #expect(spans.map { "\($0.name) \($0.first) \($0.last)" } == expected)
    }
}
