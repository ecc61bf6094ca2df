import CairnApp
import Foundation

/// `cairn nudges --install-timer`: a systemd user service and timer that run
/// `cairn nudges --notify` every 15 minutes, against the same database.
enum NudgeTimer {
    /// The folder systemd reads user units from: `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    static func folder(_ environment: [String: String]) -> String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/systemd/user" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/systemd/user"
    }

    /// This `cairn`'s own absolute path.
    static var executable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    static func install(_ context: Context) throws(CLIError) {
        let folder = folder(context.environment)
        let command = [executable, "--db", context.databasePath, "nudges", "--notify"].map(ServiceUnit.quoted).joined(separator: " ")
        let service = """
        [Unit]
        Description=Cairn: the reminders due now (inside your window, never on a rest day)

        [Service]
        Type=oneshot
        ExecStart=\(command)

        """
        let timer = """
        [Unit]
        Description=Run cairn nudges every 15 minutes

        [Timer]
        OnCalendar=*:0/15
        Persistent=true

        [Install]
        WantedBy=timers.target

        """
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(service.utf8).write(to: URL(fileURLWithPath: folder + "/cairn-nudges.service"), options: .atomic)
            try Data(timer.utf8).write(to: URL(fileURLWithPath: folder + "/cairn-nudges.timer"), options: .atomic)
        } catch {
            throw .failure("cannot write the timer into \(folder): \(error.localizedDescription)")
        }
        context.say("""
        Wrote \(folder)/cairn-nudges.service and cairn-nudges.timer.
        Turn them on with:
          systemctl --user daemon-reload && systemctl --user enable --now cairn-nudges.timer

        """)
        if DesktopNotification.tool(context.environment) == nil {
            context.say("Note: \(DesktopNotification.missing); the timer runs, but shows nothing until it is installed.\n")
        }
    }
}
