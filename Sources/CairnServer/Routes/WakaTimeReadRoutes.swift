import CairnApp
import CairnCore
import Foundation

/// WakaTime's read API over this database, for the tools built on it (status bars, README
/// cards, Raycast, dashboards): `GET /api/v1/users/current` and its `summaries`, `stats/RANGE`,
/// `all_time_since_today`, `projects`, `durations` and `goals[/ID]`, in WakaTime's JSON shapes
/// (docs/API.md says what differs). Each is one application-layer call; the key was checked before.
struct WakaTimeReadRoutes: Sendable {
    var database: ServedDatabase
    var databaseName: String

    /// The answer for a `GET` under `/api/v1/users/current`, or `nil` for a path that is none of these.
    func answer(_ parts: [String], _ request: HTTPRequest) -> HTTPResponse? {
        guard parts.count >= 4, parts[0] == "api", parts[1] == "v1", parts[2] == "users", parts[3] == "current" else { return nil }
        let workspace = database.workspace()
        let rest = Array(parts.dropFirst(4))
        do {
            switch rest {
            case []: return try Self.reply(data: workspace.wakaTimeUser(name: databaseName))
            case ["summaries"]:
                let (start, end) = try Self.summaryDates(request, workspace: workspace)
                return try Self.reply(workspace.wakaTimeSummaries(start: start, end: end, project: request.query["project"].flatMap { $0.isEmpty ? nil : $0 }))
            case let path where path.count == 2 && path[0] == "stats":
                guard let range = WakaTimeStatsRange(path[1]) else {
                    return .error("no stats range \(path[1]); ask for last_7_days, last_30_days, last_6_months, last_year, all_time, YYYY or YYYY-MM", status: 404)
                }
                return try Self.reply(data: workspace.wakaTimeStats(range))
            case ["stats"]: return try Self.reply(data: workspace.wakaTimeStats(.last7Days))
            case ["all_time_since_today"]: return try Self.reply(data: workspace.wakaTimeAllTime())
            case ["projects"]: return try Self.reply(workspace.wakaTimeProjects(query: request.query["q"]))
            case ["durations"]:
                let date = try request.query["date"].map { text throws(AppError) in try Self.date(text, name: "date") }
                return try Self.reply(workspace.wakaTimeDurations(on: date))
            case ["goals"]: return try Self.reply(workspace.wakaTimeGoals())
            case let path where path.count == 2 && path[0] == "goals": return try Self.reply(data: workspace.wakaTimeGoal(id: path[1]))
            default: return nil
            }
        } catch {
            return .error(error.description, status: error.httpStatus)
        }
    }

    /// `start`/`end` (dates, or ISO instants whose date is read), or a `range` WakaTime names.
    private static func summaryDates(_ request: HTTPRequest, workspace: Workspace) throws(AppError) -> (LocalDate, LocalDate) {
        if let words = request.query["range"], !words.isEmpty {
            let today = try workspace.codingSeries().today
            let weekStart = today.startOfWeek(firstWeekday: try workspace.goals().config.firstWeekday)
            let c = today.components
            let monthStart = LocalDate(year: c.year, month: c.month, day: 1) ?? today
            switch words.lowercased() {
            case "today": return (today, today)
            case "yesterday": return (today.adding(days: -1), today.adding(days: -1))
            case "last 7 days": return (today.adding(days: -6), today)
            case "last 7 days from yesterday": return (today.adding(days: -7), today.adding(days: -1))
            case "last 14 days": return (today.adding(days: -13), today)
            case "last 30 days": return (today.adding(days: -29), today)
            case "this week": return (weekStart, today)
            case "last week": return (weekStart.adding(days: -7), weekStart.adding(days: -1))
            case "this month": return (monthStart, today)
            case "last month":
                let lastEnd = monthStart.adding(days: -1), l = lastEnd.components
                return (LocalDate(year: l.year, month: l.month, day: 1) ?? lastEnd, lastEnd)
            default:
                throw .usage("no summaries range \(words); ask for Today, Yesterday, Last 7 Days, Last 7 Days from Yesterday, Last 14 Days, Last 30 Days, This Week, Last Week, This Month or Last Month")
            }
        }
        guard let start = request.query["start"], let end = request.query["end"] else {
            throw .usage("summaries need start and end (YYYY-MM-DD), or a range such as Last 7 Days")
        }
        // `today` and `yesterday` as WakaTime takes them (the legacy CLI's `--today` asks
        // `start=today&end=today`), in the person's own calendar.
        var today: LocalDate?
        func day(_ text: String, name: String) throws(AppError) -> LocalDate {
            let word = text.lowercased()
            guard word == "today" || word == "yesterday" else { return try date(text, name: name) }
            let day: LocalDate
            if let today { day = today } else { day = try workspace.codingSeries().today }
            today = day
            return word == "today" ? day : day.adding(days: -1)
        }
        return (try day(start, name: "start"), try day(end, name: "end"))
    }

    /// A date, or the date of an ISO instant (`2026-11-30T00:00:00Z` is 30 November).
    private static func date(_ text: String, name: String) throws(AppError) -> LocalDate {
        guard let date = LocalDate(iso: String(text.prefix(10))) else {
            throw .usage("\(name) \(text) is not a date; write YYYY-MM-DD (summaries also take today and yesterday)")
        }
        return date
    }

    private static func encoded<T: Encodable>(_ value: T) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return .error("cannot write the answer", status: 500) }
        return .json(Array(data) + [0x0A])
    }

    private static func reply<T: Encodable>(_ document: T) -> HTTPResponse { encoded(document) }

    private static func reply<T: Encodable>(data: T) -> HTTPResponse { encoded(["data": data]) }
}
