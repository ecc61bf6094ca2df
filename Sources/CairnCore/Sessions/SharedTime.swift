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
            var starts: [(at: Double, step: Int, session: Int)] = []
            var ends: [(at: Double, step: Int, session: Int)] = []
            starts.reserveCapacity(sessions.count)
            ends.reserveCapacity(sessions.count)
            var ordered = true
            for (i, session) in sessions.enumerated() {
                let span = session.span
                let start = Swift.max(span.start, range.start), end = Swift.min(span.end, range.end)
                guard end > start else { continue }
                if let last = starts.last, last.at > start { ordered = false }
                inside.append(i)
                starts.append((start, 1, i))
                ends.append((end, -1, i))
            }
            var events: [(at: Double, step: Int, session: Int)]
            if ordered {
                // The sessions come by start (as the store reads them): only the ends need
                // sorting, then the two lists are merged, ends first at one instant.
                ends.sort { $0.at < $1.at }
                events = []
                events.reserveCapacity(starts.count + ends.count)
                var s = 0, e = 0
                while s < starts.count || e < ends.count {
                    if e < ends.count, s == starts.count || ends[e].at <= starts[s].at {
                        events.append(ends[e]); e += 1
                    } else {
                        events.append(starts[s]); s += 1
                    }
                }
            } else {
                events = starts + ends
                events.sort { $0.at != $1.at ? $0.at < $1.at : $0.step < $1.step }
            }
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
            // Names repeat from session to session: the last one found, then a short list,
            // are tried before hashing (the same slots a dictionary alone would give).
            var last = -1
            for i in inside {
                let name = key(sessions[i])
                if last >= 0, keys[last] == name {
                    slots[i] = last
                    continue
                }
                var found = -1
                if keys.count <= 16 {
                    for (k, known) in keys.enumerated() where known == name { found = k; break }
                } else {
                    found = index[name] ?? -1
                }
                if found < 0 {
                    found = keys.count
                    index[name] = keys.count
                    keys.append(name)
                }
                slots[i] = found
                last = found
            }
            var seconds = [Double](repeating: 0, count: keys.count)
            var covering = [Int](repeating: 0, count: keys.count)
            // The slots covered now, and where each sits in that list (-1 when not there): each
            // slot's seconds are its own sum, so the order the slots are visited changes nothing.
            var active: [Int] = []
            var position = [Int](repeating: -1, count: keys.count)
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
                if covering[slot] > 0 {
                    if position[slot] < 0 { position[slot] = active.count; active.append(slot) }
                } else if position[slot] >= 0 {
                    let at = position[slot], moved = active[active.count - 1]
                    active[at] = moved
                    position[moved] = at
                    active.removeLast()
                    position[slot] = -1
                }
            }
            return (keys, seconds)
        }

        /// ``seconds(key:)`` by an optional name, compiled here for that key (a caller in
        /// another module would otherwise run the generic sweep, comparing names through
        /// their type's metadata).
        package func names(_ key: (Session) -> String?) -> (keys: [String?], seconds: [Double]) {
            seconds(key: key)
        }

        /// Each day's seconds of the sessions `own` picks (their shares, as ``seconds(key:)`` counts them): `bounds` are the days, from
        /// the range's start; time past the last bound is the last day's.
        package func daily(bounds: [Double], own: (Session) -> Bool) -> [Double] {
            daily(bounds: bounds, from: start, own: own)
        }

        /// The sweep of ``daily(bounds:own:)`` and ``daily(resumingAt:own:)``, counting from
        /// `origin`: the range's start, or a day's start it is taken up at. Every event is at or
        /// after the range's start and they come sorted, so from the range's start `previous`
        /// only ever takes each event's instant (the `max` changes nothing there: the same
        /// seconds, bit for bit); from a later day's start, the events before it count nothing.
        func daily(bounds: [Double], from origin: Double, own: (Session) -> Bool) -> [Double] {
            let days = Swift.max(0, bounds.count - 1)
            guard days > 0 else { return [] }
            var mine = [Bool](repeating: false, count: sessions.count)
            for i in inside { mine[i] = own(sessions[i]) }
            var seconds = [Double](repeating: 0, count: days)
            var covering = 0, total = 0
            var previous = origin
            var day = 0
            for event in events {
                if total > 0, covering > 0, event.at > previous {
                    var at = previous
                    while at < event.at {
                        while day + 1 < days, bounds[day + 1] <= at { day += 1 }
                        let stop = day + 1 < days ? Swift.min(event.at, bounds[day + 1]) : event.at
                        seconds[day] += (stop - at) * Double(covering) / Double(total)
                        at = stop
                    }
                }
                previous = Swift.max(previous, event.at)
                if mine[event.session] { covering += event.step }
                total += event.step
            }
            return seconds
        }
    }
}
