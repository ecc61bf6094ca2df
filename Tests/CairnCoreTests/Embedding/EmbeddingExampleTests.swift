import CairnCore  // not @testable: only what an embedding app can see
import Foundation
import Testing

/// docs/EMBEDDING.md's program, compiled and run against the public API alone.
@Suite("the embedding example: the public API gives rings, streaks and moments")
struct EmbeddingExampleTests {
    @Test("the documented program's answers")
    func example() throws {
        // --- docs/EMBEDDING.md, from here ---
        // Goals and rings: an hour a day, in Berlin, from one week of sessions.
        let goals = GoalConfig(dailyGoalMinutes: 60, weeklyGoalMinutes: 300, timeZoneIdentifier: "Europe/Berlin")
        let engine = try GoalEngine(config: goals)
        let monday = Date(timeIntervalSince1970: 1_772_438_400)  // Monday 2026-03-02, 08:00 UTC
        let sessions = (0..<5).map { day in Session(start: monday.addingTimeInterval(Double(day) * 86_400), seconds: 4_000) }
        let now = monday.addingTimeInterval(5 * 86_400)
        let today = engine.today(sessions: sessions, now: now)
        print("today \(today.date): ring \(today.day.ringProgress), streak \(today.streak.current)")

        // Achievements: a weight falling for ten days, and a rule for a new lowest.
        let weight = Trackable(id: 1, name: "Weight", kind: .number(.mass), unit: "kg")
        let lowest = AchievementRule(id: 1, trackableId: 1, measure: .best, threshold: .record(minHistory: nil), direction: .low)
        let first = engine.date(of: monday)
        let entries = (0..<10).map { Entry(trackableId: 1, date: first.adding(days: $0), value: 90 - Double($0)) }
        let result = AchievementEngine.evaluate(trackable: weight, rules: [lowest], zones: [], entries: entries,
                                                disruptions: [], today: first.adding(days: 9))
        for moment in result.moments { print("\(moment.date)  \(moment.name): \(moment.measureText)") }
        // --- to here ---
        #expect(today.day.ringProgress == 0)  // Saturday: a rest day, its goal 0
        #expect(today.streak.current == 6)    // five days met, and the rested Saturday
        // A new lowest from the fifth day with a value on, and the built-in Logged anything's 7 days.
        let lowests = result.moments.filter { $0.name == "Weight — new lowest" }
        #expect(lowests.count == 6)
        #expect(lowests.first?.measureText == "86 kg")
        #expect(lowests.last?.measureText == "81 kg")
        #expect(result.moments.filter { $0.name == "Logged anything" }.map(\.measureText) == ["7 days"])
        #expect(result.moments.count == 7)
    }
}
