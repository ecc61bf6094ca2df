/// Why the server could not start, or refused its configuration.
public enum ServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The daemon did not start: the address is not an IP literal, the port is taken, or no permission.
    case cannotStart(String)
    /// The configuration is unsafe or incomplete (a non-loopback bind without a token file).
    case refused(String)
    /// The token file is missing, unreadable, empty or readable by others.
    case tokenFile(String)

    public var description: String {
        switch self {
        case let .cannotStart(message), let .refused(message), let .tokenFile(message): message
        }
    }
}
