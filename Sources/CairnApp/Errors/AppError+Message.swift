extension AppError {
    /// The same refusal, of the same kind, with its message rewritten by `change` (a temporary
    /// path replaced by the name the person knows).
    package func rewritingMessage(_ change: (String) -> String) -> AppError {
        switch self {
        case let .usage(message): .usage(change(message))
        case let .failure(message): .failure(change(message))
        case let .notFound(message): .notFound(change(message))
        case let .conflict(message): .conflict(change(message))
        }
    }
}
