import CairnCore
import Testing

@Suite("TimeSpan union")
struct TimeSpanTests {
    @Test("overlapping and touching spans merge; gaps stay")
    func union() {
        let spans = [TimeSpan(start: 10, end: 20), TimeSpan(start: 0, end: 5), TimeSpan(start: 15, end: 30),
                     TimeSpan(start: 30, end: 31), TimeSpan(start: 40, end: 40), TimeSpan(start: 50, end: 60)]
        #expect(TimeSpan.union(spans) == [TimeSpan(start: 0, end: 5), TimeSpan(start: 10, end: 31), TimeSpan(start: 50, end: 60)])
    }

    @Test("a span contained in another adds nothing")
    func contained() {
        #expect(TimeSpan.union([TimeSpan(start: 0, end: 100), TimeSpan(start: 10, end: 20)]) == [TimeSpan(start: 0, end: 100)])
    }

    @Test("an end before the start makes an empty span")
    func negative() {
        #expect(TimeSpan(start: 10, end: 5).duration == 0)
    }
}
