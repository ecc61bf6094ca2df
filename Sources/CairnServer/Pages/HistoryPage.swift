import CairnCore

/// The History screen: the years to choose from, a year's heatmap with its legend, a month
/// of mini rings, the day opened and the days on hold.
public struct HistoryPage: Sendable {
    public var days: [DayVerdict]
    public var config: GoalConfig
    public var today: LocalDate
    /// The day opened, if one is.
    public var panel: DayPanelView?
    /// The Days on hold section, when the disruptions could be read.
    public var holds: HoldsView?
    /// The years back to the first with data.
    public var years: YearSelectorView?
    /// The month calendar of mini rings.
    public var calendar: MonthCalendarView?
    /// The heatmap's year; `nil` for the 365 days to today.
    public var year: Int?
    /// The day opened, marked on the heatmap.
    public var opened: LocalDate?
    /// Where a heatmap day links to (the place kept).
    public var dayLink: (@Sendable (LocalDate) -> String)?

    public init(days: [DayVerdict], config: GoalConfig, today: LocalDate, panel: DayPanelView? = nil, holds: HoldsView? = nil,
                years: YearSelectorView? = nil, calendar: MonthCalendarView? = nil, year: Int? = nil, opened: LocalDate? = nil,
                dayLink: (@Sendable (LocalDate) -> String)? = nil) {
        self.days = days
        self.config = config
        self.today = today
        self.panel = panel
        self.holds = holds
        self.years = years
        self.calendar = calendar
        self.year = year
        self.opened = opened
        self.dayLink = dayLink
    }

    public func render() -> String {
        let met = days.filter { $0.status == .success && !$0.isRestDay }.count
        let coded = days.reduce(0) { $0 + $1.codedSeconds }
        let span = year.map { $0 == today.components.year ? "in \($0) to \(Words.date(today))" : "in \($0)" } ?? "in the year to \(Words.date(today))"
        return """
        <h1>History</h1>
        \(years?.render() ?? "")
        <p>\(Escape.html(Words.count(met, "day"))) with the goal met · \(Escape.html(Words.short(coded))) coded \(Escape.html(span))</p>
        \(HeatmapView(days: days, firstWeekday: config.firstWeekday, today: today, opened: opened, dayLink: dayLink).render())
        \(calendar?.render() ?? "")
        \(panel?.render() ?? "<p class=\"muted\">Open a day to see its sessions.</p>")
        \(holds?.render() ?? "")
        """
    }
}
