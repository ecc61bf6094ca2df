@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// A trackable's page document, for each kind, over known histories: the chart's kind and
/// points, the runs and their dates, the totals per period, the moments' days, the Readings.
@Suite("TrackablePageOperations: the document of a trackable's page")
struct TrackablePageOperationsTests {
    /// Today in every test: Thursday 2026-03-12 (the week from Monday 2026-03-09).
    static let today = "2026-03-12"

    func log(_ workspace: Workspace, _ name: String, _ value: String, on date: String, items: [String] = []) throws {
        var request = LogRequest(trackable: name, valueWords: value.isEmpty ? [] : [value], date: day(date))
        request.itemWords = items
        _ = try workspace.log(request)
    }

    func rule(_ workspace: Workspace, _ name: String, measure: String, ladder: String? = nil, record: Bool = false,
              low: Bool = false, reading: String? = nil) throws {
        _ = try workspace.addRule(RuleRequest(trackable: name, measure: measure, days: nil, zone: nil, ladder: ladder, every: nil,
                                              scale: nil, record: record, low: low, minHistory: record ? "3" : nil, reading: reading))
    }

    @Test("yes/no: a strip, the runs with their dates (longest first), a ladder rung marked on its day, Coming up")
    func yesNo() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            _ = try w.addTrackable(TrackableSpec(name: "Meditate", kind: "yesno"), fields: [])
            // Yes 03-01..03-03, No 03-04, Yes 03-05..03-09, No 03-10, Yes 03-11..03-12.
            for offset in 0..<12 {
                let date = day("2026-03-01").adding(days: offset).description
                try log(w, "Meditate", [3, 9].contains(offset) ? "no" : "yes", on: date)
            }
            try rule(w, "Meditate", measure: "streak", ladder: "3,7")
            let page = try w.trackablePage(TrackablePageRequest(name: "meditate"))
            #expect(page.name == "Meditate")
            #expect(page.chart.kind == "strip")
            #expect(page.chart.points.count == 90 && page.chart.daysPerPoint == 1)
            #expect(page.chart.to == day(Self.today) && page.chart.from == day("2025-12-13"))
            #expect(page.chart.points.first { $0.from == day("2026-03-04") }?.state == "none")
            #expect(page.chart.points.first { $0.from == day("2026-03-05") }?.state == "some")
            #expect(page.streaks.current == 2 && page.streaks.best == 5)
            #expect(page.streaks.bestRuns == [Run(first: day("2026-03-05"), last: day("2026-03-09"), length: 5),
                                              Run(first: day("2026-03-01"), last: day("2026-03-03"), length: 3),
                                              Run(first: day("2026-03-11"), last: day("2026-03-12"), length: 2)])
            // The rung of 3 days was first reached on 03-03; ladders are never taken back.
            #expect(page.chart.marks.map(\.date) == [day("2026-03-03")])
            #expect(page.chart.marks.first?.type == "rung" && page.chart.marks.first?.rung == 3)
            #expect(page.rules.count == 1 && page.rules.first?.earned == 1)
            #expect(page.rules.first?.comingUp?.next == 7 && page.rules.first?.comingUp?.current == 2)
            // The week of Monday 03-09: four days gone by, three of them Yes.
            #expect(page.periods.kind == "days")
            #expect(page.periods.weeks.first?.from == day("2026-03-09"))
            #expect(page.periods.weeks.first?.daysElapsed == 4 && page.periods.weeks.first?.daysOfSome == 3)
            #expect(page.periods.months.first?.label == "2026-03" && page.periods.months.first?.daysOfSome == 10)
            // The month: twelve days so far, no next month after today's.
            #expect(page.month.month == "2026-03" && page.month.days.count == 12 && page.month.next == nil && page.month.previous == "2026-02")
        }
    }

    @Test("number (a body measure): a line, average/min/max per week, a new lowest marked on its day")
    func number() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            _ = try w.addTrackable(TrackableSpec(name: "Weight", kind: "number", unit: "kg"), fields: [])
            // 80, 81, 82, 79 (a new lowest after three days of history), 83.
            for (offset, value) in [80, 81, 82, 79, 83].enumerated() {
                try log(w, "Weight", "\(value)kg", on: day("2026-03-02").adding(days: offset).description)
            }
            try rule(w, "Weight", measure: "best", record: true, low: true)
            let page = try w.trackablePage(TrackablePageRequest(name: "Weight", range: "30d"))
            #expect(page.chart.kind == "line" && page.chart.points.count == 30)
            #expect(page.chart.points.compactMap(\.value) == [80, 81, 82, 79, 83])
            #expect(page.chart.marks.map(\.date) == [day("2026-03-05")])
            #expect(page.chart.marks.first?.type == "record" && page.chart.marks.first?.value == 79)
            #expect(page.periods.kind == "measure")
            let week = try #require(page.periods.weeks.dropFirst().first)
            #expect(week.from == day("2026-03-02") && week.daysLogged == 5)
            #expect(week.average == 81 && week.min == 79 && week.max == 83)
        }
    }

    @Test("duration (an amount): bars, each week's total and its average per day gone by")
    func duration() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            _ = try w.addTrackable(TrackableSpec(name: "Running", kind: "duration"), fields: [])
            for offset in 0..<7 { try log(w, "Running", "30m", on: day("2026-03-02").adding(days: offset).description) }
            try log(w, "Running", "20m", on: "2026-03-09")
            try log(w, "Running", "20m", on: "2026-03-11")
            let page = try w.trackablePage(TrackablePageRequest(name: "Running", range: "1y"))
            #expect(page.chart.kind == "bars" && page.chart.points.count == 365)
            #expect(page.periods.kind == "amount")
            let thisWeek = try #require(page.periods.weeks.first), lastWeek = try #require(page.periods.weeks.dropFirst().first)
            #expect(lastWeek.total == 7 * 1800 && lastWeek.daysElapsed == 7 && lastWeek.average == 1800)
            #expect(thisWeek.total == 2400 && thisWeek.daysElapsed == 4 && thisWeek.average == 600)
            #expect(page.periods.years.first?.label == "2026" && page.periods.years.first?.total == 7 * 1800 + 2400)
            // 03-10 has no entry of the person's own: on hold, so the run goes on through 03-11.
            #expect(page.streaks.bestRuns == [Run(first: day("2026-03-02"), last: day("2026-03-11"), length: 9)])
            #expect(page.chart.points.first { $0.from == day("2026-03-10") }?.state == "hold")
        }
    }

    @Test("choice: a strip whose days say the label; the whole history as weeks past a year")
    func choice() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            _ = try w.addTrackable(TrackableSpec(name: "Mood", kind: "choice", choices: ["Low", "Fine", "Great"], ordered: true), fields: [])
            try log(w, "Mood", "Great", on: "2024-01-10")
            try log(w, "Mood", "Fine", on: "2026-03-11")
            let page = try w.trackablePage(TrackablePageRequest(name: "Mood", range: "all", month: "2026-03"))
            #expect(page.chart.kind == "strip" && page.chart.daysPerPoint == 7)
            #expect(page.chart.from == day("2024-01-10") && page.chart.points.count == (day("2024-01-10").distance(to: day(Self.today)) + 7) / 7)
            #expect(page.month.days.first { $0.from == day("2026-03-11") }?.text == "Fine")
            #expect(page.month.days.first { $0.from == day("2026-03-11") }?.state == "some")
        }
    }

    @Test("event with a Reading: the Reading's own chart and its rule beside it, a new highest on its day")
    func eventReading() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            _ = try w.addTrackable(TrackableSpec(name: "Gym", kind: "event"), fields: ["weight:number:kg"])
            _ = try w.addReading("Max weight", of: "Gym", field: "weight", reduce: "max", where: nil, eachEvent: nil)
            for (date, kg) in [("2026-03-02", 60), ("2026-03-04", 62), ("2026-03-06", 61), ("2026-03-09", 65)] {
                try log(w, "Gym", "", on: date, items: ["weight=\(kg)kg"])
            }
            try rule(w, "Gym", measure: "best", record: true, reading: "Max weight")
            let page = try w.trackablePage(TrackablePageRequest(name: "Gym", range: "30d"))
            #expect(page.readings.count == 1)
            let reading = try #require(page.readings.first)
            #expect(reading.chart.kind == "line")
            #expect(reading.chart.points.compactMap(\.value) == [60, 62, 61, 65])
            #expect(reading.rules.count == 1 && page.rules.isEmpty)
            // Three days of history first: 65 on 03-09 is the first new highest.
            #expect(reading.chart.marks.map(\.date) == [day("2026-03-09")] && reading.chart.marks.first?.value == 65)
            #expect(page.chart.marks.isEmpty)
        }
    }

    @Test("derived: says how it is computed and draws its own day values")
    func derived() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            _ = try w.addTrackable(TrackableSpec(name: "Running", kind: "duration"), fields: [])
            _ = try w.addTrackable(TrackableSpec(name: "Cycling", kind: "duration"), fields: [])
            var request = DeriveRequest(name: "Moved", op: "any")
            request.of = "Running,Cycling"
            _ = try w.deriveTrackable(request)
            try log(w, "Running", "30m", on: "2026-03-10")
            try log(w, "Cycling", "1h", on: "2026-03-11")
            let page = try w.trackablePage(TrackablePageRequest(name: "Moved", range: "30d"))
            #expect(page.derived == "any of Running, Cycling")
            #expect(page.chart.kind == "strip")
            #expect(page.chart.points.filter { $0.state == "some" }.map(\.from) == [day("2026-03-10"), day("2026-03-11")])
            // Today (03-12) has nothing of the person's own yet: on hold, not a day of some.
            #expect(page.chart.points.first { $0.from == day(Self.today) }?.state == "hold")
            #expect(page.streaks.best == 2 && page.streaks.current == 2)
        }
    }

    @Test("an unknown name is not found, naming what there is; a bad range or month is a bad request; the id finds it")
    func refusals() throws {
        try withTemporaryDatabase { path in
            let w = try workspace(path, today: Self.today)
            let manage = try w.addTrackable(TrackableSpec(name: "manage", kind: "yesno"), fields: [])
            let unknown = refusal { _ = try w.trackablePage(TrackablePageRequest(name: "Nope")) }
            #expect(unknown?.kind == .notFound)
            #expect(unknown?.description == "no trackable named \"Nope\"; there are: manage")
            let range = refusal { _ = try w.trackablePage(TrackablePageRequest(name: "manage", range: "2w")) }
            #expect(range?.kind == .badRequest && range?.description == "unknown range \"2w\"; use 30d, 90d, 1y or all")
            let month = refusal { _ = try w.trackablePage(TrackablePageRequest(name: "manage", month: "2026-3")) }
            #expect(month?.kind == .badRequest)
            #expect(refusal { _ = try w.trackablePage(TrackablePageRequest(id: manage.id + 1)) }?.kind == .notFound)
            #expect(try w.trackablePage(TrackablePageRequest(id: manage.id)).name == "manage")
        }
    }

    /// The error `body` throws, or `nil` when it throws none.
    func refusal(_ body: () throws -> Void) -> AppError? {
        do {
            try body()
            return nil
        } catch let error as AppError {
            return error
        } catch {
            return nil
        }
    }
}
