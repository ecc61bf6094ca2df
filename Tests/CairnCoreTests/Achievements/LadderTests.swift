import Testing
import CairnCore

@Suite("Ladders: listed rungs, or generated as far as the data has reached plus one")
struct LadderTests {
    static let reaches: [(Ladder, Double, [Double])] = [
        (Ladder.every(10, scale: nil), 23.0, [10.0, 20, 30]),
        (Ladder.every(10, scale: nil), 30, [10, 20, 30, 40]),
        (Ladder.every(1, scale: 2), 5, [1, 2, 4, 8]),
        (Ladder.every(7, scale: nil), 0, [7]),
        (Ladder.rungs([7, 30, 100, 365]), 1000, [7, 30, 100, 365]),
    ]

    @Test("A generated ladder reaches past the data by one rung", arguments: reaches)
    func reach(ladder: Ladder, reach: Double, rungs: [Double]) {
        #expect(ladder.rungs(reaching: reach) == rungs)
    }

    @Test("A hand-written ladder fires on each of its rungs, in the trackable's unit")
    func handWritten() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.rungs([50, 10])))
        let entries = Fixtures.daily(Fixtures.running, Array(repeating: 5000, count: 12))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: entries, today: Fixtures.day(11))
        #expect(result.moments.map(\.date) == [Fixtures.day(1), Fixtures.day(9)])
        #expect(result.moments.map(\.measureText) == ["10 km", "50 km"])
        #expect(result.moments.map(\.rung) == [10_000, 50_000])
        #expect(result.moments.first?.name == "Running · total")
        #expect(result.comingUp.isEmpty)
    }

    @Test("A running-total step is typed in the display unit and converted before the fold")
    func generatedTotal() throws {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.every(10, scale: nil)))
        let entries = Fixtures.daily(Fixtures.running, [5000, 5000, 5000, 5000, 5000])
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: entries, today: Fixtures.day(4))
        #expect(result.moments.map(\.measureText) == ["10 km", "20 km"])
        let next = try #require(result.comingUp.first)
        #expect(next.next == 30_000)
        #expect(next.nextText == "30 km")
        #expect(next.progress == 25.0 / 30.0)
    }

    @Test("A scaled ladder multiplies each rung by the scale")
    func scaled() {
        let rule = Fixtures.rule(Fixtures.journal, .streak, .ladder(.every(2, scale: 3)))
        let entries = Fixtures.daily(Fixtures.journal, Array(repeating: nil, count: 20))
        let result = Fixtures.evaluate(Fixtures.journal, rule, entries: entries, today: Fixtures.day(19))
        #expect(result.moments.map(\.rung) == [2, 6, 18])
        #expect(result.comingUp.first?.next == 54)
    }

    @Test("A streak that breaks keeps its 30-day mark: a rung once reached is never taken back")
    func rungNeverTakenBack() {
        let rule = Fixtures.rule(Fixtures.journal, .streak, .ladder(.rungs([7, 30, 100])))
        var entries = Fixtures.daily(Fixtures.journal, Array(repeating: nil, count: 35))
        entries.append(.nothing(on: Fixtures.day(35)))
        entries += Fixtures.daily(Fixtures.journal, Array(repeating: nil, count: 4), from: 36)
        let result = Fixtures.evaluate(Fixtures.journal, rule, entries: entries, today: Fixtures.day(39))
        #expect(result.moments.map(\.rung) == [7, 30])
        #expect(result.moments.map(\.date) == [Fixtures.day(6), Fixtures.day(29)])
        #expect(result.moments.map(\.measureText) == ["7 days", "30 days"])
        #expect(result.comingUp.first?.current == 4)
        #expect(result.comingUp.first?.next == 100)
    }

    @Test("Several rungs can land on one day")
    func severalRungsOneDay() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.rungs([1, 2, 5])))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [6000]),
                                       today: Fixtures.day(0))
        #expect(result.moments.count == 3)
        #expect(Set(result.moments.map(\.date)) == [Fixtures.day(0)])
        #expect(Set(result.moments.map(\.key)).count == 3)
    }

    @Test("A lowest ladder is reached going down")
    func lowestLadder() {
        let rule = Fixtures.rule(Fixtures.weight, .best, .ladder(.rungs([90, 85, 80])), direction: .low)
        let entries = Fixtures.daily(Fixtures.weight, [92, 89, 91, 84.5, 86])
        let result = Fixtures.evaluate(Fixtures.weight, rule, entries: entries, today: Fixtures.day(4))
        #expect(result.moments.map(\.rung) == [90, 85])
        #expect(result.moments.map(\.date) == [Fixtures.day(1), Fixtures.day(3)])
        #expect(result.comingUp.first?.next == 80)
    }

    @Test("A rung listed twice fires once")
    func repeatedRung() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.rungs([10, 10, 20])))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [25_000]),
                                       today: Fixtures.day(0))
        #expect(result.moments.map(\.rung) == [10_000, 20_000])
    }

    @Test("A generated ladder with the smallest plausible first rung stops rather than climbing for ever")
    func tinyStep() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.every(Plausible.smallestStep, scale: nil)))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [1e12]),
                                       today: Fixtures.day(0))
        #expect(result.moments.count == 10_000)
    }

    @Test("A stored ladder below the plausible step is skipped with the bound, never evaluated")
    func implausibleStep() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.every(1e-300, scale: nil)))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [1e12]),
                                       today: Fixtures.day(0))
        #expect(result.moments.isEmpty)
        #expect(result.skipped.first?.reason.contains("1e-06 ... 1e12") == true)
    }
}
