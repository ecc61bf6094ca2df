import CairnApp
import CairnCore

/// A trackable's day values as an SVG chart drawn by Cairn: a line for a body measure, bars for
/// an amount, a strip for yes/no and choices; each record and rung marked above its day. The
/// chart is one image (`role="img"`, an aria-label that sums it up) and is read out as a table
/// that is hidden from sight only.
struct TrackableChartView {
    var chart: TrackablePageDocument.Chart
    /// What the chart is of ("Weight"), for its label.
    var title: String
    /// A prefix that keeps ids unique when a page holds several charts.
    var id: String

    static let width = 720.0, height = 160.0, top = 18.0

    /// The x of point `index` (its left edge) and the width of one point.
    func x(_ index: Int) -> Double { Double(index) * step }
    var step: Double { Self.width / Double(Swift.max(chart.points.count, 1)) }

    /// The index of the point holding `date`.
    func index(of date: LocalDate) -> Int? {
        let i = chart.from.distance(to: date) / chart.daysPerPoint
        return i >= 0 && i < chart.points.count ? i : nil
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    func render() -> String {
        let values = chart.points.compactMap(\.value)
        let logged = values.count
        let span = chart.daysPerPoint == 1 ? "\(chart.points.count) days" : "\(chart.points.count) weeks"
        var label = "\(title), \(chart.kind == "line" ? "line" : chart.kind == "bars" ? "bar chart" : "strip") over \(span) from \(Words.compact(chart.from)) to \(Words.compact(chart.to))"
        label += chart.kind == "strip" ? "" : ", \(logged) with a value"
        if !chart.marks.isEmpty { label += ", \(chart.marks.count) marked" }
        var svg = [#"<svg class="tchart tchart-\#(chart.kind)" role="group" data-roving="rect.hit" aria-label="\#(Escape.attribute(label))" viewBox="0 0 \#(Self.number(Self.width)) \#(Self.number(Self.height + Self.top))" preserveAspectRatio="none" data-kind="\#(chart.kind)" data-points="\#(chart.points.count)">"#]
        svg.append("<title>\(Escape.html(label))</title>")
        let low = chart.kind == "line" ? (values.min() ?? 0) : Swift.min(0, values.min() ?? 0)
        let high = values.max() ?? 1
        let scale = high > low ? Self.height / (high - low) : 0
        func y(_ v: Double) -> Double { Self.top + Self.height - (scale == 0 ? Self.height / 2 : (v - low) * scale) }
        switch chart.kind {
        case "bars":
            for (i, point) in chart.points.enumerated() {
                guard let v = point.value, v != 0 else { continue }
                let h = Swift.max(1, abs(v - Swift.max(low, 0)) * scale)
                svg.append(#"<rect class="bar" data-date="\#(point.from)" x="\#(Self.number(x(i) + step * 0.1))" y="\#(Self.number(Self.top + Self.height - h))" width="\#(Self.number(Swift.max(step * 0.8, 0.5)))" height="\#(Self.number(h))"/>"#)
            }
        case "line":
            var path = ""
            var pen = false
            var dots: [String] = []
            for (i, point) in chart.points.enumerated() {
                guard let v = point.value else { continue }
                let cx = Self.number(x(i) + step / 2), cy = Self.number(y(v))
                path += (pen ? " L" : " M") + "\(cx) \(cy)"
                pen = true
                dots.append(#"<circle class="pt" data-date="\#(point.from)" cx="\#(cx)" cy="\#(cy)" r="2.5"/>"#)
            }
            if !path.isEmpty { svg.append(#"<path class="line" d="\#(path.dropFirst())"/>"#) }
            svg += dots
        default:
            for (i, point) in chart.points.enumerated() {
                svg.append(#"<rect class="cell s-\#(point.state)" data-date="\#(point.from)" x="\#(Self.number(x(i)))" y="\#(Self.number(Self.top + Self.height / 3))" width="\#(Self.number(Swift.max(step, 0.5)))" height="\#(Self.number(Self.height / 3))"/>"#)
            }
        }
        for mark in chart.marks {
            guard let i = index(of: mark.date) else { continue }
            let cx = x(i) + step / 2
            svg.append(#"<path class="mark mark-\#(mark.type)" data-date="\#(mark.date)" data-x="\#(Self.number(cx))" d="M\#(Self.number(cx - 5)) 2 L\#(Self.number(cx + 5)) 2 L\#(Self.number(cx)) 12 Z"><title>\#(Escape.html("\(Words.compact(mark.date)): \(mark.name): \(mark.text)"))</title></path>"#)
        }
        svg += hits(marks: marksOn)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n" + table()
    }

    /// The marks by the day they happened.
    var marksOn: [LocalDate: [TrackablePageDocument.Mark]] {
        var found: [LocalDate: [TrackablePageDocument.Mark]] = [:]
        for mark in chart.marks { found[mark.date, default: []].append(mark) }
        return found
    }

    /// A point in words, as the arrow keys read it out: "Tuesday 3 March 2026: 6 km", a week as
    /// "Week from Monday 2 March 2026 to Sunday 8 March 2026: 23 km", its marks after it.
    func words(_ point: TrackablePageDocument.Point, marks: [LocalDate: [TrackablePageDocument.Mark]]) -> String {
        let when = point.from == point.to ? Words.date(point.from) : "Week from \(Words.date(point.from)) to \(Words.date(point.to))"
        var text = "\(when): \(point.text.isEmpty ? "nothing logged" : point.text)"
        var day = point.from
        while day <= point.to {
            for mark in marks[day] ?? [] { text += "; \(mark.name): \(mark.text)" }
            day = day.adding(days: 1)
        }
        return text
    }

    /// One column per point, over the whole height: the roving widget's stops (`Script+Roving`),
    /// each labelled in words (its tooltip too, as it lies over the marks) and outlined when focused.
    private func hits(marks: [LocalDate: [TrackablePageDocument.Mark]]) -> [String] {
        chart.points.enumerated().map { i, point in
            let text = words(point, marks: marks)
            return #"<rect class="hit" role="img" aria-label="\#(Escape.attribute(text))" data-date="\#(point.from)" x="\#(Self.number(x(i)))" y="0" width="\#(Self.number(Swift.max(step, 0.5)))" height="\#(Self.number(Self.height + Self.top))"><title>\#(Escape.html(text))</title></rect>"#
        }
    }

    /// The chart as text: one row per point with a value or a mark, for a screen reader.
    private func table() -> String {
        let marksOn = marksOn
        var rows = [#"<table class="visually-hidden" id="\#(id)-table"><caption>\#(Escape.html(title)): the values drawn</caption>"#,
                    #"<thead><tr><th scope="col">\#(chart.daysPerPoint == 1 ? "Day" : "Week")</th><th scope="col">Value</th><th scope="col">Marked</th></tr></thead><tbody>"#]
        for point in chart.points {
            var marks: [TrackablePageDocument.Mark] = []
            var day = point.from
            while day <= point.to { marks += marksOn[day] ?? []; day = day.adding(days: 1) }
            guard point.value != nil || !marks.isEmpty || point.state == "some" else { continue }
            let when = point.from == point.to ? Words.compact(point.from) : "\(Words.compact(point.from)) – \(Words.compact(point.to))"
            let marked = marks.map { "\($0.name): \($0.text)" }.joined(separator: "; ")
            rows.append("<tr><th scope=\"row\">\(when)</th><td>\(Escape.html(point.text))</td><td>\(Escape.html(marked))</td></tr>")
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }
}
