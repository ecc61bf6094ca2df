import CairnCore

/// A contribution-style heatmap of day verdicts: one column a week, one row a weekday, green by
/// ring progress. Rest days are hatched ("planned rest"), not grey ("no data"); days on hold
/// carry a slash; dates with no verdict are empty outlines.
public struct HeatmapSVG: Sendable {
    /// The verdicts, in date order.
    public var days: [DayVerdict]
    /// The weekday that starts each column.
    public var firstWeekday: Weekday

    /// Creates a heatmap.
    public init(days: [DayVerdict], firstWeekday: Weekday = .monday) {
        self.days = days
        self.firstWeekday = firstWeekday
    }

    static let levels = ["#d7f5dd", "#a6e9b4", "#6fd886", "#34c759", "#248a3d"]
    static let cell = 14.0, gap = 3.0, left = 34.0, top = 40.0

    /// The SVG document.
    public func render() -> String {
        guard let first = days.first?.date, let last = days.last?.date else {
            return #"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="10" y="24" font-size="12">no days</text></svg>"# + "\n"
        }
        let start = first.startOfWeek(firstWeekday: firstWeekday)
        let weeks = start.distance(to: last) / 7 + 1
        let width = Swift.max(Self.left + Double(weeks) * (Self.cell + Self.gap) + 20, Self.left + 250)  // room for the title and legend
        let height = Self.top + 7 * (Self.cell + Self.gap) + 36
        var parts = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(SVGText.number(width))" height="\#(SVGText.number(height))" viewBox="0 0 \#(SVGText.number(width)) \#(SVGText.number(height))" font-family="-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif">"#,
            #"<defs><pattern id="rest" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="4" fill="\#(RingsSVG.paper)"/><line x1="0" y1="0" x2="0" y2="4" stroke="\#(RingsSVG.green)" stroke-width="1.6"/></pattern></defs>"#,
            #"<rect width="100%" height="100%" fill="\#(RingsSVG.paper)"/>"#,
            #"<text x="\#(SVGText.number(Self.left))" y="22" font-size="13" fill="\#(RingsSVG.ink)">\#(SVGText.escaped("\(first) – \(last)"))</text>"#,
        ]
        for row in 0..<7 where row % 2 == 0 {
            let label = start.adding(days: row).weekday.shortLabel
            parts.append(#"<text x="4" y="\#(SVGText.number(Self.top + Double(row) * (Self.cell + Self.gap) + 11))" font-size="10" fill="\#(RingsSVG.muted)">\#(label)</text>"#)
        }
        for day in days {
            let offset = start.distance(to: day.date)
            let x = Self.left + Double(offset / 7) * (Self.cell + Self.gap)
            let y = Self.top + Double(offset % 7) * (Self.cell + Self.gap)
            parts.append(cell(day, x: x, y: y))
        }
        let legendY = Self.top + 7 * (Self.cell + Self.gap) + 18
        parts.append(#"<text x="\#(SVGText.number(Self.left))" y="\#(SVGText.number(legendY))" font-size="10" fill="\#(RingsSVG.muted)">less</text>"#)
        for (i, color) in Self.levels.enumerated() {
            parts.append(#"<rect x="\#(SVGText.number(Self.left + 26 + Double(i) * 16))" y="\#(SVGText.number(legendY - 10))" width="12" height="12" rx="2" fill="\#(color)"/>"#)
        }
        parts.append(#"<text x="\#(SVGText.number(Self.left + 112))" y="\#(SVGText.number(legendY))" font-size="10" fill="\#(RingsSVG.muted)">more · </text>"#)
        parts.append(#"<rect x="\#(SVGText.number(Self.left + 150))" y="\#(SVGText.number(legendY - 10))" width="12" height="12" rx="2" fill="url(#rest)"/>"#)
        parts.append(#"<text x="\#(SVGText.number(Self.left + 166))" y="\#(SVGText.number(legendY))" font-size="10" fill="\#(RingsSVG.muted)">planned rest</text>"#)
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    private func cell(_ day: DayVerdict, x: Double, y: Double) -> String {
        let position = #"x="\#(SVGText.number(x))" y="\#(SVGText.number(y))" width="\#(SVGText.number(Self.cell))" height="\#(SVGText.number(Self.cell))" rx="2""#
        let title = "<title>\(day.date): \(DurationText.format(seconds: day.codedSeconds)), \(day.status?.rawValue ?? "no verdict")</title>"
        guard let status = day.status else {
            return #"<rect \#(position) fill="none" stroke="\#(RingsSVG.track)">\#(title)</rect>"#
        }
        if status == .hold {
            return #"<g><rect \#(position) fill="\#(RingsSVG.track)">\#(title)</rect><line x1="\#(SVGText.number(x + 2))" y1="\#(SVGText.number(y + Self.cell - 2))" x2="\#(SVGText.number(x + Self.cell - 2))" y2="\#(SVGText.number(y + 2))" stroke="\#(RingsSVG.muted)" stroke-width="1.5"/></g>"#
        }
        if day.isRestDay {
            let stroke = day.codedSeconds > 0 ? #" stroke="\#(RingsSVG.amber)" stroke-width="1.5""# : ""
            return #"<rect \#(position) fill="url(#rest)"\#(stroke)>\#(title)</rect>"#
        }
        let progress = Swift.min(Swift.max(day.ringProgress, 0), 1)
        let level = progress >= 1 ? 4 : Plausible.clampedInt(progress * 4)
        let fill = day.codedSeconds == 0 ? "#f2f2f7" : Self.levels[level]
        return #"<rect \#(position) fill="\#(fill)">\#(title)</rect>"#
    }
}
