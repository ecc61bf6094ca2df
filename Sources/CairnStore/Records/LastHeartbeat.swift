import CairnCore

extension Store {
    /// The stored heartbeat with the latest time (of those, the last to arrive), if any.
    public func lastHeartbeat() throws(StoreError) -> HeartbeatRow? {
        let latest = try connection.prepare("SELECT max(time_ms) FROM heartbeats")
        guard try latest.step(), !latest.isNull(0) else { return nil }
        let time = Double(latest.int64(0)) / 1000
        return try heartbeats(from: time, through: time).last
    }
}
