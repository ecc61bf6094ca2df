import CairnCore

/// The Today screen as an SVG picture: three nested rings — today (green), the week (indigo),
/// inside the window (amber) — that lap themselves when overshooting, and the week strip below.
/// On a rest day the daily ring steps aside for a leaf and "Rest day 🌱".
public struct RingsSVG: Sendable {
    /// The report to draw.
    public var report: TodayReport
    /// The goals it was computed with.
    public var config: GoalConfig

    /// Creates a picture.
    public init(report: TodayReport, config: GoalConfig) {
        self.report = report
        self.config = config
    }

    static let paper = "#ffffff", green = "#34c759", indigo = "#5856d6", amber = "#ff9f0a", track = "#e5e5ea", ink = "#1c1c1e", muted = "#8e8e93"
    static let darker = [green: "#1e7a35", indigo: "#36348f", amber: "#b36b00"]

    /// The SVG document.
    public func render() -> String {
        let day = report.day
        var parts: [String] = []
        parts.append(#"<svg xmlns="http://www.w3.org/2000/svg" width="360" height="330" viewBox="0 0 360 330" font-family="-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif">"#)
        parts.append(#"<rect width="360" height="330" rx="18" fill="\#(Self.paper)"/>"#)
        parts.append(#"<text x="180" y="28" text-anchor="middle" font-size="15" fill="\#(Self.ink)">\#(SVGText.escaped(DateText.long(report.date)))</text>"#)
        let restDay = day.isRestDay && day.status != .hold
        if restDay {
            parts.append(Self.leaf(x: 180, y: 138))  // the daily ring steps aside
        } else {
            parts += Self.ring(progress: day.ringProgress, radius: 96, width: 20, color: Self.green)
        }
        parts += Self.ring(progress: report.week.progress, radius: 72, width: 20, color: Self.indigo)
        parts += Self.ring(progress: report.windowAdherence ?? 0, radius: 48, width: 20, color: Self.amber)
        let caption = restDay ? (day.codedSeconds > 0 ? "Rest day (coded \(DurationText.format(seconds: day.codedSeconds)))" : "Rest day") : "\(DurationText.format(seconds: day.codedSeconds)) of \(DurationText.format(seconds: day.goalSeconds))"
        parts.append(#"<text x="180" y="260" text-anchor="middle" font-size="14" fill="\#(Self.ink)">\#(SVGText.escaped(caption)) · week \#(Self.percent(report.week.progress)) · window \#(report.windowAdherence.map(Self.percent) ?? "—")</text>"#)
        parts += weekStrip(y: 292)
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// A ring: a faint track, the progress arc from twelve o'clock, and a thinner inner lap past 100 %.
    static func ring(progress: Double, radius: Double, width: Double, color: String) -> [String] {
        let p = progress.isFinite ? Swift.max(0, progress) : 0
        var parts = [#"<circle cx="180" cy="138" r="\#(SVGText.number(radius))" fill="none" stroke="\#(color)" stroke-opacity="0.18" stroke-width="\#(SVGText.number(width))"/>"#]
        if p > 0 { parts.append(arc(Swift.min(p, 1), radius: radius, width: width, color: color, opacity: 1)) }
        // The second lap runs on top of the first, narrower and darker, like Apple's overshoot cue.
        if p > 1 { parts.append(arc(Swift.min(p - 1, 1), radius: radius, width: width * 0.45, color: darker[color] ?? ink, opacity: 1)) }
        return parts
    }

    static func arc(_ fraction: Double, radius: Double, width: Double, color: String, opacity: Double) -> String {
        let circumference = 2 * Double.pi * radius
        return #"<circle cx="180" cy="138" r="\#(SVGText.number(radius))" fill="none" stroke="\#(color)" stroke-opacity="\#(SVGText.number(opacity))" stroke-width="\#(SVGText.number(width))" stroke-linecap="round" stroke-dasharray="\#(SVGText.number(fraction * circumference)) \#(SVGText.number(circumference))" transform="rotate(-90 180 138)"/>"#
    }

    /// A leaf, about 44 points tall, centred on (x, y): the rest day's sign in the middle of the rings.
    static func leaf(x: Double, y: Double) -> String {
        let n = SVGText.number
        return #"<path d="M \#(n(x - 16)) \#(n(y + 20)) C \#(n(x - 22)) \#(n(y - 6)), \#(n(x + 4)) \#(n(y - 24)), \#(n(x + 20)) \#(n(y - 22)) C \#(n(x + 22)) \#(n(y + 2)), \#(n(x + 2)) \#(n(y + 22)), \#(n(x - 16)) \#(n(y + 20)) Z" fill="\#(green)"/>"#
            + #"<path d="M \#(n(x - 16)) \#(n(y + 20)) Q \#(n(x)) \#(n(y)) \#(n(x + 14)) \#(n(y - 16))" fill="none" stroke="\#(paper)" stroke-width="2" stroke-linecap="round"/>"#
    }

    static func percent(_ value: Double) -> String { "\(Plausible.clampedInt((Swift.max(0, value) * 100).rounded(.down)))%" }

    /// Seven mini rings, first weekday first; rest days rested show a leaf-green dot.
    func weekStrip(y: Double) -> [String] {
        let byDate = Dictionary(report.week.days.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        var parts: [String] = []
        for offset in 0..<7 {
            let date = report.week.start.adding(days: offset)
            let x = 54 + Double(offset) * 42
            parts.append(#"<text x="\#(SVGText.number(x))" y="\#(SVGText.number(y + 28))" text-anchor="middle" font-size="10" fill="\#(Self.muted)">\#(date.weekday.shortLabel)</text>"#)
            guard let verdict = byDate[date], verdict.status != nil else {
                parts.append(#"<circle cx="\#(SVGText.number(x))" cy="\#(SVGText.number(y))" r="11" fill="none" stroke="\#(Self.track)" stroke-width="4"/>"#)
                continue
            }
            if verdict.isRestDay && verdict.status != .hold {
                parts.append(#"<circle cx="\#(SVGText.number(x))" cy="\#(SVGText.number(y))" r="7" fill="\#(verdict.codedSeconds == 0 ? Self.green : Self.amber)" opacity="0.7"/>"#)
                continue
            }
            let circumference = 2 * Double.pi * 11
            let fraction = Swift.min(Swift.max(verdict.ringProgress, 0), 1)
            parts.append(#"<circle cx="\#(SVGText.number(x))" cy="\#(SVGText.number(y))" r="11" fill="none" stroke="\#(Self.green)" stroke-opacity="0.18" stroke-width="4"/>"#)
            if fraction > 0 {
                parts.append(#"<circle cx="\#(SVGText.number(x))" cy="\#(SVGText.number(y))" r="11" fill="none" stroke="\#(Self.green)" stroke-width="4" stroke-linecap="round" stroke-dasharray="\#(SVGText.number(fraction * circumference)) \#(SVGText.number(circumference))" transform="rotate(-90 \#(SVGText.number(x)) \#(SVGText.number(y)))"/>"#)
            }
        }
        return parts
    }
}
