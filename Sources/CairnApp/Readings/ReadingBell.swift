import CairnCore

/// A bell beside one of a Reading's single values on its trackable's page: the rule "new
/// highest" (or "new lowest") of that Reading, set up or removed there, beside the Reading it
/// reads, and named for both ("Bench press · Max weight — new highest"). It is the same rule the
/// rule editor's box for that Reading makes and `cairn rule add TRACKABLE --of READING --measure
/// best --record [--low]` adds; the trackable's own boxes never show or remove it.
package enum ReadingBell {
    /// Whether `rule` is the bell of `direction` on Reading `reading`: a new highest or lowest of
    /// it (a record, whatever its wait), outside any zone.
    package static func rings(_ rule: AchievementRule, reading: Int64, direction: Direction) -> Bool {
        guard rule.of == reading, rule.measure == .best, rule.direction == direction, rule.zoneId == nil else { return false }
        if case .record = rule.threshold { return true }
        return false
    }

    /// The rule a bell sets up: a new `direction` of `reading`, on the record's default wait.
    package static func rule(_ reading: Reading, direction: Direction) -> AchievementRule {
        AchievementRule(id: 0, trackableId: reading.trackableId, measure: .best, threshold: .record(minHistory: nil),
                        direction: direction, of: reading.id)
    }

    /// Whether a Reading takes bells: it can be read on `trackable` and its field has a highest
    /// and a lowest (`measureApplies(.best, …)`).
    package static func offered(_ reading: Reading, of trackable: Trackable) -> Bool {
        reading.problem(of: trackable) == nil && measureApplies(.best, reading.valueTrackable(of: trackable)).applies
    }
}

/// What switching a bell came to.
package struct ReadingBellOutcome: Sendable {
    /// The event trackable the Reading reads.
    package var trackable: Trackable
    package var reading: Reading
    /// The rule's name, the Reading's and the value's ("Bench press · Max weight — new highest").
    package var name: String
    /// The Reading's subject ("Bench press · Max weight"), to isolate in a toast.
    package var subject: String
    /// Whether the bell is on now.
    package var on: Bool
    /// Whether anything was written (false: the bell already was as asked, and nothing changed).
    package var changed: Bool
    /// When switched on: the moments the history already holds for it, marked seen.
    package var past: [Moment]

    /// The toast: what was done, and that the history is not announced.
    package var toast: String {
        guard changed else { return "The bell for \(name) is already \(on ? "on" : "off")." }
        guard on else { return "Bell off: \(name). Undo puts it back." }
        let held = past.isEmpty ? "" : " Your history already holds \(past.count) moment\(past.count == 1 ? "" : "s") of it, marked seen."
        return "Bell on: \(name).\(held)"
    }
}

extension Workspace {
    /// Switches the bell of `direction` on the Reading with id `reading` (``ReadingBell``): on
    /// adds its rule as `rule add` does, its history's moments marked seen so none is announced
    /// as news; off removes it (every such rule of the Reading, should there be several). Each
    /// is one undoable change (`cairn undo`); a bell already as asked writes nothing.
    package func setReadingBell(reading id: Int64, direction: Direction, on: Bool) throws(AppError) -> ReadingBellOutcome {
        let store = try openExistingStore()
        let (readings, trackables) = try storeCall("cannot read the Readings") { (try store.readings(), try store.trackables()) }
        guard let reading = readings.first(where: { $0.id == id }),
              let trackable = trackables.first(where: { $0.id == reading.trackableId }) else {
            throw .notFound("there is no Reading \(id); see `cairn reading list`")
        }
        let read = reading.valueTrackable(of: trackable)
        let draft = ReadingBell.rule(reading, direction: direction)
        let name = draft.name(for: read, zone: nil)
        let ringing = try storeCall("cannot read the rules") { try store.rules(trackableId: trackable.id) }
            .filter { ReadingBell.rings($0, reading: id, direction: direction) }
        var outcome = ReadingBellOutcome(trackable: trackable, reading: reading, name: name, subject: read.name, on: on, changed: false, past: [])
        if on {
            guard ringing.isEmpty else { return outcome }
            if let problem = reading.problem(of: trackable) ?? draft.problem(for: read, zone: nil) {
                throw .usage("cannot set up \(name): \(problem)")
            }
            let (engine, today) = try clock(store)
            outcome.past = try RuleWrites.add(draft, to: trackable, builtIn: false, label: "rule add \(name)", store: store,
                                              workspace: self, engine: engine, today: today).past
        } else {
            guard !ringing.isEmpty else { return outcome }
            try change(store, "rule remove \(name)") {
                try store.connection.writeTransaction {
                    for rule in ringing { try store.removeRule(id: rule.id) }
                }
            }
        }
        outcome.changed = true
        return outcome
    }
}
