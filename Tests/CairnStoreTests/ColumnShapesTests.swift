import CairnCore
@testable import CairnStore
import Foundation
import Testing

/// The JSON columns read without `JSONDecoder` (`ColumnJSON`, `ColumnShapes`) answer as
/// `JSONDecoder` does, or leave the text to it.
@Suite struct ColumnShapesTests {
    /// `JSONDecoder`'s answer, `nil` when it refuses the text.
    func foundation<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }

    static func randomRule(_ rng: inout SplitMix64) -> AchievementRule {
        let measure = Measure.allCases[Int(rng.next() % 4)]
        let threshold: Threshold = switch rng.next() % 5 {
        case 0: .record(minHistory: nil)
        case 1: .record(minHistory: Int(rng.next() % 400) + 1)
        case 2: .ladder(.every(Double(rng.next() % 5000 + 1) / 4, scale: nil))
        case 3: .ladder(.every(Double(rng.next() % 900 + 1), scale: [2, 1.5, 10, 3.25][Int(rng.next() % 4)]))
        default: .ladder(.rungs((0..<Int(rng.next() % 6 + 1)).map { Double($0 * 7) + Double(rng.next() % 1000) / 8 - 40 }))
        }
        return AchievementRule(id: Int64(rng.next() % 1_000_000), trackableId: Int64(rng.next() % 5000) + 1, measure: measure,
                               threshold: threshold, zoneId: rng.next() % 3 == 0 ? Int64(rng.next() % 90) : nil,
                               direction: rng.next() % 2 == 0 ? .high : .low, days: StreakDays.allCases[Int(rng.next() % 3)],
                               of: rng.next() % 4 == 0 ? Int64(rng.next() % 700) : nil)
    }

    @Test func rulesAsCairnWritesThemAreReadWithoutJSONDecoder() throws {
        var rng = SplitMix64(seed: 12)
        for _ in 0..<2000 {
            let rule = Self.randomRule(&rng)
            let text = try JSONColumn.encode(rule)
            let json = try #require(ColumnJSON.read(text), "\(text)")
            let read = try #require(ColumnShapes.rule(json), "\(text)")
            #expect(read == rule && read == foundation(AchievementRule.self, text), "\(text)")
            #expect(try JSONColumn.decode(AchievementRule.self, from: text, what: "a rule") == rule)
        }
    }

    @Test func kindsAsCairnWritesThemAreReadWithoutJSONDecoder() throws {
        let kinds: [TrackableKind] = [.yesNo, .duration, .clockTime, .habit, .text, .event, .tag] + Quantity.allCases.map(TrackableKind.number)
        for kind in kinds {
            let text = try JSONColumn.encode(kind)
            let read = try #require(ColumnJSON.read(text).flatMap(ColumnShapes.kind), "\(text)")
            #expect(read == kind && read == foundation(TrackableKind.self, text), "\(text)")
        }
        // A choice's scale is left to JSONDecoder, and still decodes through the column.
        let choice = TrackableKind.choice(ChoiceScale(labels: ["bad", "ok", "good"], ordered: true))
        let text = try JSONColumn.encode(choice)
        #expect(ColumnJSON.read(text).flatMap(ColumnShapes.kind) == nil)
        #expect(try JSONColumn.decode(TrackableKind.self, from: text, what: "a kind") == choice)
    }

    /// Texts no Cairn writes: each is read as JSONDecoder reads it, or left to it.
    @Test(arguments: [
        // read alike
        #"  { "days" : "some", "direction":"low","id":11,"measure":"best","threshold":{"record":true},"trackableId":1 } "#,
        #"{"days":"some","direction":"low","id":11,"measure":"best","threshold":{"record":true},"trackableId":1,"extra":[1,{"a":null}]}"#,
        #"{"days":"none","direction":"high","id":3,"measure":"streak","threshold":{"at":[7,30.5,1e2]},"trackableId":2,"zoneId":null,"of":null}"#,
        #"{"days":"zone","direction":"high","id":3,"measure":"count","threshold":{"every":10,"scale":null},"trackableId":2,"zoneId":4}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"record":false,"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"best","threshold":{"record":true,"minHistory":null},"trackableId":2}"#,
        // refused by both, or left to JSONDecoder
        #"{"days":"some","direction":"high","id":3,"measure":"best","threshold":{"record":true,"minHistory":0},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"best","threshold":{"record":true,"minHistory":36601},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"best","threshold":{"record":true,"minHistory":5.0},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"best","threshold":{"record":1},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":1e300},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":0},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":5,"scale":1e9},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"at":[]},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"at":[1,"2"]},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3.5,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":-0,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":1e1,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":99999999999999999999,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":"3","measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"up","id":3,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":5}}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":5},"trackableId":2,"zoneId":"x"}"#,
        #"{"days":"some","direction":"high","id":3,"id":4,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"s\u006fme","direction":"high","id":3,"measure":"total","threshold":{"every":5},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":05},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":5.},"trackableId":2}"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":5},"trackableId":2}x"#,
        #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"every":5},"trackableId":2,}"#,
        #"[{"days":"some"}]"#, "", "null", "{", #"{"a":[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]}"#,
    ])
    func oddRuleTexts(text: String) {
        let fast = ColumnJSON.read(text).flatMap(ColumnShapes.rule)
        let slow = foundation(AchievementRule.self, text)
        #expect(fast == nil || fast == slow, "\(text)")
        if slow == nil { #expect(fast == nil, "\(text)") }
    }

    /// The first six odd texts are read without JSONDecoder: the fast path is not a stub.
    @Test func oddButValidRulesAreStillReadFast() {
        let texts = [
            #"  { "days" : "some", "direction":"low","id":11,"measure":"best","threshold":{"record":true},"trackableId":1 } "#,
            #"{"days":"zone","direction":"high","id":3,"measure":"count","threshold":{"every":10,"scale":null},"trackableId":2,"zoneId":4}"#,
            #"{"days":"some","direction":"high","id":3,"measure":"total","threshold":{"record":false,"every":5},"trackableId":2}"#,
        ]
        for text in texts {
            #expect(ColumnJSON.read(text).flatMap(ColumnShapes.rule) != nil, "\(text)")
        }
    }

    @Test(arguments: [
        #"{"kind":"number"}"#, #"{"kind":"number","quantity":null}"#, #"{"kind":"number","quantity":"mass","scale":3}"#,
        #"{"kind":"number","quantity":"furlongs"}"#, #"{"kind":"number","quantity":7}"#, #"{"kind":"chess"}"#,
        #"{"kind":"choice"}"#, #"{"kind":"yesno","kind":"text"}"#, #"{"quantity":"mass"}"#, #"{"kind":null}"#, #"["yesno"]"#,
    ])
    func oddKindTexts(text: String) {
        let fast = ColumnJSON.read(text).flatMap(ColumnShapes.kind)
        let slow = foundation(TrackableKind.self, text)
        #expect(fast == nil || fast == slow, "\(text)")
        if slow == nil { #expect(fast == nil, "\(text)") }
    }

    @Test(arguments: [
        #"[]"#, #"["rule-11-high-2016-01-05","logged-7"]"#, #" [ "a" , "b" ] "#, #"["a",1]"#, #"["caf\u00e9"]"#, "[\"café\"]",
        #"["a\"b"]"#, #"["a\\b\/c\n\t\r\b\f"]"#, #"["a\x"]"#, #"["a\"]"#, #"["a\u0041"]"#, #"{"a":"b"}"#, #"["a",]"#, #"["a""b"]"#,
        "[\"a\u{7F}\"]", "[\"a\tb\"]",
    ])
    func stringListTexts(text: String) {
        let fast = ColumnJSON.read(text).flatMap(ColumnShapes.strings)
        let slow = foundation([String].self, text)
        #expect(fast == nil || fast == slow, "\(text)")
        if slow == nil { #expect(fast == nil, "\(text)") }
    }

    @Test func readerTree() throws {
        let json = try #require(ColumnJSON.read(#"{"a":[true,false,null,-1.5e3,0,-0,12],"b":{"c":"d"}}"#))
        #expect(json["a"] == .array([.bool(true), .bool(false), .null, .number(-1500, integer: nil), .number(0, integer: 0),
                                    .number(-0.0, integer: nil), .number(12, integer: 12)]))
        #expect(json["b"]?["c"] == .string("d"))
        // Integers read digit by digit up to 15 digits, through the text beyond: the same values.
        for text in ["999999999999999", "-999999999999999", "1000000000000000", "9007199254740993", "-9223372036854775808",
                     "9223372036854775808", "0", "-1", "7"] {
            #expect(ColumnJSON.read(text) == .number(try #require(Double(text)), integer: Int64(text)), "\(text)")
        }
        #expect(ColumnJSON.read(#""Asia\/Kolkata \"x\" \\ \n""#) == .string("Asia/Kolkata \"x\" \\ \n"))
        #expect(ColumnJSON.read(#""\u0041""#) == nil && ColumnJSON.read("\"caf\u{E9}\"") == nil)
        #expect(json["z"] == nil && ColumnJSON.read("[1] [2]") == nil && ColumnJSON.read("tru") == nil)
        #expect(ColumnJSON.read("-") == nil && ColumnJSON.read("1e") == nil && ColumnJSON.read("\"\u{01}\"") == nil)
    }
}

/// Goal settings read without `JSONDecoder` answer as `GoalConfig(from:)` does.
@Suite struct GoalConfigShapeTests {
    @Test func settingsAsCairnWritesThemAreReadWithoutJSONDecoder() throws {
        var rng = SplitMix64(seed: 5)
        let zones = ["UTC", "America/Denver", "Pacific/Apia", "Asia/Kolkata"]
        for _ in 0..<300 {
            let start = Int(rng.next() % 1440), end = (start + Int(rng.next() % 1439) + 1) % 1440
            let config = GoalConfig(dailyGoalMinutes: Int(rng.next() % 1440), weeklyGoalMinutes: Int(rng.next() % 10080),
                                    window: TimeWindow(startMinute: start, endMinute: end),
                                    restDays: Set(Weekday.allCases.filter { _ in rng.next() % 3 == 0 }),
                                    timeZoneIdentifier: zones[Int(rng.next() % 4)], firstWeekday: Weekday.allCases[Int(rng.next() % 7)],
                                    streakPolicy: StreakPolicy.allCases[Int(rng.next() % UInt64(StreakPolicy.allCases.count))])
            let text = try JSONColumn.encode(config)
            let read = try #require(ColumnJSON.read(text).flatMap(ColumnShapes.goalConfig), "\(text)")
            #expect(read == config && read == (try? JSONDecoder().decode(GoalConfig.self, from: Data(text.utf8))), "\(text)")
        }
    }

    @Test(arguments: [
        "{}", #"{"dailyGoalMinutes":null,"window":null}"#, #"{"restDays":[]}"#, #"{"restDays":["sat","sat"]}"#,
        #"{"window":"9:30-17:00","extra":1}"#, #"{"window":"25:00-26:00"}"#, #"{"window":9}"#, #"{"restDays":["saturday"]}"#,
        #"{"restDays":"sat"}"#, #"{"dailyGoalMinutes":1.5}"#, #"{"dailyGoalMinutes":"60"}"#, #"{"dailyGoalMinutes":-5}"#,
        #"{"weekStart":"sun","streakPolicy":"strict"}"#, #"{"streakPolicy":"harsh"}"#, #"{"timeZone":5}"#, "[]",
    ])
    func oddSettingsTexts(text: String) {
        let fast = ColumnJSON.read(text).flatMap(ColumnShapes.goalConfig)
        let slow = try? JSONDecoder().decode(GoalConfig.self, from: Data(text.utf8))
        #expect(fast == nil || fast == slow, "\(text)")
        if slow == nil { #expect(fast == nil, "\(text)") }
    }
}
