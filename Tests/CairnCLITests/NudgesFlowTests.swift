import CairnTestSupport
import Foundation
import Testing

@Suite("cairn nudges --notify and --install-timer")
struct NudgesFlowTests {
    @Test("each due nudge reaches the desktop once, inside the window, and never on a rest day")
    func notify() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let notifier = try StandInTool("notify-send", in: cairn.folder)
        let env = ["PATH": notifier.path]
        try cairn.run(["goals", "set", "--daily", "120", "--weekly", "600", "--time-zone", "UTC", "--window", "09:00-18:00"])
        let file = try cairn.write("s.json", #"[{"start":"2026-03-10T07:00:00Z","seconds":3600},{"start":"2026-03-14T07:00:00Z","seconds":600}]"#)
        try cairn.run(["import", "sessions", file, "--now", "2026-03-14T12:00:00Z"])
        let tuesday = try cairn.run(["nudges", "--notify", "--now", "2026-03-10T14:00:00Z"], environment: env)
        #expect(tuesday.stdout == "1h to close today's ring\n", "\(tuesday.stdout)\(tuesday.stderr)")
        #expect(notifier.lines() == ["--app-name=Cairn Cairn 1h to close today's ring"])
        #expect(try cairn.run(["nudges", "--notify", "--now", "2026-03-10T15:00:00Z"], environment: env).stdout.isEmpty)
        // Saturday: rest-day silence, even with the ring a working day would have open.
        #expect(try cairn.run(["nudges", "--notify", "--now", "2026-03-14T14:00:00Z"], environment: env).stdout.isEmpty)
        #expect(notifier.lines().count == 1)
    }

    @Test("--install-timer writes a user service and timer that run this cairn on this database, and says how to enable them")
    func installTimer() throws {
        let cairn = try CairnBinary(spawning: true)  // the unit names the running executable
        defer { cairn.remove() }
        let config = cairn.folder.appendingPathComponent("config").path
        let result = try cairn.run(["nudges", "--install-timer"], environment: ["XDG_CONFIG_HOME": config])
        #expect(result.status == 0 && result.stdout.contains("systemctl --user enable --now cairn-nudges.timer"))
        let service = try String(contentsOfFile: config + "/systemd/user/cairn-nudges.service", encoding: .utf8)
        #expect(service.contains("--db \(cairn.database) nudges --notify") && service.contains("/cairn "))
        let timer = try String(contentsOfFile: config + "/systemd/user/cairn-nudges.timer", encoding: .utf8)
        #expect(timer.contains("OnCalendar=*:0/15") && timer.contains("WantedBy=timers.target"))
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }

    @Test("without notify-send, --notify says on stderr that nothing reaches the desktop, and --install-timer says so too")
    func noNotifier() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let empty = cairn.folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let env = ["PATH": empty.path, "XDG_CONFIG_HOME": cairn.folder.appendingPathComponent("config").path]
        try cairn.run(["goals", "set", "--daily", "120", "--weekly", "600", "--time-zone", "UTC", "--window", "09:00-18:00"])
        let file = try cairn.write("s.json", #"[{"start":"2026-03-10T07:00:00Z","seconds":3600}]"#)
        try cairn.run(["import", "sessions", file, "--now", "2026-03-10T12:00:00Z"])
        let due = try cairn.run(["nudges", "--notify", "--now", "2026-03-10T14:00:00Z"], environment: env)
        #expect(due.stdout == "1h to close today's ring\n")
        #expect(due.stderr == "warning: no notify-send on the PATH (Debian: apt-get install libnotify-bin), so nothing reaches the desktop; "
            + "the nudges are only printed\n")
        let timer = try cairn.run(["nudges", "--install-timer"], environment: env)
        #expect(timer.stdout.hasSuffix("Note: no notify-send on the PATH (Debian: apt-get install libnotify-bin), so nothing reaches the desktop; "
            + "the timer runs, but shows nothing until it is installed.\n"))
        let notifier = try StandInTool("notify-send", in: cairn.folder)
        let withTool = try cairn.run(["nudges", "--install-timer"], environment: ["PATH": notifier.path, "XDG_CONFIG_HOME": env["XDG_CONFIG_HOME"] ?? ""])
        #expect(!withTool.stdout.contains("notify-send"))
    }
}
