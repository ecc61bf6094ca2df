import CairnCore
import Foundation

/// Whether an editor plugin's heartbeat has arrived yet, and when: what `cairn status` and the
/// Connect page say.
public struct HeartbeatArrival: Sendable, Hashable {
    /// The stored heartbeat with the latest time (of those, the last to arrive); nil when none
    /// has arrived, or the database was not made yet.
    public var last: HeartbeatRow?
    /// The zone its time is said in: the goals' zone in force now, else this machine's.
    public var zone: String
    /// The instant the question was asked.
    public var now: Date

    /// The last heartbeat's instant.
    public var time: Date? { last.map { Date(timeIntervalSince1970: $0.time) } }

    /// `2026-03-09 13:00 (7 hours ago), project cairn, from vim`: the last heartbeat in words,
    /// its time on the zone's wall clock; nil when none has arrived.
    public var words: String? {
        guard let last, let time else { return nil }
        let what = [last.project.isEmpty ? nil : "project \(last.project)", last.editor.isEmpty ? nil : "from \(last.editor)"]
            .compactMap { $0 }.joined(separator: ", ")
        return "\(LocalTimeText.format(time, zone: zone)) (\(Self.ago(now.timeIntervalSince(time))))" + (what.isEmpty ? "" : ", \(what)")
    }

    /// `just now`, `12 minutes ago`, `3 hours ago`, `2 days ago` (`in the future` for a clock ahead).
    public static func ago(_ seconds: Double) -> String {
        if seconds < 0 { return "in the future" }
        if seconds < 60 { return "just now" }
        let minutes = Int(seconds / 60), hours = minutes / 60
        return (minutes < 60 ? counted(minutes, "minute") : hours < 48 ? counted(hours, "hour") : counted(hours / 24, "day")) + " ago"
    }
}

extension Workspace {
    /// The last heartbeat an editor plugin sent (see ``HeartbeatArrival``). A database not made
    /// yet has none, and is not made by asking.
    package func heartbeatArrival() throws(AppError) -> HeartbeatArrival {
        guard team != nil || FileManager.default.fileExists(atPath: databasePath) else {
            return HeartbeatArrival(last: nil, zone: Workspace.localZoneIdentifier(environment), now: now)
        }
        let store = try openCodingStore()
        let zone = try goalConfig(store).config.timeZoneIdentifier
        let last = try storeCall("cannot read the heartbeats") { try store.lastHeartbeat() }
        return HeartbeatArrival(last: last, zone: zone, now: now)
    }
}
