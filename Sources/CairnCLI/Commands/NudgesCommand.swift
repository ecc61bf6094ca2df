import CairnApp
import CairnCore
import CairnStore
import Foundation

/// `cairn nudges [--notify] [--install-timer]`: the reminders due now, each sent once (their keys
/// are kept in the store), for a scheduler (cron, a systemd timer) to show — through the
/// desktop's notification service with `--notify`.
enum NudgesCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let notify = arguments.flag("--notify")
        let install = arguments.flag("--install-timer")
        try arguments.finish()
        if install {
            try NudgeTimer.install(context)
            return
        }
        let read = try context.workspace.dueNudges()
        context.warn(skipped: read.skipped)
        let due = read.document
        if notify {
            if !due.isEmpty && DesktopNotification.tool(context.environment) == nil {
                context.console.err("warning: \(DesktopNotification.missing); the nudges are only printed\n")
            }
            context.workspace.notify(due)
        }
        if context.json {
            try context.printJSON(due)
        } else {
            for nudge in due { context.say(nudge.text + "\n") }
        }
    }
}

extension NudgesCommand {
    /// The one description of `cairn nudges`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["nudges"], summary: "reminders due now, each once (for a scheduler to show)", group: .goals,
                    options: [
                        .flag("--notify", "also show each through the desktop's notifications (notify-send)"),
                        .flag("--install-timer", "write a systemd user timer that runs `cairn nudges --notify` every 15 minutes"),
                    ],
                    example: "cairn nudges --notify"),
    ]
}
