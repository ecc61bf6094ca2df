/// The sweep behind ``Breakdown``: seconds per key of a set of sessions, each instant shared
/// equally among the sessions covering it, so the keys' seconds add up to the sessions' union.
package enum SharedTime {
    /// The keys in the order their first session came, and each key's seconds over `range`.
    ///
    /// - Complexity: O(n log n + n · keys) for n sessions.
    package static func seconds<Key: Hashable>(_ sessions: [Session], within range: TimeSpan,
                                               key: (Session) -> Key) -> (keys: [Key], seconds: [Double]) {
        Sorted(sessions, within: range).seconds(key: key)
    }

    /// The sessions' starts and ends over a range sorted once, so several keys (project,
    /// language, …) are swept without sorting again; each sweep gives exactly the seconds
    /// ``seconds(_:within:key:)`` gives (the order of events at one instant changes nothing).
    package struct Sorted: Sendable {
        let sessions: [Session]
        /// The sessions reaching into the range, in their order.
        let inside: [Int]
        /// (instant, +1 at a start / -1 at an end, session index), ends before starts at one instant.
        let events: [(at: Double, step: Int, session: Int)]
        let start: Double

        /// Sorts the starts and ends of `sessions` clipped to `range`.
        package init(_ sessions: [Session], within range: TimeSpan) {
            var inside: [Int] = []
            var events: [(at: Double, step: Int, session: Int)] = []
            events.reserveCapacity(sessions.count * 2)
            for (i, session) in sessions.enumerated() {
                let span = session.span
                let start = Swift.max(span.start, range.start), end = Swift.min(span.end, range.end)
                guard end > start else { continue }
                inside.append(i)
                events.append((start, 1, i))
                events.append((end, -1, i))
            }
            events.sort { $0.at != $1.at ? $0.at < $1.at : $0.step < $1.step }
            self.sessions = sessions
            self.inside = inside
            self.events = events
            start = range.start
        }

        /// The keys in the order their first session came, and each key's seconds.
        package func seconds<Key: Hashable>(key: (Session) -> Key) -> (keys: [Key], seconds: [Double]) {
            var keys: [Key] = []
            var index: [Key: Int] = [:]
            var slots = [Int](repeating: 0, count: sessions.count)
            for i in inside {
                let name = key(sessions[i])
                if let known = index[name] {
                    slots[i] = known
                } else {
                    slots[i] = keys.count
                    index[name] = keys.count
                    keys.append(name)
                }
            }
            var seconds = [Double](repeating: 0, count: keys.count)
            var covering = [Int](repeating: 0, count: keys.count)
            var active: Set<Int> = []
            var total = 0
            var previous = start
            for event in events {
                if total > 0, event.at > previous {
                    let length = event.at - previous
                    for slot in active { seconds[slot] += length * Double(covering[slot]) / Double(total) }
                }
                previous = event.at
                let slot = slots[event.session]
                covering[slot] += event.step
                total += event.step
                if covering[slot] > 0 { active.insert(slot) } else { active.remove(slot) }
            }
            return (keys, seconds)
        }
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
