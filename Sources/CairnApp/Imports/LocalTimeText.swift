import Foundation

/// An instant as the user reads it in a summary: `2026-03-09 13:00` on the wall clock of their
/// zone (the goals' zone), rather than in UTC.
package enum LocalTimeText {
    /// `date` on the wall clock of the zone named `zone` (UTC when the name is unknown).
    package static func format(_ date: Date, zone: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
