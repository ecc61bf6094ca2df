import CairnApp
import Foundation

/// A ``Console`` that keeps what a command writes, and the error it ended with, for the server.
final class CommandCapture: @unchecked Sendable {
    // Guarded by `lock`: the console's closures may be called from the command's thread only,
    // but the type system cannot see that.
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    private var failure: CLIError?

    /// The console that writes here.
    var console: Console {
        var console = Console(out: { [self] text in lock.withLock { outText += text } },
                              err: { [self] text in lock.withLock { errText += text } })
        console.failed = { [self] error in lock.withLock { failure = error } }
        return console
    }

    /// Standard output so far.
    var stdout: String { lock.withLock { outText } }
    /// Standard error so far.
    var stderr: String { lock.withLock { errText } }
    /// The error the command ended with, if it ended with one of its own.
    var error: CLIError? { lock.withLock { failure } }
}
