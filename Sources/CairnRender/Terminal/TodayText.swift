import CairnCore

/// The Today screen for a terminal: three rings as bars, the week strip and the streak.
///
/// Reads only the report: every decision was made by the engine. On a rest day the daily
/// ring steps aside for "Rest day 🌱".
public struct TodayText: Sendable {
    /// The report to show.
    public var report: TodayReport
    /// The goals it was computed with (for the window and the zone).
    public var config: GoalConfig
    /// Colour or plain.
    public var style: TerminalStyle
    /// Whether the streak wears its flame (the encouragement.streaks switch); the count shows either way.
    public var flame: Bool

    /// Creates a renderer.
    public init(report: TodayReport, config: GoalConfig, style: TerminalStyle = .plain, flame: Bool = true) {
        self.report = report
        self.config = config
        self.style = style
        self.flame = flame
    }

    /// The whole screen, ending in a newline.
    public func render() -> String {
        var lines: [String] = []
        lines.append(style.bold(DateText.long(report.date)) + style.dim(" · " + config.timeZoneIdentifier))
        lines.append("")
        lines.append(dayLine())
        lines.append(weekLine())
        lines.append(windowLine())
        if let nudge = nudge() { lines.append("           " + style.dim(nudge)) }
        lines.append("")
        lines.append("  " + WeekStrip(days: report.week.days, weekStart: report.week.start, style: style).render())
        lines.append("  " + streakLine())
        return lines.joined(separator: "\n") + "\n"
    }

    private func dayLine() -> String {
        let day = report.day
        if day.status == .hold && day.goalSeconds == 0 && !day.isRestDay {
            return "  Today    " + "on hold: this date does not exist in \(config.timeZoneIdentifier)"
        }
        if day.isRestDay {
            let coded = DurationText.format(seconds: day.codedSeconds)
            let note = day.codedSeconds == 0 ? "nothing asked of you today"
                : config.streakPolicy == .strict ? "you coded \(coded) on a rest day: under the strict policy that breaks the streak"
                : "you coded \(coded) on a rest day: it neither breaks nor adds to the streak"
            return "  Today    " + style.green("Rest day 🌱") + "  " + style.dim(note)
        }
        var line = "  Today    " + style.green(ProgressBar.draw(day.ringProgress)) + " " + ProgressBar.percent(day.ringProgress)
            + "  \(DurationText.format(seconds: day.codedSeconds)) of \(DurationText.format(seconds: day.goalSeconds))"
        if day.status == .hold { line += style.dim("  (on hold)") }
        return line
    }

    private func weekLine() -> String {
        let week = report.week
        return "  Week     " + style.indigo(ProgressBar.draw(week.progress)) + " " + ProgressBar.percent(week.progress)
            + "  \(DurationText.format(seconds: week.codedSeconds)) of \(DurationText.format(seconds: week.goalSeconds))"
    }

    private func windowLine() -> String {
        guard let adherence = report.windowAdherence else {
            return "  Window   " + style.dim("[····················]   —   nothing coded yet today (window \(config.window))")
        }
        return "  Window   " + style.amber(ProgressBar.draw(adherence)) + " " + ProgressBar.percent(adherence)
            + "  of today's coding inside \(config.window)"
    }

    private func nudge() -> String? {
        let day = report.day
        guard day.status == .pending, !day.isRestDay else { return nil }
        return "\(DurationText.format(seconds: day.goalSeconds - day.codedSeconds)) to close today's ring"
    }

    /// The streak: the flame only for a run of a day or more (and only with the streak switch
    /// on); on the day a run reaches a milestone (7, 30, 100, 365) it says so, and not otherwise.
    private func streakLine() -> String {
        let s = report.streak
        let days = s.current == 1 ? "1 day" : "\(s.current) days"
        let milestone = report.day.status == .success && LoggedAnything.rungs.contains(Double(s.current))
            ? style.bold("  🏆 \(s.current) days in a row: a milestone") : ""
        return (flame && s.current >= 1 ? "🔥 " : "") + "Streak " + style.bold(days) + style.dim(" · best \(s.best) · \(s.policy.rawValue)")
            + milestone
    }
}
