import CairnCore
import CairnStore
import Foundation

/// The demo's Readings, derived and windowed trackables, one of each: a Strength log with a
/// Bench press max record, "no caffeine after 15:00", the best month of running, and a rule on
/// Coding. Like the rest of the demo, each date's entries depend only on the date.
enum DemoDerived {
    /// Adds them once (skipped when a trackable of the name is there), then the year's workouts
    /// and coffees through `today` (keyed, so a second run adds nothing), inside the caller's transaction.
    static func fill(_ store: Store, today: LocalDate) throws {
        var trackables = try store.trackables()
        func named(_ name: String) -> Trackable? { trackables.first { $0.name == name } }
        if named("Strength") == nil {
            let exercises = ChoiceScale(labels: ["Bench press", "Squat", "Deadlift"], noneCode: nil)
            let strength = try store.insertTrackable(Trackable(id: 0, name: "Strength", kind: .event, fields: [
                TrackableField(name: "exercise", kind: .choice(exercises)),
                TrackableField(name: "weight", kind: .number(.mass), unit: "kg"),
                TrackableField(name: "reps", kind: .number(.count)),
            ]))
            let reading = try store.insertReading(Reading(id: 0, trackableId: strength.id, name: "Max weight", field: "weight",
                                                          reduce: .max, filter: ItemFilter(field: "exercise", value: 0)))
            _ = try store.insertRule(AchievementRule(id: 0, trackableId: strength.id, measure: .best,
                                                     threshold: .record(minHistory: nil), of: reading.id))
            trackables.append(strength)
        }
        if named("Caffeine") == nil {
            let caffeine = try store.insertTrackable(Trackable(id: 0, name: "Caffeine", kind: .number(.count), unit: "cups"))
            let after = try store.insertTrackable(Trackable(id: 0, name: "Caffeine after 15:00", kind: .number(.count),
                                                            dayReduction: .last, derivation: Derivation(
                                                                op: .count, of: [.trackable(caffeine.id)],
                                                                timeOfDay: TimeOfDayFilter(after: 15 * 3600))))
            _ = try store.insertRule(AchievementRule(id: 0, trackableId: after.id, measure: .streak,
                                                     threshold: .ladder(.rungs([7, 30, 100])), days: .none))
            trackables.append(caffeine)
        }
        if named("Running per month") == nil, let running = named("Running") {
            let perMonth = try store.insertTrackable(Trackable(
                id: 0, name: "Running per month", kind: running.kind, unit: running.unit, dayReduction: .last,
                derivation: Derivation(op: .sum, of: [.trackable(running.id)], window: .per(.month))))
            _ = try store.insertRule(AchievementRule(id: 0, trackableId: perMonth.id, measure: .best,
                                                     threshold: .record(minHistory: 3)))
        }
        if named("Coding") == nil {
            let coding = try store.insertTrackable(BuiltInTrackables.coding)
            _ = try store.insertRule(AchievementRule(id: 0, trackableId: coding.id, measure: .total,
                                                     threshold: .ladder(.every(100, scale: nil))))
        }
        _ = try store.insertEntries(entries(trackables, today: today))
    }

    /// Workouts on Mondays, Wednesdays and Fridays (the bench press creeping up), and coffee
    /// every morning with an afternoon cup on some days, through `today`.
    static func entries(_ trackables: [Trackable], today: LocalDate) -> [(entry: Entry, importKey: String?)] {
        var result: [(entry: Entry, importKey: String?)] = []
        let strength = trackables.first { $0.name == "Strength" }
        let caffeine = trackables.first { $0.name == "Caffeine" }
        for offset in stride(from: -364, through: 0, by: 1) {
            let date = today.adding(days: offset)
            guard !DemoTrackables.holiday(date).contains(date) else { continue }
            var rng = SplitMix64(seed: UInt64(bitPattern: Int64(date.daysSinceEpoch)) &* 0x2545_F491 &+ 17)
            let noon = Double(date.daysSinceEpoch) * 86_400 + 12 * 3600
            if let strength, [.monday, .wednesday, .friday].contains(date.weekday), Int.random(in: 0..<100, using: &rng) < 85 {
                let bench = 60 + Double(offset + 364) / 25 + Double(Int.random(in: -4...2, using: &rng)) * 1.25
                var event = Entry(trackableId: strength.id, date: date, value: nil, instant: Date(timeIntervalSince1970: noon + 6 * 3600))
                event.items = [EventItem(["exercise": 0, "weight": bench.rounded(), "reps": 5]),
                               EventItem(["exercise": 0, "weight": (bench - 5).rounded(), "reps": 8]),
                               EventItem(["exercise": 1, "weight": (bench * 1.3).rounded(), "reps": 5])]
                result.append((event, "demo:Strength:\(date)"))
            }
            if let caffeine, Int.random(in: 0..<100, using: &rng) < 95 {
                result.append((Entry(trackableId: caffeine.id, date: date, value: 1, instant: Date(timeIntervalSince1970: noon - 4 * 3600)),
                               "demo:Caffeine:morning:\(date)"))
                if Int.random(in: 0..<100, using: &rng) < 8 {
                    result.append((Entry(trackableId: caffeine.id, date: date, value: 1,
                                         instant: Date(timeIntervalSince1970: noon + 4 * 3600)),
                                   "demo:Caffeine:afternoon:\(date)"))
                }
            }
        }
        return result
    }
}
