/// The sweep behind ``Breakdown``: seconds per key of a set of sessions, each instant shared
/// equally among the sessions covering it, so the keys' seconds add up to the sessions' union.
package enum SharedTime {
    /// The keys in the order their first session came, and each key's seconds over `range`.
    ///
    /// - Complexity: O(n log n + n · keys) for n sessions.
    package static func seconds<Key: Hashable>(_ sessions: [Session], within range: TimeSpan,
                                               key: (Session) -> Key) -> (keys: [Key], seconds: [Double]) {
        let (keys, events) = self.events(sessions, within: range, key: key)
        var seconds = [Double](repeating: 0, count: keys.count)
        sweep(events, keys: keys.count, from: range.start) { start, end, slot, covering, total in
            seconds[slot] += (end - start) * Double(covering) / Double(total)
        }
        return (keys, seconds)
    }

    /// Each key's seconds on each day `[bounds[d], bounds[d + 1])`: `seconds[key][day]`.
    ///
    /// - Complexity: O(n log n + (n + days) · keys) for n sessions.
    package static func daily<Key: Hashable>(_ sessions: [Session], bounds: [Double],
                                             key: (Session) -> Key) -> (keys: [Key], seconds: [[Double]]) {
        let days = Swift.max(0, bounds.count - 1)
        guard days > 0 else { return ([], []) }
        let (keys, events) = self.events(sessions, within: TimeSpan(start: bounds[0], end: bounds[days]), key: key)
        var seconds = [[Double]](repeating: [Double](repeating: 0, count: days), count: keys.count)
        var day = 0
        sweep(events, keys: keys.count, from: bounds[0]) { start, end, slot, covering, total in
            var at = start
            while day > 0, bounds[day] > at { day -= 1 }
            while at < end {
                while day + 1 < days, bounds[day + 1] <= at { day += 1 }
                let stop = day + 1 < days ? Swift.min(end, bounds[day + 1]) : end
                seconds[slot][day] += (stop - at) * Double(covering) / Double(total)
                at = stop
            }
        }
        return (keys, seconds)
    }

    /// (instant, +1 at a start / -1 at an end, key index), ends before starts at one instant.
    private static func events<Key: Hashable>(_ sessions: [Session], within range: TimeSpan,
                                              key: (Session) -> Key) -> (keys: [Key], events: [(at: Double, step: Int, slot: Int)]) {
        var keys: [Key] = []
        var index: [Key: Int] = [:]
        var events: [(at: Double, step: Int, slot: Int)] = []
        events.reserveCapacity(sessions.count * 2)
        for session in sessions {
            let span = session.span
            let start = Swift.max(span.start, range.start), end = Swift.min(span.end, range.end)
            guard end > start else { continue }
            let name = key(session)
            let slot: Int
            if let known = index[name] {
                slot = known
            } else {
                slot = keys.count
                index[name] = slot
                keys.append(name)
            }
            events.append((start, 1, slot))
            events.append((end, -1, slot))
        }
        events.sort { $0.at != $1.at ? $0.at < $1.at : $0.step < $1.step }
        return (keys, events)
    }

    /// Calls `add(start, end, slot, covering, total)` for every stretch between events and every
    /// key covering it: that key's share of the stretch is `covering` of `total` sessions.
    private static func sweep(_ events: [(at: Double, step: Int, slot: Int)], keys: Int, from start: Double,
                              add: (Double, Double, Int, Int, Int) -> Void) {
        var covering = [Int](repeating: 0, count: keys)
        var active: Set<Int> = []
        var total = 0
        var previous = start
        for event in events {
            if total > 0, event.at > previous {
                for slot in active { add(previous, event.at, slot, covering[slot], total) }
            }
            previous = event.at
            covering[event.slot] += event.step
            total += event.step
            if covering[event.slot] > 0 { active.insert(event.slot) } else { active.remove(event.slot) }
        }
    }
}
