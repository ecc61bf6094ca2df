import CairnCore
import Foundation
import Testing

@Suite("GoalEngine: the seed's three tests")
struct GoalEngineSeedTests {
    @Test("a session straddling the window start is split correctly: 08:45 for 35 min is 20 min inside")
    func sessionStraddlingWindowStartIsSplitCorrectly() {
        let engine = Fixture.engine(Fixture.config(zone: "America/Denver", window: "09:00-18:00"))
        let s = Fixture.session("2026-06-10", "08:45", minutes: 35, in: "America/Denver")
        #expect(engine.secondsInsideWindow(s) == 20 * 60)
    }

    @Test("a session straddling midnight counts on both days, as WakaTime attributes it")
    func sessionStraddlingMidnight() {
        let engine = Fixture.engine(Fixture.config(zone: "America/Denver", rest: []))
        let s = Fixture.session("2026-06-10", "23:00", minutes: 180, in: "America/Denver")
        let days = engine.verdicts(sessions: [s], from: Fixture.date("2026-06-10"), through: Fixture.date("2026-06-11"),
                                   today: Fixture.date("2026-06-12"))
        #expect(days.map(\.codedSeconds) == [3600, 7200])
    }

    @Test("DST days: the 23-hour and 25-hour days hold exactly their own hours")
    func dstDays() {
        let engine = Fixture.engine(Fixture.config(zone: "America/Denver", rest: []))
        let s = Fixture.session("2026-03-07", "12:00", minutes: 60 * 60, in: "America/Denver")  // noon Sat → 01:00 Tue
        let days = engine.verdicts(sessions: [s], from: Fixture.date("2026-03-07"), through: Fixture.date("2026-03-09"),
                                   today: Fixture.date("2026-03-20"))
        let expected: [Double] = [43_200, 82_800, 86_400]  // 12 h, 23 h, 24 h
        #expect(days.map(\.codedSeconds) == expected)
        let fall = Fixture.session("2026-11-01", "00:00", minutes: 25 * 60, in: "America/Denver")
        #expect(engine.verdict(for: Fixture.date("2026-11-01"), sessions: [fall], today: Fixture.date("2026-11-20")).codedSeconds == 25 * 3600)
    }
}

@Suite("GoalEngine: verdicts")
struct GoalEngineVerdictTests {
    let engine = Fixture.engine(Fixture.config(zone: "UTC", daily: 60, weekly: 300))

    @Test("a working day: ring progress, goal met, success; overshoot goes above 1")
    func workingDay() {
        let s = Fixture.session("2026-06-10", "10:00", minutes: 90, in: "UTC")
        let v = engine.verdict(for: Fixture.date("2026-06-10"), sessions: [s], today: Fixture.date("2026-06-11"))
        #expect(v.goalSeconds == 3600 && v.ringProgress == 1.5 && v.goalMet && v.status == .success && !v.isRestDay)
    }

    @Test("a past working day short of the goal fails; today short of it is pending")
    func failAndPending() {
        let s = Fixture.session("2026-06-10", "10:00", minutes: 30, in: "UTC")
        let t = Fixture.session("2026-06-11", "10:00", minutes: 30, in: "UTC")
        let days = engine.verdicts(sessions: [s, t], from: Fixture.date("2026-06-10"), through: Fixture.date("2026-06-11"),
                                   today: Fixture.date("2026-06-11"))
        #expect(days.map(\.status) == [.fail, .pending])
        #expect(days[0].ringProgress == 0.5)
    }

    @Test("a rest day asks nothing: rested is met, coding on it is not; ring progress is 0")
    func restDay() {
        let start = Fixture.session("2026-06-12", "10:00", minutes: 60, in: "UTC")  // Friday
        let saturday = Fixture.session("2026-06-13", "10:00", minutes: 60, in: "UTC")
        let days = engine.verdicts(sessions: [start, saturday], from: Fixture.date("2026-06-13"), through: Fixture.date("2026-06-14"),
                                   today: Fixture.date("2026-06-15"))
        #expect(days.map(\.isRestDay) == [true, true])
        #expect(days.map(\.goalSeconds) == [0, 0])
        #expect(days.map(\.ringProgress) == [0, 0])
        #expect(days.map(\.goalMet) == [false, true])
        #expect(days.map(\.status) == [.restCoded, .success])
    }

    @Test("coding on a rest day is rest-coded under lenient (neither breaks nor adds) and fail under strict, today included",
          arguments: [(StreakPolicy.lenient, DayStatus.restCoded, 2), (.strict, .fail, 0)])
    func restCoded(policy: StreakPolicy, status: DayStatus, streak: Int) throws {
        let engine = try GoalEngine(config: GoalConfig(dailyGoalMinutes: 60, streakPolicy: policy))
        let sessions = [Fixture.session("2026-06-11", "10:00", minutes: 60, in: "UTC"),  // Thursday
                        Fixture.session("2026-06-12", "10:00", minutes: 60, in: "UTC"),  // Friday
                        Fixture.session("2026-06-13", "10:00", minutes: 30, in: "UTC")]  // Saturday, a rest day
        let days = engine.history(sessions: sessions, today: Fixture.date("2026-06-13"))
        #expect(days.last?.status == status)
        #expect(engine.streak(days: days).current == streak)
    }

    @Test("days before the first session and after today have no verdict")
    func outsideSeries() {
        let s = Fixture.session("2026-06-10", "10:00", minutes: 60, in: "UTC")
        let days = engine.verdicts(sessions: [s], from: Fixture.date("2026-06-09"), through: Fixture.date("2026-06-12"),
                                   today: Fixture.date("2026-06-11"))
        #expect(days.map(\.status) == [nil, .success, .pending, nil])
    }

    @Test("a disrupted day is on hold; so is a date that does not exist")
    func holds() {
        let apia = Fixture.engine(Fixture.config(zone: "Pacific/Apia", daily: 60, rest: []))
        let s = Fixture.session("2011-12-28", "10:00", minutes: 60, in: "Pacific/Apia")
        let days = apia.verdicts(sessions: [s], from: Fixture.date("2011-12-28"), through: Fixture.date("2011-12-31"),
                                 today: Fixture.date("2012-01-05"), onHold: [Fixture.date("2011-12-29")])
        #expect(days.map(\.status) == [.success, .hold, .hold, .fail])
        #expect(days[2].goalSeconds == 0)
    }

    @Test("window adherence: inside / coded, and nil when nothing was coded")
    func adherence() {
        let s = Fixture.session("2026-06-10", "08:00", minutes: 120, in: "UTC")
        let days = engine.verdicts(sessions: [s], from: Fixture.date("2026-06-10"), through: Fixture.date("2026-06-11"),
                                   today: Fixture.date("2026-06-11"))
        #expect(days[0].windowAdherence == 0.5)
        #expect(days[1].windowAdherence == nil)
        #expect(engine.windowAdherence(days: days) == 0.5)
        #expect(engine.windowAdherence(sessions: [s]) == 0.5)
        #expect(engine.windowAdherence(sessions: []) == nil)
    }

    @Test("week progress uses the weekly goal, not daily × 5, and the configured first weekday")
    func week() {
        let sundayStart = Fixture.engine(Fixture.config(zone: "UTC", daily: 60, weekly: 300))
        var config = Fixture.config(zone: "UTC", daily: 60, weekly: 300)
        config.firstWeekday = .sunday
        let sunday = Fixture.engine(config)
        let sessions = [Fixture.session("2026-06-14", "10:00", minutes: 60, in: "UTC"),  // Sunday
                        Fixture.session("2026-06-15", "10:00", minutes: 90, in: "UTC")]  // Monday
        let monday = sundayStart.week(containing: Fixture.date("2026-06-16"), sessions: sessions, today: Fixture.date("2026-06-16"))
        #expect(monday.start == Fixture.date("2026-06-15") && monday.codedSeconds == 5400 && monday.progress == 0.3)
        let fromSunday = sunday.week(containing: Fixture.date("2026-06-16"), sessions: sessions, today: Fixture.date("2026-06-16"))
        #expect(fromSunday.start == Fixture.date("2026-06-14") && fromSunday.codedSeconds == 9000 && fromSunday.progress == 0.5)
    }
}

@Suite("GoalEngine: streaks")
struct GoalEngineStreakTests {
    /// Days from Monday 2026-06-01, one letter each: S met, F short, R rested rest day,
    /// C coded on a rest day, H held, P today pending. The weekday pattern must fit the letters.
    func run(_ pattern: String, policy: StreakPolicy) -> StreakSummary {
        let config = Fixture.config(zone: "UTC", daily: 60, rest: [.saturday, .sunday], policy: policy)
        let engine = Fixture.engine(config)
        let first = Fixture.date("2026-06-01")
        var sessions: [Session] = []
        var holds: Set<LocalDate> = []
        for (i, letter) in pattern.enumerated() {
            let date = first.adding(days: i).description
            switch letter {
            case "S": sessions.append(Fixture.session(date, "10:00", minutes: 60, in: "UTC"))
            case "F", "P": sessions.append(Fixture.session(date, "10:00", minutes: 10, in: "UTC"))
            case "C": sessions.append(Fixture.session(date, "10:00", minutes: 30, in: "UTC"))
            case "H": holds.insert(first.adding(days: i))
            default: break
            }
        }
        let today = first.adding(days: pattern.count - 1)
        return engine.streak(days: engine.history(sessions: sessions, today: today, onHold: holds))
    }

    @Test("rested weekends count under both policies", arguments: StreakPolicy.allCases)
    func restedWeekends(policy: StreakPolicy) {
        #expect(run("SSSSSRRS", policy: policy).current == 8)
    }

    @Test("coding on a rest day: strict breaks the run, lenient neither breaks nor adds")
    func codedRestDay() {
        #expect(run("SSSSSCRS", policy: .strict).current == 2)
        #expect(run("SSSSSCRS", policy: .strict).best == 5)
        #expect(run("SSSSSCRS", policy: .lenient).current == 7)
    }

    @Test("hold days neither break nor add", arguments: StreakPolicy.allCases)
    func holdDays(policy: StreakPolicy) {
        #expect(run("SSHHSRR", policy: policy).current == 5)
    }

    @Test("today, while pending, never breaks the run")
    func pendingToday() {
        #expect(run("SSSP", policy: .lenient).current == 3)
        #expect(run("SSSS", policy: .lenient).current == 4)
    }

    @Test("a failed day breaks the run; the best is remembered")
    func failedDay() {
        let s = run("SSSSSRRFS", policy: .lenient)
        #expect(s.current == 1 && s.best == 7)
    }

    @Test("days before the first session are not in the series")
    func seriesStartsAtFirstSession() {
        let engine = Fixture.engine(Fixture.config(zone: "UTC", daily: 60))
        let s = Fixture.session("2026-06-03", "10:00", minutes: 60, in: "UTC")
        let history = engine.history(sessions: [s], today: Fixture.date("2026-06-04"))
        #expect(history.first?.date == Fixture.date("2026-06-03"))
        #expect(engine.history(sessions: [], today: Fixture.date("2026-06-04")).isEmpty)
    }
}

@Suite("GoalEngine: the Today report")
struct TodayReportTests {
    @Test("today's report: day, week so far, adherence and streak; JSON has the contract's fields")
    func report() throws {
        let engine = Fixture.engine(Fixture.config(zone: "America/Denver", daily: 60, weekly: 300))
        let sessions = [Fixture.session("2026-03-09", "08:00", minutes: 120, in: "America/Denver"),
                        Fixture.session("2026-03-10", "10:00", minutes: 30, in: "America/Denver")]
        let report = engine.today(sessions: sessions, now: Fixture.instant("2026-03-10", "12:00", in: "America/Denver"))
        #expect(report.date == Fixture.date("2026-03-10"))
        #expect(report.day.status == .pending)
        #expect(report.week.codedSeconds == 150 * 60 && report.week.progress == 0.5)
        #expect(report.windowAdherence == 1)
        #expect(report.streak == StreakSummary(current: 1, best: 1, policy: .lenient))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
        #expect(Set(json?.keys.map { $0 } ?? []) == ["date", "day", "week", "windowAdherence", "streak"])
        let day = json?["day"] as? [String: Any]
        #expect(Set(day?.keys.map { $0 } ?? []) == ["date", "codedSeconds", "insideWindowSeconds", "goalSeconds", "isRestDay", "ringProgress", "goalMet", "status"])
    }
}
