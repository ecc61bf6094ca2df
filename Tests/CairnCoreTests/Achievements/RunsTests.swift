import Testing
import CairnCore

@Suite("Runs: hold days carry a streak, and a run stands while it is live")
struct RunsTests {
    let c = DayMark.counts, b = DayMark.breaks, h = DayMark.hold

    @Test("Hold days neither break nor add")
    func holdCarries() {
        #expect(Runs.runningDays([c, c, h, h, c, b, c]) == [1, 2, 2, 2, 3, 0, 1])
    }

    @Test("A run stands while its last counted day is today")
    func standsToday() {
        #expect(Runs.liveRun([c, c, c], start: Fixtures.day(0), today: Fixtures.day(2)) == 3)
    }

    @Test("A run stands while its last counted day is yesterday (today may not be logged yet)")
    func standsYesterday() {
        #expect(Runs.liveRun([c, c, c, b], start: Fixtures.day(0), today: Fixtures.day(3)) == 3)
    }

    @Test("A run stands when every day since its last counted day is on hold")
    func standsThroughHold() {
        #expect(Runs.liveRun([c, c, h, h, h, h], start: Fixtures.day(0), today: Fixtures.day(5)) == 2)
        #expect(Runs.liveRun([c, c], start: Fixtures.day(0), today: Fixtures.day(9)) == 2)
    }

    @Test("A run that ended last week is over however long it was")
    func endedRunIsOver() {
        let marks = [DayMark](repeating: c, count: 40) + [b, b, b, b, b, b, b]
        #expect(Runs.liveRun(marks, start: Fixtures.day(0), today: Fixtures.day(46)) == 0)
        #expect(Runs.streaks(marks, start: Fixtures.day(0), today: Fixtures.day(46)) == RunSummary(current: 0, best: 40))
    }

    @Test("runsEnding lists each run with the day it ended")
    func runsEnding() {
        let runs = Runs.runsEnding([c, h, c, b, b, c, c, c, h], start: Fixtures.day(0))
        #expect(runs == [Run(first: Fixtures.day(0), last: Fixtures.day(2), length: 2),
                         Run(first: Fixtures.day(5), last: Fixtures.day(7), length: 3)])
    }

    @Test("streaks gives the live run and the longest")
    func streaks() {
        #expect(Runs.streaks([c, c, c, b, c, h], start: Fixtures.day(0), today: Fixtures.day(5)) == RunSummary(current: 1, best: 3))
    }
}
