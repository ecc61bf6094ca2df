/// Where a ``Logger``'s messages go: swift-log's `LogHandler`, in small.
///
/// Background work (the heartbeat inbox's drain, import jobs, the nudge courier) has nobody to
/// answer, so what fails there is logged here instead of dropped with `try?`.
package protocol LogHandler: Sendable {
    /// Records one message.
    /// - Parameters:
    ///   - level: how serious it is.
    ///   - message: what happened, in words a person running the server can act on.
    ///   - label: which part of Cairn said it ("heartbeat-inbox").
    func log(level: LogLevel, message: String, label: String)
}
