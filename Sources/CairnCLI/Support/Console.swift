import CairnApp
import Foundation

/// Where a command writes: standard output, standard error, and whether they are terminals.
public struct Console: Sendable {
    /// Writes text to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes bytes of UTF-8 to standard output: a large document (`--json`) as it was written,
    /// without making a String of it first. By default, through ``out``.
    public var outBytes: @Sendable (UnsafeRawBufferPointer) -> Void
    /// Writes text to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour allowed).
    public var outIsTerminal: Bool
    /// Whether standard error is a terminal (progress bars allowed).
    public var errIsTerminal: Bool
    /// Whether standard input is a terminal (a question may be asked).
    public var inIsTerminal: Bool
    /// Shows a question and reads one line of answer; `nil` at the end of input.
    public var ask: @Sendable (String) -> String?
    /// Told of the error a command ended with, after its `error:` line is written (the server
    /// reads the kind from it); does nothing by default.
    public var failed: @Sendable (CLIError) -> Void = { _ in }

    /// Creates a console.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outIsTerminal: Bool = false, errIsTerminal: Bool = false, inIsTerminal: Bool = false,
                ask: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.out = out
        outBytes = { out(String(decoding: $0, as: UTF8.self)) }
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.inIsTerminal = inIsTerminal
        self.ask = ask
    }

    /// Writes `bytes` to `descriptor` straight from their buffer (a large JSON document is not
    /// copied into a `Data` first), again after a partial write or an interruption; stops at an
    /// error, as a closed pipe ends the output.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// The process's own standard output and error.
    public static var standard: Console {
        var console = Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            outIsTerminal: isatty(STDOUT_FILENO) == 1,
            errIsTerminal: isatty(STDERR_FILENO) == 1,
            inIsTerminal: isatty(STDIN_FILENO) == 1,
            ask: { question in
                FileHandle.standardError.write(Data(question.utf8))
                return readLine()
            })
        console.outBytes = { bytes in Console.writeAll(bytes, to: STDOUT_FILENO) }
        return console
    }
}
