import CairnCore
import CairnTeam
import Foundation

/// The WakaTime-compatible endpoint of a team server, for the person whose key came with the
/// request: their heartbeats stored in their rows (``TeamStore/receiveHeartbeats(_:for:)``,
/// de-duplicated by WakaTime's rule, their day totals kept on write) and their status bar.
extension Workspace {
    /// `POST …/heartbeats[.bulk]` for the signed-in (keyed) person, answered as WakaTime does.
    public func teamHeartbeats(body: Data, bulk: Bool) throws(AppError) -> WakaTimeEndpoint.Reply {
        let team = try teamScope()
        return WakaTimeEndpoint.heartbeats(body: body, bulk: bulk) { rows in
            .stored(try team.connections.store().receiveHeartbeats(rows, for: team.person))
        }
    }

    /// `GET …/statusbar/today` for the keyed person: today's coded time (their Today's number)
    /// in WakaTime's shape.
    public func teamStatusbarToday() throws(AppError) -> WakaTimeEndpoint.Reply {
        _ = try teamScope()
        let report = try todayReport(on: nil).document
        let today = report.report.date
        let seconds = report.report.day.codedSeconds
        let layout = try engine(report.config).layout(from: today, through: today)
        let minutesTotal = Int(seconds / 60)
        let hours = minutesTotal / 60, minutes = minutesTotal % 60
        let text = hours == 0 ? "\(minutes) min\(minutes == 1 ? "" : "s")"
            : "\(hours) hr\(hours == 1 ? "" : "s") \(minutes) min\(minutes == 1 ? "" : "s")"
        let grandTotal: [String: Any] = [
            "decimal": String(format: "%.2f", seconds / 3600), "digital": String(format: "%d:%02d", hours, minutes),
            "hours": hours, "minutes": minutes, "text": text, "total_seconds": seconds,
        ]
        let range: [String: Any] = [
            "date": "\(today)", "text": "Today", "timezone": report.config.timeZoneIdentifier,
            "start": InstantText.timestamp(Date(timeIntervalSince1970: layout.bounds[0])),
            "end": InstantText.timestamp(Date(timeIntervalSince1970: layout.bounds[1])),
        ]
        let object: [String: Any] = ["data": ["grand_total": grandTotal, "range": range, "categories": [[String: Any]]()] as [String: Any],
                                     "cached_at": InstantText.timestamp(now)]
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return WakaTimeEndpoint.Reply(status: 200, body: body, retryAfter: nil)
    }
}
