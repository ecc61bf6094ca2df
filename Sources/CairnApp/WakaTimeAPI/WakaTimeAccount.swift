import CairnCore
import CairnStore
import Foundation

/// `GET /api/v1/users/current`: the one person of this database, in WakaTime's user shape.
package struct WakaTimeUser: Sendable, Hashable, Codable {
    package var id = "current"
    package var username = "current"
    package var displayName: String
    package var fullName: String
    package var timezone: String
    package var timeout = 15
    package var writesOnly = false
    package var isHireable = false
    package var hasPremiumFeatures = false
    package var plan = "cairn"
    package var lastHeartbeatAt: String?
    package var lastProject: String?
    package var lastPlugin: String?
    package var createdAt: String?
}

/// `GET …/users/current/all_time_since_today`: every day's coding through today.
package struct WakaTimeAllTime: Sendable, Hashable, Codable {
    /// The range: the first day of coding through today.
    package struct Range: Sendable, Hashable, Codable {
        package var start: String
        package var end: String
        package var startDate: String
        package var endDate: String
        package var startText: String
        package var endText: String
        package var timezone: String
    }

    package var totalSeconds: Double
    package var text: String
    package var decimal: String
    package var digital: String
    package var dailyAverage: Double
    package var isUpToDate = true
    package var percentCalculated = 100
    package var timeout = 15
    package var range: Range
}

extension Workspace {
    /// The person, named after the database file, with their zone and last heartbeat.
    package func wakaTimeUser(name: String) throws(AppError) -> WakaTimeUser {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let (last, first) = try storeCall("cannot read the heartbeats") { (try store.lastHeartbeat(), try store.firstSessionStart()) }
        return WakaTimeUser(
            displayName: name, fullName: name, timezone: engine.config(on: today).timeZoneIdentifier,
            lastHeartbeatAt: last.map { InstantText.timestamp(Date(timeIntervalSince1970: $0.time)) },
            lastProject: last.flatMap { $0.project.isEmpty ? nil : $0.project },
            lastPlugin: last.flatMap { $0.editor.isEmpty ? nil : $0.editor },
            createdAt: first.map { InstantText.timestamp(Date(timeIntervalSince1970: $0)) })
    }

    /// The total of every day from the first day of coding through today: the sum of `days`'
    /// coded seconds over those dates.
    package func wakaTimeAllTime() throws(AppError) -> WakaTimeAllTime {
        let series = try codingSeries()
        let read = try codingDays(from: series.first, through: series.today, sessions: .none)
        let seconds = read.days.map(\.codedSeconds)
        let total = WakaTimeTotal(seconds: seconds.reduce(0, +))
        return WakaTimeAllTime(
            totalSeconds: total.totalSeconds, text: total.text, decimal: total.decimal, digital: total.digital,
            dailyAverage: WakaTimeSummaries.DailyAverage(days: seconds).seconds,
            range: .init(start: InstantText.timestamp(Date(timeIntervalSince1970: read.bounds.first ?? 0)),
                         end: InstantText.timestamp(Date(timeIntervalSince1970: read.bounds.last ?? 0)),
                         startDate: "\(series.first)", endDate: "\(series.today)",
                         startText: WakaTimeDayRange.words(series.first, today: series.today),
                         endText: WakaTimeDayRange.words(series.today, today: series.today),
                         timezone: read.timeZone))
    }
}
