import Testing
import CairnCore

@Suite("A rule can read a Reading of its trackable rather than its own value")
struct ReadingTests {
    /// Six workouts: bench press tops out at 60, 62, 61, 65, 64, 70 kg; squats are heavier.
    static let workouts: [Entry] = [60.0, 62, 61, 65, 64, 70].enumerated().map { day, bench in
        Fixtures.workout(day, [(0, bench - 10, 8), (0, bench, 5), (1, 120, 5)])
    }
    let highest = AchievementRule(id: 7, trackableId: Fixtures.strength.id, measure: .best,
                                  threshold: .record(minHistory: nil), of: Fixtures.maxBench.id)

    @Test("An exercise's new maximum is a new highest of Max of its weight for that exercise")
    func benchPressRecord() {
        let moments = Fixtures.read(Fixtures.strength, [highest], entries: Self.workouts, today: Fixtures.day(5)).moments
        // Five days with a value before a record counts; squats' 120 kg are not bench press.
        #expect(moments.map(\.date) == [Fixtures.day(5)])
        #expect(moments.first?.value == 70)
        #expect(moments.first?.measureText == "70 kg")
    }

    @Test("It is named for both: \"Bench press · Max weight — new highest\"")
    func namedForBoth() {
        let moments = Fixtures.read(Fixtures.strength, [highest], entries: Self.workouts, today: Fixtures.day(5)).moments
        #expect(moments.first?.name == "Bench press · Max weight — new highest")
        var unfiltered = Fixtures.maxBench
        unfiltered.filter = nil
        #expect(unfiltered.subject(of: Fixtures.strength) == "Strength · Max weight")
    }

    @Test("A Reading reads one field, reduced each day, for the items its filter passes")
    func reducedPerDay() {
        let ladder = AchievementRule(id: 8, trackableId: Fixtures.strength.id, measure: .best,
                                     threshold: .ladder(.rungs([65, 100])), of: Fixtures.maxBench.id)
        let moments = Fixtures.read(Fixtures.strength, [ladder], entries: Self.workouts, today: Fixtures.day(5)).moments
        #expect(moments.map(\.date) == [Fixtures.day(3)])   // never 100: the squats do not pass
        #expect(moments.map(\.rung) == [65])
    }

    @Test("With each Event as one, a Reading reduces within each event first, then across the day's events")
    func eachEventFirst() {
        let morning = Fixtures.workout(0, [(0, 60, 5), (0, 60, 5)], at: 8)   // 10 reps
        let evening = Fixtures.workout(0, [(1, 100, 3), (1, 100, 3), (1, 100, 3)], at: 19)   // 9 reps
        let perWorkout = Reading(id: 2, trackableId: Fixtures.strength.id, name: "Reps per workout", field: "reps",
                                 reduce: .max, eachEvent: .sum)
        let perDay = Reading(id: 3, trackableId: Fixtures.strength.id, name: "Reps", field: "reps", reduce: .sum)
        var inputs = Fixtures.inputs
        inputs.readings = [perWorkout, perDay]
        func rungs(_ reading: Reading) -> [Double?] {
            let rule = AchievementRule(id: 9, trackableId: Fixtures.strength.id, measure: .best,
                                       threshold: .ladder(.rungs([10, 15])), of: reading.id)
            return Fixtures.read(Fixtures.strength, [rule], entries: [morning, evening], today: Fixtures.day(0),
                                 inputs: inputs).moments.map(\.rung)
        }
        #expect(rungs(perWorkout) == [10])
        #expect(rungs(perDay) == [10, 15])
    }

    @Test("measureApplies judges the Reading's field, not the trackable")
    func judgesTheField() {
        let read = Fixtures.maxBench.valueTrackable(of: Fixtures.strength)
        #expect(measureApplies(.best, read).applies)
        #expect(measureApplies(.total, read).applies)
        #expect(!measureApplies(.best, Fixtures.strength).applies)
        let exercise = Reading(id: 4, trackableId: Fixtures.strength.id, name: "Last exercise", field: "exercise", reduce: .last)
        #expect(!measureApplies(.best, exercise.valueTrackable(of: Fixtures.strength)).applies)   // an unordered choice
        let sets = Reading(id: 5, trackableId: Fixtures.strength.id, name: "Sets", field: "reps", reduce: .count)
        #expect(sets.valueTrackable(of: Fixtures.strength).kind == .number(.count))
    }

    @Test("The trackable's own rules read its own days, and a Reading's rules its Reading, side by side")
    func sideBySide() {
        let days = AchievementRule(id: 10, trackableId: Fixtures.strength.id, measure: .streak, threshold: .ladder(.rungs([6])))
        let evaluation = Fixtures.read(Fixtures.strength, [days, highest], entries: Self.workouts, today: Fixtures.day(5))
        #expect(evaluation.moments.map(\.name) == ["Strength · Days logged", "Bench press · Max weight — new highest"])
    }

    @Test("A rule over a Reading that no longer exists is skipped, and says why")
    func missingReading() {
        var inputs = Fixtures.inputs
        inputs.readings = []
        let evaluation = Fixtures.read(Fixtures.strength, [highest], entries: Self.workouts, today: Fixtures.day(5), inputs: inputs)
        #expect(evaluation.skipped == [SkippedRule(ruleId: 7, reason: "its Reading no longer exists")])
    }

    @Test("Every trackable at once reads Readings the same way")
    func evaluateAllReadsReadings() {
        let all = AchievementEngine.evaluateAll(trackables: [Fixtures.strength], rules: [highest], zones: [],
                                                entries: Self.workouts, disruptions: [], today: Fixtures.day(5),
                                                inputs: Fixtures.inputs)
        #expect(all.moments.filter { $0.ruleIdentity == highest.identity }.map(\.date) == [Fixtures.day(5)])
    }

    @Test("The wait before a record is worded as days with a value, since a Reading is a way of reading a trackable")
    func waitInDaysWithAValue() {
        #expect(highest.thresholdText == "record after 5 days with a value")
    }

    @Test("Why a Reading's rule stands as it does is read off the Reading's day values")
    func whyReadsTheReading() {
        let explained = AchievementEngine.explain(trackable: Fixtures.strength, rules: [highest], zones: [], entries: Self.workouts,
                                                  disruptions: [], date: Fixtures.day(5), today: Fixtures.day(5),
                                                  inputs: Fixtures.inputs)
        #expect(explained.map(\.name) == ["Bench press · Max weight — new highest"])
        #expect(explained.first?.explanation.status == "record")
        #expect(explained.first?.explanation.reasons.first == "That day: Bench press · Max weight 70 kg.")
    }
}
