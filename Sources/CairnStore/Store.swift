import Foundation

/// Cairn's SQLite file: the goal settings, the sessions and (later) trackables and entries.
///
/// One file, WAL, foreign keys on, a busy timeout, append-only migrations; every write is one
/// `BEGIN IMMEDIATE` transaction, so a failed command leaves the file as it was.
public struct Store {
    /// The open connection.
    public let connection: Connection

    /// Opens or creates the database at `path` and brings its schema up to date.
    public init(path: String) throws(StoreError) {
        connection = try Connection(path: path)
        do {
            try Migrations.migrate(connection)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .corrupt("\(error)")
        }
    }

    /// The default database path: `$XDG_DATA_HOME/cairn/cairn.sqlite`, else
    /// `~/.local/share/cairn/cairn.sqlite`.
    ///
    /// - Parameter environment: the process environment (passed in, never read here).
    public static func defaultPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/cairn/cairn.sqlite"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/cairn/cairn.sqlite"
    }

    /// The schema version the file is at.
    public func schemaVersion() throws(StoreError) -> Int {
        let statement = try connection.prepare("PRAGMA user_version")
        return try statement.step() ? Int(statement.int64(0)) : 0
    }
}
