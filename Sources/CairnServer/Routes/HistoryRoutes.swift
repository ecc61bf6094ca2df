import CairnApp
import CairnCore

/// The History screen at its place: the heatmap of a year (or of the 365 days to today), the
/// month calendar, and the day opened, each read once for its own dates.
extension PageRoutes {
    /// `GET /history?year=&month=&date=`: a query that is not a year, month or date is refused (400).
    func history(query: [String: String]) -> HTTPResponse {
        do {
            return history(place: try HistoryPlace(query: query), .none)
        } catch {
            return page(.history, Notice(problem: error.description, status: error.httpStatus)) { "<h1>History</h1>" }
        }
    }

    func history(place asked: HistoryPlace, _ notice: Notice, holds typed: HoldsView.Typed = HoldsView.Typed()) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.history, notice) { () throws(AppError) in
            let today = try workspace.todayReport(on: nil).document.report.date
            let config = try workspace.goals().config
            let first = try workspace.historyStart() ?? today
            let place = Self.settle(asked, first: first, today: today)
            let (from, to) = Self.heatmapRange(place.year, today: today)
            let days = try workspace.days(from: from, to: to).document.days
            // The calendar's weeks from their first weekday, so each day's week ring has its days.
            let month = place.month ?? today.startOfMonth
            let calendarFrom = month.startOfWeek(firstWeekday: config.firstWeekday)
            let view = MonthCalendarView(month: month, days: [], firstWeekday: config.firstWeekday,
                                         weeklyGoalSeconds: Double(config.weeklyGoalMinutes) * 60, today: today, opened: place.opened,
                                         dayLink: { place.link(opening: $0) },
                                         previous: month > first.startOfMonth ? place.link(month: month.adding(days: -1).startOfMonth) : nil,
                                         next: month < today.startOfMonth ? place.link(month: month.adding(days: 31).startOfMonth) : nil)
            let calendarTo = Swift.min(view.lastDay, today)
            var calendar = view
            calendar.days = calendarFrom >= from && calendarTo <= to
                ? days.filter { $0.date >= calendarFrom && $0.date <= calendarTo }
                : try workspace.days(from: Swift.min(calendarFrom, calendarTo.adding(days: -Self.summaryDays)), to: calendarTo).document.days
                    .filter { $0.date >= calendarFrom }
            var opened: DayVerdict?
            if let date = place.opened {
                opened = days.first { $0.date == date } ?? calendar.days.first { $0.date == date }
                if opened == nil { opened = try workspace.days(from: date, to: date).document.days.first }
            }
            let panel = opened.flatMap { dayPanel($0, workspace) }
            return HistoryPage(days: days, config: config, today: today, panel: panel, holds: holdsView(typed, workspace),
                               years: YearSelectorView(first: first.components.year, last: today.components.year, shown: place.year),
                               calendar: calendar, year: place.year, opened: place.opened,
                               dayLink: { place.link(opening: $0) }).render()
        }
    }

    /// The place as shown: the year within the years with data (a day opened before the last
    /// 365 days shows its own year), the month the one asked, else the opened day's, else
    /// today's, never before the first month with data nor after today's.
    static func settle(_ asked: HistoryPlace, first: LocalDate, today: LocalDate) -> HistoryPlace {
        var place = asked
        let (firstYear, lastYear) = (first.components.year, today.components.year)
        if place.year == nil, let opened = place.opened, opened < today.adding(days: -364) { place.year = opened.components.year }
        place.year = place.year.map { Swift.min(Swift.max($0, firstYear), lastYear) }
        let month = place.month ?? place.opened?.startOfMonth ?? today.startOfMonth
        place.month = Swift.min(Swift.max(month, first.startOfMonth), today.startOfMonth)
        return place
    }

    /// A month outside the heatmap is read as this many days and more: a range that long is
    /// taken from the stored per-day summary instead of laying out each session again
    /// (`RangeReads.totals`), which on ten years of sessions is the cheaper read.
    static let summaryDays = 63

    /// The heatmap's dates: a year's January to December (to today in this year), or the 365 days to today.
    static func heatmapRange(_ year: Int?, today: LocalDate) -> (LocalDate, LocalDate) {
        guard let year, let january = LocalDate(year: year, month: 1, day: 1), let december = LocalDate(year: year, month: 12, day: 31) else {
            return (today.adding(days: -364), today)
        }
        return (january, Swift.min(december, today))
    }
}
