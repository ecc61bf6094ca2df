/// Why a file could not be imported: which file, where in it, and what was wrong.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name as the user gave it (`-` for standard input).
    public var file: String
    /// Where in the file (`item 3`, `line 12`), when known.
    public var location: String?
    /// What was wrong, in words a person can act on.
    public var reason: String

    /// Creates an error.
    public init(file: String, location: String? = nil, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    public var description: String {
        [file, location, reason].compactMap { $0 }.joined(separator: ": ")
    }
}
