import Foundation

/// A server's log: one line per event on standard error (where systemd's journal or the
/// terminal keeps it), for what must not be shown to the person asking, such as a database's
/// own error message.
package enum ServerLog {
    /// Logs `message` as an error.
    package static func error(_ message: String) {
        FileHandle.standardError.write(Data("cairn serve: \(message)\n".utf8))
    }
}
