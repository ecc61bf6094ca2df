/// The period a windowed derived trackable reads another series over.
///
/// A trailing window's value is dated on every day whose whole window lies inside the series
/// (from its first day), so a window still filling up never beats a whole one. A calendar
/// period's value is dated on the period's last day and read only once that day is over
/// (before today): a half-finished month never beats a whole one, and re-reading later finds
/// the same moments on the same days. Weeks start on the goal's first weekday in force on the
/// week's first day.
public enum RollingWindow: Sendable, Hashable, Codable {
    /// The last `days` days, today included (7, 30, 365).
    case trailing(days: Int)
    /// A calendar week, month or year.
    case per(CalendarPeriod)
}

/// A calendar period.
public enum CalendarPeriod: String, Sendable, Hashable, Codable, CaseIterable {
    /// A week, from the goal's first weekday.
    case week
    /// A calendar month.
    case month
    /// A calendar year.
    case year
}
