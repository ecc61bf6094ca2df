import CairnApp
import Foundation

/// `cairn serve --install` and `--uninstall`: the systemd user service that runs `cairn serve`
/// on this database and port from login on (`$XDG_CONFIG_HOME/systemd/user/cairn.service`),
/// turned on with `systemctl --user` when there is one, and the `~/.wakatime.cfg` lines that
/// point an editor at it.
enum ServiceInstall {
    /// The unit's path for `environment`.
    static func unitPath(_ environment: [String: String]) -> String {
        NudgeTimer.folder(environment) + "/" + ServiceUnit.name
    }

    /// Writes and enables the unit for `cairn serve` with these options.
    static func install(port: Int, bind: String, tokenFile: String?, _ context: Context) throws(CLIError) {
        guard port != 0 else { throw .usage("--install needs a fixed --port (0 picks a different one each start)") }
        let database = absolute(context.databasePath)
        var command = [NudgeTimer.executable, "--db", database, "serve", "--port", String(port)]
        if bind != "127.0.0.1" { command += ["--bind", bind] }
        if let tokenFile { command += ["--token-file", absolute(tokenFile)] }
        // The database the service will open (made now if missing, as `serve` does), so a bad
        // path fails before anything is written.
        _ = try context.openStore()
        let folder = NudgeTimer.folder(context.environment)
        let path = unitPath(context.environment)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(ServiceUnit.text(command: command).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .failure("cannot write the service into \(folder): \(error.localizedDescription)")
        }
        // The key the editor needs, made only once the unit is written (and the unit taken back
        // if it cannot be made).
        let key: String
        do {
            key = try context.workspace.apiKey(rotate: false)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            throw error
        }
        let host = bind == "localhost" ? "127.0.0.1" : bind
        let hostPort = "\(host.contains(":") ? "[\(host)]" : host):\(port)"
        let base = "http://\(hostPort)"
        context.say("Wrote \(path): `cairn serve` on \(base)/ for \(database), started at login and restarted on failure.\n")
        context.say(enable(context) + "\n")
        context.console.out("""

        Connect your editor: put these lines in ~/.wakatime.cfg (and chmod 600 it):

        \(WakaTimeConfigLines.text(key: key, host: hostPort))
        Both the Go WakaTime CLI and the legacy Python one (wakatime 13.x) send to this api_url; \(base)/connect shows it too.
        `cairn status` says whether it runs; `cairn serve --uninstall` removes it.

        """)
    }

    /// Stops, disables and removes the unit.
    static func uninstall(_ context: Context) throws(CLIError) {
        let path = unitPath(context.environment)
        guard FileManager.default.fileExists(atPath: path) else {
            context.say("No service at \(path): nothing to remove.\n")
            return
        }
        var said = ""
        if let systemctl = systemctl(context.environment) {
            let stopped = run(systemctl, ["--user", "disable", "--now", ServiceUnit.name], context.environment)
            said = stopped.ok ? "Stopped and disabled it." : "systemctl --user disable --now \(ServiceUnit.name) failed (\(stopped.output)); stop it yourself if it runs."
        }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .failure("cannot remove \(path): \(error.localizedDescription)")
        }
        if let systemctl = systemctl(context.environment) { _ = run(systemctl, ["--user", "daemon-reload"], context.environment) }
        context.say("Removed \(path).\(said.isEmpty ? "" : " " + said)\n")
    }

    /// Runs `systemctl --user daemon-reload` and `enable --now`; what happened, in a sentence.
    private static func enable(_ context: Context) -> String {
        let manual = "systemctl --user daemon-reload && systemctl --user enable --now \(ServiceUnit.name)"
        guard let systemctl = systemctl(context.environment) else {
            return "There is no systemctl here (a container?), so nothing was started: run `cairn serve` yourself, "
                + "or on a machine with systemd: \(manual)"
        }
        for arguments in [["--user", "daemon-reload"], ["--user", "enable", "--now", ServiceUnit.name]] {
            let result = run(systemctl, arguments, context.environment)
            guard result.ok else {
                return "`systemctl \(arguments.joined(separator: " "))` failed (\(result.output.isEmpty ? "no user session?" : result.output)), "
                    + "so nothing was started: once you are logged in to a systemd session, run \(manual)"
            }
        }
        return "Enabled and started it (systemctl --user enable --now \(ServiceUnit.name))."
    }

    /// `systemctl` on the PATH of `environment`, if there is one.
    private static func systemctl(_ environment: [String: String]) -> String? {
        ToolOnPath.find("systemctl", environment)
    }

    /// Runs a tool; whether it exited 0 and its output (both streams, trimmed, on one line).
    private static func run(_ tool: String, _ arguments: [String], _ environment: [String: String]) -> (ok: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (false, error.localizedDescription)
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: " ")
        return (process.terminationStatus == 0, output.trimmingCharacters(in: .whitespaces))
    }

    /// `path` made absolute against the working folder (the service starts elsewhere).
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
