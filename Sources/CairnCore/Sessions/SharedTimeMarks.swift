/// The breakdown's sweep (``SharedTime/Sorted``) stopped at instants and taken up again there,
/// so a stored state at a day's start plus the sessions after it gives, to the bit, what the
/// sweep over every session gives: the seconds of a key are summed in the same order, and the
/// step across the mark (from the last event before it to the first at or after it) is one
/// addition, as in the whole sweep.
extension SharedTime {
    /// A sweep's state at an instant: the seconds of every key before the first event at or
    /// after `at`, and the instant of the last event before it.
    package struct Mark<Key: Hashable & Sendable>: Sendable {
        /// The instant the sweep stopped before.
        package var at: Double
        /// The last event's instant before ``at`` (the sweep's start when none).
        package var previous: Double
        /// The keys of the sessions starting before ``at`` in the order they were met, and their seconds.
        package var keys: [Key]
        package var seconds: [Double]

        package init(at: Double, previous: Double, keys: [Key], seconds: [Double]) {
            self.at = at
            self.previous = previous
            self.keys = keys
            self.seconds = seconds
        }
    }
}

extension SharedTime.Sorted {
    /// ``seconds(key:)``, also giving the state at each of `marks` (ascending instants): a mark
    /// holds the keys of the sessions starting before it, in the order the sweep meets them
    /// (the sessions must come by start, as the store reads them).
    package func seconds<Key: Hashable & Sendable>(key: (Session) -> Key, marks: [Double]) -> [SharedTime.Mark<Key>] {
        sweep(key: key, seed: nil, marks: marks).marks
    }

    /// The seconds per key of a sweep resumed at `mark`: these sorted sessions must hold every
    /// session reaching to `mark.at` or past it (those before it change nothing), over a range
    /// that clips no session's start the whole sweep did not clip.
    package func seconds<Key: Hashable & Sendable>(key: (Session) -> Key, resuming mark: SharedTime.Mark<Key>) -> (keys: [Key], seconds: [Double]) {
        let result = sweep(key: key, seed: mark, marks: [])
        return (result.keys, result.seconds)
    }

    private func sweep<Key: Hashable & Sendable>(key: (Session) -> Key, seed: SharedTime.Mark<Key>?,
                                                 marks: [Double]) -> (keys: [Key], seconds: [Double], marks: [SharedTime.Mark<Key>]) {
        var keys: [Key] = seed?.keys ?? []
        var index: [Key: Int] = [:]
        for (i, known) in keys.enumerated() { index[known] = i }
        var slots = [Int](repeating: 0, count: sessions.count)
        // Where each key's first session starts: a mark keeps the keys met before it, in the
        // order they were met (the rows' sum, and so their shares, add them in that order).
        var met = [Double](repeating: -.infinity, count: keys.count)
        for i in inside {
            let name = key(sessions[i])
            if let found = index[name] {
                slots[i] = found
            } else {
                slots[i] = keys.count
                index[name] = keys.count
                keys.append(name)
                met.append(Swift.max(sessions[i].span.start, start))
            }
        }
        var seconds = [Double](repeating: 0, count: keys.count)
        if let seed { for (i, value) in seed.seconds.enumerated() { seconds[i] = value } }
        var covering = [Int](repeating: 0, count: keys.count)
        var active: [Int] = []
        var position = [Int](repeating: -1, count: keys.count)
        var total = 0
        // Events before a resumed mark only count who covers it: none of them is later than
        // its `previous`, so none adds time.
        var previous = seed?.previous ?? start
        var states: [SharedTime.Mark<Key>] = []
        var next = 0
        func snapshot(_ at: Double) {
            var k: [Key] = [], s: [Double] = []
            for (i, value) in seconds.enumerated() where met[i] < at { k.append(keys[i]); s.append(value) }
            states.append(SharedTime.Mark(at: at, previous: previous, keys: k, seconds: s))
        }
        for event in events {
            while next < marks.count, event.at >= marks[next] { snapshot(marks[next]); next += 1 }
            if total > 0, event.at > previous {
                let length = event.at - previous
                for slot in active { seconds[slot] += length * Double(covering[slot]) / Double(total) }
            }
            previous = Swift.max(previous, event.at)
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
        while next < marks.count { snapshot(marks[next]); next += 1 }
        return (keys, seconds, states)
    }

    /// Each day's seconds per key, as ``daily(bounds:own:)`` gives one key's (its sessions as
    /// `own`): `bounds` are the days from the range's start; time past the last bound is the
    /// last day's. Only keys with time are listed, each with one value per day.
    package func daily<Key: Hashable & Sendable>(bounds: [Double], key: (Session) -> Key) -> [Key: [Double]] {
        let days = Swift.max(0, bounds.count - 1)
        guard days > 0 else { return [:] }
        var keys: [Key] = []
        var index: [Key: Int] = [:]
        var slots = [Int](repeating: 0, count: sessions.count)
        for i in inside {
            let name = key(sessions[i])
            if let found = index[name] { slots[i] = found } else { slots[i] = keys.count; index[name] = keys.count; keys.append(name) }
        }
        var seconds = [[Double]](repeating: [Double](repeating: 0, count: days), count: keys.count)
        var covering = [Int](repeating: 0, count: keys.count)
        var total = 0
        var previous = start
        var day = 0
        var pieces: [(day: Int, length: Double)] = []
        for event in events {
            if total > 0, event.at > previous {
                pieces.removeAll(keepingCapacity: true)
                var at = previous
                while at < event.at {
                    while day + 1 < days, bounds[day + 1] <= at { day += 1 }
                    let stop = day + 1 < days ? Swift.min(event.at, bounds[day + 1]) : event.at
                    pieces.append((day, stop - at))
                    at = stop
                }
                for slot in keys.indices where covering[slot] > 0 {
                    for piece in pieces { seconds[slot][piece.day] += piece.length * Double(covering[slot]) / Double(total) }
                }
            }
            previous = event.at
            covering[slots[event.session]] += event.step
            total += event.step
        }
        var result: [Key: [Double]] = [:]
        for (i, name) in keys.enumerated() { result[name] = seconds[i] }
        return result
    }

    /// ``daily(bounds:own:)`` taken up at `bounds[0]`, a day's start inside the range: these
    /// sorted sessions must hold every session reaching to it or past it; the days from it
    /// get exactly the seconds the whole sweep gives them.
    package func daily(resumingAt bounds: [Double], own: (Session) -> Bool) -> [Double] {
        guard let first = bounds.first else { return [] }
        return daily(bounds: bounds, from: first, own: own)
    }
}
