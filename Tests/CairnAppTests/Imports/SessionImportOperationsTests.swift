import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// The imports of coding time (Cairn's sessions JSON, WakaTime's three export kinds,
/// ActivityWatch's) on both stores: the same file gives the same documents and summary on a
/// SQLite file and for a person of a team database.
@Suite("Imports of coding time on SQLite and on a team's PostgreSQL")
struct SessionImportOperationsTests {
    static let now = CodingOperationsTests.now

    /// One kind of file: its name, its bytes and the operation that imports it.
    struct Kind: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var run: @Sendable (Workspace, String) throws -> ImportOutcome
        var testDescription: String { name }

        static func epoch(_ iso: String) -> String { String(Beats.at(iso)) }

        /// Overlapping sessions, one across midnight.
        static let sessions = Kind(name: "sessions", text: """
            [{"start": "2026-03-10T09:00:00Z", "seconds": 3600, "project": "cairn", "language": "Swift"},
             {"start": "2026-03-10T09:30:00Z", "seconds": 3600, "project": "web"},
             {"start": "2026-03-09T23:30:00Z", "seconds": 3600, "project": "late"},
             {"start": "2026-03-11T08:00:00Z", "seconds": 1800, "project": "cairn", "editor": "vim"}]
            """) { try $0.importSessions($1, stdin: { Data() }, progress: { _ in }) }

        static let heartbeats = Kind(name: "wakatime heartbeats", text: "[" + stride(from: 0, through: 2_400, by: 120).map { offset in
            #"{"time": \#(Beats.at("2026-03-10T14:00:00Z") + Double(offset)), "entity": "/src/a.swift", "type": "file", "project": "cairn", "#
                + #""branch": "main", "language": "Swift", "editor": "vim"}"#
        }.joined(separator: ", ") + "]") { try $0.importWakaTime($1, timeout: 900, stdin: { Data() }, progress: { _ in }) }

        static let durations = Kind(name: "wakatime durations", text: """
            {"data": [{"time": \(epoch("2026-03-10T10:00:00Z")), "duration": 2400, "project": "cairn"},
                      {"time": \(epoch("2026-03-10T10:20:00Z")), "duration": 1200, "project": "web", "language": "Go"},
                      {"time": \(epoch("2026-03-11T07:00:00Z")), "duration": 600, "project": "cairn"}]}
            """) { try $0.importWakaTime($1, timeout: 900, stdin: { Data() }, progress: { _ in }) }

        static let summaries = Kind(name: "wakatime daily summaries", text: """
            {"data": [{"range": {"date": "2026-03-08"}, "grand_total": {"total_seconds": 3600}},
                      {"range": {"date": "2026-03-09"}, "grand_total": {"total_seconds": 1200.5}}]}
            """) { try $0.importWakaTime($1, timeout: 900, stdin: { Data() }, progress: { _ in }) }

        static let activityWatch = Kind(name: "activitywatch", text: """
            {"buckets": {"aw-watcher-vscode_host": {"id": "aw-watcher-vscode_host", "type": "app.editor.activity", "client": "aw-watcher-vscode",
             "hostname": "host", "events": [
              {"timestamp": "2026-03-10T11:00:00+00:00", "duration": 900.0, "data": {"file": "/w/cairn/a.swift", "project": "/w/cairn", "language": "swift"}},
              {"timestamp": "2026-03-10T11:10:00+00:00", "duration": 600.0, "data": {"file": "/w/cairn/b.swift", "project": "/w/cairn", "language": "swift"}}]}}}
            """) { try $0.importActivityWatch($1, buckets: [], stdin: { Data() }, progress: { _ in }) }

        static let all = [sessions, heartbeats, durations, summaries, activityWatch]
    }

    /// `text` in a file of its own.
    static func file(_ text: String, named name: String = "import.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What a person sees of their coding from 2026-03-01 to today: the days, today's report
    /// and each breakdown, as JSON (so two stores compare by what they show).
    static func shown(_ workspace: Workspace) throws -> String {
        let from = day("2026-03-01"), to = day("2026-03-11")
        var parts = [try json(workspace.days(from: from, to: to).document.days), try json(workspace.todayReport(on: nil).document.report)]
        for dimension in BreakdownDimension.allCases {
            parts.append(try json(workspace.breakdown(by: dimension, from: from, to: to).rows))
        }
        return parts.joined(separator: "\n")
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Goals in UTC on both stores, so the lines name the same zone.
    static func place(_ kind: StoreKind) throws -> TestPlace {
        let place = try TestPlace(kind, now: now)
        _ = try place.workspace.setGoals(CodingOperationsTests.goals(daily: "30", timeZone: "UTC"))
        return place
    }

    @Test("the same file gives the same summary, lines and documents on SQLite and for a team person", arguments: Kind.all)
    func sameOnBoth(kind: Kind) throws {
        let files = try Self.place(.sqlite), teams = try Self.place(.postgres)
        defer { files.remove() }
        let path = try Self.file(kind.text)
        // Live time beside the import, before and after it.
        for workspace in [files.workspace, teams.workspace] { try workspace.send(Beats.run(from: "2026-03-10T09:40:00Z", minutes: 20)) }
        let sqlite = try kind.run(files.workspace, path), team = try kind.run(teams.workspace, path)
        for workspace in [files.workspace, teams.workspace] { try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 30)) }
        #expect(sqlite.summary == team.summary)
        #expect(sqlite.summary.added > 0)
        #expect(sqlite.lines == team.lines)
        #expect(try Self.json(sqlite.document) == Self.json(team.document))
        let shown = try Self.shown(files.workspace)
        #expect(try shown == Self.shown(teams.workspace))
        // The import counted: the days are not what the live time alone gives.
        let live = try Self.place(.sqlite)
        defer { live.remove() }
        try live.workspace.send(Beats.run(from: "2026-03-10T09:40:00Z", minutes: 20))
        try live.workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 30))
        #expect(try shown != Self.shown(live.workspace))
    }

    @Test("the team's stored day totals are the days' timed seconds after an import of overlapping sessions")
    func teamDayTotals() throws {
        let teams = try Self.place(.postgres)
        let workspace = teams.workspace
        _ = try Kind.sessions.run(workspace, try Self.file(Kind.sessions.text))
        let person = try #require(workspace.team?.person)
        let stored = try #require(teams.connections).store().dayTotals(of: person, from: "2026-03-01", through: "2026-03-11")
        let days = try workspace.days(from: day("2026-03-01"), to: day("2026-03-11")).document.days.filter { $0.codedSeconds > 0 }
        #expect(stored.map(\.day) == days.map { "\($0.date)" })
        #expect(stored.map(\.seconds) == days.map(\.codedSeconds))
        #expect(stored.map(\.seconds) == [1_800, 1_800 + 5_400, 1_800])
    }

    @Test("importing the same file twice adds nothing the second time", arguments: Kind.all, StoreKind.allCases)
    func twice(kind: Kind, store: StoreKind) throws {
        let place = try Self.place(store)
        defer { place.remove() }
        let path = try Self.file(kind.text)
        let first = try kind.run(place.workspace, path)
        let shown = try Self.shown(place.workspace)
        let second = try kind.run(place.workspace, path)
        #expect(first.summary.added > 0 && first.summary.duplicates == 0)
        #expect(second.summary.added == 0 && second.summary.duplicates == first.summary.added)
        #expect(try Self.shown(place.workspace) == shown)
    }

    @Test("a broken file, or a session the store refuses, writes nothing", arguments: StoreKind.allCases)
    func broken(store: StoreKind) throws {
        let place = try Self.place(store)
        defer { place.remove() }
        let before = try Self.shown(place.workspace)
        let broken = try Self.file(#"[{"start": "2026-03-10T09:00:00Z", "seconds": 3600}, {"start": "2026-03-10T11:00:00Z", "seconds": "#)
        #expect(throws: AppError.self) { try Kind.sessions.run(place.workspace, broken) }
        #expect(try Self.shown(place.workspace) == before)
        // Read whole and well, but one session in a hundred is past the plausible bounds: the
        // store refuses them all, in the same words on both stores.
        var sessions = (0..<100).map { Session(start: Date(timeIntervalSince1970: Beats.at("2026-03-10T09:00:00Z") + Double($0) * 60), seconds: 30) }
        sessions.append(Session(start: Date(timeIntervalSince1970: Beats.at("2026-03-10T09:00:00Z")), seconds: Plausible.longestDuration + 1))
        let refusal = #expect(throws: AppError.self) {
            try place.workspace.storeSessions(sessions, file: "f.json", note: nil, progress: { _ in })
        }
        #expect(refusal?.description.hasPrefix("nothing was changed: a session starting at") == true, "\(String(describing: refusal))")
        #expect(try Self.shown(place.workspace) == before)
        // And a day total out of bounds.
        let totals = try Self.file(#"{"data": [{"range": {"date": "2026-03-08"}, "grand_total": {"total_seconds": 3600}}, "#
                                   + #"{"range": {"date": "2026-03-09"}, "grand_total": {"total_seconds": 99000}}]}"#)
        #expect(throws: AppError.self) { try Kind.summaries.run(place.workspace, totals) }
        #expect(try Self.shown(place.workspace) == before)
    }

    @Test("Ada's import is hers: Bea sees nothing of it", arguments: Kind.all)
    func isolation(kind: Kind) throws {
        let place = try Self.place(.postgres)
        let bea = try place.person("bea")
        _ = try bea.setGoals(CodingOperationsTests.goals(daily: "30", timeZone: "UTC"))
        let before = try Self.shown(bea)
        _ = try kind.run(place.workspace, try Self.file(kind.text))
        #expect(try Self.shown(place.workspace) != before)
        #expect(try Self.shown(bea) == before)
        // Bea importing the same file adds it all: nothing of Ada's counts as hers.
        let hers = try kind.run(bea, try Self.file(kind.text))
        #expect(hers.summary.duplicates == 0 && hers.summary.added > 0)
    }

    @Test("an import is one change: Undo takes all of it back and nothing else, on both stores", arguments: Kind.all, StoreKind.allCases)
    func undone(kind: Kind, store: StoreKind) throws {
        let place = try Self.place(store)
        defer { place.remove() }
        try place.workspace.send(Beats.run(from: "2026-03-10T09:40:00Z", minutes: 20))
        let before = try Self.shown(place.workspace)
        _ = try kind.run(place.workspace, try Self.file(kind.text))
        #expect(try Self.shown(place.workspace) != before)
        let last = try #require(try place.workspace.lastChange())
        #expect(last.label.hasPrefix("import "), "\(last.label)")
        _ = try place.workspace.undo(expecting: last.id)
        #expect(try Self.shown(place.workspace) == before, "the live time stays, the import is gone")
    }
}
