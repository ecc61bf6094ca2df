import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The coding analytics' numbers on known sessions.
@Suite("Coding analytics: breakdowns, days, averages and the rhythm")
struct CodingAnalyticsTests {
    /// An instant from its ISO text (UTC, `Z`).
    static func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0) }

    /// A week in UTC (today Wednesday 2026-03-11, the goal 4 h, rest on Saturday and Sunday):
    /// overlapping projects on Monday, coding on the rest day Saturday, nothing on Sunday.
    static func week(_ path: String) throws -> Workspace {
        let workspace = try workspace(path, today: "2026-03-11")
        let store = try Store(path: path)
        _ = try store.insertSessions([
            Session(start: at("2026-03-05T09:00:00Z"), seconds: 3_600, project: "cairn", language: "Swift", editor: "vim", source: "json"),
            Session(start: at("2026-03-07T10:00:00Z"), seconds: 1_800, project: "notes", language: "Markdown", editor: "vim", source: "json"),
            // Monday: cairn 09:00-11:00 and web 10:00-12:00 overlap for an hour, shared half and half.
            Session(start: at("2026-03-09T09:00:00Z"), seconds: 7_200, project: "cairn", language: "Swift", editor: "vscode", source: "wakatime"),
            Session(start: at("2026-03-09T10:00:00Z"), seconds: 7_200, project: "web", language: "TypeScript", editor: "vscode", source: "wakatime"),
            Session(start: at("2026-03-10T14:00:00Z"), seconds: 5_400, project: "cairn", language: "Swift", editor: "vim", source: "json"),
            Session(start: at("2026-03-11T08:00:00Z"), seconds: 1_200, language: "Shell", source: "json"),
        ])
        return workspace
    }

    @Test("each breakdown's rows add up to the total, their shares to 1, and equal `breakdown`'s rows")
    func sharesSumToTotal() throws {
        try withTemporaryDatabase { path in
            let workspace = try Self.week(path)
            let document = try workspace.codingAnalytics(.last7)
            #expect(document.range.from == day("2026-03-05") && document.range.to == day("2026-03-11"))
            // 1 h + 30 m + 3 h (the union of Monday) + 1 h 30 m + 20 m.
            #expect(document.totalSeconds == 3_600 + 1_800 + 10_800 + 5_400 + 1_200)
            #expect(document.breakdowns.map(\.by) == [.project, .language, .editor, .source])
            for breakdown in document.breakdowns {
                let sum = breakdown.rows.reduce(0) { $0 + $1.seconds }
                #expect(abs(sum - document.totalSeconds) < 1e-6, "\(breakdown.by)")
                #expect(abs(breakdown.rows.reduce(0) { $0 + $1.share } - 1) < 1e-9, "\(breakdown.by)")
                let cli = try workspace.breakdown(by: breakdown.by, from: document.range.from, to: document.range.to)
                #expect(cli.rows == breakdown.rows, "\(breakdown.by)")
            }
            let projects = document.breakdowns[0].rows
            let seconds = Dictionary(uniqueKeysWithValues: projects.map { ($0.name, $0.seconds) })
            #expect(seconds == ["cairn": 3_600 + 3_600 + 1_800 + 5_400, "web": 1_800 + 3_600, "notes": 1_800, Breakdown.unnamed: 1_200])
        }
    }

    @Test("the average per working day leaves out rest days; the best day is the day with most coding")
    func averageAndBest() throws {
        try withTemporaryDatabase { path in
            let document = try Self.week(path).codingAnalytics(.last7)
            // Thursday 5th, Friday 6th, Monday 9th, Tuesday 10th, Wednesday 11th are working days;
            // Saturday's 30 minutes are on a rest day and count in the total only.
            #expect(document.workingDays == 5)
            let average = try #require(document.averagePerWorkingDaySeconds)
            #expect(average == (3_600 + 10_800 + 5_400 + 1_200) / 5)
            #expect(document.bestDay?.date == day("2026-03-09") && document.bestDay?.seconds == 10_800)
            let saturday = try #require(document.days.first { $0.date == day("2026-03-07") })
            #expect(saturday.isRestDay && saturday.seconds == 1_800 && saturday.goalSeconds == 0)
            let monday = try #require(document.days.first { $0.date == day("2026-03-09") })
            #expect(!monday.isRestDay && monday.goalSeconds == 240 * 60)
            #expect(document.days.count == 7)
        }
    }

    @Test("a day on hold is marked and left out of the working days")
    func holdLeftOut() throws {
        try withTemporaryDatabase { path in
            let workspace = try Self.week(path)
            let store = try Store(path: path)
            try store.addDisruption(Disruption(from: day("2026-03-10"), to: day("2026-03-10"), reason: "ill"))
            let document = try workspace.codingAnalytics(.last7)
            #expect(document.days.first { $0.date == day("2026-03-10") }?.onHold == true)
            #expect(document.workingDays == 4)
            #expect(try #require(document.averagePerWorkingDaySeconds) == (3_600 + 10_800 + 1_200) / 4)
        }
    }

    @Test("the rhythm cuts a session at the hours and at midnight, by the wall clock, across a DST change")
    func rhythmAcrossDST() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "America/New_York"))
            // Saturday 2026-03-07 23:30 EST (UTC-5) for 4 hours: to Sunday 04:30 EDT (UTC-4); the
            // clocks jump from 02:00 to 03:00 that night.
            _ = try store.insertSessions([Session(start: Self.at("2026-03-08T04:30:00Z"), seconds: 14_400, project: "cairn")])
            let workspace = Workspace(environment: [:], databasePath: path, now: Self.at("2026-03-11T17:00:00Z"))
            let document = try workspace.codingAnalytics(.custom(from: day("2026-03-07"), to: day("2026-03-08")))
            #expect(document.rhythm.map(\.weekday) == [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])
            let saturday = document.rhythm[5].seconds, sunday = document.rhythm[6].seconds
            #expect(saturday[23] == 1_800)
            #expect(sunday[0] == 3_600 && sunday[1] == 3_600)
            #expect(sunday[2] == 0, "the hour the clocks skip holds nothing")
            #expect(sunday[3] == 3_600 && sunday[4] == 1_800)
            let all = document.rhythm.flatMap(\.seconds).reduce(0, +)
            #expect(all == 14_400 && all == document.totalSeconds)
            #expect(document.days.map(\.seconds) == [1_800, 12_600])
        }
    }

    @Test("the repeated hour of a fall-back night holds both of its passes")
    func rhythmFallBack() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "America/New_York"))
            // Sunday 2026-11-01 00:30 EDT (04:30Z) for 3 hours: 01:00-02:00 is shown twice.
            _ = try store.insertSessions([Session(start: Self.at("2026-11-01T04:30:00Z"), seconds: 10_800)])
            let workspace = Workspace(environment: [:], databasePath: path, now: Self.at("2026-11-03T17:00:00Z"))
            let sunday = try workspace.codingAnalytics(.custom(from: day("2026-11-01"), to: day("2026-11-01"))).rhythm[6].seconds
            #expect(sunday[0] == 1_800 && sunday[1] == 7_200 && sunday[2] == 1_800)
        }
    }

    @Test("the rhythm's first row is the week's first day in force")
    func rhythmOrder() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC", firstWeekday: .sunday))
            let workspace = Workspace(environment: [:], databasePath: path, now: Self.at("2026-03-11T17:00:00Z"))
            #expect(try workspace.codingAnalytics(.last7).rhythm.first?.weekday == .sunday)
        }
    }

    @Test("the ranges: this month, this year and all time from the first day with coding",
          arguments: [(CodingRange.month, "2026-03-01"), (.year, "2026-01-01"), (.all, "2026-03-05"), (.last30, "2026-02-10")])
    func ranges(range: CodingRange, from: String) throws {
        try withTemporaryDatabase { path in
            let document = try Self.week(path).codingAnalytics(range)
            #expect(document.range.from == day(from) && document.range.to == day("2026-03-11"))
            #expect(document.range.key == range.key)
            #expect(document.totalSeconds == 22_800)
        }
    }

    @Test("a range is read from range= or start= and end=, and a bad one is refused as a usage error")
    func parse() throws {
        #expect(try CodingRange.parse(range: nil, start: nil, end: nil) == .last7)
        #expect(try CodingRange.parse(range: "30d", start: nil, end: nil) == .last30)
        #expect(try CodingRange.parse(range: nil, start: "2026-01-01", end: "2026-01-31") == .custom(from: day("2026-01-01"), to: day("2026-01-31")))
        for (range, start, end) in [("week", nil, nil), (nil, "2026-01-01", nil), (nil, "2026-02-01", "2026-01-01"), (nil, "yesterday", "2026-01-01"), ("7d", "2026-01-01", "2026-01-02")] as [(String?, String?, String?)] {
            #expect(throws: AppError.self) { try CodingRange.parse(range: range, start: start, end: end) }
            do { _ = try CodingRange.parse(range: range, start: start, end: end) } catch { #expect(error.kind == .badRequest) }
        }
    }
}
