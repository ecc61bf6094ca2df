import CairnCLI
import CairnTestSupport
import Foundation

/// Runs `cairn` in a private temporary home: in this process through `CLI.run` (the words, the
/// environment, standard input and a capturing console, as `main.swift` passes them), or, with
/// `spawning` (or `CAIRN_TEST_SPAWN=1` for every test), the built executable as a user would.
struct CairnBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The standard output parsed as JSON.
        func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
    }

    /// A fresh folder holding the database and the home directory.
    let folder: URL
    var database: String { folder.appendingPathComponent("cairn.sqlite").path }

    /// Whether ``run(_:stdin:environment:)`` runs the built executable rather than `CLI.run`.
    let spawning: Bool

    init(spawning: Bool = false) throws {
        self.spawning = spawning || ProcessInfo.processInfo.environment["CAIRN_TEST_SPAWN"] == "1"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The `cairn` built next to this test bundle.
    static var executable: URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = me.deletingLastPathComponent()
        // The test runner may live inside a bundle folder (`*.xctest/...`): climb out of it.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("cairn").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("cairn")
    }

    /// Runs `cairn` with `arguments`; `CAIRN_DB` points at this folder's database unless `environment` says otherwise.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        var env = ["HOME": folder.path, "CAIRN_DB": database, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
                   "PATH": "/usr/bin:/bin"]
        for (key, value) in environment { env[key] = value }
        guard spawning else { return Self.inProcess(arguments, environment: env, stdin: stdin) }
        let process = Process()
        process.executableURL = CairnBinary.executable
        process.arguments = arguments
        process.environment = SanitizerOptions.adding(to: env)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `CLI.run` in this process, its output captured.
    static func inProcess(_ arguments: [String], environment: [String: String], stdin: String?) -> Result {
        let out = Captured(), err = Captured()
        var console = Console(out: { out.add(Data($0.utf8)) }, err: { err.add(Data($0.utf8)) })
        console.outBytes = { out.add(Data($0)) }
        let input = Data((stdin ?? "").utf8)
        let status = CLI.run(arguments, environment: environment, console: console, stdin: { input }, clock: Date())
        return Result(status: status, stdout: out.text, stderr: err.text)
    }

    /// Writes a file into the folder and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// Output written by a command run in this process.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func add(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
