import Testing
import CairnCore

@Suite("Records wait for days with a value, and the extreme updates through the wait")
struct RecordTests {
    let high = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: nil))
    let low = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: nil), direction: .low)

    @Test("Three days of data make no record")
    func threeDaysNoRecord() {
        let entries = Fixtures.daily(Fixtures.weight, [80, 81, 82])
        #expect(Fixtures.evaluate(Fixtures.weight, high, entries: entries, today: Fixtures.day(2)).moments.isEmpty)
    }

    @Test("The fifth day with a value makes a record, when it beats the four before")
    func fifthDayRecord() {
        let entries = Fixtures.daily(Fixtures.weight, [80, 81, 82, 83, 84])
        let moments = Fixtures.evaluate(Fixtures.weight, high, entries: entries, today: Fixtures.day(4)).moments
        #expect(moments.map(\.date) == [Fixtures.day(4)])
        #expect(moments.first?.value == 84)
        #expect(moments.first?.rung == nil)
    }

    @Test("The first record announced is a real one: the extreme updates through the wait")
    func realRecord() {
        let entries = Fixtures.daily(Fixtures.weight, [80, 85, 82, 83, 84, 84.5, 86])
        let moments = Fixtures.evaluate(Fixtures.weight, high, entries: entries, today: Fixtures.day(6)).moments
        #expect(moments.map(\.value) == [86])
        #expect(moments.map(\.date) == [Fixtures.day(6)])
    }

    @Test("A record fires whenever a day beats every day before it")
    func everyBeatingDay() {
        let entries = Fixtures.daily(Fixtures.weight, [80, 81, 82, 83, 84, 83, 85, 85])
        let moments = Fixtures.evaluate(Fixtures.weight, high, entries: entries, today: Fixtures.day(7)).moments
        #expect(moments.map(\.value) == [84, 85])
    }

    @Test("A weekly weigh-in waits five weigh-ins, not five days")
    func weeklyWeighIn() {
        let entries = [90.0, 89, 88, 87, 86, 85].enumerated().map {
            Entry(trackableId: Fixtures.weight.id, date: Fixtures.day($0.offset * 7), value: $0.element)
        }
        let moments = Fixtures.evaluate(Fixtures.weight, low, entries: entries, today: Fixtures.day(35)).moments
        #expect(moments.map(\.date) == [Fixtures.day(28), Fixtures.day(35)])
    }

    @Test("minHistory is the rule's when it is changed")
    func customMinHistory() {
        let rule = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: 2))
        let entries = Fixtures.daily(Fixtures.weight, [80, 81, 82])
        #expect(Fixtures.evaluate(Fixtures.weight, rule, entries: entries, today: Fixtures.day(2)).moments.map(\.value) == [81, 82])
    }

    @Test("A record on Weight reads kilograms, its value alone, under a factual name")
    func recordWording() {
        let entries = Fixtures.daily(Fixtures.weight, [85, 84, 83, 82.5, 81.4])
        let moment = Fixtures.evaluate(Fixtures.weight, low, entries: entries, today: Fixtures.day(4)).moments.first
        #expect(moment?.measureText == "81.4 kg")
        #expect(moment?.name == "Weight — new lowest")
        #expect(moment?.name.contains("best") == false)
    }

    @Test("A streak record is the run beating every run before it")
    func streakRecord() {
        let rule = Fixtures.rule(Fixtures.journal, .streak, .record(minHistory: 1))
        var entries = Fixtures.daily(Fixtures.journal, [nil, nil])
        entries.append(.nothing(on: Fixtures.day(2)))
        entries += Fixtures.daily(Fixtures.journal, [nil, nil, nil], from: 3)
        let moments = Fixtures.evaluate(Fixtures.journal, rule, entries: entries, today: Fixtures.day(5)).moments
        #expect(moments.map(\.value) == [1, 2, 3])
        #expect(moments.last?.date == Fixtures.day(5))
        #expect(moments.last?.name == "Journal · Days logged — new longest")
    }
}
