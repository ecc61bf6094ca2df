@testable import CairnCLI
import CairnTestSupport
import Foundation
import Testing

/// `cairn completion bash|zsh|fish` and the hidden `cairn __complete trackables` they call.
@Suite("cairn completion")
struct CompletionTests {
    static let specs = CommandCatalog.all.filter { !$0.hidden }

    @Test("each script holds every command, subcommand and declared option", arguments: ["bash", "zsh", "fish"])
    func script(shell: String) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["completion", shell])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let script = result.stdout
        #expect(script.contains("__complete trackables"))
        for spec in Self.specs {
            for word in spec.words {
                #expect(script.contains(word), "\(shell) lacks \(word)")
            }
            for option in spec.options where !option.hidden {
                // fish names a long option without its dashes (`-l date`).
                let name = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(name), "\(shell) lacks \(option.name) of \(spec.name)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }

    @Test("an unknown shell is a usage error")
    func unknownShell() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["completion", "tcsh"])
        #expect(result.status == 64 && result.stderr.hasPrefix("error: unknown shell"))
    }

    @Test("__complete trackables lists the names one per line")
    func trackables() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        try cairn.run(["trackable", "add", "Morning run", "--kind", "yesno"])
        let result = try cairn.run(["__complete", "trackables"])
        #expect(result.status == 0)
        #expect(Set(result.stdout.split(separator: "\n").map(String.init)) == ["Weight", "Morning run"])
    }

    @Test("__complete trackables with no database prints nothing and creates no file")
    func noDatabase() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["__complete", "trackables"])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cairn.folder.path).isEmpty)
    }

    @Test("the bash script completes commands, subcommands, option values and trackables in a real bash")
    func bash() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        let bin = cairn.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("cairn"), withDestinationURL: CairnBinary.executable)
        let script = try cairn.write("cairn.bash", try cairn.run(["completion", "bash"]).stdout)
        let driver = try cairn.write("driver.sh", """
        source "$1"
        t() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _cairn; echo "${COMPREPLY[*]}"; }
        t cairn go
        t cairn goals s
        t cairn goals set --streak-p
        t cairn goals set --streak-policy ""
        t cairn log W
        t cairn log --date 2026-01-01 ""
        t cairn disruption add --trackable ""

        """)
        let result = try Self.shell("/bin/bash", [driver, script], path: bin.path + ":/usr/bin:/bin", database: cairn.database)
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count >= 7, "\(result)")
        guard lines.count >= 7 else { return }
        #expect(lines[0] == "goals")
        #expect(lines[1] == "show set")
        #expect(lines[2] == "--streak-policy")
        #expect(lines[3] == "strict lenient")
        #expect(lines[4] == "Weight")
        #expect(lines[5] == "Weight")
        #expect(lines[6] == "Weight")
    }

    @Test("the fish script completes commands, subcommands, option values and trackables in a real fish")
    func fish() throws {
        // Never a silent pass: .ci/run installs fish; a machine without it fails here, saying so.
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "install fish (apt-get install fish) to run this test")
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        let bin = cairn.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("cairn"), withDestinationURL: CairnBinary.executable)
        let script = try cairn.write("cairn.fish", try cairn.run(["completion", "fish"]).stdout)
        let driver = try cairn.write("driver.fish", """
        source $argv[1]
        for line in 'cairn go' 'cairn goals s' 'cairn goals set --streak-p' 'cairn goals set --streak-policy ' 'cairn log W'
            echo (complete -C $line | string replace -r '\\t.*' '' | string join ' ')
        end

        """)
        let result = try Self.shell("/usr/bin/fish", [driver, script], path: bin.path + ":/usr/bin:/bin", database: cairn.database)
        #expect(result.split(separator: "\n").map(String.init) == ["goals", "set show", "--streak-policy", "lenient strict", "Weight"],
                "\(result)")
    }

    @Test("the zsh and fish scripts are valid for their shells", arguments: [("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")])
    func syntax(shell: String, path: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: path), "install \(shell) (apt-get install \(shell)) to run this test")
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let script = try cairn.write("cairn.\(shell)", try cairn.run(["completion", shell]).stdout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", script]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    /// Runs a shell script and returns its standard output.
    static func shell(_ shell: String, _ arguments: [String], path: String, database: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        process.environment = SanitizerOptions.adding(to: ["PATH": path, "CAIRN_DB": database, "HOME": NSTemporaryDirectory()])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
