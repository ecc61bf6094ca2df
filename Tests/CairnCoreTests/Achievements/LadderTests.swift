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

    @Test("A generated ladder with the smallest plausible first rung marks the day's highest rungs, no more")
    func tinyStep() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.every(Plausible.smallestStep, scale: nil)))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [1e12]),
                                       today: Fixtures.day(0))
        #expect((1...Plausible.momentsPerRuleDay).contains(result.moments.count))
        // Rungs a millimetre apart share a key (hundredths): each key is one moment.
        #expect(Set(result.moments.map(\.key)).count == result.moments.count)
        // The highest rungs the day passed: the last is the total (in metres), within the fold's
        // slack for rounding (a billionth).
        let last = result.moments.last?.rung ?? 0
        #expect(abs(last - 1e12) <= 1e-9 * 1e12 + 0.01)
    }

    /// A ladder whose rungs a day can pass by the million: a tiny step, a fine scale, totals in the billions.
    struct Flood: Sendable, CustomTestStringConvertible {
        var label: String
        var ladder: Ladder
        var values: [Double]
        /// How many moments it makes (`nil`: rungs finer than a key's hundredths, so at most the bound).
        var count: Int?
        var testDescription: String { label }
    }

    static let floods: [Flood] = [
        Flood(label: "every 10 km over 8.9 billion metres in 30 days", ladder: .every(10, scale: nil),
              values: Array(repeating: 8.9e9 / 30, count: 30), count: 300),
        Flood(label: "every 10 km over 8.9 billion metres in 300 days", ladder: .every(10, scale: nil),
              values: Array(repeating: 8.9e9 / 300, count: 300), count: Plausible.momentsPerRule),
        Flood(label: "every 0.000001 km over 400 days of 1e12 m", ladder: .every(Plausible.smallestStep, scale: nil),
              values: Array(repeating: 1e12, count: 400), count: nil),
        Flood(label: "every 1 km scaled by 1.000001 over 200 days of 1e11 m", ladder: .every(1, scale: 1.000001),
              values: Array(repeating: 1e11, count: 200), count: Plausible.momentsPerRule),
        Flood(label: "3000 listed rungs passed in one day", ladder: .rungs((1...3000).map(Double.init)),
              values: [3_000_000], count: Plausible.momentsPerRuleDay),
    ]

    @Test("A ladder rule marks at most momentsPerRuleDay moments on one day and momentsPerRule in all", arguments: floods)
    func bounded(_ flood: Flood) {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(flood.ladder))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, flood.values),
                                       today: Fixtures.day(flood.values.count - 1))
        #expect(result.moments.count <= Plausible.momentsPerRule)
        #expect(Dictionary(grouping: result.moments, by: \.date).values.allSatisfy { $0.count <= Plausible.momentsPerRuleDay })
        #expect(Set(result.moments.map(\.key)).count == result.moments.count)
        if let count = flood.count { #expect(result.moments.count == count) }
        // The highest rungs passed each day, climbing.
        let rungs = result.moments.compactMap(\.rung)
        #expect(rungs == rungs.sorted() && Set(rungs).count == rungs.count)
    }

    @Test("A day that passes more rungs than the bound marks its highest ones")
    func highestOfTheDay() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.every(10, scale: nil)))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [5000, 8.9e9]),
                                       today: Fixtures.day(1))
        let highest = (8_900_005_000.0 / 10_000).rounded(.down) * 10_000
        #expect(result.moments.map(\.rung) == (0..<Plausible.momentsPerRuleDay).reversed().map { highest - Double($0) * 10_000 })
        #expect(result.moments.allSatisfy { $0.date == Fixtures.day(1) })
        #expect(result.comingUp.first?.next == highest + 10_000)
    }

    @Test("Once a rule has made momentsPerRule moments its ladder has no next rung")
    func exhausted() {
        let rule = Fixtures.rule(Fixtures.journal, .streak, .ladder(.every(1, scale: nil)))
        let days = Plausible.momentsPerRule + 20
        let result = Fixtures.evaluate(Fixtures.journal, rule, entries: Fixtures.daily(Fixtures.journal, Array(repeating: nil, count: days)),
                                       today: Fixtures.day(days - 1))
        #expect(result.moments.count == Plausible.momentsPerRule)
        #expect(result.moments.last?.rung == Double(Plausible.momentsPerRule))
        #expect(result.moments.last?.date == Fixtures.day(Plausible.momentsPerRule - 1))
        #expect(result.comingUp.isEmpty)
    }

    /// Ordinary ladders, and what they mark: the same rungs on the same days as a walk over every rung.
    static let ordinary: [(Ladder, [Double], [Double])] = [
        (.every(10, scale: nil), [5000, 5000, 25_000, 5000], [10_000, 20_000, 30_000, 40_000]),
        (.every(1, scale: 2), [1000, 0, 6000, 121_000], [1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000]),
        (.rungs([1, 2, 5, 10, 50]), [6000, 4000, 45_000], [1000, 2000, 5000, 10_000, 50_000]),
        (.every(0.5, scale: nil), [4900], (1...9).map { Double($0) * 500 }),
    ]

    @Test("Ordinary ladders mark every rung, as before the bound", arguments: ordinary)
    func ordinaryUnchanged(ladder: Ladder, values: [Double], rungs: [Double]) {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(ladder))
        let result = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, values),
                                       today: Fixtures.day(values.count - 1))
        #expect(result.moments.map(\.rung) == rungs)
        // The day of each rung: the first day whose running total reaches it.
        var total = 0.0
        let totals = values.map { total += $0; return total }
        #expect(result.moments.map(\.date) == rungs.map { rung in Fixtures.day(totals.firstIndex { $0 >= rung - 1e-6 } ?? -1) })
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
