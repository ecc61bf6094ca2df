import CairnCore
@testable import CairnStore
import Foundation
import Testing

@Suite("sessions read by a range of instants")
struct SessionRangeTests {
    func store() throws -> (Store, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-range-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try Store(path: folder.appendingPathComponent("db.sqlite").path), folder)
    }

    @Test("a session starting long before the range and reaching into it is read; one ending before it is not")
    func lookBack() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try store.insertSessions([
            Session(start: Date(timeIntervalSince1970: 1_000_000), seconds: 300_000),  // reaches 1 300 000
            Session(start: Date(timeIntervalSince1970: 1_100_000), seconds: 100),      // ends long before
            Session(start: Date(timeIntervalSince1970: 1_250_500), seconds: 10),       // inside
            Session(start: Date(timeIntervalSince1970: 1_400_000), seconds: 10),       // after
        ])
        let spans = try store.sessionSpans(overlapping: 1_250_000, 1_260_000)
        #expect(spans.map(\.start) == [1_000_000, 1_250_500])
        // The whole sessions of a range (the breakdown's read) are the same rows.
        let whole = try store.sessions(overlapping: 1_250_000, 1_260_000)
        #expect(whole.map(\.span) == spans)
        #expect(try store.firstSessionStart() == 1_000_000)
    }

    @Test("the look-back is the longest session stored, kept by the insert trigger")
    func longest() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        try store.connection.execute("INSERT INTO sessions (start_ms, duration_ms) VALUES (0, 5000000000)")
        let statement = try store.connection.prepare("SELECT longest_ms FROM session_bounds WHERE id = 1")
        #expect(try statement.step() && statement.int64(0) == 5_000_000_000)
        #expect(try store.sessionSpans(overlapping: 4_000_000, 4_000_001).count == 1)
    }

    @Test("the first session with a length starts the series; one of length zero does not")
    func firstStart() throws {
        let (store, folder) = try store()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try store.insertSessions([Session(start: Date(timeIntervalSince1970: 10), seconds: 0),
                                      Session(start: Date(timeIntervalSince1970: 20), seconds: 5)])
        #expect(try store.firstSessionStart() == 20)
    }
}

@Suite("a range's sessions read with their names made once")
struct SessionNamesTests {
    @Test("every row keeps its own names, past the names made once, NULL and empty as none")
    func namesKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appendingPathComponent("db.sqlite").path)
        // 60 projects (more than are made once), a few languages, some without a name, one long name.
        let languages = ["Swift", "Python", "日本語"]
        var written: [Session] = []
        for i in 0..<400 {
            let long = i % 13 == 0 ? String(repeating: "é", count: 40) : ""
            let project: String? = i % 11 == 0 ? nil : "project \(i % 60)" + long
            let language = i % 5 == 0 ? "" : languages[i % 3]
            written.append(Session(start: Date(timeIntervalSince1970: 1_000_000 + Double(i) * 100), seconds: 50,
                                   project: project, language: language, editor: "vim", source: "wakatime"))
        }
        _ = try store.insertSessions(written)
        let read = try store.sessions(overlapping: 0, 2_000_000)
        #expect(read.count == written.count)
        #expect(read.map { $0.project } == written.map { $0.project })
        #expect(read.map { $0.language } == written.map { $0.language.flatMap { $0.isEmpty ? nil : $0 } })
        #expect(read.map { $0.editor } == written.map { $0.editor })
    }
}
