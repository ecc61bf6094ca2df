import CairnImport
import Testing

@Suite("WakaTime join rule")
struct HeartbeatJoinerTests {
    @Test("gaps under the timeout count; a gap at the timeout ends the session")
    func timeoutBoundary() {
        let spans = HeartbeatJoiner.join(times: [0, 100, 1000, 1899.5, 2799.5], keys: [1, 1, 1, 1, 1], timeout: 900)
        #expect(spans == [
            HeartbeatSpan(first: 0, last: 1, start: 0, end: 100),
            HeartbeatSpan(first: 2, last: 3, start: 1000, end: 1899.5),
            HeartbeatSpan(first: 4, last: 4, start: 2799.5, end: 2799.5),
        ])
        #expect(spans.map(\.seconds) == [100, 899.5, 0])
    }

    @Test("a change of key splits, the gap going to the earlier key when within the timeout")
    func keyChange() {
        let spans = HeartbeatJoiner.join(times: [0, 60, 120, 2000, 2010], keys: [1, 1, 2, 2, 1], timeout: 900)
        #expect(spans == [
            HeartbeatSpan(first: 0, last: 1, start: 0, end: 120),
            HeartbeatSpan(first: 2, last: 2, start: 120, end: 120),
            HeartbeatSpan(first: 3, last: 3, start: 2000, end: 2010),
            HeartbeatSpan(first: 4, last: 4, start: 2010, end: 2010),
        ])
    }

    @Test("no heartbeats, no spans")
    func empty() {
        #expect(HeartbeatJoiner.join(times: [], keys: [], timeout: 900).isEmpty)
    }
}
