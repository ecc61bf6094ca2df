import Testing
import CairnCore

@Suite("Streaks count the days that count; days on hold carry them")
struct StreakTests {
    func streakDates(_ trackable: Trackable, days: StreakDays = .some, zones: [Zone] = [], zoneId: Int64? = nil,
                     entries: [Entry], disruptions: [Disruption] = [], today: Int) -> [Double?] {
        let rule = Fixtures.rule(trackable, .streak, .record(minHistory: 1), zoneId: zoneId, days: days)
        return Fixtures.evaluate(trackable, rule, zones: zones, entries: entries, disruptions: disruptions,
                                 today: Fixtures.day(today)).moments.map(\.value)
    }

    /// The longest run, read off the streak record's moments.
    func longest(_ trackable: Trackable, days: StreakDays = .some, zones: [Zone] = [], zoneId: Int64? = nil,
                 entries: [Entry], disruptions: [Disruption] = [], today: Int) -> Double {
        streakDates(trackable, days: days, zones: zones, zoneId: zoneId, entries: entries, disruptions: disruptions,
                    today: today).compactMap { $0 }.max() ?? 0
    }

    @Test("Hold days neither break nor add: days with nothing of the person's own are on hold")
    func daysWithNothingLoggedAreOnHold() {
        let entries = Fixtures.daily(Fixtures.journal, [nil, nil, nil]) + Fixtures.daily(Fixtures.journal, [nil, nil], from: 5)
        #expect(longest(Fixtures.journal, entries: entries, today: 6) == 5)
    }

    @Test("A day a disruption touches is on hold even when something was logged")
    func disruptedDayOnHold() {
        var entries = Fixtures.daily(Fixtures.journal, [nil, nil, nil]) + Fixtures.daily(Fixtures.journal, [nil, nil], from: 5)
        entries += Fixtures.daily(Fixtures.headache, [1, 1], from: 3)
        let trip = Disruption(from: Fixtures.day(3), to: Fixtures.day(4), reason: "trip")
        #expect(longest(Fixtures.journal, entries: entries, disruptions: [trip], today: 6) == 5)
    }

    @Test("A disruption that names one trackable holds only that one")
    func disruptionScopedToOneTrackable() {
        var entries = Fixtures.daily(Fixtures.journal, [nil, nil, nil]) + Fixtures.daily(Fixtures.journal, [nil, nil], from: 5)
        entries += Fixtures.daily(Fixtures.headache, [1, 1], from: 3)
        let forJournal = Disruption(from: Fixtures.day(3), to: Fixtures.day(4), reason: "skip", trackableIds: [Fixtures.journal.id])
        let forHeadache = Disruption(from: Fixtures.day(3), to: Fixtures.day(4), reason: "skip", trackableIds: [Fixtures.headache.id])
        #expect(longest(Fixtures.journal, entries: entries, disruptions: [forJournal], today: 6) == 5)
        #expect(longest(Fixtures.journal, entries: entries, disruptions: [forHeadache], today: 6) == 3)
    }

    @Test("A day with own entries but nothing for this trackable is ordinary: it breaks a streak of some")
    func ordinaryDayBreaks() {
        var entries = Fixtures.daily(Fixtures.journal, [nil, nil, nil]) + Fixtures.daily(Fixtures.journal, [nil, nil], from: 4)
        entries += Fixtures.daily(Fixtures.headache, [0], from: 3)
        #expect(longest(Fixtures.journal, entries: entries, today: 5) == 3)
    }

    @Test("A day with own entries but nothing for this trackable is not none either")
    func ordinaryDayIsNotNone() {
        var entries = Fixtures.daily(Fixtures.headache, [0, 0])
        entries += Fixtures.daily(Fixtures.journal, [nil], from: 2)
        entries += Fixtures.daily(Fixtures.headache, [0], from: 3)
        #expect(longest(Fixtures.headache, days: .none, entries: entries, today: 3) == 2)
    }

    @Test("Entries from integrations and schedules do not make a day the person's own")
    func integrationDayOnHold() {
        var entries = Fixtures.daily(Fixtures.journal, [nil, nil])
        entries += Fixtures.daily(Fixtures.headache, [1], from: 2, source: .integration)
        entries += Fixtures.daily(Fixtures.journal, [nil], from: 3)
        #expect(longest(Fixtures.journal, entries: entries, today: 3) == 3)
    }

    @Test("A Nothing counts as none for every trackable")
    func nothingIsNone() {
        let entries = (0..<7).map { Entry.nothing(on: Fixtures.day($0)) }
        let rule = Fixtures.rule(Fixtures.headache, .streak, .ladder(.rungs([7])), days: .none)
        let moments = Fixtures.evaluate(Fixtures.headache, rule, entries: entries, today: Fixtures.day(6)).moments
        #expect(moments.map(\.date) == [Fixtures.day(6)])
        #expect(moments.first?.name == "Headache · Days of No")
        #expect(longest(Fixtures.cigarettes, days: .none, entries: entries, today: 6) == 7)
        #expect(longest(Fixtures.journal, entries: entries, today: 6) == 0)
    }

    @Test("A stored 0 is none for a yes/no, a number and a choice alike", arguments: [
        Fixtures.headache, Fixtures.cigarettes, Fixtures.colour,
    ])
    func zeroIsNone(trackable: Trackable) {
        let entries = Fixtures.daily(trackable, [0, 0, 0, 1, 0])
        #expect(longest(trackable, days: .none, entries: entries, today: 4) == 3)
        #expect(longest(trackable, days: .some, entries: entries, today: 4) == 1)
    }

    @Test("The streak's name is in the trackable's own words", arguments: [
        (Fixtures.headache, StreakDays.some, "Headache · Days of Yes"),
        (Fixtures.headache, .none, "Headache · Days of No"),
        (Fixtures.colour, .none, "Colour · Days of None"),
        (Fixtures.cigarettes, .none, "Cigarettes · Days of None"),
        (Fixtures.journal, .some, "Journal · Days logged"),
    ])
    func names(trackable: Trackable, days: StreakDays, name: String) {
        let rule = Fixtures.rule(trackable, .streak, .ladder(.rungs([1])), days: days)
        let value: Double? = trackable.kind == .habit ? nil : (days == .none ? 0 : 1)
        let moment = Fixtures.evaluate(trackable, rule, entries: Fixtures.daily(trackable, [value]), today: Fixtures.day(0)).moments.first
        #expect(moment?.name == name)
    }

    @Test("With a zone a streak reads the day value against the zone's bounds, typed in pounds")
    func zoneInPounds() {
        let zone = Zone(id: 9, trackableId: Fixtures.weight.id, name: "Healthy", min: 150, max: 170, unit: "lb")
        let entries = Fixtures.daily(Fixtures.weight, [70, 72, 75, 80, 69, 71])
        #expect(longest(Fixtures.weight, zones: [zone], zoneId: 9, entries: entries, today: 5) == 3)
    }

    @Test("A logged clock time has a streak of days logged, like any trackable that logs a value; with a zone it counts the days in it")
    func loggedClockTimeStreak() throws {
        let entries = Fixtures.daily(Fixtures.bedtime, [82_800, 83_000, 3600, 10_800])
        let bare = Fixtures.rule(Fixtures.bedtime, .streak, .ladder(.rungs([2])))
        let evaluation = Fixtures.evaluate(Fixtures.bedtime, bare, entries: entries, today: Fixtures.day(3))
        #expect(evaluation.skipped.isEmpty)
        #expect(evaluation.moments.map(\.date) == [Fixtures.day(1)])
        #expect(evaluation.moments.first?.name == "Bedtime · Days logged")
        #expect(longest(Fixtures.bedtime, entries: entries, today: 3) == 4)
        let zone = try Zone.parse(id: 4, name: "Before 23:30", min: "20:00", max: "23:30", for: Fixtures.bedtime)
        #expect(longest(Fixtures.bedtime, zones: [zone], zoneId: 4, entries: entries, today: 3) == 2)
        let night = try Zone.parse(id: 5, name: "Night", min: "22:00", max: "02:00", for: Fixtures.bedtime)
        #expect(longest(Fixtures.bedtime, zones: [night], zoneId: 5, entries: entries, today: 3) == 3)
    }

    @Test("Every measure reads the days a zone says count: a count of days in a zone typed in pounds")
    func countInPoundsZone() {
        let zone = Zone(id: 9, trackableId: Fixtures.weight.id, name: "Healthy", min: 150, max: 170, unit: "lb")
        let rule = Fixtures.rule(Fixtures.weight, .count, .ladder(.rungs([3])), zoneId: 9)
        let entries = Fixtures.daily(Fixtures.weight, [70, 80, 72, 90, 75])
        let moments = Fixtures.evaluate(Fixtures.weight, rule, zones: [zone], entries: entries, today: Fixtures.day(4)).moments
        #expect(moments.map(\.date) == [Fixtures.day(4)])
        #expect(moments.first?.measureText == "3 days")
        #expect(moments.first?.name == "Weight · days in Healthy")
    }
}

@Suite("The set-up streak a Home card shows")
struct SetUpStreakTests {
    @Test("It reads the live run and the longest; a run that ended is over, and hold days keep it standing")
    func flame() {
        let rule = Fixtures.rule(Fixtures.journal, .streak, .ladder(.rungs([7])))
        var entries = Fixtures.daily(Fixtures.journal, Array(repeating: nil, count: 5))
        func read(_ today: Int) -> RunSummary? {
            AchievementEngine.streak(rule: rule, trackable: Fixtures.journal, zones: [], entries: entries,
                                     disruptions: [], today: Fixtures.day(today))
        }
        #expect(read(4) == RunSummary(current: 5, best: 5))
        #expect(read(20) == RunSummary(current: 5, best: 5))   // nothing logged since: every day on hold
        entries += Fixtures.daily(Fixtures.headache, [1, 1], from: 5)
        #expect(read(6) == RunSummary(current: 0, best: 5))    // logged other things, not this
        #expect(read(5) == RunSummary(current: 5, best: 5))    // today not logged yet
        let best = Fixtures.rule(Fixtures.weight, .best, .record(minHistory: nil))
        #expect(AchievementEngine.streak(rule: best, trackable: Fixtures.weight, zones: [], entries: entries,
                                         disruptions: [], today: Fixtures.day(6)) == nil)
    }
}
