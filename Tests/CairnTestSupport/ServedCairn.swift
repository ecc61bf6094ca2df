import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `cairn serve` started as a user would, on a port the system picks, against a test's
/// database; stopped with SIGTERM. Owns the child process.
public final class ServedCairn: @unchecked Sendable {
    /// The base URL it printed, without the trailing slash (`http://127.0.0.1:PORT`).
    public let base: String
    /// The port.
    public let port: Int
    private let process: Process
    private let output: Pipe

    /// Starts `executable serve --port 0 ARGUMENTS` with `--db database` (or, given `command`,
    /// `executable --db database COMMAND…`), and waits for the URL it prints; given `runAs` (a
    /// program and its arguments, such as `setpriv --reuid=65534 …`), under that program.
    public init(executable: URL, database: String, arguments: [String] = [], environment: [String: String] = [:],
                command: [String]? = nil, runAs: [String] = []) throws {
        process = Process()
        let words = ["--db", database] + (command ?? ["serve", "--port", "0"] + arguments)
        if let wrapper = runAs.first {
            process.executableURL = URL(fileURLWithPath: wrapper)
            process.arguments = Array(runAs.dropFirst()) + [executable.path] + words
        } else {
            process.executableURL = executable
            process.arguments = words
        }
        var env = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path]
        for (key, value) in environment { env[key] = value }
        process.environment = SanitizerOptions.adding(to: env)
        output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var text = ""
        let handle = output.fileHandleForReading
        // Whatever comes first (the demo's screen), up to the line with the URL.
        while text.range(of: #"http://[^/\s]+[^\n]*\n"#, options: .regularExpression) == nil, process.isRunning || !text.isEmpty {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://[^/\s]+"#, options: .regularExpression),
              let port = Int(text[range].split(separator: ":").last ?? "") else {
            process.terminate()
            throw ServedCairnError(message: "cairn serve did not print its URL: \(text)")
        }
        base = String(text[range])
        self.port = port
    }

    /// Sends SIGTERM and waits (at most 10 s, then SIGKILL, so a stuck server cannot hang the
    /// run); the exit status and what it wrote after its URL.
    @discardableResult
    public func stop() -> (status: Int32, output: String) {
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// One request; the status, headers (names lower case) and body.
    public func request(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) async throws
        -> (status: Int, headers: [String: String], body: String) {
        guard let url = URL(string: base + path) else { throw ServedCairnError(message: "bad path \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            if headers["Content-Type"] == nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw ServedCairnError(message: "not an HTTP response") }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return (http.statusCode, fields, String(decoding: data, as: UTF8.self))
    }

    /// The CSRF token the served pages carry.
    public func csrfToken() async throws -> String {
        let page = try await request("GET", "/").body
        guard let range = page.range(of: #"name="csrf-token" content="[0-9a-f]+""#, options: .regularExpression) else {
            throw ServedCairnError(message: "the page carries no CSRF token")
        }
        return String(page[range].dropLast().split(separator: "\"").last ?? "")
    }
}

/// A failure of the test harness itself.
public struct ServedCairnError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
