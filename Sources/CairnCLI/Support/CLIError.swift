/// A command-line failure: a usage error (exit 64) or any other failure (exit 1), the latter
/// told apart where a caller (the server's API) answers differently: no such thing, a conflict.
public enum CLIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command line itself is wrong: unknown command or flag, missing or malformed value.
    case usage(String)
    /// The command was understood but could not be done.
    case failure(String)
    /// The command named something that does not exist (a trackable, an entry).
    case notFound(String)
    /// The command would clash with what is stored (a name already taken).
    case conflict(String)

    /// The process exit status for this error.
    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .failure, .notFound, .conflict: 1
        }
    }

    public var description: String {
        switch self {
        case let .usage(message), let .failure(message), let .notFound(message), let .conflict(message): message
        }
    }
}
