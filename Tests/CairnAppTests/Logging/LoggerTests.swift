@testable import CairnApp
import Testing

@Suite("Logging")
struct LoggingTests {
    @Test("a logger hands each message to its handler with its level and label")
    func handedOver() {
        let log = RecordingLog()
        let logger = Logger(label: "inbox", handler: log)
        logger.warning("kept aside")
        logger.error("failed")
        #expect(log.messages.withLock { $0 } == ["warning: kept aside", "error: failed"])
    }

    @Test("levels are ordered from info to error")
    func ordered() {
        #expect(LogLevel.info < .warning)
        #expect(LogLevel.warning < .error)
        #expect(!(LogLevel.error < .info))
    }
}
