import Foundation
import CairnCore

/// Event trackables, Readings, tags and derived trackables shared by the tests.
extension Fixtures {
    static let exercises = ChoiceScale(labels: ["Bench press", "Squat", "Deadlift"], noneCode: nil)
    static let strength = Trackable(id: 20, name: "Strength", kind: .event, fields: [
        TrackableField(name: "exercise", kind: .choice(exercises)),
        TrackableField(name: "weight", kind: .number(.mass), unit: "kg"),
        TrackableField(name: "reps", kind: .number(.count)),
    ])
    /// Bench press is code 0.
    static let maxBench = Reading(id: 1, trackableId: strength.id, name: "Max weight", field: "weight", reduce: .max,
                                  filter: ItemFilter(field: "exercise", value: 0))

    static let work = Trackable(id: 21, name: "work", kind: .tag)
    static let caffeine = Trackable(id: 22, name: "Caffeine", kind: .number(.count), unit: "cups")
    static let caffeineAfter3 = Trackable(id: 23, name: "Caffeine after 15:00", kind: .number(.count), derivation:
        Derivation(op: .count, of: [.trackable(caffeine.id)], timeOfDay: TimeOfDayFilter(after: 15 * 3600)))
    static let firstCoffee = Trackable(id: 24, name: "First coffee", kind: .clockTime, derivation:
        Derivation(op: .earliest, of: [.trackable(caffeine.id)]))
    static let bothLogged = Trackable(id: 25, name: "Meditation and Journal", kind: .yesNo, derivation:
        Derivation(op: .all, of: [.trackable(meditation.id), .trackable(journal.id)]))
    static let runningPerMonth = Trackable(id: 26, name: "Running per month", kind: .number(.length), unit: "km",
                                           derivation: Derivation(op: .sum, of: [.trackable(running.id)], window: .per(.month)))
    static let coding = Trackable(id: 28, name: "Coding", kind: .duration, unit: "h", derivation: .coding)

    /// A workout on day `day`: one item per set of (exercise code, kg, reps).
    static func workout(_ day: Int, _ sets: [(Double, Double, Double)], at hour: Double? = nil) -> Entry {
        var entry = Entry(trackableId: strength.id, date: Fixtures.day(day), value: nil,
                          instant: hour.map { instant(day, hour: $0) })
        entry.items = sets.map { EventItem(["exercise": $0.0, "weight": $0.1, "reps": $0.2]) }
        return entry
    }

    /// The instant `hour` hours after UTC midnight of day `day`.
    static func instant(_ day: Int, hour: Double) -> Date {
        Date(timeIntervalSince1970: Double(Fixtures.day(day).daysSinceEpoch) * 86_400 + hour * 3600)
    }

    /// A manual entry of `trackable` logged at `hour` (UTC) on day `day`.
    static func at(_ trackable: Trackable, _ day: Int, hour: Double, value: Double? = 1, tags: [Int64] = []) -> Entry {
        var entry = Entry(trackableId: trackable.id, date: Fixtures.day(day), value: value, instant: instant(day, hour: hour))
        entry.tags = tags
        return entry
    }

    /// The inputs naming every fixture trackable and Reading.
    static let inputs = SeriesInputs(
        trackables: [weight, running, headache, journal, bedtime, cigarettes, mood, colour, notes, meditation, strength,
                     work, caffeine, caffeineAfter3, firstCoffee, bothLogged, runningPerMonth, coding],
        readings: [maxBench])

    /// Evaluates rules of one trackable over `entries` with the fixture inputs (no Logged anything).
    static func read(_ trackable: Trackable, _ rules: [AchievementRule], zones: [Zone] = [], entries: [Entry],
                     today: LocalDate, inputs: SeriesInputs = Fixtures.inputs) -> Evaluation {
        AchievementEngine.evaluate(trackable: trackable, rules: rules, zones: zones, entries: entries, disruptions: [],
                                   today: today, includeLoggedAnything: false, inputs: inputs)
    }
}
