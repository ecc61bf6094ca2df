import Testing
@testable import CairnCore

@Suite("Base values are written back in the trackable's own unit")
struct ValueFormatterTests {
    @Test("A value reads in the display unit", arguments: [
        (10_000.0, Fixtures.running, "10 km"),
        (81.4, Fixtures.weight, "81.4 kg"),
        (27_000, Fixtures.bedtime, "07:30"),
        (4800, Fixtures.meditation, "1h 20m"),
        (1, Fixtures.headache, "yes"),
        (2, Fixtures.mood, "High"),
        (12, Fixtures.cigarettes, "12 cigarettes"),
    ])
    func display(value: Double, trackable: Trackable, text: String) {
        #expect(ValueFormatter.format(value, for: trackable) == text)
    }

    @Test("Days read as days")
    func days() {
        #expect(ValueFormatter.days(1) == "1 day")
        #expect(ValueFormatter.days(30) == "30 days")
    }

    @Test("Parsing then formatting gives the typed value back", arguments: [
        ("81.2 kg", Fixtures.weight), ("5 km", Fixtures.running), ("07:30", Fixtures.bedtime), ("1h 20m", Fixtures.meditation),
    ])
    func roundTrip(text: String, trackable: Trackable) throws {
        let value = try #require(try ValueParser.parse(text, for: trackable))
        #expect(ValueFormatter.format(value, for: trackable) == text)
    }
}
