import Foundation

/// The browser went away under a test: Chromium (or its page) crashed or closed its DevTools
/// connection, so chromedriver deleted the session. Not a finding about Cairn: the browser
/// suites run such a test once more in a fresh browser (`RerunAfterBrowserClosed`), and say so.
public struct BrowserClosedError: Error, CustomStringConvertible {
    /// The WebDriver command that found the session gone (`execute/sync`, `url`, `session`…).
    public var step: String
    /// chromedriver's words.
    public var message: String
    /// The last lines of chromedriver's log that name an error, with the browser's own lines.
    public var log: [String]

    public init(step: String, message: String, log: [String]) {
        self.step = step
        self.message = message
        self.log = log
    }

    public var description: String {
        let quoted = log.isEmpty ? "" : "\nchromedriver's log ends:\n" + log.map { "  " + $0 }.joined(separator: "\n")
        return "the browser closed during WebDriver \(step): \(message)\(quoted)"
    }

    /// Whether chromedriver's error says the browser or its page is gone, rather than that a
    /// command was wrong (`no such element`, `javascript error`…).
    public static func isClosed(error: String, message: String) -> Bool {
        if error == "invalid session id" { return true }
        let signs = ["not connected to DevTools", "chrome not reachable", "tab crashed", "session deleted", "page crash"]
        return signs.contains { message.contains($0) }
    }

    /// The last 20 lines of the log that are warnings, errors or crashes (the log itself can
    /// hold every command of the test), without the D-Bus complaints of a machine with no bus.
    static func tail(of log: URL) -> [String] {
        guard let data = try? Data(contentsOf: log) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        let telling = lines.filter { line in
            ["WARNING", "ERROR", "SEVERE", "FATAL", "crash", "Crash", "killed", "signal"].contains { line.contains($0) }
                && !line.contains("dbus/") && !line.contains("D-Bus")
        }
        return Array(telling.suffix(20)).map { $0.count > 300 ? String($0.prefix(300)) + "…" : $0 }
    }
}
