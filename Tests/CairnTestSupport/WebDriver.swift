import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A small W3C WebDriver client for Debian's headless Chromium through `chromedriver`: JSON over
/// HTTP, one session per value. Owns the `chromedriver` process.
public final class WebDriver: @unchecked Sendable {
    /// Where Debian puts the browser and its driver.
    public static let chromium = "/usr/bin/chromium"
    public static let chromedriver = "/usr/bin/chromedriver"

    /// Why the browser suite cannot run here, or `nil` when it can.
    public static var missing: String? {
        let absent = [chromium, chromedriver].filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard !absent.isEmpty else { return nil }
        return "the browser tests need \(absent.joined(separator: " and ")): run `apt-get install -y chromium chromium-driver` (.ci/run does)"
    }

    private let driver: Process
    private let base: String
    private let session: String
    private let profile: URL
    /// chromedriver's log with the browser's own lines (`--enable-chrome-logs`): what a
    /// `BrowserClosedError` quotes, so a crash on CI says why.
    private let log: URL

    /// Starts `chromedriver` on a free port and opens a headless session `width` × `height`,
    /// with reduced motion so screenshots show the rings at rest.
    /// - Parameter reducedMotion: whether the page is told the person prefers reduced motion (the default, so screenshots hold still).
    public init(width: Int = 1000, height: Int = 900, reducedMotion: Bool = true) async throws {
        if let missing = Self.missing { throw ServedCairnError(message: missing) }
        let port = try FreePort.find()
        let name = "cairn-chromium-\(UUID().uuidString)"
        profile = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        log = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".log")
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: Self.chromedriver)
        driver.arguments = ["--port=\(port)", "--log-path=\(log.path)", "--enable-chrome-logs"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        base = "http://127.0.0.1:\(port)"
        var ready = false
        var last = "no answer"
        for _ in 0..<100 where !ready {
            do {
                let status = try await Self.call(base + "/status", "GET", nil)
                ready = (((status as? [String: Any])?["value"] as? [String: Any])?["ready"] as? Bool) == true
                last = "\(String(describing: status))"
            } catch {
                last = "\(error)"
            }
            if !ready { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        guard ready else {
            Self.end(driver)
            throw ServedCairnError(message: "chromedriver did not become ready on port \(port): \(last)")
        }
        let options: [String: Any] = [
            "binary": Self.chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)",
                     "--user-data-dir=\(profile.path)"] + (reducedMotion ? ["--force-prefers-reduced-motion"] : []),
        ]
        let answer = try await Self.call(base + "/session", "POST",
                                         ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]])
        guard let id = ((answer as? [String: Any])?["value"] as? [String: Any])?["sessionId"] as? String else {
            let tail = BrowserClosedError.tail(of: log)
            Self.end(driver)
            try? FileManager.default.removeItem(at: log)
            throw BrowserClosedError(step: "session", message: "chromedriver opened no session: \(String(describing: answer))", log: tail)
        }
        session = id
    }

    /// Ends the session and the driver (chromedriver ignores SIGTERM: it is asked to shut
    /// down, then killed if it has not within 5 s).
    public func quit() async { shutDown() }

    /// Also on release, so a test that fails half-way leaves no browser behind.
    deinit { shutDown() }

    private func shutDown() {
        guard driver.isRunning else { return }
        _ = try? Self.send("\(base)/session/\(session)", "DELETE", nil)
        _ = try? Self.send("\(base)/shutdown", "GET", nil)
        Self.end(driver)
        try? FileManager.default.removeItem(at: profile)
        try? FileManager.default.removeItem(at: log)
    }

    /// Stops the driver process for certain.
    private static func end(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Loads `url`.
    public func go(_ url: String) async throws { _ = try await command("url", ["url": url]) }

    /// The element ids matching a CSS selector.
    public func elements(_ css: String) async throws -> [String] {
        let value = try await command("elements", ["using": "css selector", "value": css])
        return (value as? [[String: Any]] ?? []).compactMap { $0.values.first as? String }
    }

    /// An attribute of an element.
    public func attribute(_ element: String, _ name: String) async throws -> String? {
        try await command("element/\(element)/attribute/\(name)", nil, method: "GET") as? String
    }

    /// The rendered text of an element.
    public func text(_ element: String) async throws -> String {
        try await command("element/\(element)/text", nil, method: "GET") as? String ?? ""
    }

    /// Types into an element.
    public func type(_ element: String, _ text: String) async throws { _ = try await command("element/\(element)/value", ["text": text]) }

    /// Clicks an element.
    public func click(_ element: String) async throws { _ = try await command("element/\(element)/click", [:]) }

    /// Runs a script in the page and returns its value.
    public func execute(_ script: String) async throws -> Any? { try await command("execute/sync", ["script": script, "args": []]) }

    /// Sends a Chrome DevTools Protocol command through chromedriver (`goog/cdp/execute`), e.g.
    /// `Emulation.setEmulatedMedia` to emulate `prefers-color-scheme: dark`; returns the
    /// command's result (`Accessibility.getFullAXTree`'s `nodes`).
    @discardableResult
    public func cdp(_ command: String, _ parameters: [String: Any]) async throws -> Any? {
        try await self.command("goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// A PNG of the window.
    public func screenshot() async throws -> Data {
        guard let text = try await command("screenshot", nil, method: "GET") as? String, let data = Data(base64Encoded: text) else {
            throw ServedCairnError(message: "no screenshot")
        }
        return data
    }

    /// The text of an open alert, or `nil` when none is open.
    public func alertText() async -> String? {
        try? await command("alert/text", nil, method: "GET") as? String
    }

    /// Polls `script` until it returns true, at most `seconds` (it returns as soon as it is true;
    /// the bound is for a page under ThreadSanitizer, many times slower than a plain build).
    public func waitUntil(_ script: String, seconds: Double = 30) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds * Self.patience)
        while Date() < deadline {
            if try await execute(script) as? Bool == true { return true }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return false
    }

    /// How much longer every wait is under a sanitizer (the server and the CLI run several
    /// times slower there): 4×, else 1×.
    public static var patience: Double { SanitizerOptions.environment.isEmpty ? 1 : 4 }

    private func command(_ path: String, _ body: [String: Any]?, method: String = "POST") async throws -> Any? {
        let answer = try await Self.call("\(base)/session/\(session)/\(path)", method, body)
        let value = (answer as? [String: Any])?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            let message = "\(error): \(failure["message"] as? String ?? "")"
            if BrowserClosedError.isClosed(error: error, message: message) {
                throw BrowserClosedError(step: path, message: message, log: BrowserClosedError.tail(of: log))
            }
            throw ServedCairnError(message: "WebDriver \(path): \(message)")
        }
        return value
    }

    private static func call(_ url: String, _ method: String, _ body: [String: Any]?) async throws -> Any? {
        try send(url, method, body)
    }

    private static func send(_ url: String, _ method: String, _ body: [String: Any]?) throws -> Any? {
        guard let target = URL(string: url), let port = target.port else { throw ServedCairnError(message: "bad URL \(url)") }
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let reply = try LoopbackClient.send(port: port, method: method, path: target.path, body: data)
        return try JSONSerialization.jsonObject(with: reply.body, options: [.fragmentsAllowed])
    }
}

/// A TCP port free on loopback right now.
public enum FreePort {
    public static func find() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServedCairnError(message: "no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Int32 in
                guard bind(fd, raw, length) == 0 else { return -1 }
                return getsockname(fd, raw, &length)
            }
        }
        guard bound == 0 else { throw ServedCairnError(message: "cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
