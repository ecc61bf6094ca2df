import CairnCore
import CairnTeam
import Foundation

/// Years of coding for the person whose Today `cairn-bench team` polls, so the poll measures a
/// long read: `CAIRN_BENCH_TEAM_HISTORY_YEARS` years (default 5) of
/// `CAIRN_BENCH_TEAM_HISTORY_SESSIONS` sessions a day (default 10), spread over 08:00–18:00 UTC
/// and filling 60 % of it, ending two days before the load, and goals of 30 minutes a day in
/// Berlin (so the streak reaches back through every day of them, across every DST change).
/// Set-up, not timed: the sessions are written in one statement.
enum TeamHistory {
    /// Gives `name` the years of sessions and the goals; returns how many sessions.
    static func give(years: Int, sessionsPerDay: Int, to name: String, store: TeamStore, now: Date) throws -> Int {
        guard years > 0 else { return 0 }
        let person = try store.person(named: name)
        let config = GoalConfig(dailyGoalMinutes: 30, weeklyGoalMinutes: 150, restDays: [], timeZoneIdentifier: "Europe/Berlin")
        try store.saveGoalHistory(GoalHistory(config), for: person)
        let lastDay = (now.timeIntervalSince1970 / 86_400).rounded(.down) - 2
        let firstDay = lastDay - Double(years * 365)
        let rows = try store.connection.execute("""
            INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor)
            SELECT $1, d * 86400000 + 28800000 + k * (36000000 / $4::bigint), 36000000 / $4::bigint * 6 / 10, 'history', 'Swift', 'vim'
            FROM generate_series($2::bigint, $3::bigint) AS d, generate_series(0, $4::bigint - 1) AS k
            """, [String(person.id), String(Int64(firstDay)), String(Int64(lastDay)), String(max(1, sessionsPerDay))])
        return rows.affected
    }
}
