import CairnCore
import Foundation
import Testing

@Suite("Settings have a history: each day is judged by the version in force on it")
struct GoalHistoryTests {
    let denver = Fixture.config(zone: "America/Denver", daily: 120)

    /// Sessions of 90 minutes at 10:00 Denver time, every day of March 2026.
    var march: [Session] {
        (1...31).map { Fixture.session(String(format: "2026-03-%02d", $0), "10:00", minutes: 90, in: "America/Denver") }
    }

    @Test("a new daily goal from a date leaves every earlier day as it was")
    func newGoal() throws {
        let before = Fixture.engine(denver)
        let history = GoalHistory(denver).changing(from: Fixture.date("2026-03-16")) { $0.dailyGoalMinutes = 60 }
        let after = try GoalEngine(history: history)
        let today = Fixture.date("2026-03-20")
        let old = before.history(sessions: march, today: today)
        let new = after.history(sessions: march, today: today)
        #expect(Array(new.prefix(15)) == Array(old.prefix(15)))
        #expect(new[15].goalSeconds == 3600 && old[15].goalSeconds == 7200)
        #expect(new[15].status == .success && old[15].status == .fail)
    }

    @Test("changing from a date splits the version in force there and changes every later one")
    func changing() {
        let history = GoalHistory(denver)
            .changing(from: Fixture.date("2026-03-10")) { $0.timeZoneIdentifier = "Asia/Tokyo" }
            .changing(from: Fixture.date("2026-03-05")) { $0.dailyGoalMinutes = 30 }
        #expect(history.versions.map(\.from) == [nil, Fixture.date("2026-03-05"), Fixture.date("2026-03-10")])
        #expect(history.versions.map(\.config.dailyGoalMinutes) == [120, 30, 30])
        #expect(history.versions.map(\.config.timeZoneIdentifier) == ["America/Denver", "America/Denver", "Asia/Tokyo"])
        #expect(history.config(on: Fixture.date("2026-03-04")).dailyGoalMinutes == 120)
        // Changing everything from the beginning rewrites every version, on purpose.
        #expect(history.changing(from: nil) { $0.dailyGoalMinutes = 10 }.versions.allSatisfy { $0.config.dailyGoalMinutes == 10 })
    }

    @Test("a version equal to the one before it is merged away")
    func tidy() {
        let history = GoalHistory(denver).changing(from: Fixture.date("2026-03-10")) { $0.dailyGoalMinutes = 120 }
        #expect(history.versions.count == 1)
    }

    /// Denver → Tokyo from 2026-03-20 (east, Tokyo is 15 hours ahead in March) and back.
    @Test("flying east: the change day runs from Denver's midnight to Tokyo's next, and every earlier day is untouched",
          arguments: [("America/Denver", "Asia/Tokyo"), ("Asia/Tokyo", "America/Denver")])
    func travel(from home: String, to away: String) throws {
        let change = Fixture.date("2026-03-20")
        let config = Fixture.config(zone: home, daily: 120)
        let history = GoalHistory(config).changing(from: change) { $0.timeZoneIdentifier = away }
        let engine = try GoalEngine(history: history)
        let stay = Fixture.engine(config)
        let sessions = (1...25).map { Fixture.session(String(format: "2026-03-%02d", $0), "10:00", minutes: 90, in: home) }
        let today = Fixture.date("2026-03-25")
        let moved = engine.verdicts(sessions: sessions, from: Fixture.date("2026-03-01"), through: today, today: today)
        let stayed = stay.verdicts(sessions: sessions, from: Fixture.date("2026-03-01"), through: today, today: today)
        // Every day before the change is exactly as it was.
        #expect(Array(moved.prefix(19)) == Array(stayed.prefix(19)))
        let layout = engine.layout(from: Fixture.date("2026-03-19"), through: Fixture.date("2026-03-21"))
        let oldZone = Fixture.calendar(home), newZone = Fixture.calendar(away)
        // The change day starts at the old zone's midnight and ends at the new zone's next one.
        #expect(layout.bounds[1] == oldZone.epochSeconds(on: change, secondsIntoDay: 0))
        #expect(layout.bounds[2] == newZone.epochSeconds(on: change.adding(days: 1), secondsIntoDay: 0))
        let eastward = newZone.timeZone.secondsFromGMT() > oldZone.timeZone.secondsFromGMT()
        #expect(eastward ? layout.length(ofDay: 1) < 86_400 : layout.length(ofDay: 1) > 86_400)
        // Later days are whole days of the new zone.
        #expect(layout.length(ofDay: 2) == 86_400)
        // An instant is dated by the same cut.
        #expect(engine.date(atSeconds: layout.bounds[1]) == change)
        #expect(engine.date(atSeconds: layout.bounds[1] - 1) == change.adding(days: -1))
        #expect(engine.date(atSeconds: layout.bounds[2]) == change.adding(days: 1))
        // No second is lost or counted twice: over days that hold every session, the coded seconds add up either way.
        let end = Fixture.date("2026-03-28")
        let all = engine.verdicts(sessions: sessions, from: Fixture.date("2026-02-28"), through: end, today: end)
        #expect(all.reduce(0) { $0 + $1.codedSeconds } == 25 * 5400)
    }

    @Test("a jump of more than a day east leaves the change day empty, on hold like a date that does not exist")
    func dateLine() throws {
        let change = Fixture.date("2026-03-20")
        let history = GoalHistory(Fixture.config(zone: "Pacific/Pago_Pago")).changing(from: change) { $0.timeZoneIdentifier = "Pacific/Kiritimati" }
        let engine = try GoalEngine(history: history)
        let layout = engine.layout(from: change, through: change.adding(days: 1))
        #expect(layout.length(ofDay: 0) == 0)
        // The next day starts where the old zone's last day ended: no instant belongs to two days.
        #expect(layout.bounds[1] == Fixture.calendar("Pacific/Pago_Pago").epochSeconds(on: change, secondsIntoDay: 0))
        #expect(layout.bounds[2] == Fixture.calendar("Pacific/Kiritimati").epochSeconds(on: change.adding(days: 2), secondsIntoDay: 0))
        let session = Session(start: Date(timeIntervalSince1970: layout.bounds[0] - 3600), seconds: 7200)
        let days = engine.verdicts(sessions: [session], from: change.adding(days: -1), through: change, today: change.adding(days: 2))
        #expect(days.last?.status == .hold && days.last?.codedSeconds == 0)
    }
}
