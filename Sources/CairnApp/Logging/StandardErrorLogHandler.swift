import Foundation

/// Writes each message as one line on standard error: `cairn[label] level: message`, which
/// journald keeps for a `cairn serve` run as a systemd service.
package struct StandardErrorLogHandler: LogHandler {
    /// Messages below this level are not written.
    package let minimum: LogLevel

    /// - Parameter minimum: the least serious level written (`.info` by default).
    package init(minimum: LogLevel = .info) { self.minimum = minimum }

    package func log(level: LogLevel, message: String, label: String) {
        guard level >= minimum else { return }
        // One line a message, whatever it holds.
        let flat = message.replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data("cairn[\(label)] \(level): \(flat)\n".utf8))
    }
}
