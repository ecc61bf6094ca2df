import Testing
import CairnCore

@Suite("Moments are computed, keyed by rule identity, day and rung; only the seen set is kept")
struct MomentTests {
    let weights = Fixtures.daily(Fixtures.weight, [85, 84, 83, 82, 81, 86, 80])

    @Test("A trackable with no rules set up has no achievements")
    func noRulesNothing() {
        let result = AchievementEngine.evaluate(trackable: Fixtures.weight, rules: [], zones: [], entries: weights,
                                                disruptions: [], today: Fixtures.day(6), includeLoggedAnything: false)
        #expect(result.moments.isEmpty && result.comingUp.isEmpty)
    }

    @Test("Flipping highest to lowest does not inherit the announced moments")
    func flippingDirection() {
        let high = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: 1), id: 12)
        var low = high
        low.direction = .low
        #expect(high.identity == "rule-12-high")
        #expect(low.identity == "rule-12-low")
        let highMoments = Fixtures.evaluate(Fixtures.weight, high, entries: weights, today: Fixtures.day(6)).moments
        let lowMoments = Fixtures.evaluate(Fixtures.weight, low, entries: weights, today: Fixtures.day(6)).moments
        let seen = Set(highMoments.map(\.key))
        #expect(Set(lowMoments.map(\.key)).isDisjoint(with: seen))
        #expect(AchievementEngine.newMoments(lowMoments, seen: seen).fresh == lowMoments)
        #expect(lowMoments.first?.key == "rule-12-low@2025-01-01#record")
    }

    @Test("A streak of none has its own identity")
    func noneIdentity() {
        #expect(Fixtures.rule(Fixtures.headache, .streak, .ladder(.rungs([7])), id: 3, days: .none).identity == "rule-3-none")
        #expect(Fixtures.rule(Fixtures.headache, .streak, .ladder(.rungs([7])), id: 3).identity == "rule-3")
    }

    @Test("A moment's key is the rule's identity, its day and its rung")
    func keys() {
        #expect(AchievementEngine.momentKey(identity: "rule-4", date: Fixtures.day(29), rung: 30) == "rule-4@2025-01-30#30")
        #expect(AchievementEngine.momentKey(identity: "rule-4", date: Fixtures.day(0), rung: nil) == "rule-4@2025-01-01#record")
    }

    @Test("a key's rung reads as ValueFormatter writes it, whole or not, of any size or sign",
          arguments: [0, -0.0, 7, -7, 30, 1_000_000, 9_999_999_999_999, 1e13, 1e13 + 2, 0.5, 123.456, -2.25, 1e20, 86_400])
    func keyRungs(rung: Double) throws {
        for date in [Fixtures.day(0), try #require(LocalDate(year: 10_000, month: 1, day: 2))] {
            let key = AchievementEngine.momentKey(identity: "rule-12-high", date: date, rung: rung)
            #expect(key == "rule-12-high@\(date)#\(ValueFormatter.number(rung))")
        }
    }

    @Test("After a log only new moments are marked seen, and only the last of them is toasted")
    func newMomentsToastLast() {
        let rule = Fixtures.rule(Fixtures.running, .total, .ladder(.rungs([1, 2, 5])))
        let all = Fixtures.evaluate(Fixtures.running, rule, entries: Fixtures.daily(Fixtures.running, [1500, 4000]),
                                    today: Fixtures.day(1)).moments
        let first = AchievementEngine.newMoments(Array(all.prefix(1)), seen: [])
        #expect(first.toast?.rung == 1000)
        let second = AchievementEngine.newMoments(all, seen: first.seen)
        #expect(second.fresh.map(\.rung) == [2000, 5000])
        #expect(second.toast?.rung == 5000)
        #expect(second.seen.count == 3)
        #expect(AchievementEngine.newMoments(all, seen: second.seen).toast == nil)
    }

    @Test("Re-reading the same history finds the same moments on the same days, whatever the entry order")
    func deterministic() {
        let rule = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: 2), direction: .low)
        let forward = Fixtures.evaluate(Fixtures.weight, rule, entries: weights, today: Fixtures.day(6))
        let backward = Fixtures.evaluate(Fixtures.weight, rule, entries: weights.reversed(), today: Fixtures.day(30))
        #expect(forward.moments == backward.moments)
    }

    @Test("The series is built from the measure: best reads the day value, total the day's sum")
    func seriesFromMeasure() {
        let water = Trackable(id: 11, name: "Water", kind: .number(.volume), unit: "L", dayReduction: .mean)
        let entries = [Entry(trackableId: 11, date: Fixtures.day(0), value: 1), Entry(trackableId: 11, date: Fixtures.day(0), value: 3)]
        let best = Fixtures.rule(water, .best, .record(minHistory: 1))
        #expect(Fixtures.evaluate(water, best, entries: entries, today: Fixtures.day(0)).moments.first?.value == 2)
        let total = Fixtures.rule(water, .total, .ladder(.rungs([4])))
        #expect(Fixtures.evaluate(water, total, entries: entries, today: Fixtures.day(0)).moments.first?.measureText == "4 L")
    }

    @Test("A rule whose zone no longer exists has nothing to say")
    func missingZone() {
        let rule = Fixtures.rule(Fixtures.weight, .count, .ladder(.rungs([1])), zoneId: 42)
        let result = Fixtures.evaluate(Fixtures.weight, rule, entries: weights, today: Fixtures.day(6))
        #expect(result.moments.isEmpty)
        #expect(result.skipped == [SkippedRule(ruleId: 1, reason: "its zone no longer exists")])
    }

    @Test("Evaluating a trackable includes Logged anything, and Earned groups moments by day")
    func withLoggedAnything() {
        let rule = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: 5), direction: .low)
        let result = AchievementEngine.evaluate(trackable: Fixtures.weight, rules: [rule], zones: [], entries: weights,
                                                disruptions: [], today: Fixtures.day(6))
        #expect(result.moments.map(\.ruleIdentity) == ["rule-1-low", "rule-1-low", "logged-anything"])
        #expect(result.earnedByDay.map(\.date) == [Fixtures.day(4), Fixtures.day(6)])
        #expect(result.earnedByDay.last?.moments.count == 2)
    }
}

@Suite("Moment keys write their day as the calendar does")
struct MomentKeyDateTests {
    @Test("The key's day is YYYY-MM-DD", arguments: ["1970-01-01", "2024-02-29", "2011-12-30", "0999-03-04", "9999-12-31"])
    func isoDay(text: String) throws {
        let date = try #require(LocalDate(iso: text))
        #expect(AchievementEngine.momentKey(identity: "r", date: date, rung: 7) == "r@\(text)#7")
    }
}
