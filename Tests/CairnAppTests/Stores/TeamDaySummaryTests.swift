import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// The team store's per-day summary (team migration 8) answers what the SQLite store's
/// `session_day_totals` answers for the same sessions and goals, to the bit, after each write
/// that keeps it (heartbeats, a goal change) or leaves it stale (a session written directly);
/// the reads really come from it; and one person's writes leave another's alone.
@Suite("Team day summary: per-person day totals equal the SQLite store's")
struct TeamDaySummaryTests {
    /// 2025-12-06 05:46 UTC, after most of the sessions (some later ones are in the future).
    static let now = Date(timeIntervalSince1970: 1_765_000_000)

    /// Random sessions (``CodingSummaryTests/sessions(seed:count:from:spread:)``: across
    /// midnights, DST changes, a day or more, of length zero) made not to overlap, as the team
    /// store's sessions joined from heartbeats never do, each a live one in the SQLite store.
    static func sessions(seed: UInt64, count: Int = 300) -> [Session] {
        let raw = CodingSummaryTests.sessions(seed: seed, count: count).sorted { $0.start < $1.start }
        var result: [Session] = []
        var endMs: Int64 = .min
        for session in raw {
            let startMs = Swift.max(Int64((session.start.timeIntervalSince1970 * 1000).rounded()), endMs == .min ? .min : endMs + 1)
            let durationMs = Int64((session.seconds * 1000).rounded())
            result.append(Session(start: Date(timeIntervalSince1970: Double(startMs) / 1000), seconds: Double(durationMs) / 1000,
                                  project: session.project, language: session.language, editor: session.editor, source: Store.liveSource))
            endMs = startMs + durationMs
        }
        return result
    }

    /// Both stores: a SQLite file and a team's first person, with the same goals.
    struct Pair {
        let sqlite: TestPlace, team: TestPlace
        let store: Store, teamStore: TeamStore, person: Person

        init(history: GoalHistory) throws {
            sqlite = try TestPlace(.sqlite, now: TeamDaySummaryTests.now)
            team = try TestPlace(.postgres, now: TeamDaySummaryTests.now)
            store = try Store(path: sqlite.workspace.databasePath)
            teamStore = try #require(team.connections).store()
            person = try #require(team.workspace.team?.person)
            try setGoals(history)
        }

        func remove() { sqlite.remove(); team.remove() }

        func setGoals(_ history: GoalHistory) throws {
            try store.saveGoalHistory(history)
            try teamStore.saveGoalHistory(history, for: person)
        }

        /// Writes `sessions` to both: the SQLite store's own write, and straight into the team's
        /// table (as an import or an undo writes them).
        func write(_ sessions: [Session]) throws {
            _ = try store.insertSessions(sessions)
            try Self.insert(sessions, person: person, into: teamStore)
        }

        static func insert(_ sessions: [Session], person: Person, into teamStore: TeamStore) throws {
            for chunk in stride(from: 0, to: sessions.count, by: 200).map({ Array(sessions[$0..<Swift.min(sessions.count, $0 + 200)]) }) {
                let values = chunk.map { session in
                    func quoted(_ text: String?) -> String { "'" + (text ?? "").replacingOccurrences(of: "'", with: "''") + "'" }
                    return "(\(person.id), \(Int64((session.start.timeIntervalSince1970 * 1000).rounded())), "
                        + "\(Int64((session.seconds * 1000).rounded())), \(quoted(session.project)), \(quoted(session.language)), \(quoted(session.editor)))"
                }
                try teamStore.connection.execute("""
                    INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor) VALUES \(values.joined(separator: ", "))
                    """)
            }
        }

        /// Sends `beats` to both through the endpoint operation.
        func send(_ beats: [[String: Any]]) throws {
            try sqlite.workspace.send(beats)
            try team.workspace.send(beats)
        }

        /// Whether the team summary is fresh (its fingerprint kept), without reading it.
        func teamFresh() throws -> Bool {
            try teamStore.connection.execute("SELECT goals IS NOT NULL FROM person_summary WHERE person_id = $1", [String(person.id)]).scalar == "t"
        }

        /// Expects both summaries to hold the same start and, bit for bit, the same totals on
        /// every day from before the first session to after the last.
        func expectSameSummary(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let history = try #require(try store.goalHistory())
            let sqliteStart = try #require(try store.sessionDaySummary(for: history)?.start, "the SQLite summary is stale",
                                           sourceLocation: sourceLocation)
            let first = sqliteStart.adding(days: -3), count = 1_200
            let mine = try #require(try store.sessionDayTotals(for: history, from: first, count: count))
            let theirs = try #require(try teamStore.summaryDayTotals(of: person, for: history, from: first, count: count),
                                      "the team summary was not answered", sourceLocation: sourceLocation)
            #expect(mine.start == theirs.start, sourceLocation: sourceLocation)
            #expect(mine.totals.contains { $0.codedSeconds > 0 }, sourceLocation: sourceLocation)
            for (i, (a, b)) in zip(mine.totals, theirs.totals).enumerated() {
                #expect(a.codedSeconds.bitPattern == b.codedSeconds.bitPattern && a.insideWindowSeconds.bitPattern == b.insideWindowSeconds.bitPattern,
                        "day \(first.adding(days: i)): SQLite \(a), team \(b)", sourceLocation: sourceLocation)
                if a != b { break }
            }
        }

        /// The documents a person sees, as JSON: Today (its streak), the days over the whole history.
        static func documents(_ workspace: Workspace, from: LocalDate) throws -> [String] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let today = try workspace.todayReport(on: nil).document.report
            let days = try workspace.days(from: from, to: LocalDate(daysSinceEpoch: 20_428)).document.days
            return [String(decoding: try encoder.encode(today), as: UTF8.self), String(decoding: try encoder.encode(days), as: UTF8.self)]
        }

        func expectSameDocuments(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let from = LocalDate(daysSinceEpoch: 19_590)
            let a = try Self.documents(sqlite.workspace, from: from), b = try Self.documents(team.workspace, from: from)
            #expect(a == b, sourceLocation: sourceLocation)
        }
    }

    @Test("on random histories the team summary equals SQLite's after heartbeats, a goal change and a direct write",
          arguments: 0..<6)
    func randomHistories(seed: Int) throws {
        let seed = UInt64(seed)
        let pair = try Pair(history: CodingSummaryTests.history(seed: seed))
        defer { pair.remove() }
        try pair.write(Self.sessions(seed: seed))
        // The direct write left it stale: the first read rebuilds it.
        #expect(try !pair.teamFresh())
        try pair.expectSameSummary()
        #expect(try pair.teamFresh())
        try pair.expectSameDocuments()

        // Heartbeats today and on a day in the past (a late offline queue): the days they touch
        // are split again, and the summary stays fresh.
        try pair.send(Beats.run(from: "2025-12-06T02:00:00Z", minutes: 90))
        try pair.send(Beats.run(from: "2025-03-30T00:40:00Z", minutes: 100, every: 60, project: "late"))
        #expect(try pair.teamFresh())
        try pair.expectSameSummary()
        try pair.expectSameDocuments()

        // A goal change: a later version in another zone (a day cut elsewhere from then on).
        var versions = try #require(try pair.store.goalHistory()).versions
        versions.append(.init(from: LocalDate(daysSinceEpoch: 20_350), config: GoalConfig(dailyGoalMinutes: 45, timeZoneIdentifier: "Asia/Kolkata")))
        try pair.setGoals(try #require(GoalHistory(versions: versions)))
        #expect(try pair.teamFresh())
        try pair.expectSameSummary()
        try pair.expectSameDocuments()

        // A session written straight into the table (an import, an undo): stale until read.
        try pair.write([Session(start: Date(timeIntervalSince1970: 1_759_000_000.25), seconds: 7_300.5, project: "hand",
                                language: nil, editor: nil, source: Store.liveSource)])
        #expect(try !pair.teamFresh())
        try pair.expectSameSummary()
        try pair.expectSameDocuments()
    }

    @Test("a fresh summary is what the reads use: a tampered day shows, a stale one is rebuilt")
    func readsComeFromTheSummary() throws {
        let pair = try Pair(history: CodingSummaryTests.history(seed: 4))
        defer { pair.remove() }
        try pair.write(Self.sessions(seed: 4))
        try pair.expectSameDocuments()
        #expect(try pair.teamFresh())
        let id = String(pair.person.id)
        let day = try #require(try pair.teamStore.connection.execute("""
            SELECT day FROM person_summary_days WHERE person_id = $1 AND day BETWEEN 19700 AND 20000 ORDER BY day LIMIT 1
            """, [id]).scalar)
        try pair.teamStore.connection.execute("UPDATE person_summary_days SET coded = coded + 1 WHERE person_id = $1 AND day = $2", [id, day])
        let from = LocalDate(daysSinceEpoch: 19_590)
        #expect(try Pair.documents(pair.sqlite.workspace, from: from) != Pair.documents(pair.team.workspace, from: from))
        try pair.teamStore.connection.execute("UPDATE person_summary SET goals = NULL WHERE person_id = $1", [id])
        try pair.expectSameDocuments()
        // Under a history other than the stored one (the defaults) none is answered.
        #expect(try pair.teamStore.summaryDayTotals(of: pair.person, for: GoalHistory(GoalConfig()), from: from, count: 100) == nil)
    }

    @Test("the re-join's own writes keep the summary; a direct write later in the same transaction still marks it stale")
    func exemptionEndsWithTheRejoin() throws {
        let pair = try Pair(history: CodingSummaryTests.history(seed: 1))
        defer { pair.remove() }
        try pair.write(Self.sessions(seed: 1, count: 100))
        try pair.expectSameSummary()
        let rows = stride(from: 1_764_990_000.0, to: 1_764_996_000, by: 60).map {
            HeartbeatRow(time: $0, entity: "b.swift", type: "file", project: "cairn", branch: "", language: "Swift", editor: "vim")
        }
        try pair.teamStore.connection.anyTransaction {
            _ = try pair.teamStore.receiveHeartbeats(rows, for: pair.person)
            #expect(try pair.teamFresh())
            try pair.teamStore.connection.execute("""
                INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor) VALUES ($1, 1750000000000, 60000, '', '', '')
                """, [String(pair.person.id)])
        }
        #expect(try !pair.teamFresh())
    }

    @Test("one person's heartbeats, goal change and direct writes leave another's summary as it was")
    func otherPeopleUntouched() throws {
        let pair = try Pair(history: CodingSummaryTests.history(seed: 2))
        defer { pair.remove() }
        try pair.write(Self.sessions(seed: 2))
        let bob = try pair.team.person("bob")
        let bobPerson = try #require(bob.team?.person)
        try pair.teamStore.saveGoalHistory(CodingSummaryTests.history(seed: 3), for: bobPerson)
        try Pair.insert(Self.sessions(seed: 3), person: bobPerson, into: pair.teamStore)
        let history = CodingSummaryTests.history(seed: 3)
        _ = try #require(try pair.teamStore.summaryDayTotals(of: bobPerson, for: history, from: LocalDate(daysSinceEpoch: 19_600), count: 10))
        func bobsRows() throws -> [[String?]] {
            try pair.teamStore.connection.execute("""
                SELECT 'state', goals, start_day::text, NULL FROM person_summary WHERE person_id = $1
                UNION ALL SELECT 'day', day::text, coded::text, inside::text FROM person_summary_days WHERE person_id = $1
                ORDER BY 1, 2
                """, [String(bobPerson.id)]).rows
        }
        let before = try bobsRows()
        #expect(before.count > 100 && before.contains { $0[0] == "state" && $0[1] != nil })
        try pair.expectSameSummary()
        try pair.send(Beats.run(from: "2025-12-06T02:00:00Z", minutes: 60))
        try pair.setGoals(CodingSummaryTests.history(seed: 7))
        try pair.write([Session(start: Date(timeIntervalSince1970: 1_750_000_000), seconds: 3_600, project: nil, language: nil,
                                editor: nil, source: Store.liveSource)])
        try pair.expectSameSummary()
        #expect(try bobsRows() == before)
    }
}
