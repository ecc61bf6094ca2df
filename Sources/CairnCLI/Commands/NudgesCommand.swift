import CairnCore
import CairnStore

/// `cairn nudges`: the reminders due now, each sent once (their keys are kept in the store), for
/// a scheduler (cron, a systemd timer, a notification daemon) to show.
enum NudgesCommand {
    static let firedKey = "nudges:fired"

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let store = try context.openStore()
        try context.warnImplausible(store)
        let (config, _) = try context.goalConfig(store)
        let engine = try context.engine(config)
        let today = engine.calendar.localDate(of: context.now)
        let due: [Nudge] = try context.storeCall("cannot plan the nudges") {
            try store.connection.writeTransaction {
                let report = engine.report(for: today, merged: TimeSpan.union(try store.sessionSpans()), today: today,
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
