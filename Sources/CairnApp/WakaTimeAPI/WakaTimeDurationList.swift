import CairnCore
import Foundation

/// `GET …/users/current/durations?date=`: one day's stretches of coding per project, in time order.
package struct WakaTimeDurationList: Sendable, Hashable, Codable {
    /// One stretch: a project's sessions merged where they touch, clipped to the day.
    package struct Duration: Sendable, Hashable, Codable {
        package var project: String
        /// Its start, epoch seconds.
        package var time: Double
        /// Its length in seconds.
        package var duration: Double
    }

    package var data: [Duration]
    /// Cairn keeps no branches per session: always empty.
    package var branches: [String] = []
    package var start: String
    package var end: String
    package var timezone: String
}

extension Workspace {
    /// The durations of `date` (today when nil). Each project's own stretches do not overlap;
    /// two projects worked on at once both show the shared time (WakaTime's durations do too),
    /// while `summaries` shares it between them.
    package func wakaTimeDurations(on date: LocalDate?) throws(AppError) -> WakaTimeDurationList {
        let day: LocalDate
        if let date { day = date } else { day = try codingSeries().today }
        let read = try codingDays(from: day, through: day)
        let span = read.span(ofDay: 0)
        var byProject: [String: [TimeSpan]] = [:]
        for session in read.sessions(ofDay: 0) {
            let s = session.span
            let clipped = TimeSpan(start: Swift.max(s.start, span.start), end: Swift.min(s.end, span.end))
            guard clipped.end > clipped.start else { continue }
            byProject[session.project ?? Breakdown.unnamed, default: []].append(clipped)
        }
        var durations: [WakaTimeDurationList.Duration] = []
        for (project, spans) in byProject {
            for merged in TimeSpan.union(spans) {
                durations.append(.init(project: project, time: merged.start, duration: merged.end - merged.start))
            }
        }
        durations.sort { $0.time != $1.time ? $0.time < $1.time : $0.project < $1.project }
        return WakaTimeDurationList(data: durations,
                                 start: InstantText.timestamp(Date(timeIntervalSince1970: read.bounds[0])),
                                 end: InstantText.timestamp(Date(timeIntervalSince1970: read.bounds[1])),
                                 timezone: read.timeZone)
    }
}
