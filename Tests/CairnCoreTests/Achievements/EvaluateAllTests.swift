import CairnCore
import Testing

@Suite("Evaluating every trackable at once")
struct EvaluateAllTests {
    /// Three trackables over 200 days: manual, integration and schedule entries, Nothings, gaps,
    /// and disruptions for everything and for one trackable.
    static func history(seed: UInt64) -> (trackables: [Trackable], rules: [AchievementRule], zones: [Zone], entries: [Entry], disruptions: [Disruption]) {
        var rng = SeededRandom(seed: seed)
        let weight = Trackable(id: 1, name: "Weight", kind: .number(.mass), unit: "kg")
        let headache = Trackable(id: 2, name: "Headache", kind: .yesNo)
        let journal = Trackable(id: 3, name: "Journal", kind: .habit)
        let zone = Zone(id: 1, trackableId: 1, name: "Target", min: 70, max: 75, unit: "kg")
        let rules = [
            AchievementRule(id: 1, trackableId: 1, measure: .best, threshold: .record(minHistory: nil), direction: .low),
            AchievementRule(id: 2, trackableId: 1, measure: .count, threshold: .ladder(.every(5, scale: nil)), zoneId: 1),
            AchievementRule(id: 3, trackableId: 1, measure: .streak, threshold: .ladder(.rungs([3, 7, 14])), zoneId: 1, days: .zone),
            AchievementRule(id: 4, trackableId: 2, measure: .streak, threshold: .ladder(.rungs([3, 7, 14, 30])), days: .none),
            AchievementRule(id: 5, trackableId: 3, measure: .streak, threshold: .record(minHistory: 2)),
        ]
        let first = LocalDate(daysSinceEpoch: 20_000)
        var entries: [Entry] = []
        for day in 0..<200 {
            let date = first.adding(days: day)
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 8 { continue }
            if roll < 12 { entries.append(.nothing(on: date)); continue }
            let source: EntrySource = roll < 20 ? .integration : (roll < 24 ? .schedule : .manual)
            if Int.random(in: 0..<3, using: &rng) > 0 {
                entries.append(Entry(trackableId: 1, date: date, value: Double.random(in: 68...78, using: &rng), source: source))
            }
            if Int.random(in: 0..<4, using: &rng) > 0 {
                entries.append(Entry(trackableId: 2, date: date, value: Int.random(in: 0..<10, using: &rng) == 0 ? 1 : 0, source: .manual))
            }
            if Int.random(in: 0..<2, using: &rng) > 0 { entries.append(Entry(trackableId: 3, date: date, value: nil)) }
        }
        entries.shuffle(using: &rng)
        let disruptions = [
            Disruption(from: first.adding(days: 40), to: first.adding(days: 46)),
            Disruption(from: first.adding(days: 90), to: first.adding(days: 95), trackableIds: [2]),
        ]
        return ([weight, headache, journal], rules, [zone], entries, disruptions)
    }

    @Test("gives the same moments and coming-up as evaluating each trackable over every entry", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sameAsOneByOne(seed: UInt64) {
        let h = Self.history(seed: seed)
        let today = LocalDate(daysSinceEpoch: 20_205)
        let all = AchievementEngine.evaluateAll(trackables: h.trackables, rules: h.rules, zones: h.zones, entries: h.entries,
                                                disruptions: h.disruptions, today: today)
        var expected = AchievementEngine.loggedAnything(entries: h.entries, disruptions: h.disruptions, today: today)
        for trackable in h.trackables {
            let one = AchievementEngine.evaluate(trackable: trackable, rules: h.rules.filter { $0.trackableId == trackable.id },
                                                 zones: h.zones, entries: h.entries, disruptions: h.disruptions, today: today,
                                                 includeLoggedAnything: false)
            expected.moments += one.moments
            expected.comingUp += one.comingUp
        }
        #expect(!all.moments.isEmpty)
        #expect(Set(all.moments) == Set(expected.moments))
        #expect(Set(all.comingUp) == Set(expected.comingUp))
        #expect(all.moments.map(\.date) == all.moments.map(\.date).sorted())
    }
}
