import CairnImport
import Foundation

/// The WakaTime readers: heartbeats (then joined into sessions), durations and daily summaries.
enum WakaTimeTargets {
    static let heartbeats: @Sendable (Data) -> Void = { data in
        guard let table = try? HeartbeatTable.parse(data, file: "fuzz") else { return }
        _ = table.join()
    }

    static let durations: @Sendable (Data) -> Void = { data in
        _ = try? WakaTimeDurations.read(data, file: "fuzz")
    }

    static let summaries: @Sendable (Data) -> Void = { data in
        _ = try? WakaTimeDailySummaries.read(data, file: "fuzz")
    }
}
