import CairnCore
import Foundation

/// `GET /api/v1/users/current/summaries`: one summary per day, in WakaTime's shape.
package struct WakaTimeSummaries: Sendable, Hashable, Codable {
    /// One day: its total, where it went, and its range.
    package struct Day: Sendable, Hashable, Codable {
        package var grandTotal: WakaTimeTotal
        package var categories: [WakaTimeItem]
        package var projects: [WakaTimeItem]
        package var languages: [WakaTimeItem]
        package var editors: [WakaTimeItem]
        /// Cairn does not record the operating system, the machine or dependencies: always empty.
        package var operatingSystems: [WakaTimeItem]
        package var machines: [WakaTimeItem]
        package var dependencies: [WakaTimeItem]
        /// With `project=`, its branches and files: Cairn keeps neither per session, so empty.
        package var branches: [WakaTimeItem]?
        package var entities: [WakaTimeItem]?
        package var range: WakaTimeDayRange
    }

    /// The whole range's total.
    package struct Cumulative: Sendable, Hashable, Codable {
        package var seconds: Double
        package var text: String
        package var digital: String
        package var decimal: String
    }

    /// The average over the days with coding (WakaTime calls the others holidays).
    package struct DailyAverage: Sendable, Hashable, Codable {
        package var holidays: Int
        package var daysIncludingHolidays: Int
        package var daysMinusHolidays: Int
        package var seconds: Double
        package var text: String
        package var secondsIncludingOtherLanguage: Double
        package var textIncludingOtherLanguage: String

        init(days: [Double]) {
            let coded = days.filter { $0 > 0 }
            let average = coded.isEmpty ? 0 : coded.reduce(0, +) / Double(coded.count)
            holidays = days.count - coded.count
            daysIncludingHolidays = days.count
            daysMinusHolidays = coded.count
            seconds = average
            text = WakaTimeTotal.text(seconds: average)
            secondsIncludingOtherLanguage = average
            textIncludingOtherLanguage = text
        }
    }

    package var data: [Day]
    package var cumulativeTotal: Cumulative
    package var dailyAverage: DailyAverage
    package var start: String
    package var end: String
}

extension Workspace {
    /// The most days one summaries request covers: a year (a leap year's 366 days), as
    /// WakaTime's own API allows. Each day is a list of its own, so a request for fifty years
    /// held a request thread for a minute while every other person waited.
    package static let wakaTimeSummariesMaxDays = 366

    /// The summaries of `start ... end`, optionally of one project: each day's total equals
    /// `days`' coded seconds and its lists `breakdown`'s rows for that day.
    /// - Throws: a usage error when `end` is before `start`, or the range is longer than
    ///   ``wakaTimeSummariesMaxDays``.
    /// - Complexity: O(days + sessions in the range · log days).
    package func wakaTimeSummaries(start: LocalDate, end: LocalDate, project: String?) throws(AppError) -> WakaTimeSummaries {
        guard start <= end else { throw .usage("summaries' start \(start) is after its end \(end)") }
        let length = start.distance(to: end) + 1
        guard length <= Self.wakaTimeSummariesMaxDays else {
            throw .usage("summaries cover at most \(Self.wakaTimeSummariesMaxDays) days, and \(start) to \(end) is \(length); ask for a year at a time, or for stats/all_time")
        }
        let range = try codingDays(from: start, through: end)
        var days: [WakaTimeSummaries.Day] = []
        var totals: [Double] = []
        for (index, verdict) in range.days.enumerated() {
            let projects = range.rows(ofDay: index, by: .project)
            let seconds = project.map { name in projects.first { $0.name == name }?.seconds ?? 0 } ?? verdict.codedSeconds
            totals.append(seconds)
            days.append(WakaTimeSummaries.Day(
                grandTotal: WakaTimeTotal(seconds: seconds),
                categories: seconds > 0 ? [WakaTimeItem(name: "Coding", seconds: seconds, share: 1)] : [],
                projects: project.map { name in seconds > 0 ? [WakaTimeItem(name: name, seconds: seconds, share: 1)] : [] } ?? WakaTimeItem.list(projects),
                languages: WakaTimeItem.list(range.rows(ofDay: index, by: .language, project: project)),
                editors: WakaTimeItem.list(range.rows(ofDay: index, by: .editor, project: project)),
                operatingSystems: [], machines: [], dependencies: [],
                branches: project == nil ? nil : [], entities: project == nil ? nil : [],
                range: WakaTimeDayRange(date: verdict.date, span: (range.bounds[index], range.bounds[index + 1]), today: range.today,
                                        timezone: range.timeZone)))
        }
        let total = WakaTimeTotal(seconds: totals.reduce(0, +))
        return WakaTimeSummaries(
            data: days,
            cumulativeTotal: .init(seconds: total.totalSeconds, text: total.text, digital: total.digital, decimal: total.decimal),
            dailyAverage: .init(days: totals),
            start: InstantText.timestamp(Date(timeIntervalSince1970: range.bounds.first ?? 0)),
            end: InstantText.timestamp(Date(timeIntervalSince1970: range.bounds.last ?? 0)))
    }
}
