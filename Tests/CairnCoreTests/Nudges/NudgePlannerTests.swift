import CairnCore
import Foundation
import Testing

/// Each test sets up a day on which the nudge WOULD fire but for the rule it names, and checks
/// the same set-up without that one condition fires it: remove the rule and the test fails.
@Suite("Nudges: gentle, inside the window, never on a rest day, once each")
struct NudgePlannerTests {
    let engine = Fixture.engine(Fixture.config(zone: "America/Denver", window: "09:00-18:00", daily: 120, weekly: 300))

    func due(_ sessions: [Session], at time: String, on date: String, fired: Set<String> = [], engine: GoalEngine? = nil) -> [Nudge] {
        let engine = engine ?? self.engine
        let now = Fixture.instant(date, time, in: "America/Denver")
        return NudgePlanner.due(report: engine.today(sessions: sessions, now: now), engine: engine, now: now, fired: fired)
    }

    /// 80 of Tuesday's 120 minutes, coded in the morning: the ring is open.
    let openRing = [Fixture.session("2026-03-10", "07:00", minutes: 80, in: "America/Denver")]

    @Test("\"40m to close today's ring\" inside the window while the ring is open")
    func closeRing() {
        let nudges = due(openRing, at: "14:00", on: "2026-03-10")
        #expect(nudges == [Nudge(kind: .closeRing, key: "nudge:ring:2026-03-10", text: "40m to close today's ring")])
    }

    @Test("never outside the window: no nag at 22:00 (or 08:59) about a 09:00–18:00 schedule, with the ring still open")
    func outsideWindow() {
        #expect(due(openRing, at: "22:00", on: "2026-03-10").isEmpty)
        #expect(due(openRing, at: "08:59", on: "2026-03-10").isEmpty)
        #expect(due(openRing, at: "09:00", on: "2026-03-10").map(\.kind) == [.closeRing])
    }

    @Test("a window that wraps past midnight nudges at 23:00 and not at 14:00")
    func wrappingWindow() {
        let night = Fixture.engine(Fixture.config(zone: "America/Denver", window: "20:00-02:00", daily: 120, weekly: 300))
        #expect(due(openRing, at: "23:00", on: "2026-03-10", engine: night).map(\.kind) == [.closeRing])
        #expect(due(openRing, at: "14:00", on: "2026-03-10", engine: night).isEmpty)
    }

    @Test("rest-day silence: a Saturday whose week is already full says nothing, though a Friday would")
    func restDay() {
        // 5 h by Thursday: the weekly goal (300 min) is hit.
        let week = (9...12).map { Fixture.session(String(format: "2026-03-%02d", $0), "09:00", minutes: 75, in: "America/Denver") }
        #expect(due(week, at: "11:00", on: "2026-03-13").map(\.kind).contains(.weeklyGoalHit))  // Friday, a working day
        #expect(due(week, at: "11:00", on: "2026-03-14").isEmpty)  // Saturday, a rest day: nothing at all
    }

    @Test("a closed ring asks for nothing more")
    func closed() {
        let closed = [Fixture.session("2026-03-10", "09:00", minutes: 130, in: "America/Denver")]
        #expect(due(closed, at: "14:00", on: "2026-03-10").isEmpty)
        #expect(due(openRing, at: "14:00", on: "2026-03-10").map(\.kind) == [.closeRing])
    }

    @Test("\"Weekly goal hit 🎉\" once per week: its key, once fired, silences it on the working day after")
    func weekly() {
        let week = (9...12).map { Fixture.session(String(format: "2026-03-%02d", $0), "09:00", minutes: 80, in: "America/Denver") }
        // (Thursday's and Friday's rings are open too: only the week's nudge is looked at here.)
        let weekly = { (nudges: [Nudge]) in nudges.filter { $0.kind == .weeklyGoalHit } }
        let thursday = weekly(due(week, at: "17:00", on: "2026-03-12"))
        #expect(thursday == [Nudge(kind: .weeklyGoalHit, key: "nudge:week:2026-03-09", text: "Weekly goal hit 🎉")])
        #expect(weekly(due(week, at: "10:00", on: "2026-03-13")).count == 1)  // Friday, not yet fired
        #expect(weekly(due(week, at: "10:00", on: "2026-03-13", fired: Set(thursday.map(\.key)))).isEmpty)
    }

    @Test("the celebration keeps to the window too: a week filled in the evening is cheered when the next window opens")
    func weeklyInsideWindow() {
        let week = (9...12).map { Fixture.session(String(format: "2026-03-%02d", $0), "09:00", minutes: 80, in: "America/Denver") }
        #expect(due(week, at: "20:00", on: "2026-03-12").isEmpty)
        #expect(due(week, at: "09:00", on: "2026-03-13").map(\.kind).contains(.weeklyGoalHit))
    }
}
