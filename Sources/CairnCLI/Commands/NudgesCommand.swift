import CairnCore
import CairnStore

/// `cairn nudges`: the reminders due now, each sent once (their keys are kept in the store), for
/// a scheduler (cron, a systemd timer, a notification daemon) to show.
enum NudgesCommand {
    static let firedKey = "nudges:fired"

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let store = try context.openExistingStore()
        let (engine, today) = try context.clock(store)
        let due: [Nudge] = try context.storeCall("cannot plan the nudges") {
            try store.connection.writeTransaction {
                let merged = TimeSpan.clipped(TimeSpan.union(try store.sessionSpans()), at: context.now.timeIntervalSince1970)
                let report = engine.report(for: today, merged: merged, today: today,
                                           onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
                let fired = Set(try store.setting(firedKey).map { $0.split(separator: "\n").map(String.init) } ?? [])
                let due = NudgePlanner.due(report: report, engine: engine, now: context.now, fired: fired)
                if !due.isEmpty { try store.setSetting(firedKey, to: fired.union(due.map(\.key)).sorted().joined(separator: "\n")) }
                return due
            }
        }
        if context.json {
            try context.printJSON(due)
        } else {
            for nudge in due { context.say(nudge.text + "\n") }
        }
    }
}
