import CairnCore

/// English, locale-independent date words for terminal output (`Monday 9 March 2026`).
public enum DateText {
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]

    /// `Monday 9 March 2026`.
    public static func long(_ date: LocalDate) -> String {
        let c = date.components
        return "\(weekdays[date.weekday.mondayIndex]) \(c.day) \(months[c.month - 1]) \(c.year)"
    }

    /// `March 2026`.
    public static func month(_ date: LocalDate) -> String {
        let c = date.components
        return "\(months[c.month - 1]) \(c.year)"
    }
}
