import CairnApp

/// A command-line failure is an application-layer error: a usage error exits 64, any other 1.
public typealias CLIError = AppError

extension AppError {
    /// The process exit status for this error.
    public var exitCode: Int32 {
        kind == .badRequest ? 64 : 1
    }
}
