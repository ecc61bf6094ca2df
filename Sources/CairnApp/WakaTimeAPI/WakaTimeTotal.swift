import CairnCore
import Foundation

/// A length of coding in the words WakaTime's API writes it: `text` "2 hrs 5 mins", `digital`
/// "2:05", `decimal` "2.08", whole hours and minutes, and the seconds themselves.
package struct WakaTimeTotal: Sendable, Hashable, Codable {
    package var totalSeconds: Double
    package var hours: Int
    package var minutes: Int
    package var seconds: Int
    package var digital: String
    package var decimal: String
    package var text: String

    package init(seconds: Double) {
        let whole = Int(Swift.max(0, seconds).rounded(.down))
        totalSeconds = Swift.max(0, seconds)
        hours = whole / 3600
        minutes = whole % 3600 / 60
        self.seconds = whole % 60
        digital = String(format: "%d:%02d", hours, minutes)
        decimal = String(format: "%.2f", totalSeconds / 3600)
        text = Self.text(hours: hours, minutes: minutes)
    }

    /// "2 hrs 5 mins", "1 hr 1 min", "5 mins", "0 mins".
    package static func text(seconds: Double) -> String {
        let whole = Int(Swift.max(0, seconds).rounded(.down))
        return text(hours: whole / 3600, minutes: whole % 3600 / 60)
    }

    private static func text(hours: Int, minutes: Int) -> String {
        let mins = "\(minutes) min\(minutes == 1 ? "" : "s")"
        return hours == 0 ? mins : "\(hours) hr\(hours == 1 ? "" : "s") \(mins)"
    }
}

/// One row of a WakaTime list (`projects`, `languages`, `editors`…): a name, its time and its
/// share of the list in percent (two decimals).
package struct WakaTimeItem: Sendable, Hashable, Codable {
    package var name: String
    package var totalSeconds: Double
    package var percent: Double
    package var hours: Int
    package var minutes: Int
    package var seconds: Int
    package var digital: String
    package var decimal: String
    package var text: String

    package init(name: String, seconds: Double, share: Double) {
        let total = WakaTimeTotal(seconds: seconds)
        self.name = name
        totalSeconds = total.totalSeconds
        percent = (share * 10_000).rounded() / 100
        hours = total.hours
        minutes = total.minutes
        self.seconds = total.seconds
        digital = total.digital
        decimal = total.decimal
        text = total.text
    }

    /// Cairn's breakdown rows as WakaTime's list, most time first.
    package static func list(_ rows: [BreakdownRow]) -> [WakaTimeItem] {
        rows.filter { $0.seconds > 0 }.map { WakaTimeItem(name: $0.name, seconds: $0.seconds, share: $0.share) }
    }
}

/// The `range` of a day in WakaTime's answers: its date, its local midnights as UTC instants,
/// its words ("Today", "Mon Nov 30th 2026") and the zone.
package struct WakaTimeDayRange: Sendable, Hashable, Codable {
    package var date: String
    package var start: String
    package var end: String
    package var text: String
    package var timezone: String

    package init(date: LocalDate, span: (start: Double, end: Double), today: LocalDate, timezone: String) {
        self.date = "\(date)"
        start = InstantText.timestamp(Date(timeIntervalSince1970: span.start))
        end = InstantText.timestamp(Date(timeIntervalSince1970: span.end))
        text = Self.words(date, today: today)
        self.timezone = timezone
    }

    /// "Today", "Yesterday" (when `today` is given), or "Mon Nov 30th 2026", as WakaTime writes a day.
    package static func words(_ date: LocalDate, today: LocalDate? = nil) -> String {
        if let today, date == today { return "Today" }
        if let today, date == today.adding(days: -1) { return "Yesterday" }
        let c = date.components
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let day = c.day
        let suffix = (11...13).contains(day % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][day % 10]
        return "\(weekdays[date.mondayIndex]) \(months[c.month - 1]) \(day)\(suffix) \(c.year)"
    }
}
