import CairnCore

/// The History screen: a year's heatmap with its legend.
public struct HistoryPage: Sendable {
    public var days: [DayVerdict]
    public var config: GoalConfig
    public var today: LocalDate
    /// The day opened, if one is.
    public var panel: DayPanelView?
    /// The Days on hold section, when the disruptions could be read.
    public var holds: HoldsView?

    public init(days: [DayVerdict], config: GoalConfig, today: LocalDate, panel: DayPanelView? = nil, holds: HoldsView? = nil) {
        self.days = days
        self.config = config
        self.today = today
        self.panel = panel
        self.holds = holds
    }

    public func render() -> String {
        let met = days.filter { $0.status == .success && !$0.isRestDay }.count
        let coded = days.reduce(0) { $0 + $1.codedSeconds }
        return """
        <h1>History</h1>
        <p>\(met) days with the goal met · \(Escape.html(Words.short(coded))) coded in the year to \(Escape.html(Words.date(today)))</p>
        <div class="heatmap-box">
        \(HeatmapView(days: days, firstWeekday: config.firstWeekday, today: today).render())
        </div>
        \(panel?.render() ?? "<p class=\"muted\">Open a day to see its sessions.</p>")
        \(holds?.render() ?? "")
        """
    }
}
