import CairnCore

/// Seven days in a row, one mark each: ● met, ○ missed, ◐ today so far, 🌱 rested rest day,
/// ◆ coded on a rest day, ‖ on hold, · not yet.
public struct WeekStrip: Sendable {
    /// The verdicts of the week so far, first weekday first.
    public var days: [DayVerdict]
    /// The week's first date.
    public var weekStart: LocalDate
    /// Colour or plain.
    public var style: TerminalStyle

    /// Creates a strip.
    public init(days: [DayVerdict], weekStart: LocalDate, style: TerminalStyle = .plain) {
        self.days = days
        self.weekStart = weekStart
        self.style = style
    }

    /// The strip on one line.
    public func render() -> String {
        let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        return (0..<7).map { offset -> String in
            let date = weekStart.adding(days: offset)
            return date.weekday.shortLabel + " " + mark(byDate[date])
        }.joined(separator: "  ")
    }

    /// The mark for one day (`nil`: no verdict yet).
    public func mark(_ day: DayVerdict?) -> String {
        guard let day, let status = day.status else { return style.dim("·") }
        if day.isRestDay && status != .hold { return day.codedSeconds == 0 ? "🌱" : style.amber("◆") }
        switch status {
        case .success: return style.green("●")
        case .fail: return style.red("○")
        case .pending: return style.green("◐")
        case .hold: return style.dim("‖")
        case .restCoded: return style.amber("◆")
        }
    }
}
