import CairnCore
import CairnStore
import Foundation

/// What the browser's screens show beyond the CLI's documents: the first steps, a day's
/// sessions, and each trackable's newest entries.
extension Workspace {
    /// Whether the encouragement question was answered (any switch stored), and the Getting
    /// Started steps as the data says them: goals set, history brought in, a rule added.
    /// A person of a team has no rules yet: `ruleAdded` is false.
    package func firstSteps() throws(AppError) -> (asked: Bool, goalsSet: Bool, historyIn: Bool, ruleAdded: Bool) {
        let store = try openCodingStore(create: true)
        return try storeCall("cannot read the settings") {
            let asked = try Self.encouragementKeys.contains { try store.setting($0) != nil }
            let goals = try store.goalHistory() != nil
            guard let store = store as? Store else {
                return (asked, goals, try store.firstSessionStart() != nil || !(try store.dayTotals()).isEmpty, false)
            }
            let history = try store.sessionCount() > 0 || !(try store.dayTotals()).isEmpty || !(try store.entries()).isEmpty
            return (asked, goals, history, !(try store.rules()).isEmpty)
        }
    }

    /// One piece of coding on a day, as fractions of the day, with its wall-clock words.
    package struct DayPiece: Sendable, Hashable {
        package var from: Double
        package var to: Double
        /// "09:00–10:30 · 1h 30m" (the duration worded by `duration`).
        package var text: String
    }

    /// The merged sessions of `date`, cut at its own midnights (in the zone in force on it), as
    /// fractions of the day, and the window's segments the same way.
    /// - Parameter duration: how the adapter words a number of seconds.
    package func dayPieces(_ date: LocalDate, duration: (Double) -> String) throws(AppError) -> (pieces: [DayPiece], window: [(from: Double, to: Double)]) {
        let store = try openCodingStore()
        let engine = try engine(store)
        let calendar = engine.calendar(on: date)
        let layout = engine.layout(from: date, through: date)
        let start = layout.bounds[0], end = layout.bounds[1]
        // The sessions reaching into the day, merged and cut at now: inside the day, the same
        // pieces every session merged would give.
        let merged = try storeCall("cannot read the sessions") {
            TimeSpan.clipped(TimeSpan.union(try store.sessionSpans(overlapping: start, Swift.max(start, end))), at: now.timeIntervalSince1970)
        }
        let window = engine.config(on: date).window.segments.map { (from: $0.start / 86_400, to: $0.end / 86_400) }
        guard end > start else { return ([], window) }
        func clock(_ seconds: Double) -> String {
            let into = Int(calendar.secondsIntoDay(at: Date(timeIntervalSince1970: seconds)))
            return String(format: "%02d:%02d", into / 3600, into / 60 % 60)
        }
        let pieces = merged.compactMap { span -> DayPiece? in
            let from = Swift.max(span.start, start), to = Swift.min(span.end, end)
            guard to > from else { return nil }
            let endText = to >= end ? "24:00" : clock(to)
            return DayPiece(from: (from - start) / (end - start), to: (to - start) / (end - start),
                            text: "\(clock(from))–\(endText) · \(duration(to - from))")
        }
        return (pieces, window)
    }

    /// Each trackable's newest `limit` entries, newest first, by trackable id, as `entry list
    /// --json` words them; read with a limit per trackable, so a long history costs nothing.
    package func recentEntries(limit: Int) throws(AppError) -> [Int64: [EntryDocument]] {
        let store = try openStore()
        return try storeCall("cannot read the entries") {
            let trackables = try store.trackables()
            let tagNames = Dictionary(trackables.filter { $0.kind == .tag }.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
            var byTrackable: [Int64: [EntryDocument]] = [:]
            for trackable in trackables {
                let stored = try store.storedEntries(trackableId: trackable.id, limit: limit)
                if !stored.isEmpty { byTrackable[trackable.id] = stored.map { EntryDocument($0, trackable: trackable, tagNames: tagNames) } }
            }
            return byTrackable
        }
    }
}
