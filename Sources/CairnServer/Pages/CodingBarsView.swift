import CairnCore
import CairnRender

/// Coding time per day as vertical bars (SVG drawn here), the daily goal as a dashed line, rest
/// days and days on hold marked by their class, with the same numbers as a table. Over more than
/// ``dailyLimit`` days the bars are months (their sums), without a goal line.
struct CodingBarsView: Sendable {
    /// One bar.
    struct Bar: Sendable, Hashable {
        var date: LocalDate
        var seconds: Double
        /// The daily goal of that day (0 on a rest day or for a month).
        var goalSeconds: Double = 0
        var isRestDay = false
        var onHold = false
    }

    /// The days, in order.
    var bars: [Bar]
    /// The chart's title (its accessible name).
    var title: String
    /// Ids inside the page start with this.
    var id: String

    /// The most days drawn one bar each.
    static let dailyLimit = 92
    static let height = 120.0, top = 8.0, bottom = 18.0, width = 640.0

    /// Whether the bars are months.
    var byMonth: Bool { bars.count > Self.dailyLimit }

    /// The bars drawn: the days, or the months' sums.
    var drawn: [Bar] {
        guard byMonth else { return bars }
        var months: [Bar] = []
        for bar in bars {
            let month = bar.date.startOfMonth
            if months.last?.date == month { months[months.count - 1].seconds += bar.seconds } else { months.append(Bar(date: month, seconds: bar.seconds)) }
        }
        return months
    }

    /// The goal the line marks: the last working day's goal (none for months).
    var goal: Double? {
        guard !byMonth, let last = bars.last(where: { !$0.isRestDay && $0.goalSeconds > 0 }) else { return nil }
        return last.goalSeconds
    }

    /// The largest value the chart must hold (an hour at least).
    var scale: Double { Swift.max(3_600, drawn.map(\.seconds).max() ?? 0, goal ?? 0) }

    /// The y of a value (seconds): the chart's floor at 0, its top at ``scale``.
    func y(_ seconds: Double) -> Double { Self.top + Self.height * (1 - seconds / scale) }

    func render() -> String {
        let shown = drawn
        guard !shown.isEmpty else { return "<p>No days to show.</p>" }
        let slot = Self.width / Double(shown.count)
        let barWidth = Swift.max(1, slot * 0.8)
        let total = Self.top + Self.height + Self.bottom
        var parts = [#"<figure class="coding-bars"><svg class="bars" viewBox="0 0 \#(n(Self.width)) \#(n(total))" role="group" data-roving="rect.hit" aria-labelledby="\#(id)-title"><title id="\#(id)-title">\#(Escape.html(title))</title>"#]
        parts.append(#"<line class="axis" x1="0" x2="\#(n(Self.width))" y1="\#(n(y(0)))" y2="\#(n(y(0)))"/>"#)
        for (i, bar) in shown.enumerated() {
            let x = Double(i) * slot + (slot - barWidth) / 2
            let kind = bar.onHold ? "hold" : bar.isRestDay ? "rest" : (goal.map { bar.seconds >= $0 && $0 > 0 } ?? false) ? "met" : "day"
            // A rest day or a day on hold with no coding still shows a low mark of its kind.
            let height = Swift.max(bar.seconds / scale * Self.height, (bar.isRestDay || bar.onHold) ? 3 : 0)
            let label = "\(byMonth ? monthName(bar.date) : Words.date(bar.date)): \(Words.short(bar.seconds))"
                + (bar.onHold ? " (on hold)" : bar.isRestDay ? " (rest day)" : "")
            parts.append(#"<rect class="bar \#(kind)" data-date="\#(bar.date)" data-seconds="\#(n(bar.seconds))" x="\#(n(x))" y="\#(n(y(0) - height))" width="\#(n(barWidth))" height="\#(n(height))"><title>\#(Escape.html(label))</title></rect>"#)
        }
        if let goal {
            parts.append(#"<line class="goal-line" x1="0" x2="\#(n(Self.width))" y1="\#(n(y(goal)))" y2="\#(n(y(goal)))"><title>\#(Escape.html("Daily goal \(Words.short(goal))"))</title></line>"#)
        }
        // One column per bar over the chart's height: the roving widget's stops (Script+Roving),
        // with the bar's words as its tooltip too, since it lies over the bar.
        for (i, bar) in shown.enumerated() {
            parts.append(#"<rect class="hit" role="img" aria-label="\#(Escape.attribute(words(bar)))" data-date="\#(bar.date)" x="\#(n(Double(i) * slot))" y="\#(n(Self.top))" width="\#(n(slot))" height="\#(n(Self.height))"><title>\#(Escape.html(words(bar)))</title></rect>"#)
        }
        for i in labelIndexes(shown.count) {
            let x = Double(i) * slot + slot / 2
            let text = byMonth ? monthName(shown[i].date) : shortDate(shown[i].date)
            parts.append(#"<text class="label" x="\#(n(x))" y="\#(n(total - 4))" text-anchor="middle">\#(Escape.html(text))</text>"#)
        }
        parts.append("</svg>")
        parts.append(#"<figcaption>\#(legend)</figcaption></figure>"#)
        parts.append(table(shown))
        return parts.joined(separator: "\n")
    }

    /// A bar in words: "Tuesday 3 March 2026: 2h 15m (goal 4h)", a month as "March 2026: 40h 5m".
    func words(_ bar: Bar) -> String {
        guard !byMonth else { return "\(DateText.month(bar.date)): \(Words.short(bar.seconds))" }
        let note = bar.onHold ? " (on hold)" : bar.isRestDay ? " (rest day)" : bar.goalSeconds > 0 ? " (goal \(Words.short(bar.goalSeconds)))" : ""
        return "\(Words.date(bar.date)): \(Words.short(bar.seconds))" + note
    }

    /// What the marks mean.
    var legend: String {
        var items = [#"<span class="key day">coded</span>"#]
        if goal != nil { items.append(#"<span class="key met">goal met</span>"#); items.append(#"<span class="key goal">daily goal</span>"#) }
        if bars.contains(where: \.isRestDay) && !byMonth { items.append(#"<span class="key rest">rest day</span>"#) }
        if bars.contains(where: \.onHold) && !byMonth { items.append(#"<span class="key hold">on hold</span>"#) }
        return items.joined(separator: " ")
    }

    /// The same bars as a table.
    func table(_ shown: [Bar]) -> String {
        let rows = shown.map { bar in
            let note = bar.onHold ? "on hold" : bar.isRestDay ? "rest day" : bar.goalSeconds > 0 ? "goal \(Words.short(bar.goalSeconds))" : ""
            return "<tr><th scope=\"row\">\(Escape.html(byMonth ? monthName(bar.date) : Words.date(bar.date)))</th><td>\(Escape.html(Words.short(bar.seconds)))</td>"
                + (byMonth ? "" : "<td>\(Escape.html(note))</td>") + "</tr>"
        }.joined(separator: "\n")
        let head = byMonth ? "<th scope=\"col\">Month</th><th scope=\"col\">Coded</th>" : "<th scope=\"col\">Day</th><th scope=\"col\">Coded</th><th scope=\"col\">Note</th>"
        return "<details class=\"as-table\"><summary>\(Escape.html(title)) as a table</summary><table><thead><tr>\(head)</tr></thead><tbody>\n\(rows)\n</tbody></table></details>"
    }

    /// About eight labels under the bars.
    func labelIndexes(_ count: Int) -> [Int] {
        let every = Swift.max(1, Int((Double(count) / 8).rounded(.up)))
        return Array(stride(from: 0, to: count, by: every))
    }

    func shortDate(_ date: LocalDate) -> String { "\(date.components.day) \(HeatmapView.months[date.components.month - 1])" }
    func monthName(_ date: LocalDate) -> String { "\(HeatmapView.months[date.components.month - 1]) \(date.components.year)" }
}
