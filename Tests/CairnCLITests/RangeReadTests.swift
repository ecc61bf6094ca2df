import CairnCore
import CairnStore
import Foundation
import Testing

/// `today` and `days` read only the sessions their dates need (and the stored per-day summary);
/// their output must be byte for byte what reading every session gives.
@Suite("today and days read by range, exactly as a full read")
struct RangeReadTests {
    static func date(_ text: String) throws -> LocalDate { try #require(LocalDate(iso: text)) }

    /// Zones that change under DST, by half an hour, and by more than a day eastward (an empty
    /// change day), with windows across midnight and a strict policy at the end.
    static func history() throws -> GoalHistory {
        let versions: [GoalHistory.Version] = [
            .init(from: nil, config: GoalConfig(dailyGoalMinutes: 90, weeklyGoalMinutes: 600,
                                                window: TimeWindow(startMinute: 22 * 60, endMinute: 2 * 60),
                                                timeZoneIdentifier: "America/Denver")),
            .init(from: try date("2025-06-10"), config: GoalConfig(dailyGoalMinutes: 60, timeZoneIdentifier: "Australia/Lord_Howe")),
            .init(from: try date("2025-09-01"), config: GoalConfig(dailyGoalMinutes: 60, timeZoneIdentifier: "Pacific/Pago_Pago",
                                                                   firstWeekday: .sunday)),
            .init(from: try date("2025-09-20"), config: GoalConfig(dailyGoalMinutes: 45, timeZoneIdentifier: "Pacific/Kiritimati")),
            .init(from: try date("2025-12-01"), config: GoalConfig(dailyGoalMinutes: 120, restDays: [.wednesday],
                                                                   timeZoneIdentifier: "Europe/London", streakPolicy: .strict)),
        ]
        return try #require(GoalHistory(versions: versions))
    }

    /// Sessions from 2025-01-01 over about 14 months: mostly short, some overlapping, some of
    /// length zero, and now and then one of 20 to 50 hours (the look-back must reach it).
    static func sessions(seed: UInt64, count: Int) -> [Session] {
        var rng = SplitMix64(seed: seed)
        let start = 1_735_689_600.0  // 2025-01-01T00:00:00Z
        return (0..<count).map { _ in
            let begin = start + Double(rng.next() % 36_000_000_000) / 1000
            let kind = rng.next() % 100
            let seconds = kind < 3 ? 0 : kind < 6 ? Double(72_000 + rng.next() % 108_000) : Double(rng.next() % 10_800_000) / 1000
            return Session(start: Date(timeIntervalSince1970: begin), seconds: seconds, project: "p\(rng.next() % 3)")
        }
    }

    /// Every session read, merged and judged: what `today` and `days` printed before they read by range.
    struct Reference {
        let store: Store
        let engine: GoalEngine

        init(path: String) throws {
            store = try Store(path: path)
            engine = try GoalEngine(history: try #require(try store.goalHistory()))
        }

        func merged(now: Date) throws -> [TimeSpan] {
            TimeSpan.clipped(TimeSpan.union(try store.sessionSpans()), at: now.timeIntervalSince1970)
        }

        func today(now: Date, date: LocalDate?) throws -> String {
            let merged = try merged(now: now)
            let today = engine.date(of: now)
            return try Self.json(engine.report(for: date ?? today, merged: merged, today: today,
                                               onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals()))
        }

        func days(now: Date, from: LocalDate, to: LocalDate) throws -> String {
            let merged = try merged(now: now)
            let totals = try store.dayTotals()
            return try Self.json(engine.verdicts(merged: merged, from: from, through: to,
                                                 seriesStart: engine.seriesStart(merged: merged, dayTotals: totals),
                                                 today: engine.date(of: now), onHold: try store.goalHoldDates(), dayTotals: totals))
        }

        static func json(_ value: some Encodable) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        }
    }

    static let nows = ["2025-03-09T09:30:00Z", "2025-06-10T03:00:00Z", "2025-09-20T11:00:00Z", "2025-11-02T08:30:00Z",
                       "2026-01-15T23:59:59Z", "2026-04-01T12:00:00Z"]

    /// Runs `today` (with and without `--date`) and `days` (a week, a long range, a range before
    /// the first session) at each instant and compares each with the reference.
    func compareAll(_ cairn: CairnBinary, nows: [String] = RangeReadTests.nows) throws {
        let reference = try Reference(path: cairn.database)
        for text in nows {
            let now = try #require(ISO8601DateFormatter().date(from: text))
            let today = reference.engine.date(of: now)
            for date in [nil, today.adding(days: -40), today.adding(days: -3)] {
                let arguments = ["today", "--json", "--now", text] + (date.map { ["--date", $0.description] } ?? [])
                let result = try cairn.run(arguments)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout == (try reference.today(now: now, date: date)), "\(arguments)")
            }
            for (from, to) in [(today.adding(days: -6), today), (try Self.date("2024-12-25"), today.adding(days: 3)),
                               (try Self.date("2024-11-01"), try Self.date("2024-12-31")),
                               (try Self.date("2025-08-30"), try Self.date("2025-09-25"))] {
                let arguments = ["days", "--json", "--now", text, "--from", from.description, "--to", to.description]
                let result = try cairn.run(arguments)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout == (try reference.days(now: now, from: from, to: to)), "\(arguments)")
            }
        }
    }

    @Test("randomized sessions under DST zones and goal-history zone changes: today and days match the full read", arguments: [1, 2, 3] as [UInt64])
    func matchesFullRead(seed: UInt64) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        do {
            let store = try Store(path: cairn.database)
            try store.saveGoalHistory(try Self.history())
            let all = Self.sessions(seed: seed, count: 1500)
            // In batches, as imports arrive: each rebuilds the summary in its own transaction.
            for part in stride(from: 0, to: all.count, by: 500) {
                _ = try store.insertSessions(Array(all[part..<Swift.min(all.count, part + 500)]))
            }
            if seed == 2 {
                _ = try store.insertDayTotals([(try Self.date("2024-12-20"), 4000), (try Self.date("2025-07-04"), 30000)], source: "wakatime")
            }
        }
        try compareAll(cairn)
    }

    @Test("a session written past the summary (here by hand) makes it stale, and the answers stay exact")
    func staleSummary() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        do {
            let store = try Store(path: cairn.database)
            try store.saveGoalHistory(try Self.history())
            _ = try store.insertSessions(Self.sessions(seed: 9, count: 600))
            // 2025-03-01T10:00Z for 30 hours, past every path that rebuilds the summary.
            try store.connection.execute("INSERT INTO sessions (start_ms, duration_ms) VALUES (1740823200000, 108000000)")
        }
        try compareAll(cairn, nows: ["2025-03-03T12:00:00Z", "2026-01-15T23:59:59Z"])
    }

    @Test("an import undone leaves the summary right")
    func undo() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        do {
            let store = try Store(path: cairn.database)
            try store.saveGoalHistory(try Self.history())
            _ = try store.insertSessions(Self.sessions(seed: 5, count: 400))
        }
        let file = try cairn.write("more.json", """
            [{"start": "2025-02-03T16:00:00Z", "seconds": 90000}, {"start": "2025-10-07T01:00:00Z", "seconds": 7200}]
            """)
        #expect(try cairn.run(["import", "sessions", file]).status == 0)
        try compareAll(cairn, nows: ["2026-01-15T23:59:59Z"])
        #expect(try cairn.run(["undo"]).status == 0)
        try compareAll(cairn, nows: ["2026-01-15T23:59:59Z"])
    }

    @Test("today takes the days before today from the stored summary, not from every session")
    func usesSummary() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        do {
            let store = try Store(path: cairn.database)
            try store.saveGoalHistory(try Self.history())
            _ = try store.insertSessions(Self.sessions(seed: 4, count: 600))
        }
        let arguments = ["days", "--json", "--now", "2026-01-15T23:59:59Z", "--from", "2025-01-01", "--to", "2026-01-15"]
        let before = try cairn.run(arguments)
        // Doctor the summary (not a session): an answer built from it changes.
        let store = try Store(path: cairn.database)
        try store.connection.execute("UPDATE session_day_totals SET coded = coded + 1")
        let after = try cairn.run(arguments)
        #expect(before.status == 0 && after.status == 0)
        #expect(before.stdout != after.stdout)
    }
}
