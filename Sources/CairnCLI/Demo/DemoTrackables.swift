import CairnCore
import Foundation

/// The demo's trackables: a weight with a new-lowest record, a run distance with a 100 km
/// total ladder and a headache with a days-of-none streak, logged over the same year as the
/// coding, with the summer holiday as a disruption. Like the sessions, each date's entries
/// depend only on the date.
enum DemoTrackables {
    struct Plan: Sendable {
        var spec: TrackableSpec
        var rules: @Sendable (Trackable) -> [AchievementRule]
        var value: @Sendable (LocalDate, inout SplitMix64) -> Double?
    }

    static let plans: [Plan] = [
        Plan(spec: TrackableSpec(name: "Weight", kind: "number", unit: "kg", dayValue: "last"),
             rules: { [AchievementRule(id: 0, trackableId: $0.id, measure: .best, threshold: .record(minHistory: nil), direction: .low)] },
             value: { date, rng in
                 guard Int.random(in: 0..<100, using: &rng) < 80 else { return nil }
                 let trend = 86 - 0.012 * Double(date.daysSinceEpoch - 20_400)
                 return ((trend + Double.random(in: -0.4...0.4, using: &rng)) * 10).rounded() / 10
             }),
        Plan(spec: TrackableSpec(name: "Running", kind: "number", unit: "km"),
             rules: { [AchievementRule(id: 0, trackableId: $0.id, measure: .total, threshold: .ladder(.every(100, scale: nil)))] },
             value: { date, rng in
                 guard [.tuesday, .thursday, .saturday].contains(date.weekday), Int.random(in: 0..<100, using: &rng) < 85 else { return nil }
                 return Double(Int.random(in: 50...120, using: &rng)) * 100  // metres
             }),
        Plan(spec: TrackableSpec(name: "Headache", kind: "yesno"),
             rules: { [AchievementRule(id: 0, trackableId: $0.id, measure: .streak, threshold: .ladder(.rungs([7, 30, 100])), days: .none)] },
             value: { _, rng in
                 guard Int.random(in: 0..<100, using: &rng) < 92 else { return nil }
                 return Int.random(in: 0..<100, using: &rng) < 6 ? 1 : 0
             }),
    ]

    /// The entries of the 365 days through `today`, with their import keys.
    static func entries(for trackables: [Trackable], today: LocalDate) -> [(entry: Entry, importKey: String?)] {
        var result: [(entry: Entry, importKey: String?)] = []
        for offset in stride(from: -364, through: 0, by: 1) {
            let date = today.adding(days: offset)
            guard !holiday(date).contains(date) else { continue }
            for (index, plan) in plans.enumerated() {
                guard let trackable = trackables.first(where: { $0.name == plan.spec.name }) else { continue }
                var rng = SplitMix64(seed: UInt64(bitPattern: Int64(date.daysSinceEpoch)) &* 0x9E37_79B9 &+ UInt64(index))
                if let value = plan.value(date, &rng) {
                    result.append((Entry(trackableId: trackable.id, date: date, value: value),
                                   "demo:\(plan.spec.name):\(date)"))
                }
            }
        }
        return result
    }

    /// The summer holiday around `date`'s year (4–12 August), when nothing is logged.
    static func holiday(_ date: LocalDate) -> ClosedRange<LocalDate> {
        let year = date.components.year
        let start = LocalDate(year: year, month: 8, day: 4) ?? date
        return start...start.adding(days: 8)
    }
}
