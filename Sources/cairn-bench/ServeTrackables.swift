import CairnCore
import CairnStore
import Foundation

/// The trackables the serve benchmark's ten-year database holds beside its sessions, so a
/// trackable's page is measured over ten years of entries: a body measure logged most days with
/// a record and a ladder, a yes/no with a streak, an amount, and an event with a Reading and a
/// record on it.
enum ServeTrackables {
    /// The pages measured: each kind's, over the default range and over all time.
    static let routes = ["/trackables/Weight", "/trackables/Weight?range=all", "/trackables/Meditate", "/trackables/Running?range=1y",
                         "/trackables/Gym", "/api/trackables/Weight/page"]

    /// Adds them with daily entries from 2016-01-01 through `today`.
    static func add(to store: Store, through today: LocalDate) throws {
        let first = LocalDate(year: 2016, month: 1, day: 1) ?? LocalDate(daysSinceEpoch: 16_801)
        let days = first.distance(to: today) + 1
        var rng = SplitMix64(seed: 11)
        let weight = try store.addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
        let meditate = try store.addTrackable(name: "Meditate", kind: .yesNo, unit: nil, dayReduction: nil)
        let running = try store.addTrackable(name: "Running", kind: .duration, unit: nil, dayReduction: nil)
        let gym = try store.insertTrackable(Trackable(id: 0, name: "Gym", kind: .event,
                                                      fields: [TrackableField(name: "weight", kind: .number(.mass), unit: "kg")]))
        let reading = try store.insertReading(Reading(id: 0, trackableId: gym.id, name: "Max weight", field: "weight", reduce: .max))
        var entries: [(entry: Entry, importKey: String?)] = []
        for day in 0..<days {
            let date = first.adding(days: day)
            if rng.next() % 100 < 93 { entries.append((Entry(trackableId: weight.id, date: date, value: 70 + Double(rng.next() % 200) / 10), nil)) }
            entries.append((Entry(trackableId: meditate.id, date: date, value: rng.next() % 10 < 8 ? 1 : 0), nil))
            if rng.next() % 3 == 0 { entries.append((Entry(trackableId: running.id, date: date, value: Double(1200 + rng.next() % 2400)), nil)) }
            if rng.next() % 7 < 2 {
                var event = Entry(trackableId: gym.id, date: date, value: nil)
                event.items = [EventItem(["weight": 40 + Double(rng.next() % 600) / 10])]
                entries.append((event, nil))
            }
        }
        _ = try store.addEntries(entries)
        _ = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .best, threshold: .record(minHistory: nil), direction: .low))
        _ = try store.addRule(AchievementRule(id: 0, trackableId: weight.id, measure: .total, threshold: .ladder(.every(1000, scale: 2))))
        _ = try store.addRule(AchievementRule(id: 0, trackableId: meditate.id, measure: .streak, threshold: .ladder(.rungs([7, 30, 100, 365]))))
        _ = try store.addRule(AchievementRule(id: 0, trackableId: running.id, measure: .total, threshold: .ladder(.every(36_000, scale: nil))))
        _ = try store.addRule(AchievementRule(id: 0, trackableId: gym.id, measure: .best, threshold: .record(minHistory: nil), of: reading.id))
    }
}
