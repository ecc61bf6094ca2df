import CairnApp
import CairnCore
@testable import CairnStore
import Foundation
import Testing

/// The all-time coding reads taken from the stored summary (migration 14) answer exactly what the
/// sweep of every session answers: the same documents, byte for byte, on random histories, and
/// after each write that must leave the summary out of date where it changed.
@Suite("Coding summary: all-time analytics from the stored marks equal the live sweep")
struct CodingSummaryTests {
    static let projects: [String?] = ["cairn", "web", "ml", nil, ""]
    static let languages: [String?] = ["Swift", "Python", "Rust", nil]
    static let editors: [String?] = ["vim", "vscode", nil]
    static let sources: [String?] = ["wakatime", "heartbeats", "import", nil]

    /// A goal history: DST zones, a zone change part way (half-hour DST, a day-skipping zone).
    static func history(seed: UInt64) -> GoalHistory {
        let zones = ["America/Denver", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Kiritimati", "America/St_Johns"]
        var rng = SplitMix64(seed: seed &* 7 &+ 3)
        let firstZone = zones[Int(rng.next() % 2)]
        var versions: [GoalHistory.Version] = [.init(from: nil, config: GoalConfig(dailyGoalMinutes: 60, timeZoneIdentifier: firstZone))]
        if seed % 3 != 0 {
            let change = LocalDate(daysSinceEpoch: 19_800 + Int(rng.next() % 500))
            versions.append(.init(from: change, config: GoalConfig(dailyGoalMinutes: 90, timeZoneIdentifier: zones[2 + Int(rng.next() % 3)])))
        }
        return GoalHistory(versions: versions) ?? GoalHistory(GoalConfig(timeZoneIdentifier: firstZone))
    }

    /// Sessions over about 28 months from 2023-09-01: short ones, runs that overlap on other
    /// projects, ones across midnight, a few of a day or more, some of length zero.
    static func sessions(seed: UInt64, count: Int, from start: Double = 1_693_526_400, spread: Double = 72_000_000) -> [Session] {
        var rng = SplitMix64(seed: seed)
        func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
        var result: [Session] = []
        var last = start
        for _ in 0..<count {
            let kind = rng.next() % 100
            let begin: Double
            if kind < 25 {
                begin = last + Double(rng.next() % 1_800_000) / 1000   // overlaps the one before
            } else if kind < 35 {
                // Just before Denver's or Berlin's midnight (about 06:30 or 22:30 UTC), so it crosses it.
                let day = ((start + Double(rng.next() % UInt64(spread))) / 86_400).rounded(.down) * 86_400
                begin = day + (rng.next() % 2 == 0 ? 23_400 : 81_000) - Double(rng.next() % 3_600)
            } else {
                begin = start + Double(rng.next() % UInt64(spread * 1000)) / 1000
            }
            let seconds = kind % 17 == 0 ? 0 : kind % 23 == 0 ? Double(80_000 + rng.next() % 60_000) : Double(rng.next() % 9_000_000) / 1000
            last = begin
            result.append(Session(start: Date(timeIntervalSince1970: (begin * 1000).rounded() / 1000), seconds: (seconds * 1000).rounded() / 1000,
                                  project: pick(projects), language: pick(languages), editor: pick(editors), source: pick(sources)))
        }
        return result
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Every answer the summary serves: the analytics (rows by every dimension, days, rhythm), each
    /// project's page with its daily bars and rows, and WakaTime's all-time stats.
    static func answers(_ workspace: Workspace) throws -> [String] {
        var texts = [try json(workspace.codingAnalytics(.all))]
        let first = try workspace.codingAnalytics(.all).range.from
        texts.append(try json(workspace.codingAnalytics(.custom(from: first.adding(days: -3), to: first.adding(days: 500)))))
        for name in ["cairn", "web", "ml", Breakdown.unnamed] {
            texts.append(try json(workspace.codingProject(name, range: .all)))
        }
        texts.append(try json(workspace.wakaTimeStats(.allTime)))
        return texts
    }

    /// Whether the all-time read of `workspace` takes a stored mark.
    static func markUsed(_ workspace: Workspace, _ store: Store) throws -> Bool {
        let history = try #require(try store.goalHistory())
        let engine = try GoalEngine(history: history)
        let document = try workspace.codingAnalytics(.all)
        let layout = engine.layout(from: document.range.from, through: document.range.to)
        let end = Swift.min(layout.bounds.last ?? 0, workspace.now.timeIntervalSince1970)
        return try store.codingSummaryMark(for: history, layout: layout, rangeStart: layout.bounds[0], end: end) != nil
    }

    /// The answers with the summary, then (marks removed) from every session; the summary is
    /// built again afterwards.
    static func expectSame(_ workspace: Workspace, _ store: Store, expectMark: Bool = true,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        if expectMark { #expect(try markUsed(workspace, store), "the summary was not used", sourceLocation: sourceLocation) }
        let summarised = try answers(workspace)
        try store.connection.execute("DELETE FROM coding_marks")
        #expect(try !markUsed(workspace, store))
        let live = try answers(workspace)
        for (a, b) in zip(summarised, live) { #expect(a == b, sourceLocation: sourceLocation) }
        try store.refreshCodingSummary()
    }

    static func now(seed: UInt64) -> Date {
        // Near the end of the sessions, or part way through them (later sessions are in the future).
        let ends = [1_765_000_000.0, 1_765_800_123.5, 1_750_000_000.0, 1_735_700_000.0]
        return Date(timeIntervalSince1970: ends[Int(seed % UInt64(ends.count))])
    }

    @Test("on random histories the all-time answers from the summary are the live sweep's, to the bit", arguments: 0..<12)
    func randomHistories(seed: Int) throws {
        try withTemporaryDatabase { path in
            let seed = UInt64(seed)
            let store = try Store(path: path)
            try store.saveGoalHistory(Self.history(seed: seed))
            _ = try store.insertSessions(Self.sessions(seed: seed, count: 500 + Int(seed) * 40))
            let workspace = Workspace(environment: [:], databasePath: path, now: Self.now(seed: seed))
            try Self.expectSame(workspace, store)
        }
    }

    @Test("heartbeats in the past remove the marks after them; the answers stay the live sweep's", arguments: 0..<4)
    func heartbeatsInvalidate(seed: Int) throws {
        try withTemporaryDatabase { path in
            let seed = UInt64(seed) + 100
            let store = try Store(path: path)
            try store.saveGoalHistory(Self.history(seed: seed))
            _ = try store.insertSessions(Self.sessions(seed: seed, count: 400))
            let workspace = Workspace(environment: [:], databasePath: path, now: Date(timeIntervalSince1970: 1_765_000_000))
            let before = try Self.answers(workspace)
            let marks = try Self.count(store, "coding_marks")
            // An offline queue sent late: two hours of heartbeats a year ago, on a project of its own.
            let at = 1_733_000_000.0 + Double(seed) * 3_600
            let rows = stride(from: at, to: at + 7_200, by: 60).map {
                HeartbeatRow(time: $0, entity: "a.swift", type: "file", project: "late", branch: "", language: "Swift", editor: "vim")
            }
            _ = try store.receiveHeartbeats(rows, join: WakaTimeEndpoint.join)
            // A year of marks was taken away: the summary was built again, to the last month.
            #expect(try Self.count(store, "coding_marks") == marks)
            let after = try Self.answers(workspace)
            #expect(after != before)
            try Self.expectSame(workspace, store)
            // Today's heartbeats take away no mark the read uses.
            let today = stride(from: 1_764_990_000.0, to: 1_764_996_000, by: 60).map {
                HeartbeatRow(time: $0, entity: "b.swift", type: "file", project: "cairn", branch: "", language: "Swift", editor: "vim")
            }
            _ = try store.receiveHeartbeats(today, join: WakaTimeEndpoint.join)
            #expect(try Self.answers(workspace) != after)
            try Self.expectSame(workspace, store)
        }
    }

    @Test("a session written behind Cairn's back (the sqlite3 shell) takes away the marks after it", arguments: 0..<4)
    func triggersInvalidate(seed: Int) throws {
        try withTemporaryDatabase { path in
            let seed = UInt64(seed) + 200
            let store = try Store(path: path)
            try store.saveGoalHistory(Self.history(seed: seed))
            _ = try store.insertSessions(Self.sessions(seed: seed, count: 400))
            let workspace = Workspace(environment: [:], databasePath: path, now: Date(timeIntervalSince1970: 1_765_000_000))
            let before = try Self.answers(workspace)
            let marks = try Self.count(store, "coding_marks")
            // Three hours on a new project half a year ago, inserted by hand; then one removed.
            let start = 1_748_000_000_000 + Int64(seed) * 3_600_000
            try store.connection.execute("INSERT INTO sessions (start_ms, duration_ms, project, language) VALUES (\(start), 10800000, 'hand', 'C')")
            let left = try Self.count(store, "coding_marks")
            #expect(left < marks && left > 0)
            #expect(try Self.answers(workspace) != before)
            try Self.expectSame(workspace, store)
            try store.connection.execute("DELETE FROM sessions WHERE project = 'hand'")
            try store.connection.execute("DELETE FROM sessions WHERE start_ms = (SELECT max(start_ms) FROM sessions WHERE start_ms < 1740000000000)")
            #expect(try Self.count(store, "coding_marks") < marks)
            try Self.expectSame(workspace, store)
        }
    }

    @Test("an import after reads, its undo and a goal-history zone change each leave the answers the live sweep's")
    func writesAfterReads() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.saveGoalHistory(Self.history(seed: 5))
            _ = try store.insertSessions(Self.sessions(seed: 5, count: 600))
            let workspace = Workspace(environment: [:], databasePath: path, now: Date(timeIntervalSince1970: 1_765_000_000))
            let first = try Self.answers(workspace)
            // An import of older sessions on other names, as one undoable change.
            _ = try store.change("import", now: workspace.now) {
                try store.insertSessions(Self.sessions(seed: 77, count: 150, from: 1_700_000_000, spread: 20_000_000))
            }
            let imported = try Self.answers(workspace)
            #expect(imported != first)
            try Self.expectSame(workspace, store)
            _ = try store.undo()
            #expect(try Self.answers(workspace) == first)
            try Self.expectSame(workspace, store)
            // The zone changes from a date on: the days after it are cut elsewhere.
            var versions = try #require(try store.goalHistory()).versions
            versions.append(.init(from: LocalDate(daysSinceEpoch: 20_000), config: GoalConfig(timeZoneIdentifier: "Asia/Kolkata")))
            try store.saveGoalHistory(try #require(GoalHistory(versions: versions)))
            #expect(try Self.answers(workspace) != first)
            try Self.expectSame(workspace, store)
        }
    }

    @Test("a summary laid out under another goal history, or with a day cut elsewhere, is not used")
    func otherLayoutRefused() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.saveGoalHistory(Self.history(seed: 3))
            _ = try store.insertSessions(Self.sessions(seed: 3, count: 300))
            let workspace = Workspace(environment: [:], databasePath: path, now: Date(timeIntervalSince1970: 1_765_000_000))
            #expect(try Self.markUsed(workspace, store))
            let live = try Self.answers(workspace)
            // Goals changed behind the summary's back (as the sqlite3 shell would): not used.
            try store.connection.execute("UPDATE coding_summary SET goals = goals || ' '")
            #expect(try !Self.markUsed(workspace, store))
            #expect(try Self.answers(workspace) == live)
            try store.refreshCodingSummary()
            // A summarised day whose cut differs from the read's layout: not used.
            try store.connection.execute("UPDATE coding_days SET end = end + 1 WHERE day = (SELECT min(day) + 40 FROM coding_days)")
            #expect(try !Self.markUsed(workspace, store))
            #expect(try Self.answers(workspace) == live)
        }
    }

    @Test("a wrong stored figure shows: the comparison this suite makes can fail")
    func wrongSummaryShows() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.saveGoalHistory(Self.history(seed: 4))
            _ = try store.insertSessions(Self.sessions(seed: 4, count: 300))
            let workspace = Workspace(environment: [:], databasePath: path, now: Date(timeIntervalSince1970: 1_765_000_000))
            let live = try Self.answers(workspace)
            for (table, change) in [("coding_mark_seconds", "seconds = seconds * (1 + 1e-15)"), ("coding_day_projects", "seconds = seconds + 1e-9")] {
                try store.connection.execute("UPDATE \(table) SET \(change)")
                #expect(try Self.answers(workspace) != live, "a changed \(table) went unseen")
                try store.refreshCodingSummary()
                #expect(try Self.answers(workspace) == live)
            }
        }
    }

    static func count(_ store: Store, _ table: String) throws -> Int {
        let statement = try store.connection.prepare("SELECT count(*) FROM \(table)")
        return try statement.step() ? Int(statement.int64(0)) : 0
    }
}
