/// A calendar date with no time and no time zone, counted in days since 1970-01-01.
///
/// Days are the engine's unit of attribution: a session, an entry or a verdict belongs to a
/// `LocalDate` in the user's time zone. Arithmetic on `LocalDate` is integer arithmetic on the
/// proleptic Gregorian calendar; converting to or from instants happens only in ``DayCalendar``.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, Strideable {
    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int

    /// Creates a date from its day number since 1970-01-01.
    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// The years a date can be made in: far wider than anything plausible (``Plausible``), narrow
    /// enough that the day count cannot overflow.
    static let years = -1_000_000...1_000_000

    /// Creates a date from a year, month (1–12) and day (1–31); `nil` when no such date exists,
    /// or the year is outside ±1 000 000.
    public init?(year: Int, month: Int, day: Int) {
        guard LocalDate.years.contains(year), (1...12).contains(month), day >= 1,
              day <= LocalDate.daysIn(month: month, year: year) else {
            return nil
        }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        daysSinceEpoch = era * 146_097 + doe - 719_468
    }

    /// Parses `YYYY-MM-DD`; `nil` for any other text or an impossible date.
    public init?(iso text: some StringProtocol) {
        // Read as bytes: `YYYY-MM-DD` in ASCII digits, nothing else.
        guard text.utf8.count == 10 else { return nil }
        var y = 0, m = 0, d = 0
        for (i, byte) in text.utf8.enumerated() {
            if i == 4 || i == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if i < 4 { y = y * 10 + digit } else if i < 7 { m = m * 10 + digit } else { d = d * 10 + digit }
        }
        self.init(year: y, month: m, day: d)
    }

    /// The year, month and day of this date (Howard Hinnant's civil_from_days).
    public var components: (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week.
    public var weekday: Weekday {
        switch mondayIndex {
        case 0: .monday
        case 1: .tuesday
        case 2: .wednesday
        case 3: .thursday
        case 4: .friday
        case 5: .saturday
        default: .sunday
        }
    }

    /// The day of the week as 0 (Monday) … 6 (Sunday), without making a ``Weekday``.
    package var mondayIndex: Int {
        // 1970-01-01 was a Thursday.
        ((daysSinceEpoch + 3) % 7 + 7) % 7
    }

    /// The first day of the week containing this date, for weeks starting on `firstWeekday`.
    public func startOfWeek(firstWeekday: Weekday) -> LocalDate {
        let back = (weekday.mondayIndex - firstWeekday.mondayIndex + 7) % 7
        return adding(days: -back)
    }

    /// The first day of this date's month.
    public var startOfMonth: LocalDate {
        let c = components
        return LocalDate(daysSinceEpoch: daysSinceEpoch - (c.day - 1))
    }

    /// This date moved by `days` (negative moves back).
    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let c = components
        guard (0...9999).contains(c.year) else {
            return LocalDate.pad(c.year, 4) + "-" + LocalDate.pad(c.month, 2) + "-" + LocalDate.pad(c.day, 2)
        }
        // Ten ASCII digits and dashes written in place (a small string, no allocation): moments'
        // keys and every date of a JSON document go through here by the ten thousand.
        return String(unsafeUninitializedCapacity: 10) { buffer in
            func put(_ value: Int, at end: Int, width: Int) {
                var rest = value
                for i in stride(from: end, to: end - width, by: -1) {
                    buffer[i] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                    rest /= 10
                }
            }
            put(c.year, at: 3, width: 4)
            buffer[4] = UInt8(ascii: "-")
            put(c.month, at: 6, width: 2)
            buffer[7] = UInt8(ascii: "-")
            put(c.day, at: 9, width: 2)
            return 10
        }
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }

    public func distance(to other: LocalDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }
    public func advanced(by n: Int) -> LocalDate { adding(days: n) }

    /// Encodes as the `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes from a `YYYY-MM-DD` string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date as YYYY-MM-DD, got \"\(text)\"")
        }
        self = date
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
