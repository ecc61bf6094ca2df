import Foundation
import Testing
import CairnCore

/// Seed 000: "Without a zone a streak reads the trackable as Any" — a day with any entry of some
/// is a day of some, and a day of none has only entries of its none, whatever the day value.
@Suite("An unzoned streak reads the trackable as Any, not its day value")
struct StreakAnyTests {
    /// One kind logged several times a day: what each day holds (in the order logged, the last
    /// one deciding a `last` day value), and how long the runs of some and of none come out.
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var trackable: Trackable
        var day: [Double?]
        var some: Int
        var none: Int?
        var testDescription: String { label }
    }

    static let headache = Trackable(id: 31, name: "Headache", kind: .choice(ChoiceScale(labels: ["None", "Mild", "Severe"], ordered: true, noneCode: 0)))
    static let smoked = Trackable(id: 32, name: "Smoked", kind: .yesNo, dayReduction: .last)
    static let smokedMax = Trackable(id: 33, name: "Smoked", kind: .yesNo)
    static let cigarettes = Trackable(id: 34, name: "Cigarettes", kind: .number(.count), unit: "cigarettes", dayReduction: .last)
    static let balance = Trackable(id: 35, name: "Balance", kind: .number(.count))
    static let noNone = Trackable(id: 36, name: "Mood", kind: .choice(ChoiceScale(labels: ["awful", "meh", "rad"], noneCode: nil)))
    static let sleep = Trackable(id: 37, name: "Sleep", kind: .duration)
    static let bedtime = Trackable(id: 38, name: "Bedtime", kind: .clockTime)
    static let journal = Trackable(id: 39, name: "Journal", kind: .habit)
    static let notes = Trackable(id: 40, name: "Notes", kind: .text)

    static let cases: [Case] = [
        Case(label: "a choice: Mild at 08:00, None at 20:00 is a day of some", trackable: headache, day: [1, 0], some: 3, none: 0),
        Case(label: "a choice: None, then Mild is a day of some", trackable: headache, day: [0, 1], some: 3, none: 0),
        Case(label: "a choice: None twice is a day of none", trackable: headache, day: [0, 0], some: 0, none: 3),
        Case(label: "a choice: Mild, Severe is a day of some", trackable: headache, day: [1, 2], some: 3, none: 0),
        Case(label: "a yes/no read by its last: Yes, then No is a day of some", trackable: smoked, day: [1, 0], some: 3, none: 0),
        Case(label: "a yes/no: No twice is a day of none", trackable: smoked, day: [0, 0], some: 0, none: 3),
        Case(label: "a yes/no read by its max: No, then Yes is a day of some", trackable: smokedMax, day: [0, 1], some: 3, none: 0),
        Case(label: "a number read by its last: 3, then 0 is a day of some", trackable: cigarettes, day: [3, 0], some: 3, none: 0),
        Case(label: "a number: 0 twice is a day of none", trackable: cigarettes, day: [0, 0], some: 0, none: 3),
        Case(label: "a number summed to 0 (+5, -5) has entries of some", trackable: balance, day: [5, -5], some: 3, none: 0),
        Case(label: "a choice without a none: every entry is of some", trackable: noNone, day: [0, 0], some: 3, none: nil),
        Case(label: "a duration has no none: every day logged is some", trackable: sleep, day: [0, 3600], some: 3, none: nil),
        Case(label: "a clock time has no none: every day logged is some", trackable: bedtime, day: [0, 80_000], some: 3, none: nil),
        Case(label: "a habit has no value: every day logged is some", trackable: journal, day: [nil, nil], some: 3, none: nil),
        Case(label: "a text has no value: every day logged is some", trackable: notes, day: [nil, nil], some: 3, none: nil),
    ]

    /// Three days, each holding `day`'s entries at 08:00, 12:00, 20:00… in that order.
    static func entries(_ c: Case) -> [Entry] {
        (0..<3).flatMap { offset in
            c.day.enumerated().map { index, value in
                let instant = Date(timeIntervalSince1970: Double(Fixtures.day(offset).daysSinceEpoch) * 86_400 + 28_800 + Double(index) * 14_400)
                return Entry(trackableId: c.trackable.id, date: Fixtures.day(offset), value: value, instant: instant)
            }
        }
    }

    static func longest(_ c: Case, _ days: StreakDays) -> Int? {
        let rule = Fixtures.rule(c.trackable, .streak, .ladder(.rungs([2, 3])), days: days)
        return AchievementEngine.streak(rule: rule, trackable: c.trackable, zones: [], entries: entries(c), disruptions: [],
                                        today: Fixtures.day(2))?.best
    }

    @Test("A day with any entry of some is a day of some", arguments: cases)
    func daysOfSome(_ c: Case) {
        #expect(Self.longest(c, .some) == c.some)
    }

    @Test("A day of none holds only the kind's none (a kind without one has no days of none)", arguments: cases)
    func daysOfNone(_ c: Case) {
        #expect(Self.longest(c, .none) == c.none)
    }

    @Test("The moments agree with the flame, one trackable at a time and all at once", arguments: cases)
    func momentsAgree(_ c: Case) {
        for days in [StreakDays.some, .none] {
            let rule = Fixtures.rule(c.trackable, .streak, .ladder(.rungs([2, 3])), days: days)
            guard rule.problem(for: c.trackable, zone: nil) == nil else { continue }
            let expected = (days == .some ? c.some : c.none ?? 0) >= 3 ? [2.0, 3] : []
            let one = Fixtures.evaluate(c.trackable, rule, entries: Self.entries(c), today: Fixtures.day(2))
            #expect(one.moments.map(\.rung) == expected, "\(days)")
            let all = AchievementEngine.evaluateAll(trackables: [c.trackable], rules: [rule], zones: [], entries: Self.entries(c),
                                                    disruptions: [], today: Fixtures.day(2))
            #expect(all.moments.filter { $0.ruleIdentity != LoggedAnything.identity }.map(\.rung) == expected, "\(days)")
        }
    }

    @Test("Headache Mild at 08:00 and None at 20:00 earns no \"Days of None\"")
    func headacheEarnsNoDaysOfNone() {
        let c = Self.cases[0]
        let rule = Fixtures.rule(c.trackable, .streak, .ladder(.rungs([2])), days: .none)
        #expect(Fixtures.evaluate(c.trackable, rule, entries: Self.entries(c), today: Fixtures.day(2)).moments.isEmpty)
    }

    @Test("A zone still reads the day value: the last of the day, None, is outside Mild ... Severe")
    func zoneReadsTheDayValue() {
        let c = Self.cases[0]
        let zone = Zone(id: 5, trackableId: c.trackable.id, name: "Some pain", min: 1, max: 2)
        let rule = Fixtures.rule(c.trackable, .streak, .ladder(.rungs([2])), zoneId: 5, days: .zone)
        #expect(AchievementEngine.streak(rule: rule, trackable: c.trackable, zones: [zone], entries: Self.entries(c),
                                         disruptions: [], today: Fixtures.day(2))?.best == 0)
    }
}
