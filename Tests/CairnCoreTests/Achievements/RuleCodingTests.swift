import Foundation
import Testing
import CairnCore

@Suite("Rules are stored as JSON in the seed's shape")
struct RuleCodingTests {
    static let thresholds: [(Threshold, String)] = [
        (.ladder(.rungs([7, 30, 100, 365])), #"{"at":[7,30,100,365]}"#),
        (.ladder(.every(10, scale: nil)), #"{"every":10}"#),
        (.ladder(.every(1, scale: 2)), #"{"every":1,"scale":2}"#),
        (.record(minHistory: nil), #"{"record":true}"#),
        (.record(minHistory: 8), #"{"minHistory":8,"record":true}"#),
    ]

    @Test("A threshold codes as a ladder object or a record, minHistory stored only when changed", arguments: thresholds)
    func threshold(threshold: Threshold, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(threshold), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(Threshold.self, from: Data(json.utf8)) == threshold)
    }

    @Test("A rule and a trackable survive a JSON round trip")
    func roundTrip() throws {
        let rule = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: 3), id: 5, zoneId: 2, direction: .low)
        #expect(try JSONDecoder().decode(AchievementRule.self, from: JSONEncoder().encode(rule)) == rule)
        for trackable in [Fixtures.weight, Fixtures.mood, Fixtures.headache, Fixtures.bedtime, Fixtures.journal,
                          Fixtures.strength, Fixtures.work, Fixtures.bothLogged, Fixtures.runningPerMonth] {
            #expect(try JSONDecoder().decode(Trackable.self, from: JSONEncoder().encode(trackable)) == trackable)
        }
    }

    @Test("An unknown kind is refused")
    func unknownKind() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TrackableKind.self, from: Data(#"{"kind":"gauge"}"#.utf8)) }
    }
}
