/// Why the store could not do what was asked; each message names the file or the step.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The database file could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// SQLite refused a statement.
    case sqlite(code: Int32, message: String)
    /// A stored value could not be read back.
    case corrupt(String)
    /// The change would clash with what is stored (a name already taken).
    case conflict(String)
    /// The file was written by a newer Cairn.
    case newerSchema(found: Int, known: Int)
    /// There is no database at the path (read commands never create one).
    case missing(path: String)
    /// The file is an SQLite database of another program; nothing was written to it.
    case foreign(path: String)
    /// The path is a symbolic link to a file that does not exist; nothing was created.
    case danglingLink(path: String, target: String)
    /// The file cannot be written (`cause` says why: the folder or the file is read-only).
    case readOnly(path: String, cause: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            "cannot open the database \(path): \(reason)"
        case let .sqlite(code, message):
            code == 5 || code == 6
                ? "the database is busy (another cairn is writing); try again: \(message)"
                : "database error \(code): \(message)"
        case let .corrupt(what):
            "the database holds a value that cannot be read: \(what)"
        case let .conflict(message):
            message
        case let .newerSchema(found, known):
            "the database was written by a newer Cairn (schema \(found), this one knows \(known)); upgrade cairn"
        case let .missing(path):
            "there is no Cairn database at \(path) yet; start with `cairn demo` to look around, or `cairn goals set`, `cairn log` or `cairn import` to begin your own"
        case let .foreign(path):
            "\(path) is not a Cairn database (it is another program's SQLite file); nothing was written to it — choose another file with --db"
        case let .danglingLink(path, target):
            "the database \(path) is a link to \(target), which does not exist (a disk not mounted?); nothing was created — make the target available, or choose another file with --db"
        case let .readOnly(path, cause):
            "cannot write the database \(path): \(cause); make it writable, or choose another file with --db"
        }
    }
}
