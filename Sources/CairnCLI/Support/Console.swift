import Foundation

/// Where a command writes: standard output, standard error, and whether they are terminals.
public struct Console: Sendable {
    /// Writes text to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour allowed).
    public var outIsTerminal: Bool
    /// Whether standard error is a terminal (progress bars allowed).
    public var errIsTerminal: Bool
    /// Told of the error a command ended with, after its `error:` line is written (the server
    /// reads the kind from it); does nothing by default.
    public var failed: @Sendable (CLIError) -> Void = { _ in }

    /// Creates a console.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outIsTerminal: Bool = false, errIsTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
    }

    /// The process's own standard output and error.
    public static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            outIsTerminal: isatty(STDOUT_FILENO) == 1,
            errIsTerminal: isatty(STDERR_FILENO) == 1)
    }
}
