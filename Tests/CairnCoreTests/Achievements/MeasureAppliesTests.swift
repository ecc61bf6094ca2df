import Testing
import CairnCore

@Suite("Which measures apply is asked of the measure")
struct MeasureAppliesTests {
    static let cases: [(Measure, Trackable, Bool, Bool)] = [
        // streak: every trackable that logs a value; a habit takes a streak; a clock time needs a zone
        (.streak, Fixtures.headache, false, true),
        (.streak, Fixtures.weight, false, true),
        (.streak, Fixtures.journal, false, true),
        (.streak, Fixtures.notes, false, true),
        (.streak, Fixtures.colour, false, true),
        (.streak, Fixtures.meditation, false, true),
        (.streak, Fixtures.bedtime, false, true),
        (.streak, Fixtures.bedtime, true, true),
        (.streak, Fixtures.firstCoffee, false, false),
        (.streak, Fixtures.firstCoffee, true, true),
        (.streak, Fixtures.strength, false, true),
        (.best, Fixtures.strength, false, false),
        (.streak, Fixtures.runningPerMonth, false, false),
        (.best, Fixtures.runningPerMonth, false, true),
        // best: a number, an interval, a clock time, or a coded scale marked ordered
        (.best, Fixtures.weight, false, true),
        (.best, Fixtures.meditation, false, true),
        (.best, Fixtures.bedtime, false, true),
        (.best, Fixtures.mood, false, true),
        (.best, Fixtures.colour, false, false),
        (.best, Fixtures.headache, false, false),
        (.best, Fixtures.journal, false, false),
        (.best, Fixtures.notes, false, false),
        // total: a number or an interval
        (.total, Fixtures.running, false, true),
        (.total, Fixtures.meditation, false, true),
        (.total, Fixtures.bedtime, false, false),
        (.total, Fixtures.mood, false, false),
        (.total, Fixtures.headache, false, false),
        (.total, Fixtures.journal, false, false),
        // count: a number, an interval or a clock time, with a zone
        (.count, Fixtures.weight, true, true),
        (.count, Fixtures.meditation, true, true),
        (.count, Fixtures.bedtime, true, true),
        (.count, Fixtures.weight, false, false),
        (.count, Fixtures.headache, true, false),
        (.count, Fixtures.mood, true, false),
        (.count, Fixtures.journal, true, false),
        // a tag logs nothing of its own: no measure
        (.streak, Fixtures.work, false, false),
        (.best, Fixtures.work, false, false),
        (.total, Fixtures.work, false, false),
        (.count, Fixtures.work, true, false),
    ]

    @Test("measureApplies follows the seed's table", arguments: cases)
    func table(measure: Measure, trackable: Trackable, hasZone: Bool, applies: Bool) {
        let fit = measureApplies(measure, trackable, hasZone: hasZone)
        #expect(fit.applies == applies)
        if case let .doesNotApply(reason) = fit { #expect(!reason.isEmpty) }
    }

    @Test("A yes/no has no highest value, and says why")
    func yesNoHasNoBest() {
        #expect(measureApplies(.best, Fixtures.headache) == .doesNotApply("a yes/no has no highest value (it would fire once, on the first Yes)"))
    }

    @Test("A record is offered only for measures that can be beaten: never a total or a count")
    func recordOnlyWhereBeatable() {
        let total = Fixtures.rule(Fixtures.running, .total, .record(minHistory: nil))
        #expect(total.problem(for: Fixtures.running, zone: nil)?.contains("only grows") == true)
        let zone = Zone(id: 1, trackableId: 1, name: "Healthy", min: 70, max: 80, unit: "kg")
        let count = Fixtures.rule(Fixtures.weight, .count, .record(minHistory: nil), zoneId: 1)
        #expect(count.problem(for: Fixtures.weight, zone: zone)?.contains("only grows") == true)
        #expect(Fixtures.rule(Fixtures.weight, .best, .record(minHistory: nil)).problem(for: Fixtures.weight, zone: nil) == nil)
        #expect(Fixtures.rule(Fixtures.headache, .streak, .record(minHistory: nil)).problem(for: Fixtures.headache, zone: nil) == nil)
    }

    @Test("A value with no none (a text, an interval) offers only the days logged, or a zone")
    func noNoneForIntervals() {
        #expect(Fixtures.rule(Fixtures.meditation, .streak, .ladder(.rungs([7])), days: .none)
            .problem(for: Fixtures.meditation, zone: nil) != nil)
        #expect(Fixtures.rule(Fixtures.notes, .streak, .ladder(.rungs([7])), days: .none)
            .problem(for: Fixtures.notes, zone: nil) != nil)
        #expect(Fixtures.rule(Fixtures.notes, .streak, .ladder(.rungs([7]))).problem(for: Fixtures.notes, zone: nil) == nil)
    }
}
