import CairnCore
import CairnRender

/// A month of days as Apple Fitness draws it: a row a week, first weekday first, each day a
/// small three-ring SVG (the day's goal outside, the week to that day in the middle, the
/// window's share inside), its number under it, linked to the day's panel; the day opened is
/// outlined and `aria-current="date"`; previous and next month links as far as there is data.
public struct MonthCalendarView: Sendable {
    /// The month's first day.
    public var month: LocalDate
    /// The verdicts from the start of the first week through the month's last day (or today).
    public var days: [DayVerdict]
    public var firstWeekday: Weekday
    /// The weekly goal, for the middle ring.
    public var weeklyGoalSeconds: Double
    public var today: LocalDate
    public var opened: LocalDate?
    /// Where a day's link goes.
    public var dayLink: @Sendable (LocalDate) -> String
    /// The previous and next months' links, where there are such months.
    public var previous: String?
    public var next: String?

    public init(month: LocalDate, days: [DayVerdict], firstWeekday: Weekday, weeklyGoalSeconds: Double, today: LocalDate,
                opened: LocalDate?, dayLink: @escaping @Sendable (LocalDate) -> String, previous: String?, next: String?) {
        self.month = month
        self.days = days
        self.firstWeekday = firstWeekday
        self.weeklyGoalSeconds = weeklyGoalSeconds
        self.today = today
        self.opened = opened
        self.dayLink = dayLink
        self.previous = previous
        self.next = next
    }

    /// The rings' radii, outside first, and their stroke width, in a 36-unit box.
    static let radii = [16.0, 11.5, 7.0], width = 3.5

    /// The month's last day.
    var lastDay: LocalDate {
        let c = month.components
        let following = c.month == 12 ? LocalDate(year: c.year + 1, month: 1, day: 1) : LocalDate(year: c.year, month: c.month + 1, day: 1)
        return (following ?? month.adding(days: 31)).adding(days: -1)
    }

    public func render() -> String {
        let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        let start = month.startOfWeek(firstWeekday: firstWeekday)
        let last = lastDay
        let title = DateText.month(month)
        var rows: [String] = []
        var week: [String] = []
        var date = start
        while date <= last || !week.isEmpty {
            if date < month || date > last {
                week.append("<td></td>")
            } else {
                week.append(cell(date, byDate))
            }
            if week.count == 7 {
                rows.append("<tr>" + week.joined() + "</tr>")
                week = []
                if date >= last { break }
            }
            date = date.adding(days: 1)
        }
        let heads = (0..<7).map { "<th scope=\"col\">\(start.adding(days: $0).weekday.shortLabel)</th>" }.joined()
        let previousLink = previous.map { #"<a class="month-step" rel="prev" href="\#(Escape.attribute($0))">← Previous month</a>"# } ?? ""
        let nextLink = next.map { #"<a class="month-step" rel="next" href="\#(Escape.attribute($0))">Next month →</a>"# } ?? ""
        return """
        <section class="month-calendar" aria-labelledby="month-h">
        <h2 id="month-h">\(Escape.html(title))</h2>
        <nav class="month-nav" aria-label="Months">\(previousLink) \(nextLink)</nav>
        <table class="month-grid"><caption class="visually-hidden">\(Escape.html("Rings of each day of \(title)"))</caption>
        <thead><tr>\(heads)</tr></thead>
        <tbody>\(rows.joined())</tbody></table>
        </section>
        """
    }

    private func cell(_ date: LocalDate, _ byDate: [LocalDate: DayVerdict]) -> String {
        let verdict = byDate[date]
        let isOpen = date == opened
        let classes = ["day"] + (isOpen ? ["open"] : []) + (date == today ? ["today"] : [])
        let current = isOpen ? #" aria-current="date""# : ""
        let (label, body) = rings(verdict, date: date, byDate)
        let svg = #"<svg class="mini-rings" viewBox="0 0 36 36" width="36" height="36" role="img" aria-label="\#(Escape.attribute(label))">\#(body)</svg>"#
        let number = #"<span class="day-number">\#(date.components.day)</span>"#
        guard verdict?.status != nil else {
            return #"<td class="\#(classes.joined(separator: " "))"\#(current) data-date="\#(date)">\#(svg)\#(number)</td>"#
        }
        return #"<td class="\#(classes.joined(separator: " "))" data-date="\#(date)"><a href="\#(Escape.attribute(dayLink(date)))"\#(current)>\#(svg)\#(number)</a></td>"#
    }

    /// The three progresses of a day: its goal, its week through it, its window share.
    func progresses(_ verdict: DayVerdict, _ byDate: [LocalDate: DayVerdict]) -> (day: Double, week: Double, window: Double) {
        let weekStart = verdict.date.startOfWeek(firstWeekday: firstWeekday)
        var coded = 0.0
        var date = weekStart
        while date <= verdict.date {
            coded += byDate[date]?.codedSeconds ?? 0
            date = date.adding(days: 1)
        }
        let week = weeklyGoalSeconds > 0 ? coded / weeklyGoalSeconds : 0
        return (verdict.ringProgress, week, verdict.windowAdherence ?? 0)
    }

    private func rings(_ verdict: DayVerdict?, date: LocalDate, _ byDate: [LocalDate: DayVerdict]) -> (String, String) {
        let name = Words.date(date)
        let tracks = zip(["day", "week", "window"], Self.radii).map { kind, radius in
            #"<circle class="cal-track cal-\#(kind)" cx="18" cy="18" r="\#(n(radius))" stroke-width="\#(n(Self.width))"/>"#
        }.joined()
        guard let verdict, let status = verdict.status else { return ("\(name): no verdict", tracks) }
        if status == .hold { return ("\(name): on hold", tracks + #"<line class="cal-hold" x1="8" y1="28" x2="28" y2="8"/>"#) }
        let (day, week, window) = progresses(verdict, byDate)
        var body = tracks
        for (kind, (radius, progress)) in zip(["day", "week", "window"], zip(Self.radii, [verdict.isRestDay ? 0 : day, week, window])) {
            let fraction = Swift.min(Swift.max(progress.isFinite ? progress : 0, 0), 1)
            guard fraction > 0 else { continue }
            let circumference = 2 * Double.pi * radius
            body += #"<circle class="cal-arc cal-\#(kind)" data-ring="\#(kind)" cx="18" cy="18" r="\#(n(radius))" stroke-width="\#(n(Self.width))" stroke-dasharray="\#(n(fraction * circumference)) \#(n(circumference))" transform="rotate(-90 18 18)"/>"#
        }
        let dayWords = verdict.isRestDay ? "rest day" : "\(Words.percent(day)) percent of the day's goal"
        return ("\(name): \(dayWords), week \(Words.percent(week)) percent, window \(Words.percent(window)) percent", body)
    }
}
