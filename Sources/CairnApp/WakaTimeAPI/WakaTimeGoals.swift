import CairnCore
import Foundation

/// Cairn's daily and weekly coding goals as WakaTime goal objects (`GET …/goals`,
/// `…/goals/{id}`), each with its chart of the last seven days or weeks.
package struct WakaTimeGoal: Sendable, Hashable, Codable {
    /// One day or week of the chart.
    package struct Period: Sendable, Hashable, Codable {
        package var actualSeconds: Double
        package var actualSecondsText: String
        package var goalSeconds: Double
        package var goalSecondsText: String
        package var range: WakaTimeDayRange
        /// `success`, `fail`, `pending` (not over and not met yet) or `ignored` (a rest day, a day on hold).
        package var rangeStatus: String
        package var rangeStatusReason: String
        package var rangeStatusReasonShort: String
    }

    /// The two ids: Cairn has one daily and one weekly coding goal.
    package static let ids = ["daily", "weekly"]

    package var id: String
    package var title: String
    package var delta: String
    package var seconds: Double
    package var type = "coding"
    package var status: String
    package var statusPercentCalculated = 100
    package var isEnabled = true
    package var isInverse = false
    package var isSnoozed = false
    package var isTweeting = false
    /// The rest days, as WakaTime names weekdays (`saturday`); only the daily goal skips them.
    package var ignoreDays: [String]
    package var ignoreZeroDays = false
    package var rangeText: String
    package var languages: [String] = []
    package var projects: [String] = []
    package var editors: [String] = []
    package var categories: [String] = []
    package var chartData: [Period]
}

/// `GET …/goals`: every goal.
package struct WakaTimeGoals: Sendable, Hashable, Codable {
    package var data: [WakaTimeGoal]
    package var total: Int
    package var totalPages = 1
}

extension Workspace {
    /// The daily and weekly goals, each with its last seven periods (today's and this week's
    /// included): the days' verdicts and the weeks' progress the rings show.
    package func wakaTimeGoals() throws(AppError) -> WakaTimeGoals {
        let series = try codingSeries()
        let config = try goals().config
        let weekStart = series.today.startOfWeek(firstWeekday: config.firstWeekday)
        let read = try codingDays(from: weekStart.adding(days: -42), through: series.today, sessions: .none)
        let goals = [Self.dailyGoal(read), Self.weeklyGoal(read, weekStart: weekStart)]
        return WakaTimeGoals(data: goals, total: goals.count)
    }

    /// The goal with `id` (`daily` or `weekly`).
    package func wakaTimeGoal(id: String) throws(AppError) -> WakaTimeGoal {
        guard let goal = try wakaTimeGoals().data.first(where: { $0.id == id }) else {
            throw .notFound("no goal \(id); Cairn's goals are \(WakaTimeGoal.ids.joined(separator: " and "))")
        }
        return goal
    }

    private static let weekdayNames: [Weekday: String] = [
        .monday: "monday", .tuesday: "tuesday", .wednesday: "wednesday", .thursday: "thursday",
        .friday: "friday", .saturday: "saturday", .sunday: "sunday",
    ]

    private static func dailyGoal(_ read: CodingDaysRead) -> WakaTimeGoal {
        let last = Array(read.days.indices.suffix(7))
        let chart = last.map { index -> WakaTimeGoal.Period in
            let day = read.days[index]
            let (status, reason): (String, String)
            switch day.status {
            case .success? where day.isRestDay: (status, reason) = ("ignored", "a rest day")
            case .success?: (status, reason) = ("success", "met the daily goal")
            case .fail?: (status, reason) = ("fail", "under the daily goal")
            case .pending?: (status, reason) = ("pending", "today, not met yet")
            case .hold?: (status, reason) = ("ignored", "on hold")
            case .restCoded?: (status, reason) = ("ignored", "coded on a rest day")
            case nil: (status, reason) = ("ignored", "before the first day of coding")
            }
            return WakaTimeGoal.Period(
                actualSeconds: day.codedSeconds, actualSecondsText: WakaTimeTotal.text(seconds: day.codedSeconds),
                goalSeconds: day.goalSeconds, goalSecondsText: WakaTimeTotal.text(seconds: day.goalSeconds),
                range: WakaTimeDayRange(date: day.date, span: (read.bounds[index], read.bounds[index + 1]), today: read.today,
                                        timezone: read.timeZone),
                rangeStatus: status, rangeStatusReason: reason, rangeStatusReasonShort: status)
        }
        let goal = Double(read.config.dailyGoalMinutes) * 60
        let rest = Weekday.allCases.filter { read.config.restDays.contains($0) }.compactMap { weekdayNames[$0] }
        return WakaTimeGoal(
            id: "daily", title: "Code \(WakaTimeTotal.text(seconds: goal)) per day", delta: "day", seconds: goal,
            status: chart.last?.rangeStatus ?? "pending", ignoreDays: rest, rangeText: "the last 7 days", chartData: chart)
    }

    private static func weeklyGoal(_ read: CodingDaysRead, weekStart: LocalDate) -> WakaTimeGoal {
        let chart = (0..<7).reversed().compactMap { back -> WakaTimeGoal.Period? in
            let start = weekStart.adding(days: -7 * back)
            guard let first = read.days.firstIndex(where: { $0.date == start }) else { return nil }
            let end = Swift.min(first + 7, read.days.count)
            let week = read.engine.week(days: Array(read.days[first..<end]))
            let over = end - first == 7 && read.days[end - 1].date < read.today
            let status = week.codedSeconds >= week.goalSeconds ? "success" : over ? "fail" : "pending"
            let words = status == "success" ? "met the weekly goal" : over ? "under the weekly goal" : "this week, not met yet"
            var range = WakaTimeDayRange(date: start, span: (read.bounds[first], read.bounds[end]), today: read.today, timezone: read.timeZone)
            range.text = "week of \(WakaTimeDayRange.words(start))"
            return WakaTimeGoal.Period(
                actualSeconds: week.codedSeconds, actualSecondsText: WakaTimeTotal.text(seconds: week.codedSeconds),
                goalSeconds: week.goalSeconds, goalSecondsText: WakaTimeTotal.text(seconds: week.goalSeconds),
                range: range, rangeStatus: status, rangeStatusReason: words, rangeStatusReasonShort: status)
        }
        let goal = Double(read.config.weeklyGoalMinutes) * 60
        return WakaTimeGoal(
            id: "weekly", title: "Code \(WakaTimeTotal.text(seconds: goal)) per week", delta: "week", seconds: goal,
            status: chart.last?.rangeStatus ?? "pending", ignoreDays: [], rangeText: "the last 7 weeks", chartData: chart)
    }
}
