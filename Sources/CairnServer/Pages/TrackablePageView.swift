import CairnApp
import CairnCore
import CairnRender

/// A trackable's page: its chart over a range, a month calendar whose days open their entries
/// to edit, its streaks and best runs, totals per week, month and year, its rules with Coming
/// up, its Readings' charts with their rules, and how a derived trackable is computed.
struct TrackablePageView {
    var page: TrackablePageDocument
    /// The entries of the day opened from the calendar (`?date=`), with that day.
    var opened: (date: LocalDate, entries: [EntryRow])?
    var csrfToken: String

    var base: String { TrackableLinks.path(id: page.id, name: page.name) }

    /// A link to this page with the range and month kept and `changes` applied, escaped for an attribute.
    func link(range: String? = nil, month: String? = nil, date: LocalDate? = nil) -> String {
        Escape.attribute(place(range: range, month: month, date: date))
    }

    /// This page's path and query with the range and month kept and `changes` applied.
    func place(range: String? = nil, month: String? = nil, date: LocalDate? = nil) -> String {
        var query: [String] = []
        let r = range ?? page.range
        if r != "90d" { query.append("range=" + r) }
        query.append("month=" + (month ?? page.month.month))
        if let date { query.append("date=\(date)") }
        return base + "?" + query.joined(separator: "&")
    }

    /// Where this page's forms come back to (`return`): this page, the day opened kept.
    var here: String { place(date: opened?.date) }

    func render() -> String {
        var parts: [String] = []
        let kind = page.kind + (page.unit.map { ", \($0)" } ?? "") + " · day value: \(page.dayValue)"
        parts.append(#"<p class="crumbs"><a href="/trackables">Trackables</a></p>"#)
        parts.append("<h1>\(Escape.html(page.name))</h1>")
        parts.append(#"<p class="kind">\#(Escape.html(kind))</p>"#)
        if let derived = page.derived {
            parts.append(#"<p class="derived">Computed: \#(Escape.html(derived)). It is never logged.</p>"#)
        }
        if let problem = page.problem { parts.append(#"<p class="problem">\#(Escape.html(problem))</p>"#) }
        parts.append(chartSection())
        parts.append(streaksSection())
        parts.append(calendarSection())
        parts.append(periodsSection())
        parts.append(rulesSection())
        if !page.readings.isEmpty { parts.append(readingsSection()) }
        return #"<div class="tpage">"# + parts.joined(separator: "\n") + "</div>"
    }

    private func chartSection() -> String {
        let names = [("30d", "30 days"), ("90d", "90 days"), ("1y", "1 year"), ("all", "All")]
        let ranges = names.map { name, words in
            let current = name == page.range ? #" aria-current="true""# : ""
            return #"<a href="\#(link(range: name))"\#(current)>\#(words)</a>"#
        }.joined(separator: " ")
        return """
        <section aria-labelledby="chart-h"><h2 id="chart-h">Day values</h2>
        <nav class="tranges" aria-label="Chart range">\(ranges)</nav>
        \(TrackableChartView(chart: page.chart, title: page.name, id: "chart").render())
        </section>
        """
    }

    private func streaksSection() -> String {
        let runs = page.streaks.bestRuns.map { run in
            #"<li><span class="run-length">\#(ValueFormatter.days(run.length))</span>: <time datetime="\#(run.first)">\#(Words.compact(run.first))</time> – <time datetime="\#(run.last)">\#(Words.compact(run.last))</time></li>"#
        }.joined()
        return """
        <section aria-labelledby="streaks-h"><h2 id="streaks-h">Streaks</h2>
        <p class="tstreaks">Current: <strong data-streak="current">\(ValueFormatter.days(page.streaks.current))</strong> · Best: <strong data-streak="best">\(ValueFormatter.days(page.streaks.best))</strong></p>
        \(runs.isEmpty ? "<p class=\"muted\">No run yet.</p>" : "<h3>Best runs</h3><ol class=\"truns\">\(runs)</ol>")
        </section>
        """
    }

    private func calendarSection() -> String {
        let month = page.month
        guard let first = Workspace.monthStart(month.month) else { return "" }
        let weekStart = Weekday(rawValue: month.weekStart) ?? .monday
        let order = (0..<7).map { Weekday.allCases[(weekStart.mondayIndex + $0) % 7] }
        var rows = ["<tr>" + order.map { #"<th scope="col">\#($0.shortLabel)</th>"# }.joined() + "</tr>"]
        var cells: [String] = Array(repeating: #"<td class="cal-pad"></td>"#, count: (first.weekday.mondayIndex - weekStart.mondayIndex + 7) % 7)
        let (year, m, _) = first.components
        let last = (m == 12 ? LocalDate(year: year + 1, month: 1, day: 1) : LocalDate(year: year, month: m + 1, day: 1))?.adding(days: -1) ?? first
        var day = first
        while day <= last {
            if let point = month.days.first(where: { $0.from == day }) {
                let open = opened?.date == day ? #" aria-current="date""# : ""
                cells.append(#"<td class="cal s-\#(point.state)"><a href="\#(link(date: day))#day"\#(open) aria-label="\#(Words.date(day)): \#(Escape.attribute(point.text))">\#(day.components.day)</a></td>"#)
            } else {
                cells.append(#"<td class="cal cal-future">\#(day.components.day)</td>"#)
            }
            day = day.adding(days: 1)
        }
        while cells.count % 7 != 0 { cells.append(#"<td class="cal-pad"></td>"#) }
        for start in stride(from: 0, to: cells.count, by: 7) { rows.append("<tr>" + cells[start..<start + 7].joined() + "</tr>") }
        let next = month.next.map { #"<a rel="next" href="\#(link(month: $0))">\#(Words.month(iso: $0)) →</a>"# } ?? ""
        var html = """
        <section aria-labelledby="cal-h"><h2 id="cal-h">\(Words.month(iso: month.month))</h2>
        <nav class="tmonths" aria-label="Months"><a rel="prev" href="\(link(month: month.previous))">← \(Words.month(iso: month.previous))</a> \(next)</nav>
        <table class="tcal"><caption class="visually-hidden">Days of \(Words.month(iso: month.month)); a day opens its entries</caption>
        \(rows.joined(separator: "\n"))
        </table>
        """
        if let opened {
            html += #"<div id="day" class="tday"><h3>Entries of <time datetime="\#(opened.date)">\#(Words.date(opened.date))</time></h3>"#
            html += EntryListView(trackable: page.name, entries: opened.entries, csrfToken: csrfToken, returnTo: here).render() + "</div>"
        }
        return html + "</section>"
    }

    private func periodsSection() -> String {
        let periods = page.periods
        func table(_ title: String, _ items: [TrackablePageDocument.Period]) -> String {
            guard !items.isEmpty else { return "" }
            // The page's own words for a period: "Week of Mon 9 Mar 2026", "March 2026", "2026".
            func name(_ period: TrackablePageDocument.Period) -> String {
                title == "Weeks" ? "Week of \(Words.compact(period.from))" : title == "Months" ? DateText.month(period.from) : period.label
            }
            let rows = items.map { "<tr><th scope=\"row\">\(Escape.html(name($0)))</th><td>\(Escape.html($0.text))</td></tr>" }.joined()
            return #"<table class="tperiods"><caption>\#(title)</caption><tbody>\#(rows)</tbody></table>"#
        }
        return """
        <section aria-labelledby="periods-h"><h2 id="periods-h">\(periods.kind == "amount" ? "Totals and averages" : periods.kind == "measure" ? "Averages, lowest and highest" : "Days of some")</h2>
        <div class="tperiod-grid">\(table("Weeks", periods.weeks))\(table("Months", periods.months))\(table("Years", periods.years))</div>
        </section>
        """
    }

    private func rulesList(_ rules: [TrackablePageDocument.Rule]) -> String {
        guard !rules.isEmpty else { return #"<p class="muted">No rules yet.</p>"# }
        return #"<ul class="trules">"# + rules.map { rule in
            var item = #"<li data-rule="\#(rule.id)">\#(Escape.html(rule.name)) <span class="muted">(\#(Escape.html(rule.threshold)))</span>"#
            if rule.earned > 0 { item += " · earned \(rule.earned)×" }
            if let problem = rule.problem { item += #" <span class="problem">skipped: \#(Escape.html(problem))</span>"# }
            if let next = rule.comingUp {
                item += #"<br><span class="coming-next">Coming up: \#(Escape.html(next.text))</span> <progress max="1" value="\#(Swift.min(1, Swift.max(0, next.progress)))" aria-label="\#(Escape.attribute(rule.name)): \#(Escape.attribute(next.text))"></progress>"#
            }
            return item + "</li>"
        }.joined() + "</ul>"
    }

    private func rulesSection() -> String {
        """
        <section aria-labelledby="rules-h"><h2 id="rules-h">Rules</h2>
        \(rulesList(page.rules))
        <p><a href="/achievements?trackable=\(page.id)">Edit the rules of \(Escape.html(page.name))</a></p>
        </section>
        """
    }

    private func readingsSection() -> String {
        var parts = [#"<section aria-labelledby="readings-h"><h2 id="readings-h">Readings</h2>"#]
        for (index, reading) in page.readings.enumerated() {
            parts.append(#"<div class="treading" data-reading="\#(reading.id)"><div class="treading-chart"><h3>\#(Escape.html(reading.name))</h3>"#)
            if let problem = reading.problem { parts.append(#"<p class="problem">\#(Escape.html(problem))</p>"#) }
            parts.append(TrackableChartView(chart: reading.chart, title: reading.name, id: "reading-\(index)").render())
            let setUp = #"<p><a href="/achievements?trackable=\#(page.id)">Set up the rules of \#(Escape.html(reading.name))</a></p>"#
            let values = ReadingValuesView(reading: reading, returnTo: here, csrfToken: csrfToken).render()
            parts.append(#"</div><div class="treading-rules" data-reading="\#(reading.id)">\#(values)\#(rulesList(reading.rules))\#(setUp)</div></div>"#)
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }
}
