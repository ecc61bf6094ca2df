@testable import CairnCore
import Testing

/// `inDateOrder(runs:)` is the stable sort by date of the runs' concatenation.
@Suite struct InDateOrderTests {
    static func moment(_ day: Int, _ label: String) -> Moment {
        Moment(key: label, ruleIdentity: "rule", date: LocalDate(daysSinceEpoch: day), rung: nil, value: nil, name: label, measureText: "")
    }

    @Test("random runs, near and far apart, come out as the stable sort of their concatenation",
          arguments: [(UInt64(1), 30), (2, 30), (3, 40_000), (4, 5)])
    func randomRuns(seed: UInt64, spread: Int) {
        var rng = SplitMix64(seed: seed)
        let runs: [[Moment]] = (0..<Int(rng.next() % 8)).map { r in
            (0..<Int(rng.next() % 40)).map { i in Self.moment(20_000 + Int(rng.next() % UInt64(spread)), "\(r).\(i)") }
        }
        let joined = Array(runs.joined())
        let expected = joined.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        #expect(AchievementEngine.inDateOrder(runs: runs) == expected)
        #expect(AchievementEngine.inDateOrder(joined) == expected)
    }

    @Test func sameDayKeepsRunOrder() {
        let runs = [[Self.moment(5, "a"), Self.moment(9, "b")], [Self.moment(5, "c"), Self.moment(1, "d")], [], [Self.moment(5, "e")]]
        #expect(AchievementEngine.inDateOrder(runs: runs).map(\.key) == ["d", "a", "c", "e", "b"])
        #expect(AchievementEngine.inDateOrder(runs: []).isEmpty && AchievementEngine.inDateOrder(runs: [[], []]).isEmpty)
    }
}
