@testable import CairnCore
import Foundation
import Testing

/// `GoalEngine.missingDates(from:through:)` lays out only the days around changes, and answers
/// as the whole layout does.
@Suite struct MissingDatesTests {
    static let zones = ["UTC", "Europe/Berlin", "America/Denver", "Pacific/Apia", "Pacific/Kwajalein", "Pacific/Pago_Pago",
                        "Pacific/Kiritimati", "Pacific/Honolulu", "Asia/Tokyo", "Australia/Lord_Howe", "America/Sao_Paulo",
                        "Europe/Moscow", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"]

    func whole(_ engine: GoalEngine, _ from: LocalDate, _ through: LocalDate) -> [LocalDate] {
        engine.layout(from: from, through: through).missingDates.map(\.from)
    }

    @Test(arguments: [
        ("Pacific/Apia", "2009-06-01", "2013-06-01", ["2011-12-30"]),
        ("Pacific/Kwajalein", "1990-01-01", "1995-01-01", ["1993-08-21"]),
        ("Europe/Berlin", "2016-01-01", "2025-12-31", []),
        ("UTC", "2016-01-01", "2025-12-31", []),
    ])
    func oneZone(zone: String, from: String, through: String, missing: [String]) throws {
        let engine = try GoalEngine(config: Fixture.config(zone: zone))
        let first = Fixture.date(from), last = Fixture.date(through)
        let fast = engine.missingDates(from: first, through: last)
        #expect(fast.map(\.from) == missing.map(Fixture.date))
        #expect(fast.map(\.from) == whole(engine, first, last))
        #expect(fast.allSatisfy { $0.from == $0.to && $0.reason == Disruption.missingDateReason })
    }

    @Test("flying east across the date line empties the change day; back west empties none")
    func dateLine() throws {
        let east = Fixture.date("2026-03-20"), west = Fixture.date("2026-04-02")
        let history = GoalHistory(Fixture.config(zone: "Pacific/Pago_Pago"))
            .changing(from: east) { $0.timeZoneIdentifier = "Pacific/Kiritimati" }
            .changing(from: west) { $0.timeZoneIdentifier = "Pacific/Pago_Pago" }
        let engine = try GoalEngine(history: history)
        let first = Fixture.date("2026-01-01"), last = Fixture.date("2026-12-31")
        #expect(engine.missingDates(from: first, through: last).map(\.from) == [east])
        #expect(whole(engine, first, last) == [east])
        // Ranges that start or end on, or just beside, the change.
        for start in -3...3 {
            for end in -3...3 {
                let a = east.adding(days: start), b = east.adding(days: end)
                #expect(engine.missingDates(from: a, through: b).map(\.from) == whole(engine, a, b), "\(a) \(b)")
            }
        }
    }

    @Test("random histories of zones, over years, answer as the whole layout", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomHistories(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let base = Fixture.date("2009-01-01")
        var history = GoalHistory(Fixture.config(zone: Self.zones[Int(rng.next() % UInt64(Self.zones.count))]))
        var day = base
        for _ in 0..<Int(rng.next() % 8) {
            day = day.adding(days: Int(rng.next() % 400) + 1)
            let zone = Self.zones[Int(rng.next() % UInt64(Self.zones.count))]
            history = history.changing(from: day) { $0.timeZoneIdentifier = zone }
        }
        let engine = try GoalEngine(history: history)
        for _ in 0..<6 {
            let a = base.adding(days: Int(rng.next() % 1500)), b = a.adding(days: Int(rng.next() % 2500) - 5)
            #expect(engine.missingDates(from: a, through: b).map(\.from) == whole(engine, a, b), "seed \(seed): \(a) \(b)")
        }
    }
}
