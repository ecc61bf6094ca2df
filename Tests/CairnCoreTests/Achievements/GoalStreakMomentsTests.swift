import Testing
import CairnCore

@Suite("The coding goal's streak milestones are achievement moments")
struct GoalStreakMomentsTests {
    func verdict(_ day: Int, _ status: DayStatus?, rest: Bool = false) -> DayVerdict {
        DayVerdict(date: Fixtures.day(day), codedSeconds: 0, insideWindowSeconds: 0, goalSeconds: 0, isRestDay: rest, status: status)
    }

    @Test("Seven met days make the 7-day milestone; hold and pending days carry the run")
    func sevenDays() {
        var days = (0..<5).map { verdict($0, .success) }
        days.append(verdict(5, .hold))
        days += [verdict(6, .success), verdict(7, .success), verdict(8, .pending)]
        let result = GoalStreakMoments.evaluate(days: days, today: Fixtures.day(8))
        #expect(result.moments.map(\.date) == [Fixtures.day(7)])
        #expect(result.moments.first?.key == "goal-streak@2025-01-08#7")
        #expect(result.comingUp.first?.current == 7)
    }

    @Test("Coding on a rest day breaks the run when strict (fail), and is passed over when lenient (rest-coded)")
    func restDayPolicy() {
        func days(_ restDay: DayStatus) -> [DayVerdict] {
            (0..<4).map { verdict($0, .success) } + [verdict(4, restDay, rest: true)] + (5..<8).map { verdict($0, .success) }
        }
        #expect(GoalStreakMoments.evaluate(days: days(.restCoded), today: Fixtures.day(7)).moments.count == 1)
        #expect(GoalStreakMoments.evaluate(days: days(.fail), today: Fixtures.day(7)).moments.isEmpty)
    }
}
