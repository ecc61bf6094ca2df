import CairnCore
import Foundation
import Testing

@Suite("Why, for any day: what decided its status and the run standing on it")
struct WhyTests {
    let engine = Fixture.engine(Fixture.config(zone: "UTC", daily: 60, rest: [.saturday, .sunday]))

    @Test("a failed day says coded against the goal in force, and that it broke the run")
    func failedDay() {
        // Mon–Wed met, Thursday 2026-06-11 only 20 minutes, Friday met.
        let sessions = [("2026-06-08", 60.0), ("2026-06-09", 60), ("2026-06-10", 75), ("2026-06-11", 20), ("2026-06-12", 60)]
            .map { Fixture.session($0.0, "10:00", minutes: $0.1, in: "UTC") }
        let days = engine.history(sessions: sessions, today: Fixture.date("2026-06-12"))
        let thursday = engine.explain(Fixture.date("2026-06-11"), days: days)
        #expect(thursday.status == "fail")
        #expect(thursday.reasons.first == "Coded 20m, 40m less than the daily goal of 1h (in force from the beginning).")
        #expect(thursday.reasons.contains("This day breaks the run: coded 20m of 1h."))
        let friday = engine.explain(Fixture.date("2026-06-12"), days: days)
        #expect(friday.run == RunStory(current: 1, since: Fixture.date("2026-06-12"), brokenOn: Fixture.date("2026-06-11"),
                                       brokenBecause: "coded 20m of 1h"))
    }

    @Test("a held day names its disruption; a rest day says nothing was asked")
    func holdAndRest() {
        let sessions = [Fixture.session("2026-06-08", "10:00", minutes: 60, in: "UTC")]
        let days = engine.verdicts(sessions: sessions, from: Fixture.date("2026-06-08"), through: Fixture.date("2026-06-13"),
                                   today: Fixture.date("2026-06-13"), onHold: [Fixture.date("2026-06-09")])
        let held = engine.explain(Fixture.date("2026-06-09"), days: days, holdReasons: [Fixture.date("2026-06-09"): "a disruption (flu)"])
        #expect(held.status == "hold" && held.reasons.first?.contains("flu") == true)
        let saturday = engine.explain(Fixture.date("2026-06-13"), days: days)
        #expect(saturday.reasons.first?.hasPrefix("A rest day") == true)
    }

    @Test("a trackable's streak: how the day counted, the run and what ended the one before")
    func trackableStreak() {
        let headache = Trackable(id: 1, name: "Headache", kind: .yesNo)
        let rule = AchievementRule(id: 1, trackableId: 1, measure: .streak, threshold: .ladder(.rungs([7])), days: .none)
        let entries = [0, 0, 1, 0, 0].enumerated().map {
            Entry(trackableId: 1, date: Fixture.date("2026-06-01").adding(days: $0.offset), value: Double($0.element))
        }
        let why = AchievementEngine.explain(trackable: headache, rules: [rule], zones: [], entries: entries, disruptions: [],
                                            date: Fixture.date("2026-06-05"), today: Fixture.date("2026-06-05"))
        #expect(why.first?.name == "Headache · Days of No")
        #expect(why.first?.explanation.status == "counts")
        #expect(why.first?.explanation.run == RunStory(current: 2, since: Fixture.date("2026-06-04"), brokenOn: Fixture.date("2026-06-03"),
                                                       brokenBecause: "Headache yes"))
    }

    @Test("a day whose last value is its none but which held an entry of some says why it counts as some")
    func daySomeDespiteItsValue() {
        let headache = Trackable(id: 1, name: "Headache", kind: .choice(ChoiceScale(labels: ["None", "Mild"], noneCode: 0)))
        let rule = AchievementRule(id: 1, trackableId: 1, measure: .streak, threshold: .ladder(.rungs([7])))
        let day = Fixture.date("2026-06-01")
        let entries = [Entry(trackableId: 1, date: day, value: 1, instant: Fixture.iso("2026-06-01T08:00:00Z")),
                       Entry(trackableId: 1, date: day, value: 0, instant: Fixture.iso("2026-06-01T20:00:00Z"))]
        let why = AchievementEngine.explain(trackable: headache, rules: [rule], zones: [], entries: entries, disruptions: [],
                                            date: day, today: day)
        #expect(why.first?.explanation.status == "counts")
        #expect(why.first?.explanation.reasons.first == "That day: Headache None, with an entry other than its none.")
    }
}
