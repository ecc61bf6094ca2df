import CairnCore
import Foundation
import Testing

@Suite("Plausible: one model of what is plausible")
struct PlausibleTests {
    @Test("instants: 1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z", arguments: [
        (0.0, true), (1_773_050_400, true), (4_102_444_799.999, true), (4_102_444_800, false), (-1, false),
        (1e300, false), (-9e18, false), (.nan, false), (.infinity, false), (-62_135_596_800, false),
    ])
    func instants(seconds: Double, plausible: Bool) {
        #expect(Plausible.isInstant(seconds) == plausible)
        #expect(((try? Plausible.instant(seconds, "\"start\"")) != nil) == plausible)
    }

    @Test("an epoch-milliseconds value is refused as looking like milliseconds, naming the item and the range")
    func milliseconds() {
        #expect(throws: PlausibleError.self) { try Plausible.instant(1_773_050_400_000, "\"start\"") }
        do {
            try Plausible.instant(1_773_050_400_000, "\"start\"")
        } catch {
            #expect(error.description.contains("looks like milliseconds"))
            #expect(error.description.hasPrefix("\"start\" 1773050400000 is outside the plausible range 1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z"))
        }
        do {
            try Plausible.instant(9.3e15, "\"time\"")
        } catch {
            #expect(!error.description.contains("milliseconds"))
        }
    }

    @Test("durations, day totals and dates", arguments: [
        ("duration", 0.0, true), ("duration", Plausible.longestDuration, true), ("duration", Plausible.longestDuration + 1, false),
        ("duration", -1, false), ("duration", .nan, false), ("duration", 1e300, false),
        ("day total", 90_000, true), ("day total", 90_001, false), ("day total", -0.5, false), ("day total", 1e300, false),
    ])
    func durations(kind: String, seconds: Double, plausible: Bool) {
        let check = kind == "duration" ? Plausible.isDuration(seconds) : Plausible.isDayTotal(seconds)
        #expect(check == plausible)
    }

    @Test("dates from 1970-01-01 through 2099-12-31")
    func dates() throws {
        #expect(Plausible.isDate(try #require(LocalDate(iso: "1970-01-01"))))
        #expect(Plausible.isDate(try #require(LocalDate(iso: "2099-12-31"))))
        #expect(!Plausible.isDate(try #require(LocalDate(iso: "2100-01-01"))))
        #expect(!Plausible.isDate(try #require(LocalDate(iso: "0001-01-01"))))
    }

    @Test("goals: up to 24 h a day and 168 h a week, refused by GoalConfig.validate", arguments: [
        (1440, 10_080, true), (1441, 1200, false), (240, 10_081, false), (153_722_867_280_912_931, 1200, false),
        (240, 9_000_000_000_000_000_000, false),
    ])
    func goals(daily: Int, weekly: Int, plausible: Bool) {
        let config = GoalConfig(dailyGoalMinutes: daily, weeklyGoalMinutes: weekly)
        #expect(((try? config.validate()) != nil) == plausible)
    }

    @Test("the goal engine refuses implausible goals, so its arithmetic never meets one")
    func goalArithmetic() {
        #expect(throws: GoalConfigError.self) { try GoalEngine(config: GoalConfig(dailyGoalMinutes: Int.max)) }
        #expect(throws: GoalConfigError.self) { try GoalEngine(config: GoalConfig(weeklyGoalMinutes: 9_000_000_000_000_000_000)) }
    }

    @Test("ladders: rungs within ±1e12, steps 1e-6 … 1e12, scales (1, 1e6]", arguments: [
        (Ladder.rungs([7, 30, 100]), true), (.rungs([1e12, -1e12]), true), (.rungs([9.2e18]), false),
        (.rungs([1e300]), false), (.rungs([.nan]), false), (.every(1e-300, scale: nil), false), (.every(1e-6, scale: nil), true),
        (.every(5, scale: 1e308), false), (.every(5, scale: 1e6), true), (.every(5, scale: 1), false), (.every(1e13, scale: nil), false),
    ])
    func ladders(ladder: Ladder, plausible: Bool) {
        #expect(((try? Plausible.ladder(ladder)) != nil) == plausible)
    }

    @Test("the rule JSON decoder refuses thresholds outside the bounds", arguments: [
        (#"{"at": [9.2e18]}"#, false), (#"{"every": 1e-300}"#, false), (#"{"every": 5, "scale": 1e308}"#, false),
        (#"{"record": true, "minHistory": 9223372036854775807}"#, false), (#"{"record": true, "minHistory": 36600}"#, true),
        (#"{"at": [7, 30]}"#, true), (#"{"every": 10, "scale": 2}"#, true),
    ])
    func decoder(json: String, plausible: Bool) {
        let decoded = try? JSONDecoder().decode(Threshold.self, from: Data(json.utf8))
        #expect((decoded != nil) == plausible)
    }

    @Test("min-history: 1 … 36 600 days")
    func minHistory() {
        #expect((try? Plausible.minHistory(36_600, "--min-history")) != nil)
        #expect((try? Plausible.minHistory(36_601, "--min-history")) == nil)
        #expect((try? Plausible.minHistory(Int.max, "--min-history")) == nil)
    }

    @Test("typed values beyond ±1e12 in the base unit are refused, and huge hour counts do not overflow", arguments: [
        "99999999999999 km", "1000000000001", "9223372036854775807:00", "999999999999999999:00",
    ])
    func values(text: String) {
        let unit = text.contains(":") ? Quantity.duration : text.contains("km") ? .length : .count
        #expect(throws: ValueError.self) { try ValueParser.quantity(text, of: unit, displayUnit: unit == .length ? "km" : nil) }
    }

    @Test("clampedInt never traps", arguments: [
        (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (9.3e18, Int.max), (-9.3e18, Int.min), (42.9, 42),
    ])
    func clamped(value: Double, expected: Int) {
        #expect(Plausible.clampedInt(value) == expected)
    }
}
