@testable import CairnCLI
import CairnStore
import CairnTestSupport
import Foundation
import Testing

/// `cairn serve --install` / `--uninstall`: the systemd user service, written into a temporary
/// `XDG_CONFIG_HOME`, with `systemctl` faked (a stand-in on the PATH) or absent.
// These run the built `cairn` (CairnBinary(spawning: true)): the unit it writes names the running executable.
@Suite("cairn serve --install and --uninstall")
struct ServiceInstallTests {
    /// A PATH with nothing on it: no systemctl, as in a container.
    static func emptyPath(_ cairn: CairnBinary) throws -> String {
        let empty = cairn.folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        return empty.path
    }

    @Test("--install writes a unit running this cairn on this database and port, enables it, and prints working ~/.wakatime.cfg lines")
    func install() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let config = cairn.folder.appendingPathComponent("config").path
        let systemctl = try StandInTool("systemctl", in: cairn.folder)
        let result = try cairn.run(["serve", "--install", "--port", "7979"], environment: ["XDG_CONFIG_HOME": config, "PATH": systemctl.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(systemctl.lines() == ["--user daemon-reload", "--user enable --now cairn.service"])
        let unit = try String(contentsOfFile: config + "/systemd/user/cairn.service", encoding: .utf8)
        let exec = try #require(unit.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        #expect(exec == "ExecStart=\(CairnBinary.executable.resolvingSymlinksInPath().path) --db \(cairn.database) serve --port 7979")
        #expect(unit.contains("\nRestart=on-failure\n") && unit.contains("\n[Install]\nWantedBy=default.target\n"))
        let key = try cairn.run(["key"]).stdout.trimmingCharacters(in: .newlines)
        // The lines as the WakaTime CLIs read them: no inline comment, which they would take as part of the key.
        #expect(result.stdout.contains("\n[settings]\napi_key = \(key)\napi_url = http://127.0.0.1:7979/api/v1\n"))
        #expect(result.stdout.contains("Enabled and started it"))
    }

    @Test("without systemctl the unit is written and the output says plainly that nothing was started")
    func noSystemctl() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let config = cairn.folder.appendingPathComponent("config").path
        let result = try cairn.run(["serve", "--install"], environment: ["XDG_CONFIG_HOME": config, "PATH": try Self.emptyPath(cairn)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("There is no systemctl here (a container?), so nothing was started"))
        #expect(result.stdout.contains("systemctl --user daemon-reload && systemctl --user enable --now cairn.service"))
        let unit = try String(contentsOfFile: config + "/systemd/user/cairn.service", encoding: .utf8)
        #expect(unit.contains(" serve --port 7878\n"))
    }

    @Test("a failing systemctl (no user session) is reported, not hidden")
    func failingSystemctl() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let bin = cairn.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let tool = bin.appendingPathComponent("systemctl")
        try Data("#!/bin/sh\necho 'Failed to connect to bus: No medium found' >&2\nexit 1\n".utf8).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let config = cairn.folder.appendingPathComponent("config").path
        let result = try cairn.run(["serve", "--install"], environment: ["XDG_CONFIG_HOME": config, "PATH": bin.path])
        #expect(result.stdout.contains("`systemctl --user daemon-reload` failed (Failed to connect to bus: No medium found), so nothing was started"))
    }

    @Test("--uninstall disables and removes the unit; run again, it says there is nothing to remove")
    func uninstall() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let config = cairn.folder.appendingPathComponent("config").path
        let systemctl = try StandInTool("systemctl", in: cairn.folder)
        let env = ["XDG_CONFIG_HOME": config, "PATH": systemctl.path]
        try cairn.run(["serve", "--install"], environment: env)
        let removed = try cairn.run(["serve", "--uninstall"], environment: env)
        #expect(removed.status == 0 && removed.stdout.hasPrefix("Removed \(config)/systemd/user/cairn.service."))
        #expect(!FileManager.default.fileExists(atPath: config + "/systemd/user/cairn.service"))
        #expect(systemctl.lines().suffix(2) == ["--user disable --now cairn.service", "--user daemon-reload"])
        let again = try cairn.run(["serve", "--uninstall"], environment: env)
        #expect(again.status == 0 && again.stdout.contains("nothing to remove"))
    }

    @Test("--install refuses port 0 and --uninstall with it, writing nothing", arguments: [
        (["serve", "--install", "--port", "0"], "error: --install needs a fixed --port (0 picks a different one each start)\n"),
        (["serve", "--install", "--uninstall"], "error: --install and --uninstall cannot go together\n"),
    ])
    func refused(arguments: [String], message: String) throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let config = cairn.folder.appendingPathComponent("config").path
        let result = try cairn.run(arguments, environment: ["XDG_CONFIG_HOME": config, "PATH": try Self.emptyPath(cairn)])
        #expect(result.status == 64 && result.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: config) && !FileManager.default.fileExists(atPath: cairn.database))
    }

    @Test("a config folder that cannot take the unit is an error, and no key is made")
    func unwritable() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let blocker = try cairn.write("config", "a file where the folder should be")
        let result = try cairn.run(["serve", "--install"], environment: ["XDG_CONFIG_HOME": blocker, "PATH": try Self.emptyPath(cairn)])
        #expect(result.status == 1 && result.stderr.hasPrefix("error: cannot write the service into \(blocker)/systemd/user: "))
        #expect(result.stdout.isEmpty)
        #expect(try Store(path: cairn.database, create: false).existingAPIKey() == nil)
    }

    @Test("the unit passes systemd-analyze verify, with a database path holding a space and a %")
    func verify() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let analyze = "/usr/bin/systemd-analyze"
        try #require(FileManager.default.isExecutableFile(atPath: analyze), "systemd-analyze is missing: apt-get install systemd (./dev test does)")
        let folder = cairn.folder.appendingPathComponent("my data")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("100% cairn.sqlite").path
        let config = cairn.folder.appendingPathComponent("config").path
        let result = try cairn.run(["--db", database, "serve", "--install", "--port", "7980"],
                                   environment: ["XDG_CONFIG_HOME": config, "PATH": try Self.emptyPath(cairn)])
        #expect(result.status == 0, "\(result.stderr)")
        let unit = config + "/systemd/user/cairn.service"
        let text = try String(contentsOfFile: unit, encoding: .utf8)
        #expect(text.contains(" --db \"\(folder.path)/100%% cairn.sqlite\" serve --port 7980\n"))
        // The user manager needs a runtime folder of its own.
        let runtime = cairn.folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: analyze)
        process.arguments = ["verify", "--user", unit]
        process.environment = ["XDG_RUNTIME_DIR": runtime.path, "HOME": cairn.folder.path, "XDG_CONFIG_HOME": config,
                               "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.isEmpty, "\(output)")
    }

    @Test("a word of ExecStart is quoted for systemd when it must be, and % and $ stand for themselves",
          arguments: [("/usr/bin/cairn", "/usr/bin/cairn"), ("/a b/c", "\"/a b/c\""), ("50%", "50%%"), ("$HOME", "$$HOME"),
                      ("a\"b", "\"a\\\"b\""), ("a\\b", "\"a\\\\b\"")])
    func quoting(word: String, expected: String) {
        #expect(ServiceUnit.quoted(word) == expected)
    }

    @Test("the package's unit runs /usr/bin/cairn serve on the defaults")
    func packagedUnit() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        let result = try cairn.run(["__unit"])
        #expect(result.stdout == ServiceUnit.text(command: ["/usr/bin/cairn", "serve"]))
        #expect(result.stdout.contains("\nExecStart=/usr/bin/cairn serve\nRestart=on-failure\n"))
    }
}
