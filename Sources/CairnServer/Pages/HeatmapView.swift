import CairnCore

/// A year of day verdicts as a contribution-style heatmap: one column a week, one row a
/// weekday, month labels on top, green in five steps by ring progress. Planned rest is hatched,
/// a day on hold is grey with a slash, coding on a rest day has an amber outline, today a ring
/// outline, a date with no verdict is blank; each cell has a tooltip with its verdict in words.
public struct HeatmapView: Sendable {
    /// The verdicts, in date order (`days --json`).
    public var days: [DayVerdict]
    /// The weekday that starts each column.
    public var firstWeekday: Weekday
    /// Today's date.
    public var today: LocalDate
    /// The day opened: outlined and `aria-current="date"`.
    public var opened: LocalDate?
    /// Where a day links to; `/history?date=…#day` when not given.
    public var dayLink: (@Sendable (LocalDate) -> String)?

    public init(days: [DayVerdict], firstWeekday: Weekday, today: LocalDate, opened: LocalDate? = nil,
                dayLink: (@Sendable (LocalDate) -> String)? = nil) {
        self.days = days
        self.firstWeekday = firstWeekday
        self.today = today
        self.opened = opened
        self.dayLink = dayLink
    }

    static let cell = 12.0, step = 15.0, left = 30.0, top = 20.0

    /// The summary, the SVG element in its scrolling box, and the legend.
    public func render() -> String {
        guard let first = days.first?.date, let last = days.last?.date else { return #"<p>No days to show.</p>"# }
        let start = first.startOfWeek(firstWeekday: firstWeekday)
        let weeks = start.distance(to: last) / 7 + 1
        let width = Self.left + Double(weeks) * Self.step + 4
        let height = Self.top + 7 * Self.step + 4
        var parts = [#"<svg class="heatmap" data-roving="a[data-day]" data-step-x="7" data-step-y="1" viewBox="0 0 \#(n(width)) \#(n(height))" width="\#(n(width))" height="\#(n(height))" aria-labelledby="heatmap-title"><title id="heatmap-title">\#(Escape.html("Coding days from \(Words.compact(first)) to \(Words.compact(last))"))</title>"#,
                     Self.patterns]
        // A month's label over its first full column; a partial month at the left edge gives
        // way when the next label would crowd it.
        var labels: [(week: Int, month: Int)] = []
        for week in 0..<weeks {
            let monday = start.adding(days: week * 7)
            let visible = (0..<7).map { monday.adding(days: $0) }.first { $0 >= first && $0.components.day <= 7 } ?? (week == 0 ? first : nil)
            guard let visible, visible.components.month != labels.last?.month else { continue }
            if let last = labels.last, week - last.week < 3 { labels.removeLast() }
            labels.append((week, visible.components.month))
        }
        for label in labels {
            parts.append(#"<text class="month" x="\#(n(Self.left + Double(label.week) * Self.step))" y="12">\#(Self.months[label.month - 1])</text>"#)
        }
        for row in [0, 2, 4] {
            parts.append(#"<text class="weekday" x="0" y="\#(n(Self.top + Double(row) * Self.step + 10))">\#(start.adding(days: row).weekday.shortLabel)</text>"#)
        }
        for day in days {
            let offset = start.distance(to: day.date)
            parts.append(cell(day, x: Self.left + Double(offset / 7) * Self.step, y: Self.top + Double(offset % 7) * Self.step))
        }
        parts.append("</svg>")
        // Only the map scrolls sideways on a phone: the summary and the legend stay in view.
        return HeatmapSummary(days: days).render() + "\n" + #"<div class="heatmap-box">"# + "\n" + parts.joined(separator: "\n") + "\n</div>\n" + legend
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let patterns = #"<defs><pattern id="rest" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="rest-bg" width="4" height="4"/><line class="rest-line" x1="0" y1="0" x2="0" y2="4"/></pattern></defs>"#

    /// The legend: every mark the map uses.
    var legend: String {
        let swatch = { (cls: String, extra: String) in #"<svg viewBox="0 0 14 14" width="14" height="14" aria-hidden="true"><rect class="\#(cls)" x="1" y="1" width="12" height="12" rx="2"/>\#(extra)</svg>"# }
        let levels = (0..<5).map { swatch("level\($0)", "") }.joined()
        return """
        <ul class="legend" aria-label="Legend">
        <li>less \(levels) more</li>
        <li>\(swatch("rest", "")) planned rest</li>
        <li>\(swatch("hold", #"<line class="slash" x1="3" y1="11" x2="11" y2="3"/>"#)) on hold</li>
        <li>\(swatch("level2 coded-rest", "")) coded on a rest day</li>
        <li>\(swatch("level1 today", "")) today</li>
        <li>\(swatch("none", "")) no verdict</li>
        </ul>
        """
    }

    private func cell(_ day: DayVerdict, x: Double, y: Double) -> String {
        let box = #"x="\#(n(x))" y="\#(n(y))" width="\#(n(Self.cell))" height="\#(n(Self.cell))" rx="2""#
        let title = "<title>\(Escape.html(Self.words(day)))</title>"
        let todayClass = (day.date == today ? " today" : "") + (day.date == opened ? " open" : "")
        let href = dayLink?(day.date) ?? "/history?date=\(day.date)#day"
        let current = day.date == opened ? #" aria-current="date""# : ""
        // One tab stop for the whole map (Script+Roving): today, or the last day shown.
        let focus = day.date == Swift.min(today, days.last?.date ?? today) ? " data-focus" : ""
        return #"<a href="\#(Escape.attribute(href))" data-day="\#(day.date)"\#(focus)\#(current) aria-label="\#(Escape.attribute(Self.words(day)))">"#
            + mark(day, box: box, title: title, todayClass: todayClass, x: x, y: y) + "</a>"
    }

    private func mark(_ day: DayVerdict, box: String, title: String, todayClass: String, x: Double, y: Double) -> String {
        guard let status = day.status else {
            return #"<rect class="none\#(todayClass)" data-date="\#(day.date)" \#(box)>\#(title)</rect>"#
        }
        if status == .hold {
            return #"<g data-date="\#(day.date)"><rect class="hold\#(todayClass)" \#(box)>\#(title)</rect><line class="slash" x1="\#(n(x + 2))" y1="\#(n(y + Self.cell - 2))" x2="\#(n(x + Self.cell - 2))" y2="\#(n(y + 2))"/></g>"#
        }
        if day.isRestDay {
            let coded = day.codedSeconds > 0 ? " coded-rest" : ""
            return #"<rect class="rest\#(coded)\#(todayClass)" data-date="\#(day.date)" \#(box)>\#(title)</rect>"#
        }
        let progress = Swift.min(Swift.max(day.ringProgress, 0), 1)
        let level = day.codedSeconds == 0 ? 0 : (progress >= 1 ? 4 : 1 + Int(progress * 3))
        return #"<rect class="level\#(level)\#(todayClass)" data-date="\#(day.date)" \#(box)>\#(title)</rect>"#
    }

    /// The tooltip: the date, what was coded against what was asked, the window share and the status with why.
    static func words(_ day: DayVerdict) -> String {
        var text = "\(Words.date(day.date)): "
        guard let status = day.status else { return text + "no verdict (before the first session or after today)" }
        if day.isRestDay && status != .hold {
            text += day.codedSeconds > 0 ? "rest day, coded \(Words.short(day.codedSeconds))" : "rest day, nothing coded"
        } else {
            text += "coded \(Words.short(day.codedSeconds)) of a \(Words.short(day.goalSeconds)) goal (\(Words.percent(day.ringProgress)) %)"
        }
        if let share = day.windowAdherence { text += ", \(Words.percent(share)) % inside the window" }
        switch status {
        case .success: text += day.isRestDay ? " — rested" : " — goal met"
        case .fail: text += day.isRestDay ? " — coded on a rest day: under the strict policy that breaks the streak" : " — goal missed"
        case .restCoded: text += " — coded on a rest day: under the lenient policy it neither breaks nor adds"
        case .pending: text += " — today, not met yet"
        case .hold: text += " — on hold (a disruption or a date that does not exist)"
        }
        return text
    }
}
