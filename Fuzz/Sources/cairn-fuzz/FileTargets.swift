import CairnCore
import CairnImport
import Foundation

/// Cairn's session JSON, ActivityWatch's export, Loop's and Daylio's CSV files, each read, and
/// the sessions they give split into days as the engine would.
enum FileTargets {
    static let sessions: @Sendable (Data) -> Void = { data in
        guard let sessions = try? SessionJSON.read(data, file: "fuzz") else { return }
        split(sessions)
    }

    static let activityWatch: @Sendable (Data) -> Void = { data in
        guard let result = try? ActivityWatchExport.read(data, file: "fuzz") else { return }
        split(result.sessions)
    }

    static let loop: @Sendable (Data) -> Void = { data in
        let habits = (try? LoopHabitsCSV.read(data, file: "fuzz")) ?? []
        _ = try? LoopCheckmarksCSV.read(data, file: "fuzz", habits: habits, recoverEntryCells: true)
        _ = try? LoopCheckmarksCSV.read(data, file: "fuzz", habitName: "Habit")
    }

    static let daylio: @Sendable (Data) -> Void = { data in
        guard let export = try? DaylioCSV.read(data, file: "fuzz") else { return }
        _ = export.entries.count
    }

    /// Splits accepted sessions into local days, as `cairn days` would: what a reader lets
    /// through must not trap the engine.
    static func split(_ sessions: [Session]) {
        guard let engine = try? GoalEngine(config: GoalConfig(timeZoneIdentifier: "America/Denver")) else { return }
        let merged = TimeSpan.union(sessions.map(\.span))
        guard let first = merged.first, let last = merged.last else { return }
        let from = engine.calendar.localDate(atSeconds: first.start)
        let to = engine.calendar.localDate(atSeconds: last.end)
        guard from.distance(to: to) < 4_000 else { return }
        _ = engine.verdicts(merged: merged, from: from, through: to, seriesStart: from, today: to, onHold: [], dayTotals: [:])
    }
}
