import CairnCore
import Foundation
import Testing

@Suite("Nudges: gentle, inside the window, never on a rest day, once each")
struct NudgePlannerTests {
    let engine = Fixture.engine(Fixture.config(zone: "America/Denver", window: "09:00-18:00", daily: 120, weekly: 300))

    func due(_ sessions: [Session], at time: String, on date: String, fired: Set<String> = []) -> [Nudge] {
        let now = Fixture.instant(date, time, in: "America/Denver")
        return NudgePlanner.due(report: engine.today(sessions: sessions, now: now), engine: engine, now: now, fired: fired)
    }

    @Test("\"40m to close today's ring\" inside the window while the ring is open")
    func closeRing() {
        let nudges = due([Fixture.session("2026-03-10", "09:00", minutes: 80, in: "America/Denver")], at: "14:00", on: "2026-03-10")
        #expect(nudges == [Nudge(kind: .closeRing, key: "nudge:ring:2026-03-10", text: "40m to close today's ring")])
    }

    @Test("never outside the window: no nag at 22:00 about a 09:00–18:00 schedule")
    func outsideWindow() {
        #expect(due([], at: "22:00", on: "2026-03-10").isEmpty)
        #expect(due([], at: "08:59", on: "2026-03-10").isEmpty)
    }

    @Test("rest-day silence: nothing on a Saturday, inside the window or not")
    func restDay() {
        #expect(due([], at: "11:00", on: "2026-03-14").isEmpty)
    }

    @Test("a closed ring asks for nothing more")
    func closed() {
        #expect(due([Fixture.session("2026-03-10", "09:00", minutes: 130, in: "America/Denver")], at: "14:00", on: "2026-03-10").isEmpty)
    }

    @Test("\"Weekly goal hit 🎉\" once per week, even on the rest day after")
    func weekly() {
        let week = (9...12).map { Fixture.session(String(format: "2026-03-%02d", $0), "09:00", minutes: 80, in: "America/Denver") }
        let friday = due(week, at: "20:00", on: "2026-03-12")
        #expect(friday == [Nudge(kind: .weeklyGoalHit, key: "nudge:week:2026-03-09", text: "Weekly goal hit 🎉")])
        #expect(due(week, at: "20:00", on: "2026-03-13", fired: Set(friday.map(\.key))).isEmpty)
    }
}
