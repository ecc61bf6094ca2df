import CairnCore
import Foundation

/// The common shape of an instant on the command line, `YYYY-MM-DDTHH:MM:SS` with `Z` or a
/// `±HH:MM` offset, read without ICU: `ISO8601DateFormatter` builds its parser on every use,
/// about a tenth of a whole `cairn log --now …` (found by profiling). Anything else (fractions,
/// other spellings, out-of-range fields) is left to the formatter, so what is accepted and how it
/// reads is unchanged; the tests hold this reading to the formatter's. Years before 1970 are left
/// to it too (it reads them in the Julian calendar before 1582).
package enum InstantText {
    /// The instant `text` names, or `nil` when it is not in the common shape.
    package static func common(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[from..<from + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              year >= 1970, hour < 24, minute < 60, second < 60,
              let date = LocalDate(year: year, month: month, day: day) else { return nil }
        var offset = 0
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                  let hours = number(20, 2), let minutes = number(23, 2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (bytes[19] == UInt8(ascii: "-") ? -1 : 1)
        }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// An instant as the documents write it: `2026-03-09T12:00:00Z`, in whole seconds.
    package static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
