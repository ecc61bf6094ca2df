import Testing
@testable import CairnCore

@Suite("Values are parsed as people type them, into base units")
struct ValueParserTests {
    @Test("A value with a unit is stored in the dimension's base unit", arguments: [
        ("81.2kg", Fixtures.weight, 81.2),
        ("81.2 kg", Fixtures.weight, 81.2),
        ("180 lb", Fixtures.weight, 81.646_627_16),
        ("500 g", Fixtures.weight, 0.5),
        ("12 st", Fixtures.weight, 76.203_518),  // 14 lb a stone, not Foundation's inverted coefficient
        ("5 km", Fixtures.running, 5000),
        ("400m", Fixtures.running, 400),
        ("3 mi", Fixtures.running, 4828.032),
        ("12 cigarettes", Fixtures.cigarettes, 12),
    ])
    func withUnit(text: String, trackable: Trackable, base: Double) throws {
        let value = try #require(try ValueParser.parse(text, for: trackable))
        // Foundation's own conversion coefficients (1 lb = 0.453592 kg, 1 mi = 1609.34 m).
        #expect(abs(value - base) <= 1e-5 * base)
    }

    @Test("A bare number takes the trackable's display unit", arguments: [
        ("5", Fixtures.running, 5000.0),
        ("81.2", Fixtures.weight, 81.2),
        ("45", Fixtures.meditation, 2700),
        ("3", Fixtures.cigarettes, 3),
    ])
    func bareNumber(text: String, trackable: Trackable, base: Double) throws {
        #expect(try ValueParser.parse(text, for: trackable) == base)
    }

    @Test("Durations read 1h20m, 45m and 90s", arguments: [
        ("1h20m", 4800.0), ("1h 20m", 4800), ("45m", 2700), ("90s", 90), ("2h", 7200), ("1:20", 4800),
    ])
    func durations(text: String, seconds: Double) throws {
        #expect(try ValueParser.parse(text, for: Fixtures.meditation) == seconds)
    }

    @Test("A clock time is seconds after midnight", arguments: [
        ("07:30", 27_000.0), ("7:30", 27_000), ("23:15", 83_700), ("00:00", 0), ("11pm", 82_800), ("12:30am", 1800),
    ])
    func clockTimes(text: String, seconds: Double) throws {
        #expect(try ValueParser.parse(text, for: Fixtures.bedtime) == seconds)
    }

    @Test("Yes and no are 1 and 0", arguments: [("yes", 1.0), ("Y", 1), ("no", 0), ("n", 0), ("1", 1), ("0", 0)])
    func yesNo(text: String, value: Double) throws {
        #expect(try ValueParser.parse(text, for: Fixtures.headache) == value)
    }

    @Test("A yes/no logged with nothing is a Yes; edited with nothing it is missing", arguments: ["", " ", "\t"])
    func yesNoLoggedEmpty(text: String) throws {
        #expect(try ValueParser.logged(text, for: Fixtures.headache) == 1)
        #expect(throws: ValueError.missingValue(trackable: "Headache")) { try ValueParser.parse(text, for: Fixtures.headache) }
    }

    @Test("Logging with nothing is a Yes only for a yes/no: other kinds are read as parse reads them",
          arguments: [(Fixtures.weight, "81.2", 81.2 as Double?), (Fixtures.headache, "no", 0), (Fixtures.journal, "", nil),
                      (Fixtures.notes, "", nil)])
    func loggedOtherwiseAsParsed(trackable: Trackable, text: String, value: Double?) throws {
        #expect(try ValueParser.logged(text, for: trackable) == value)
    }

    @Test("Logging nothing for a kind that needs a value is refused", arguments: [Fixtures.weight, Fixtures.mood, Fixtures.bedtime])
    func loggedEmptyRefused(trackable: Trackable) {
        #expect(throws: ValueError.missingValue(trackable: trackable.name)) { try ValueParser.logged("", for: trackable) }
    }

    @Test("A choice is read by its label or its code")
    func choice() throws {
        #expect(try ValueParser.parse("high", for: Fixtures.mood) == 2)
        #expect(try ValueParser.parse("1", for: Fixtures.mood) == 1)
    }

    @Test("A habit logs no value")
    func habit() throws {
        #expect(try ValueParser.parse("", for: Fixtures.journal) == nil)
        #expect(throws: ValueError.takesNoValue(trackable: "Journal")) { try ValueParser.parse("3", for: Fixtures.journal) }
    }

    @Test("An unknown unit is refused with the units that would do")
    func unknownUnit() {
        #expect(throws: ValueError.unknownUnit("furlongs", expected: .mass)) { try ValueParser.parse("3 furlongs", for: Fixtures.weight) }
        let message = ValueError.unknownUnit("furlongs", expected: .mass).description
        #expect(message.contains("furlongs") && message.contains("kg"))
    }

    @Test("A unit of the wrong dimension is refused, naming both dimensions")
    func wrongDimension() {
        #expect(throws: ValueError.wrongDimension("km", found: .length, expected: .mass)) {
            try ValueParser.parse("5 km", for: Fixtures.weight)
        }
        let message = ValueError.wrongDimension("km", found: .length, expected: .mass).description
        #expect(message.contains("length") && message.contains("mass"))
        #expect(throws: ValueError.wrongDimension("kg", found: .mass, expected: .count)) {
            try ValueParser.parse("3 kg", for: Fixtures.cigarettes)
        }
    }

    @Test("Malformed values are refused", arguments: ["abc", "25:00", "7:61", "maybe", "", "Purple"])
    func malformed(text: String) {
        for trackable in [Fixtures.weight, Fixtures.bedtime, Fixtures.headache, Fixtures.colour] {
            #expect(throws: ValueError.self) { try ValueParser.parse(text, for: trackable) }
        }
    }
}
