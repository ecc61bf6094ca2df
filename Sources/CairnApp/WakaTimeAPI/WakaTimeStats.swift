import CairnCore
import Foundation

/// `GET /api/v1/users/current/stats/RANGE`: a range's totals, averages and lists, in WakaTime's shape.
package struct WakaTimeStats: Sendable, Hashable, Codable {
    /// The day with the most coding.
    package struct BestDay: Sendable, Hashable, Codable {
        package var date: String
        package var text: String
        package var totalSeconds: Double
    }

    package var range: String
    package var humanReadableRange: String
    package var start: String
    package var end: String
    package var timezone: String
    package var totalSeconds: Double
    package var totalSecondsIncludingOtherLanguage: Double
    package var humanReadableTotal: String
    package var humanReadableTotalIncludingOtherLanguage: String
    package var dailyAverage: Double
    package var dailyAverageIncludingOtherLanguage: Double
    package var humanReadableDailyAverage: String
    package var humanReadableDailyAverageIncludingOtherLanguage: String
    package var holidays: Int
    package var daysIncludingHolidays: Int
    package var daysMinusHolidays: Int
    package var bestDay: BestDay?
    package var categories: [WakaTimeItem]
    package var projects: [WakaTimeItem]
    package var languages: [WakaTimeItem]
    package var editors: [WakaTimeItem]
    /// Cairn does not record the operating system, the machine or dependencies: always empty.
    package var operatingSystems: [WakaTimeItem]
    package var machines: [WakaTimeItem]
    package var dependencies: [WakaTimeItem]
    package var status = "ok"
    package var percentCalculated = 100
    package var isUpToDate = true
    package var isAlreadyUpdating = false
    package var isStuck = false
    package var isIncludingToday = true
    package var isCodingActivityVisible = true
    package var isOtherUsageVisible = true
}

/// A range WakaTime's stats accept: a named one, a year (`2026`) or a month (`2026-11`).
package enum WakaTimeStatsRange: Sendable, Hashable {
    case last7Days, last30Days, last6Months, lastYear, allTime
    case year(Int)
    case month(year: Int, month: Int)

    /// The range named in the path, or nil.
    package init?(_ text: String) {
        switch text {
        case "last_7_days": self = .last7Days
        case "last_30_days": self = .last30Days
        case "last_6_months": self = .last6Months
        case "last_year": self = .lastYear
        case "all_time": self = .allTime
        default:
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard let year = parts.first.flatMap({ Int($0) }), parts[0].count == 4, (1970...9999).contains(year) else { return nil }
            if parts.count == 1 {
                self = .year(year)
            } else if parts.count == 2, parts[1].count == 2, let month = Int(parts[1]), (1...12).contains(month) {
                self = .month(year: year, month: month)
            } else {
                return nil
            }
        }
    }

    /// The name WakaTime answers with, and its words.
    var names: (range: String, words: String) {
        switch self {
        case .last7Days: ("last_7_days", "last 7 days")
        case .last30Days: ("last_30_days", "last 30 days")
        case .last6Months: ("last_6_months", "last 6 months")
        case .lastYear: ("last_year", "last year")
        case .allTime: ("all_time", "all time")
        case let .year(year): ("\(year)", "\(year)")
        case let .month(year, month): (String(format: "%04d-%02d", year, month), String(format: "%04d-%02d", year, month))
        }
    }

    /// Its first and last date, given today and the first day of the series.
    func dates(today: LocalDate, first: LocalDate) -> (from: LocalDate, to: LocalDate)? {
        func date(_ y: Int, _ m: Int, _ d: Int) -> LocalDate? { LocalDate(year: y, month: m, day: d) }
        let c = today.components
        switch self {
        case .last7Days: return (today.adding(days: -6), today)
        case .last30Days: return (today.adding(days: -29), today)
        case .last6Months:
            let back = c.month > 6 ? (c.year, c.month - 6) : (c.year - 1, c.month + 6)
            return (LocalDate.clamped(year: back.0, month: back.1, day: c.day).adding(days: 1), today)
        case .lastYear: return (today.adding(days: -364), today)
        case .allTime: return (first, today)
        case let .year(year):
            guard let from = date(year, 1, 1), let to = date(year, 12, 31) else { return nil }
            return (from, Swift.min(to, today))
        case let .month(year, month):
            guard let from = date(year, month, 1) else { return nil }
            let next = month == 12 ? date(year + 1, 1, 1) : date(year, month + 1, 1)
            return next.map { (from, Swift.min($0.adding(days: -1), today)) }
        }
    }
}

extension LocalDate {
    /// `day` of `month`, or that month's last day when it is shorter (31 August → 30 September).
    static func clamped(year: Int, month: Int, day: Int) -> LocalDate {
        var d = day
        while d > 28, LocalDate(year: year, month: month, day: d) == nil { d -= 1 }
        return LocalDate(year: year, month: month, day: d) ?? LocalDate(daysSinceEpoch: 0)
    }
}

extension Workspace {
    /// The stats of `range`: its total equals the sum of `days`' coded seconds over those dates
    /// and its lists `breakdown`'s rows for them.
    /// - Complexity: O(days + sessions in the range · log sessions).
    package func wakaTimeStats(_ range: WakaTimeStatsRange) throws(AppError) -> WakaTimeStats {
        let series = try codingSeries()
        guard let dates = range.dates(today: series.today, first: series.first), dates.from <= dates.to else {
            throw .notFound("the stats range \(range.names.range) has no days up to today")
        }
        let read = try codingDays(from: dates.from, through: dates.to, sessions: .summarised)
        let lists = read.rows(by: [.project, .language, .editor]).map(WakaTimeItem.list)
        let seconds = read.days.map(\.codedSeconds)
        let total = seconds.reduce(0, +)
        let average = WakaTimeSummaries.DailyAverage(days: seconds)
        let best = read.days.max { $0.codedSeconds != $1.codedSeconds ? $0.codedSeconds < $1.codedSeconds : $0.date > $1.date }
        return WakaTimeStats(
            range: range.names.range, humanReadableRange: range.names.words,
            start: InstantText.timestamp(Date(timeIntervalSince1970: read.bounds.first ?? 0)),
            end: InstantText.timestamp(Date(timeIntervalSince1970: read.bounds.last ?? 0)),
            timezone: read.timeZone,
            totalSeconds: total, totalSecondsIncludingOtherLanguage: total,
            humanReadableTotal: WakaTimeTotal.text(seconds: total), humanReadableTotalIncludingOtherLanguage: WakaTimeTotal.text(seconds: total),
            dailyAverage: average.seconds, dailyAverageIncludingOtherLanguage: average.seconds,
            humanReadableDailyAverage: average.text, humanReadableDailyAverageIncludingOtherLanguage: average.text,
            holidays: average.holidays, daysIncludingHolidays: average.daysIncludingHolidays, daysMinusHolidays: average.daysMinusHolidays,
            bestDay: best.flatMap { $0.codedSeconds > 0 ? WakaTimeStats.BestDay(date: "\($0.date)", text: WakaTimeTotal.text(seconds: $0.codedSeconds),
                                                                                   totalSeconds: $0.codedSeconds) : nil },
            categories: total > 0 ? [WakaTimeItem(name: "Coding", seconds: total, share: 1)] : [],
            projects: lists[0], languages: lists[1], editors: lists[2],
            operatingSystems: [], machines: [], dependencies: [])
    }
}
