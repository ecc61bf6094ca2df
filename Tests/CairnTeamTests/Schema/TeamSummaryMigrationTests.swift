import CairnCore
@testable import CairnTeam
import Foundation
import Testing

/// Team migration 8 (the per-day summary) on a database made by migration 4, rows in it.
@Suite("Team summary migration: a database of schema 4 opens with its rows and a summary")
struct TeamSummaryMigrationTests {
    @Test("the sessions and goals stay, person_day_totals goes, and the summary is rebuilt from the sessions on first read")
    func migratesSchemaFour() throws {
        // The database as migration 4 left it.
        let (address, connection) = try TeamDatabase.atVersion(4)
        let id = try #require(try connection.execute(
            "INSERT INTO people (name, password_hash, time_zone) VALUES ('ada', 'x', 'Europe/Berlin') RETURNING id").scalar)
        // Monday 2026-03-09, 08:00-10:00 UTC (09:00-11:00 in Berlin), and 22:30-23:30 UTC across Berlin's midnight.
        try connection.execute("""
            INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor) VALUES
            ($1, 1773043200000, 7200000, 'cairn', 'Swift', 'vim'), ($1, 1773095400000, 3600000, '', '', '')
            """, [id])
        try connection.execute("INSERT INTO person_day_totals (person_id, day, seconds) VALUES ($1, '2026-03-09', 10800)", [id])
        let config = GoalConfig(dailyGoalMinutes: 60, timeZoneIdentifier: "Europe/Berlin")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try connection.execute("INSERT INTO person_goal_versions (person_id, from_day, config) VALUES ($1, $2, $3)",
                               [id, String(TeamStore.beginningDay), String(decoding: try encoder.encode(config), as: UTF8.self)])

        let store = try TeamStore(address: address)
        #expect(try connection.execute("SELECT max(version) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
        #expect(try connection.execute("SELECT to_regclass('person_day_totals') IS NULL").scalar == "t")
        #expect(try connection.execute("SELECT count(*) FROM person_sessions").scalar == "2")
        #expect(try connection.execute("SELECT count(*) FROM person_summary").scalar == "0")
        let ada = try store.person(named: "ada")
        let history = try #require(try store.goalHistory(of: ada))
        #expect(history.versions.map(\.config) == [config])
        let monday = try #require(LocalDate(iso: "2026-03-09"))
        let read = try #require(try store.summaryDayTotals(of: ada, for: history, from: monday, count: 2))
        #expect(read.start == monday)
        // 2 h inside the 09:00-18:00 window on Monday; 30 minutes outside it before midnight and 30 after.
        #expect(read.totals == [DayTotals(codedSeconds: 9_000, insideWindowSeconds: 7_200), DayTotals(codedSeconds: 1_800)])
        #expect(try connection.execute("SELECT goals IS NOT NULL FROM person_summary").scalar == "t")
        // The trigger came with it: a session written straight into the table marks it stale.
        try connection.execute("INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor) VALUES ($1, 1773200000000, 60000, '', '', '')", [id])
        #expect(try connection.execute("SELECT goals IS NULL FROM person_summary").scalar == "t")
        // And so does a goal version written so.
        _ = try store.summaryDayTotals(of: ada, for: history, from: monday, count: 2)
        try connection.execute("UPDATE person_goal_versions SET config = config WHERE person_id = $1", [id])
        #expect(try connection.execute("SELECT goals IS NULL FROM person_summary").scalar == "t")
    }
}
