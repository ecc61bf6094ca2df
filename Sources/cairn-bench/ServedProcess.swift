import Foundation

/// `cairn serve` started on a free port for a benchmark, against one database; stopped by `stop()`.
struct ServedProcess {
    let process: Process
    /// `http://127.0.0.1:PORT`.
    let base: String

    /// Starts `cairn --db DATABASE --now NOW serve --port 0` and reads the URL it prints; `nil`
    /// (after saying why) when it does not start.
    static func start(database: String, now: String) -> ServedProcess? {
        start(["--db", database, "--now", now, "serve", "--port", "0"])
    }

    /// Starts `cairn ARGUMENTS` (a `serve` on port 0) and reads the URL it prints.
    static func start(_ arguments: [String]) -> ServedProcess? {
        let process = Process()
        process.executableURL = CairnProcess.executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("  cannot start cairn serve: \(error)")
            return nil
        }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let range = line.range(of: #"http://[^/\s]+"#, options: .regularExpression) else {
            print("  cairn serve printed no URL: \(line)")
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return ServedProcess(process: process, base: String(line[range]))
    }

    /// The port in ``base``.
    var port: Int { Int(base.split(separator: ":").last ?? "") ?? 0 }

    /// Stops the server and waits for it.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
