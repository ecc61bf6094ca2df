import CairnCore

/// Today's three nested rings as inline SVG: today outside (green), the week in the middle
/// (indigo), the window inside (amber). Each ring is `role="img"` with its label in words.
/// Past 100 % a ring laps itself: a thinner, darker stroke slightly inset runs over the full
/// ring; past 200 % the lap stays full and a "×2.5" badge says how far. On a rest day the daily
/// ring steps aside for a leaf.
public struct RingsView: Sendable {
    /// One ring to draw.
    public struct Ring: Sendable {
        /// `today`, `week` or `window`: the CSS class and the test's handle.
        public var kind: String
        /// coded / goal (or the window's share), any size.
        public var progress: Double
        /// The label read out.
        public var label: String
    }

    /// The rings, outside first; `nil` for the daily ring on a rest day, and for the window's
    /// when a rest day has no coding (no empty ring is drawn on a rest day).
    public var today: Ring?
    public var week: Ring
    public var window: Ring?
    /// Whether the centre shows the rest day's leaf.
    public var restDay: Bool

    static let size = 240.0, centre = 120.0, width = 20.0

    /// The rings of a Today report.
    public init(report: TodayReport, config: GoalConfig) {
        let day = report.day
        restDay = day.isRestDay && day.status != .hold
        today = restDay ? nil : Ring(
            kind: "today", progress: day.ringProgress,
            label: "Today: \(Words.percent(day.ringProgress)) percent, \(Words.duration(day.codedSeconds)) of \(Words.duration(day.goalSeconds))")
        week = Ring(kind: "week", progress: report.week.progress,
                    label: "This week: \(Words.percent(report.week.progress)) percent, \(Words.duration(report.week.codedSeconds)) of \(Words.duration(report.week.goalSeconds))")
        let window = config.window.description.replacingOccurrences(of: "-", with: " to ")
        if let share = report.windowAdherence {
            self.window = Ring(kind: "window", progress: share,
                               label: "Window: \(Words.percent(share)) percent of today's coding inside \(window)")
        } else {
            self.window = restDay ? nil : Ring(kind: "window", progress: 0, label: "Window: 0 percent, nothing coded today (window \(window))")
        }
    }

    /// The SVG element.
    public func render() -> String {
        let s = Self.size
        var parts = [#"<svg class="rings" viewBox="0 0 \#(n(s)) \#(n(s))" width="\#(n(s))" height="\#(n(s))" aria-labelledby="rings-title"><title id="rings-title">Today's rings</title>"#]
        if let today { parts.append(ring(today, radius: 108)) }
        parts.append(ring(week, radius: 84))
        if let window { parts.append(ring(window, radius: 60)) }
        if restDay {
            let x = Self.centre, y = Self.centre
            parts.append(#"<g class="leaf" role="img" aria-label="Rest day"><path d="M \#(n(x - 16)) \#(n(y + 20)) C \#(n(x - 22)) \#(n(y - 6)), \#(n(x + 4)) \#(n(y - 24)), \#(n(x + 20)) \#(n(y - 22)) C \#(n(x + 22)) \#(n(y + 2)), \#(n(x + 2)) \#(n(y + 22)), \#(n(x - 16)) \#(n(y + 20)) Z"/><path class="vein" d="M \#(n(x - 16)) \#(n(y + 20)) Q \#(n(x)) \#(n(y)) \#(n(x + 14)) \#(n(y - 16))"/></g>"#)
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func ring(_ ring: Ring, radius: Double) -> String {
        let p = ring.progress.isFinite ? Swift.max(0, ring.progress) : 0
        let percent = Words.percent(p)
        var parts = [#"<g class="ring ring-\#(ring.kind)" role="img" aria-label="\#(Escape.attribute(ring.label))" data-ring="\#(ring.kind)" data-percent="\#(percent)">"#,
                     #"<circle class="track" cx="\#(n(Self.centre))" cy="\#(n(Self.centre))" r="\#(n(radius))" stroke-width="\#(n(Self.width))"/>"#]
        if p > 0 { parts.append(arc(Swift.min(p, 1), radius: radius, width: Self.width, lap: 1)) }
        if p > 1 {
            // The second lap: 0.6 × the width, its centre line inset so its outer edge sits inside the first.
            parts.append(arc(Swift.min(p - 1, 1), radius: radius - 0.2 * Self.width, width: 0.6 * Self.width, lap: 2))
        }
        if p > 2 {
            let badge = p >= 10 ? "×\(Int(p))" : "×" + String(format: "%.1f", (p * 10).rounded(.down) / 10)
            parts.append(#"<text class="badge" x="\#(n(Self.centre))" y="\#(n(Self.centre - radius + 4))" text-anchor="middle">\#(Escape.html(badge))</text>"#)
        }
        parts.append("</g>")
        return parts.joined()
    }

    private func arc(_ fraction: Double, radius: Double, width: Double, lap: Int) -> String {
        let circumference = 2 * Double.pi * radius
        let c = n(Self.centre)
        return #"<circle class="lap lap\#(lap)" cx="\#(c)" cy="\#(c)" r="\#(n(radius))" stroke-width="\#(n(width))" stroke-dasharray="\#(n(fraction * circumference)) \#(n(circumference))" transform="rotate(-90 \#(c) \#(c))"/>"#
    }
}

/// A coordinate with at most two decimals.
func n(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}
