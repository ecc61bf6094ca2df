import CairnCore
import CairnStore
import Foundation

/// `cairn nudges [--notify] [--install-timer]`: the reminders due now, each sent once (their keys
/// are kept in the store), for a scheduler (cron, a systemd timer) to show — through the
/// desktop's notification service with `--notify`.
enum NudgesCommand {
    static let firedKey = "nudges:fired"

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let notify = arguments.flag("--notify")
        let install = arguments.flag("--install-timer")
        try arguments.finish()
        if install {
            try NudgeTimer.install(context)
            return
        }
        let store = try context.openExistingStore()
        try context.warnImplausible(store)
        let (engine, today) = try context.clock(store)
        let due: [Nudge] = try context.storeCall("cannot plan the nudges") {
            try store.connection.writeTransaction {
                let merged = try store.mergedSessionSpans(until: context.now)
                let report = engine.report(for: today, merged: merged, today: today,
                                           onHold: try store.goalHoldDates(), dayTotals: try store.dayTotals())
                let fired = Set(try store.setting(firedKey).map { $0.split(separator: "\n").map(String.init) } ?? [])
                let due = NudgePlanner.due(report: report, engine: engine, now: context.now, fired: fired)
                if !due.isEmpty { try store.setSetting(firedKey, to: fired.union(due.map(\.key)).sorted().joined(separator: "\n")) }
                return due
            }
        }
        if notify {
            if !due.isEmpty && DesktopNotification.tool(context.environment) == nil {
                context.console.err("warning: \(DesktopNotification.missing); the nudges are only printed\n")
            }
            for nudge in due { DesktopNotification.show(title: "Cairn", body: nudge.text, environment: context.environment) }
        }
        if context.json {
            try context.printJSON(due)
        } else {
            for nudge in due { context.say(nudge.text + "\n") }
        }
    }
}
