import Testing
@testable import CairnCore

@Suite("Rolling windows: a windowed derived trackable reads another series over a period")
struct RollingWindowTests {
    static func date(_ y: Int, _ m: Int, _ d: Int) -> LocalDate {
        LocalDate(year: y, month: m, day: d) ?? LocalDate(daysSinceEpoch: 0)
    }

    /// A series of `values` from `start`, through `today`.
    static func series(_ values: [Double], from start: LocalDate, today: LocalDate) -> DayValues {
        DayValues(points: values.enumerated().map { (start.adding(days: $0.offset), $0.element) }, today: today, noneValue: 0)
    }

    @Test("\"Your best month\" is a best rule over the trackable summed per calendar month")
    func bestMonth() {
        // Running 3 km a day in January 2025, 4 km a day in February, 2 km a day in March.
        let jan = Self.date(2025, 1, 1)
        let entries = (0..<31).map { Entry(trackableId: Fixtures.running.id, date: jan.adding(days: $0), value: 3000) }
            + (31..<59).map { Entry(trackableId: Fixtures.running.id, date: jan.adding(days: $0), value: 4000) }
            + (59..<90).map { Entry(trackableId: Fixtures.running.id, date: jan.adding(days: $0), value: 2000) }
        let best = Fixtures.rule(Fixtures.runningPerMonth, .best, .record(minHistory: 1), id: 50)
        let moments = Fixtures.read(Fixtures.runningPerMonth, [best], entries: entries, today: Self.date(2025, 4, 2)).moments
        #expect(moments.map(\.date) == [Self.date(2025, 1, 31), Self.date(2025, 2, 28)])
        #expect(moments.map(\.measureText) == ["93 km", "112 km"])
        #expect(moments.first?.name == "Running per month — new highest")
    }

    @Test("A month's value is dated on its last day and read once the month is over, so a half-finished month never beats a whole one")
    func halfMonthWaits() {
        let jan = Self.date(2025, 1, 1)
        let entries = (0..<31).map { Entry(trackableId: Fixtures.running.id, date: jan.adding(days: $0), value: 1000) }
            + (31..<40).map { Entry(trackableId: Fixtures.running.id, date: jan.adding(days: $0), value: 10_000) }
        let best = Fixtures.rule(Fixtures.runningPerMonth, .best, .record(minHistory: 1), id: 50)
        func read(_ today: LocalDate) -> [LocalDate] {
            Fixtures.read(Fixtures.runningPerMonth, [best], entries: entries, today: today).moments.map(\.date)
        }
        #expect(read(Self.date(2025, 2, 9)) == [Self.date(2025, 1, 31)])
        #expect(read(Self.date(2025, 2, 28)) == [Self.date(2025, 1, 31)])   // the last day is not over yet
        // Re-reading later finds the same moments on the same days.
        #expect(read(Self.date(2025, 3, 1)) == [Self.date(2025, 1, 31), Self.date(2025, 2, 28)])
        #expect(read(Self.date(2026, 3, 1)) == [Self.date(2025, 1, 31), Self.date(2025, 2, 28)])
    }

    @Test("Month ends fall on the 28th, 29th, 30th or 31st, a leap February included", arguments: [
        (2024, 2, 29), (2025, 2, 28), (2100, 2, 28), (2000, 2, 29), (2025, 4, 30), (2025, 12, 31),
    ])
    func monthEnds(year: Int, month: Int, last: Int) {
        let end = Self.date(year, month, last)
        #expect(WindowSeries.isLastDay(end, of: .month, goals: nil))
        #expect(!WindowSeries.isLastDay(end.adding(days: -1), of: .month, goals: nil))
    }

    @Test("A month's days are counted whole in a leap year: February 2024 has 29 days that count")
    func leapFebruaryDays() {
        let start = Self.date(2024, 2, 1)
        let points = WindowSeries.points(of: Self.series(Array(repeating: 1, count: 60), from: start, today: Self.date(2024, 4, 2)),
                                         window: .per(.month), op: .days, today: Self.date(2024, 4, 2), goals: nil)
        #expect(points.map(\.date) == [Self.date(2024, 2, 29), Self.date(2024, 3, 31)])
        #expect(points.map(\.value) == [29, 31])
    }

    @Test("A week that straddles a year is one week, from the goal's first weekday")
    func weekStraddlesYear() throws {
        // 2024-12-30 is a Monday; 2025-01-05 a Sunday.
        let start = Self.date(2024, 12, 23)
        let values = DayValues(points: (0..<21).map { (start.adding(days: $0), 1) }, today: Self.date(2025, 1, 20), noneValue: 0)
        let monday = WindowSeries.points(of: values, window: .per(.week), op: .sum, today: Self.date(2025, 1, 20), goals: nil)
        // The series runs through today: the week of 13-19 January holds no value and sums to 0.
        #expect(monday.map(\.date) == [Self.date(2024, 12, 29), Self.date(2025, 1, 5), Self.date(2025, 1, 12),
                                       Self.date(2025, 1, 19)])
        #expect(monday.map(\.value) == [7, 7, 7, 0])
        let sunday = GoalHistory(GoalConfig(firstWeekday: .sunday))
        let fromSunday = WindowSeries.points(of: values, window: .per(.week), op: .sum, today: Self.date(2025, 1, 20), goals: sunday)
        #expect(fromSunday.map(\.date) == [Self.date(2024, 12, 28), Self.date(2025, 1, 4), Self.date(2025, 1, 11),
                                           Self.date(2025, 1, 18)])
        #expect(fromSunday.map(\.value) == [6, 7, 7, 1])   // the series starts on a Monday and ends on a Sunday
        let years = WindowSeries.points(of: values, window: .per(.year), op: .sum, today: Self.date(2025, 1, 20), goals: nil)
        #expect(years.map(\.date) == [Self.date(2024, 12, 31)])
        #expect(years.map(\.value) == [9])
    }

    @Test("\"A best 7 days\" is a best rule over a trailing 7d sum, dated on each day whose whole window lies in the history")
    func bestSevenDays() {
        let week = Trackable(id: 51, name: "Running, 7 days", kind: .number(.length), unit: "km",
                             derivation: Derivation(op: .sum, of: [.trackable(Fixtures.running.id)], window: .trailing(days: 7)))
        let km: [Double] = [5, 5, 5, 5, 5, 5, 5, 0, 0, 40, 0, 0, 0, 0]
        let entries = Fixtures.daily(Fixtures.running, km.map { $0 * 1000 })
        let best = Fixtures.rule(week, .best, .record(minHistory: 1), id: 52)
        let moments = Fixtures.read(week, [best], entries: entries, today: Fixtures.day(13)).moments
        #expect(moments.map(\.date) == [Fixtures.day(6), Fixtures.day(9)])
        #expect(moments.map(\.measureText) == ["35 km", "60 km"])
    }

    @Test("A trailing window in one pass gives each day the sum, mean and days of its window", arguments: [7, 30, 365])
    func trailingMatchesItsWindow(length: Int) {
        var values: [Double] = []
        var x: UInt64 = 42
        for _ in 0..<800 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = Int(x >> 33) % 10
            values.append(r == 0 ? .nan : Double(r - 1))
        }
        let start = Self.date(2020, 1, 1)
        let series = Self.series(values, from: start, today: start.adding(days: 799))
        for op in [DerivedOp.sum, .mean, .days] {
            let points = WindowSeries.points(of: series, window: .trailing(days: length), op: op, today: start.adding(days: 799),
                                             goals: nil)
            #expect(points.count == 800 - length + 1)
            for (offset, point) in points.enumerated() where offset % 37 == 0 {
                let window = values[offset..<(offset + length)].filter { !$0.isNaN }
                let expected: Double = switch op {
                case .sum: window.reduce(0, +)
                case .mean: window.isEmpty ? .nan : window.reduce(0, +) / Double(window.count)
                default: Double(window.filter { $0 != 0 }.count)
                }
                #expect(point.date == start.adding(days: offset + length - 1))
                #expect(abs(point.value - expected) < 1e-9 || (point.value.isNaN && expected.isNaN))
            }
        }
    }

    @Test("A value dated once a period offers no streak: its days are not in a row")
    func noStreakPerPeriod() {
        #expect(!measureApplies(.streak, Fixtures.runningPerMonth).applies)
        #expect(measureApplies(.best, Fixtures.runningPerMonth).applies)
    }
}

@Suite("A windowed count of days reads its source as Any, as an unzoned streak does")
struct WindowDaysAnyTests {
    /// A headache scale whose day value is the last entry of the day.
    static let headache = Trackable(id: 60, name: "Headache", kind: .choice(ChoiceScale(labels: ["None", "Mild", "Severe"], ordered: true, noneCode: 0)),
                                    dayReduction: .last)
    /// Headache days in the last 7 days.
    static let headacheDays = Trackable(id: 61, name: "Headache days, 7 days", kind: .number(.count),
                                        derivation: Derivation(op: .days, of: [.trackable(headache.id)], window: .trailing(days: 7)))

    /// Seven days, each holding `values` at 08:00, 12:00, … (the last of the day decides its value).
    static func week(_ values: [Double]) -> [Entry] {
        (0..<7).flatMap { day in values.enumerated().map { Fixtures.at(headache, day, hour: 8 + 4 * Double($0.offset), value: $0.element) } }
    }

    static func count(_ entries: [Entry]) -> [Double] {
        let inputs = SeriesInputs(trackables: [headache, headacheDays], readings: [])
        let series = DerivedSeries(entriesOf: [headache.id: entries], inputs: inputs, today: Fixtures.day(6))
        return (try? series.entries(of: headacheDays).get())?.compactMap(\.value) ?? []
    }

    @Test("Mild at 08:00 and None at 20:00 is a day with a headache: seven of them in the week", arguments: [
        ([1.0, 0.0], 7.0), ([0.0, 1.0], 7.0), ([2.0, 0.0, 0.0], 7.0), ([0.0, 0.0], 0.0), ([0.0], 0.0),
    ])
    func countsDaysOfSome(values: [Double], expected: Double) {
        #expect(Self.count(Self.week(values)) == [expected])
    }
}
