import CairnCore
import Foundation
import Testing

/// The sweep as it was first written (a dictionary of names, a set of covered slots, one sort
/// of every start and end): the oracle the faster sweep must match to the bit.
private enum SharedTimeOracle {
    static func seconds(_ sessions: [Session], within range: TimeSpan, key: (Session) -> String?) -> (keys: [String?], seconds: [Double]) {
        var events: [(at: Double, step: Int, session: Int)] = []
        var inside: [Int] = []
        for (i, session) in sessions.enumerated() {
            let start = max(session.span.start, range.start), end = min(session.span.end, range.end)
            guard end > start else { continue }
            inside.append(i)
            events.append((start, 1, i))
            events.append((end, -1, i))
        }
        events.sort { $0.at != $1.at ? $0.at < $1.at : $0.step < $1.step }
        var keys: [String?] = [], index: [String?: Int] = [:]
        var slots = [Int](repeating: 0, count: sessions.count)
        for i in inside {
            let name = key(sessions[i])
            if let known = index[name] { slots[i] = known } else { slots[i] = keys.count; index[name] = keys.count; keys.append(name) }
        }
        var seconds = [Double](repeating: 0, count: keys.count), covering = [Int](repeating: 0, count: keys.count)
        var active: Set<Int> = [], total = 0, previous = range.start
        for event in events {
            if total > 0, event.at > previous {
                for slot in active { seconds[slot] += (event.at - previous) * Double(covering[slot]) / Double(total) }
            }
            previous = event.at
            let slot = slots[event.session]
            covering[slot] += event.step
            total += event.step
            if covering[slot] > 0 { active.insert(slot) } else { active.remove(slot) }
        }
        return (keys, seconds)
    }

    static func daily(_ sessions: [Session], within range: TimeSpan, bounds: [Double], own: (Session) -> Bool) -> [Double] {
        var events: [(at: Double, step: Int, session: Int)] = []
        for (i, session) in sessions.enumerated() {
            let start = max(session.span.start, range.start), end = min(session.span.end, range.end)
            guard end > start else { continue }
            events.append((start, 1, i))
            events.append((end, -1, i))
        }
        events.sort { $0.at != $1.at ? $0.at < $1.at : $0.step < $1.step }
        let days = max(0, bounds.count - 1)
        var seconds = [Double](repeating: 0, count: days)
        var covering = 0, total = 0, previous = range.start, day = 0
        for event in events {
            if total > 0, covering > 0, event.at > previous {
                var at = previous
                while at < event.at {
                    while day + 1 < days, bounds[day + 1] <= at { day += 1 }
                    let stop = day + 1 < days ? min(event.at, bounds[day + 1]) : event.at
                    seconds[day] += (stop - at) * Double(covering) / Double(total)
                    at = stop
                }
            }
            previous = event.at
            if own(sessions[event.session]) { covering += event.step }
            total += event.step
        }
        return seconds
    }
}

@Suite("SharedTime: the faster sweep gives the first sweep's seconds to the bit")
struct SharedTimeTests {
    /// A seeded generator, so a failure names a history that can be run again.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Overlapping sessions on a coarse grid (so many share an instant), across day bounds, with
    /// `names` projects (more than the short list the sweep tries before hashing, when large).
    static func history(seed: UInt64, count: Int, names: Int, sortedByStart: Bool) -> [Session] {
        var random = Seeded(state: seed)
        var sessions = (0..<count).map { _ in
            let start = Double(Int.random(in: 0..<2_000, using: &random)) * 60
            let seconds = Double(Int.random(in: 0..<180, using: &random)) * 30 + Double.random(in: 0..<1, using: &random).rounded(.down)
            let project = Int.random(in: 0...names, using: &random)
            return Session(start: Date(timeIntervalSince1970: start), seconds: seconds,
                           project: project == names ? nil : "p\(project)", language: "l\(project % 3)", source: "t")
        }
        if sortedByStart { sessions.sort { $0.span.start < $1.span.start } }
        return sessions
    }

    @Test("seconds per key: sorted and unsorted histories, few and many names, clipped ranges",
          arguments: [(1 as UInt64, 3), (2, 5), (3, 40), (4, 200), (5, 1)])
    func secondsMatch(seed: UInt64, names: Int) {
        for sortedByStart in [true, false] {
            let sessions = Self.history(seed: seed, count: 600, names: names, sortedByStart: sortedByStart)
            for range in [TimeSpan(start: -1e9, end: 1e10), TimeSpan(start: 20_000, end: 90_000)] {
                let key: (Session) -> String? = { $0.project }
                let fast = SharedTime.seconds(sessions, within: range, key: key)
                let oracle = SharedTimeOracle.seconds(sessions, within: range, key: key)
                #expect(fast.keys == oracle.keys)
                #expect(fast.seconds == oracle.seconds)
            }
        }
    }

    @Test("a project's seconds per day match the first sweep's", arguments: [7 as UInt64, 8, 9])
    func dailyMatch(seed: UInt64) {
        for sortedByStart in [true, false] {
            let sessions = Self.history(seed: seed, count: 500, names: 4, sortedByStart: sortedByStart)
            let range = TimeSpan(start: 3_000, end: 110_000)
            let bounds = stride(from: 3_000.0, through: 110_000, by: 21_600).map { $0 } + [110_000]
            let own: (Session) -> Bool = { $0.project == "p1" }
            #expect(SharedTime.Sorted(sessions, within: range).daily(bounds: bounds, own: own)
                    == SharedTimeOracle.daily(sessions, within: range, bounds: bounds, own: own))
        }
    }
}
