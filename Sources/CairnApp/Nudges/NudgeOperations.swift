import CairnCore
import CairnStore

/// The reminders due now (`cairn nudges`, the server's courier, a systemd timer, a team
/// person's page through `POST /api/nudges`): each is planned inside the window and never on a
/// rest day, and sent once — the keys of those sent are kept in the store (a setting of the
/// person's, in a team), so the server, the CLI and a timer never send one twice.
extension Workspace {
    /// The setting that holds the keys of the nudges already sent.
    package static let firedNudgesKey = "nudges:fired"

    /// The nudges due now and not sent before, marked sent in the same transaction (one that no
    /// other marking of this person's runs beside, so two callers at once never both send one).
    package func dueNudges() throws(AppError) -> ReadResult<[Nudge]> {
        let store = try openCodingStore()
        let skipped = try skippedRows(store)
        let (engine, today) = try clock(store)
        let now = now
        return ReadResult(try storeCall("cannot plan the nudges") {
            try store.exclusively {
                // Today's report from the per-day summary (RangeReads: the bits every session
                // would give), not from every session read and merged again after each write.
                let report = try RangeReads.report(engine, store, for: today, today: today, now: now.timeIntervalSince1970,
                                                   onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
                let key = Self.firedNudgesKey
                let fired = Set(try store.setting(key).map { $0.split(separator: "\n").map(String.init) } ?? [])
                let due = NudgePlanner.due(report: report, engine: engine, now: now, fired: fired)
                if !due.isEmpty { try store.setSetting(key, to: fired.union(due.map(\.key)).sorted().joined(separator: "\n")) }
                return due
            }
        }, skipped: skipped)
    }

    /// Shows each nudge through the desktop's notification service, where there is one.
    package func notify(_ nudges: [Nudge]) {
        for nudge in nudges { DesktopNotification.show(title: "Cairn", body: nudge.text, environment: environment) }
    }
}
