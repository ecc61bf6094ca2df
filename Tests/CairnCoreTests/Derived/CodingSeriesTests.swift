import Testing
import CairnCore

@Suite("The coding goal's day series is the built-in derived trackable Coding")
struct CodingSeriesTests {
    static let verdicts: [DayVerdict] = [3.0, 2, 5, 0, 4].enumerated().map { day, hours in
        DayVerdict(date: Fixtures.day(day), codedSeconds: hours * 3600, insideWindowSeconds: hours * 1800, goalSeconds: 7200,
                   isRestDay: false, status: hours >= 2 ? .success : .fail)
    }

    func inputs() -> SeriesInputs {
        var inputs = Fixtures.inputs
        inputs.verdicts = Self.verdicts
        return inputs
    }

    @Test("Any rule can read coding: 10 hours coded is a total ladder on Coding")
    func hoursCoded() {
        let total = Fixtures.rule(Fixtures.coding, .total, .ladder(.rungs([10])), id: 60)
        let moments = Fixtures.read(Fixtures.coding, [total], entries: [], today: Fixtures.day(4), inputs: inputs()).moments
        #expect(moments.map(\.date) == [Fixtures.day(2)])
        #expect(moments.first?.name == "Coding · total")
    }

    @Test("A new longest day of coding is a best rule on Coding")
    func longestDay() {
        let best = Fixtures.rule(Fixtures.coding, .best, .record(minHistory: 1), id: 61)
        let moments = Fixtures.read(Fixtures.coding, [best], entries: [], today: Fixtures.day(4), inputs: inputs()).moments
        #expect(moments.map(\.date) == [Fixtures.day(0), Fixtures.day(2)])
    }

    @Test("Days in a row with an hour inside the window: a streak in a zone of the inside-window series; a day of no coding breaks it")
    func insideWindowStreak() throws {
        let inside = Trackable(id: 29, name: "Coding inside window", kind: .duration, derivation: Derivation(op: .insideWindow))
        let zone = try Zone.parse(id: 7, name: "An hour or more", min: "1h", max: nil, for: inside)
        let streak = Fixtures.rule(inside, .streak, .record(minHistory: 1), id: 62, zoneId: 7)
        let moments = Fixtures.read(inside, [streak], zones: [zone], entries: [], today: Fixtures.day(4), inputs: inputs()).moments
        #expect(moments.map(\.value) == [1, 2, 3])
    }
}
