import CairnCore
import Foundation

/// Dates and times as Daylio's CSV writes them: `2021-09-28`, or `June 22` / `28 September`
/// beside a `year` column; `10:00 pm` (12-hour) or `18:52` (24-hour), local, with no zone.
enum DaylioDate {
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                         "september", "october", "november", "december"]

    /// A `YYYY-MM-DD` date; `nil` otherwise.
    static func full(_ text: String) -> LocalDate? {
        LocalDate(iso: text.trimmingCharacters(in: .whitespaces))
    }

    /// `June 22`, `22 June`, `Jun 22` or `22 jun.` in `yearText`; `nil` when it is not such a date.
    static func dayAndMonth(_ text: String, year yearText: String) -> LocalDate? {
        guard let year = Int(yearText.trimmingCharacters(in: .whitespaces)) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.lowercased() }
        guard words.count == 2 else { return nil }
        let (dayWord, monthWord) = Int(words[0]) != nil ? (words[0], words[1]) : (words[1], words[0])
        let name = monthWord.hasSuffix(".") ? String(monthWord.dropLast()) : monthWord
        guard let day = Int(dayWord), name.count >= 3,
              let month = months.firstIndex(where: { $0.hasPrefix(name) }) else { return nil }
        return LocalDate(year: year, month: month + 1, day: day)
    }

    /// Seconds after midnight of `10:00 pm`, `12:05 am`, `18:52` or `7:05`; `nil` otherwise.
    static func time(_ text: String) -> Int? {
        var rest = text.trimmingCharacters(in: .whitespaces).lowercased()
        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where rest.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            rest = String(rest.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0..<60).contains(minute) else { return nil }
        let hours: Int
        switch meridiem {
        case "a"?: guard (1...12).contains(hour) else { return nil }; hours = hour % 12
        case "p"?: guard (1...12).contains(hour) else { return nil }; hours = hour % 12 + 12
        default: guard (0..<24).contains(hour) else { return nil }; hours = hour
        }
        return hours * 3600 + minute * 60
    }
}
