/// A label and the handler its messages go to; a value, so each part of Cairn carries its own.
package struct Logger: Sendable {
    /// Which part of Cairn logs ("heartbeat-inbox").
    package let label: String
    /// Where the messages go.
    package let handler: any LogHandler

    /// A logger for `label` writing to `handler` (standard error by default).
    package init(label: String, handler: any LogHandler = StandardErrorLogHandler()) {
        self.label = label
        self.handler = handler
    }

    /// Logs something that worked but deserves a look.
    package func info(_ message: @autoclosure () -> String) { handler.log(level: .info, message: message(), label: label) }
    /// Logs something that went wrong and was worked around (kept aside, tried again later).
    package func warning(_ message: @autoclosure () -> String) { handler.log(level: .warning, message: message(), label: label) }
    /// Logs something that failed.
    package func error(_ message: @autoclosure () -> String) { handler.log(level: .error, message: message(), label: label) }
}
