/// Why an operation of the team server was not done, with a message a person can act on.
public enum TeamError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request itself is wrong (a malformed name, a weak password, a bad database address).
    case usage(String)
    /// Something named is not there (a person).
    case notFound(String)
    /// It would clash with what is stored (a name already taken).
    case conflict(String)
    /// Refused: a wrong password, a disabled person, an unknown key.
    case refused(String)
    /// The database could not be reached or refused a statement.
    case database(String)

    public var description: String {
        switch self {
        case let .usage(message), let .notFound(message), let .conflict(message), let .refused(message),
             let .database(message): message
        }
    }
}
