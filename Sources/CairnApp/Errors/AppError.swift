/// Why an operation of the application layer was not done, with a message a person can act on.
///
/// The kind tells the adapters how to answer: the command line exits 64 for ``Kind/badRequest``
/// and 1 for any other; the server answers 400, 404, 409 or 422.
public enum AppError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request itself is wrong: unknown command or flag, missing or malformed value.
    case usage(String)
    /// The request was understood but could not be done.
    case failure(String)
    /// The request named something that does not exist (a trackable, an entry).
    case notFound(String)
    /// The request would clash with what is stored (a name already taken).
    case conflict(String)

    /// What kind of refusal this is.
    public enum Kind: Sendable, Hashable {
        /// A malformed or impossible request (``AppError/usage(_:)``).
        case badRequest
        /// Something named is not there.
        case notFound
        /// It clashes with what is stored.
        case conflict
        /// Understood, but not done (the store refused, a file could not be read, …).
        case failed
    }

    /// The kind of this error.
    public var kind: Kind {
        switch self {
        case .usage: .badRequest
        case .notFound: .notFound
        case .conflict: .conflict
        case .failure: .failed
        }
    }

    public var description: String {
        switch self {
        case let .usage(message), let .failure(message), let .notFound(message), let .conflict(message): message
        }
    }
}
