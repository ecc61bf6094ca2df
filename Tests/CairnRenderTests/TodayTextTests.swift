import CairnCore
import CairnRender
import Foundation
import Testing

@Suite("Terminal rendering against golden files")
struct TodayTextTests {
    static func date(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

    static func day(_ date: String, coded: Double, inside: Double, goal: Double, rest: Bool = false, status: DayStatus?) -> DayVerdict {
        DayVerdict(date: Self.date(date), codedSeconds: coded, insideWindowSeconds: inside, goalSeconds: goal, isRestDay: rest, status: status)
    }

    static let config = GoalConfig(timeZoneIdentifier: "America/Denver")

    static func week(_ days: [DayVerdict]) -> WeekProgress {
        let coded = days.reduce(0) { $0 + $1.codedSeconds }
        return WeekProgress(start: date("2026-03-09"), codedSeconds: coded, goalSeconds: 72_000, progress: coded / 72_000,
                            windowAdherence: nil, days: days)
    }

    static let workingWeek = [
        day("2026-03-09", coded: 16_200, inside: 14_400, goal: 14_400, status: .success),
        day("2026-03-10", coded: 9_000, inside: 9_000, goal: 14_400, status: .fail),
        day("2026-03-11", coded: 0, inside: 0, goal: 14_400, status: .hold),
        day("2026-03-12", coded: 8_100, inside: 6_480, goal: 14_400, status: .pending),
    ]

    @Test("a working day in progress: three bars, the nudge, the week strip, the streak")
    func pending() throws {
        let today = Self.workingWeek[3]
        let report = TodayReport(date: today.date, day: today, week: Self.week(Self.workingWeek), windowAdherence: 0.8,
                                 streak: StreakSummary(current: 12, best: 40, policy: .lenient))
        try GoldenFile.check(TodayText(report: report, config: Self.config).render(), against: "today-pending.txt")
    }

    @Test("a rest day: the ring steps aside for a leaf")
    func restDay() throws {
        var days = Self.workingWeek
        days[3].status = .success
        days.append(Self.day("2026-03-13", coded: 20_000, inside: 20_000, goal: 14_400, status: .success))
        days.append(Self.day("2026-03-14", coded: 0, inside: 0, goal: 0, rest: true, status: .success))
        let report = TodayReport(date: Self.date("2026-03-14"), day: days[5], week: Self.week(days), windowAdherence: nil,
                                 streak: StreakSummary(current: 1, best: 40, policy: .strict))
        try GoldenFile.check(TodayText(report: report, config: Self.config).render(), against: "today-rest.txt")
    }

    @Test("overshooting laps past 100% and colour is ANSI only when asked")
    func overshootInColour() throws {
        let today = Self.day("2026-03-09", coded: 21_600, inside: 10_800, goal: 14_400, status: .success)
        let report = TodayReport(date: today.date, day: today, week: Self.week([today]), windowAdherence: 0.5,
                                 streak: StreakSummary(current: 1, best: 1, policy: .lenient))
        try GoldenFile.check(TodayText(report: report, config: Self.config, style: .ansi).render(), against: "today-overshoot-ansi.txt")
        #expect(!TodayText(report: report, config: Self.config).render().contains("\u{1B}"))
    }

    @Test("the days table")
    func daysTable() throws {
        try GoldenFile.check(DaysText(days: Self.workingWeek + [Self.day("2026-03-13", coded: 0, inside: 0, goal: 14_400, status: nil)]).render(),
                             against: "days.txt")
    }

    @Test("durations", arguments: [(0.0, "0m"), (30, "<1m"), (60, "1m"), (3600, "1h"), (4_800, "1h 20m"), (90_000, "25h"), (-5, "0m")])
    func durations(seconds: Double, text: String) {
        #expect(DurationText.format(seconds: seconds) == text)
    }
}

@Suite("Coding on a rest day, in words")
struct RestDayCodingTextTests {
    @Test("the rest-day line says what coding on it does under each policy", arguments: [
        (StreakPolicy.lenient, "neither breaks nor adds"), (.strict, "breaks the streak"),
    ])
    func restDayCoding(policy: StreakPolicy, words: String) {
        let day = TodayTextTests.day("2026-03-14", coded: 3600, inside: 3600, goal: 0, rest: true, status: .fail)
        var config = TodayTextTests.config
        config.streakPolicy = policy
        let report = TodayReport(date: day.date, day: day, week: TodayTextTests.week([day]), windowAdherence: 1,
                                 streak: StreakSummary(current: 0, best: 3, policy: policy))
        let text = TodayText(report: report, config: config).render()
        #expect(text.contains("Rest day 🌱") && text.contains("you coded 1h on a rest day") && text.contains(words))
    }
}
