import CairnCore
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

@Suite("WakaTime duplicate rule at one instant")
struct SameInstantDuplicateTests {
    @Test("many heartbeats of one instant keep one of each (entity, type, project, branch, language), in any order")
    func oneOfEach() {
        var table = HeartbeatTable()
        let t = 1_773_057_600.0
        // 2,000 at one instant: 500 distinct, each four times, interleaved; and one later.
        for round in 0..<4 {
            for i in 0..<500 {
                let k = round % 2 == 0 ? i : 499 - i
                table.append(HeartbeatRow(time: t, entity: "/f\(k % 250)", type: "file", project: k < 250 ? "a" : "b",
                                          branch: "", language: "Swift", editor: round == 3 ? "vim" : ""))
            }
        }
        table.append(HeartbeatRow(time: t + 60, entity: "/f0", type: "file", project: "a", branch: "", language: "Swift", editor: ""))
        let joined = table.join(timeout: 900)
        #expect(joined.stats.heartbeatsRead == 2_001)
        #expect(joined.stats.duplicatesDropped == 1_500)
    }
}
