@testable import CairnApp

/// A log handler that keeps what it is told, for a test to read.
struct RecordingLog: LogHandler {
    let messages = Locked<[String]>([])

    func log(level: LogLevel, message: String, label: String) {
        messages.withLock { $0.append("\(level): \(message)") }
    }

    var logger: Logger { Logger(label: "test", handler: self) }
}
