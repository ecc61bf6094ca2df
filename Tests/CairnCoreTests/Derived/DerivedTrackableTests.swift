import Foundation
import Testing
import CairnCore

@Suite("A derived trackable reads its own value, computed from other trackables' entries")
struct DerivedTrackableTests {
    func rule(_ trackable: Trackable, _ measure: Measure, _ threshold: Threshold, zoneId: Int64? = nil,
              days: StreakDays = .some) -> AchievementRule {
        Fixtures.rule(trackable, measure, threshold, id: 40, zoneId: zoneId, days: days)
    }

    @Test("\"Logged both X and Y today\" is a rule over a derived trackable that combines them")
    func loggedBoth() {
        // Meditation on days 0-4, Journal on days 0, 1, 2 and 4: both on 0, 1, 2, 4.
        let entries = Fixtures.daily(Fixtures.meditation, [600, 600, 600, 600, 600])
            + Fixtures.daily(Fixtures.journal, [nil, nil, nil]) + Fixtures.daily(Fixtures.journal, [nil], from: 4)
        let streak = rule(Fixtures.bothLogged, .streak, .record(minHistory: 1))
        let moments = Fixtures.read(Fixtures.bothLogged, [streak], entries: entries, today: Fixtures.day(4)).moments
        #expect(moments.map(\.value) == [1, 2, 3])
        #expect(moments.first?.name == "Meditation and Journal · Days of Yes — new longest")
        var any = Fixtures.bothLogged
        any.derivation?.op = .any
        let anyMoments = Fixtures.read(any, [rule(any, .streak, .record(minHistory: 1))], entries: entries,
                                       today: Fixtures.day(4)).moments
        #expect(anyMoments.map(\.value) == [1, 2, 3, 4, 5])
    }

    @Test("A derived number counts its 0 days as none: no caffeine after 15:00")
    func noCaffeineAfterThree() {
        // Coffee every morning; an afternoon one on day 2 only.
        var entries = (0..<6).map { Fixtures.at(Fixtures.caffeine, $0, hour: 9) }
        entries.append(Fixtures.at(Fixtures.caffeine, 2, hour: 16))
        let none = rule(Fixtures.caffeineAfter3, .streak, .record(minHistory: 1), days: .none)
        let moments = Fixtures.read(Fixtures.caffeineAfter3, [none], entries: entries, today: Fixtures.day(5)).moments
        #expect(moments.map(\.date) == [Fixtures.day(0), Fixtures.day(1), Fixtures.day(5)])
        #expect(moments.map(\.value) == [1, 2, 3])
        #expect(moments.first?.name == "Caffeine after 15:00 · Days of None — new longest")
    }

    @Test("The time of day is read on the wall clock of the zone in force that day")
    func zoneInForce() throws {
        // 14:30 UTC is 15:30 in Berlin in winter: after 15:00 there, not in UTC.
        let entries = [Fixtures.at(Fixtures.caffeine, 0, hour: 14.5), Fixtures.at(Fixtures.caffeine, 1, hour: 14.5)]
        let total = rule(Fixtures.caffeineAfter3, .total, .ladder(.rungs([1, 2])))
        let utc = Fixtures.read(Fixtures.caffeineAfter3, [total], entries: entries, today: Fixtures.day(1)).moments
        #expect(utc.isEmpty)
        let berlin = try #require(GoalHistory(versions: [
            .init(from: nil, config: GoalConfig(timeZoneIdentifier: "UTC")),
            .init(from: Fixtures.day(1), config: GoalConfig(timeZoneIdentifier: "Europe/Berlin")),
        ]))
        var inputs = Fixtures.inputs
        inputs.goals = berlin
        let moved = Fixtures.read(Fixtures.caffeineAfter3, [total], entries: entries, today: Fixtures.day(1), inputs: inputs)
        #expect(moved.moments.map(\.date) == [Fixtures.day(1)])   // day 0 was still judged in UTC
    }

    @Test("An entry with no instant has no time of day and passes no time-of-day filter")
    func noInstantPassesNoFilter() {
        let entries = Fixtures.daily(Fixtures.caffeine, [1, 1])
        let total = rule(Fixtures.caffeineAfter3, .total, .ladder(.rungs([1])))
        #expect(Fixtures.read(Fixtures.caffeineAfter3, [total], entries: entries, today: Fixtures.day(1)).moments.isEmpty)
    }

    @Test("A derived clock time has a value every day and no none, so its streak needs a zone and is skipped without one")
    func derivedClockNeedsZone() throws {
        let entries = [7.0, 7.5, 9, 6.5].enumerated().map { Fixtures.at(Fixtures.caffeine, $0.offset, hour: $0.element) }
        let bare = rule(Fixtures.firstCoffee, .streak, .ladder(.rungs([2])))
        let skipped = Fixtures.read(Fixtures.firstCoffee, [bare], entries: entries, today: Fixtures.day(3))
        #expect(skipped.skipped.map(\.ruleId) == [40])
        #expect(skipped.moments.isEmpty)
        let zone = try Zone.parse(id: 6, name: "Before 8", min: "05:00", max: "08:00", for: Fixtures.firstCoffee)
        let zoned = rule(Fixtures.firstCoffee, .streak, .record(minHistory: 1), zoneId: 6)
        let moments = Fixtures.read(Fixtures.firstCoffee, [zoned], zones: [zone], entries: entries, today: Fixtures.day(3)).moments
        #expect(moments.map(\.value) == [1, 2])
    }

    @Test("Earliest and latest read the clock time of a trackable's entries (first coffee)")
    func earliestClock() {
        let entries = [Fixtures.at(Fixtures.caffeine, 0, hour: 10), Fixtures.at(Fixtures.caffeine, 0, hour: 7)]
            + (1..<6).map { Fixtures.at(Fixtures.caffeine, $0, hour: 8) }
        var lowest = rule(Fixtures.firstCoffee, .best, .record(minHistory: 1))
        lowest.direction = .low
        let moments = Fixtures.read(Fixtures.firstCoffee, [lowest], entries: entries, today: Fixtures.day(5)).moments
        #expect(moments.map(\.measureText) == ["07:00"])
    }

    @Test("A tag logs nothing of its own; a derived count reads the entries carrying it")
    func daysTagged() {
        let mood = (0..<4).map { Fixtures.at(Fixtures.mood, $0, hour: 20, value: 2, tags: $0 == 2 ? [] : [Fixtures.work.id]) }
        let tagged = Trackable(id: 30, name: "Days tagged work", kind: .number(.count),
                               derivation: Derivation(op: .count, tag: Fixtures.work.id))
        let some = rule(tagged, .streak, .record(minHistory: 1))
        let moments = Fixtures.read(tagged, [some], entries: mood, today: Fixtures.day(3)).moments
        #expect(moments.map(\.value) == [1, 2])
        if case let .doesNotApply(reason) = measureApplies(.streak, Fixtures.work) {
            #expect(reason == "a tag logs nothing of its own; derive 'days tagged work' to count it")
        } else {
            Issue.record("a tag was offered a streak")
        }
    }

    @Test("A derived trackable has no stored copy: it is recomputed from the entries it reads")
    func recomputed() {
        var entries = (0..<3).map { Fixtures.at(Fixtures.caffeine, $0, hour: 16) }
        let total = rule(Fixtures.caffeineAfter3, .total, .ladder(.rungs([3])))
        #expect(Fixtures.read(Fixtures.caffeineAfter3, [total], entries: entries, today: Fixtures.day(2)).moments.count == 1)
        entries.removeLast()
        #expect(Fixtures.read(Fixtures.caffeineAfter3, [total], entries: entries, today: Fixtures.day(2)).moments.isEmpty)
    }

    @Test("A derivation that cannot be computed skips its rules and says why")
    func refused() {
        let loop = Trackable(id: 31, name: "Loop", kind: .number(.count),
                             derivation: Derivation(op: .sum, of: [.trackable(31)], window: .trailing(days: 7)))
        var inputs = Fixtures.inputs
        inputs.trackables.append(loop)
        let evaluation = Fixtures.read(loop, [rule(loop, .best, .record(minHistory: 1))], entries: [], today: Fixtures.day(0),
                                       inputs: inputs)
        #expect(evaluation.skipped.first?.reason == "derived trackables read each other in a loop")
        #expect(Derivation(op: .all, of: [.trackable(1)]).problem == "all reads two or more trackables")
    }

    @Test("The set-up streak of a derived trackable (the flame) reads its derived series")
    func derivedFlame() {
        let entries = (0..<4).map { Fixtures.at(Fixtures.caffeine, $0, hour: 9) }
        let none = rule(Fixtures.caffeineAfter3, .streak, .ladder(.rungs([7])), days: .none)
        let run = AchievementEngine.streak(rule: none, trackable: Fixtures.caffeineAfter3, zones: [], entries: entries,
                                           disruptions: [], today: Fixtures.day(3), inputs: Fixtures.inputs)
        #expect(run == RunSummary(current: 4, best: 4))
    }

    @Test("A derived trackable whose source no longer exists skips its rules, and says why")
    func missingSource() {
        var inputs = Fixtures.inputs
        inputs.trackables.removeAll { $0.id == Fixtures.caffeine.id }
        let evaluation = Fixtures.read(Fixtures.firstCoffee, [rule(Fixtures.firstCoffee, .best, .record(minHistory: 1))],
                                       entries: [], today: Fixtures.day(0), inputs: inputs)
        #expect(evaluation.skipped.isEmpty)   // earliest reads entries by id: none, so no value and nothing to skip
        var both = Fixtures.bothLogged
        both.derivation?.of = [.trackable(99), .trackable(Fixtures.journal.id)]
        let skipped = Fixtures.read(both, [rule(both, .streak, .record(minHistory: 1))], entries: [], today: Fixtures.day(0))
        #expect(skipped.skipped.first?.reason == "a trackable it reads no longer exists")
    }

    @Test("A derived yes/no or number counts its 0 days as none", arguments: [DerivedOp.all, .count])
    func zeroDaysAreNone(op: DerivedOp) {
        // Meditation on days 0 and 3 only, Journal every day; coffee after 15:00 on days 0 and 3 only.
        let entries = Fixtures.daily(Fixtures.meditation, [600]) + Fixtures.daily(Fixtures.meditation, [600], from: 3)
            + Fixtures.daily(Fixtures.journal, [nil, nil, nil, nil])
            + [Fixtures.at(Fixtures.caffeine, 0, hour: 16), Fixtures.at(Fixtures.caffeine, 3, hour: 16),
               Fixtures.at(Fixtures.caffeine, 1, hour: 9), Fixtures.at(Fixtures.caffeine, 2, hour: 9)]
        let trackable = op == .all ? Fixtures.bothLogged : Fixtures.caffeineAfter3
        let none = rule(trackable, .streak, .record(minHistory: 1), days: .none)
        let moments = Fixtures.read(trackable, [none], entries: entries, today: Fixtures.day(3)).moments
        #expect(moments.map(\.date) == [Fixtures.day(1), Fixtures.day(2)])
        #expect(moments.map(\.value) == [1, 2])
    }
}
