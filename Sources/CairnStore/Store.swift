import Foundation

/// Cairn's SQLite file: the goal settings, the sessions, trackables, entries and rules.
///
/// One file, WAL, foreign keys on, a busy timeout, append-only migrations; every write is one
/// `BEGIN IMMEDIATE` transaction, so a failed command leaves the file as it was. The file
/// carries Cairn's `PRAGMA application_id`; any other SQLite file is refused before anything
/// is written to it.
public struct Store {
    /// The open connection.
    public let connection: Connection

    /// `PRAGMA application_id` of a Cairn database: "Cair" in ASCII.
    public static let applicationID: Int32 = 0x4361_6972

    /// Opens the database at `path` and brings its schema up to date.
    ///
    /// - Parameter create: whether a missing file may be created; read commands pass `false`
    ///   and get ``StoreError/missing(path:)`` instead.
    /// - Throws: ``StoreError/foreign(path:)`` for another program's SQLite file (untouched).
    public init(path: String, create: Bool = true) throws(StoreError) {
        connection = try Connection(path: path, create: create)
        let identity = try FileIdentity.read(connection)
        switch identity {
        case .foreign: throw .foreign(path: path)
        case .empty, .cairn: break
        }
        do {
            try connection.enableWriteAheadLog()
            if identity == .empty || identity == .cairn(stamped: false) {
                try connection.execute("PRAGMA application_id = \(Store.applicationID)")
            }
            let before = try Migrations.migrate(connection)
            // A database from before migration 8 gets its per-day session summary at once,
            // so its first `today` does not read every session.
            if before > 0, before < Migrations.sessionSummaryVersion { try refreshSessionDayTotals() }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .corrupt("\(error)")
        }
    }

    /// What is at `path`, read without writing anything: `nil` when there is no file.
    public static func identity(at path: String) throws(StoreError) -> FileIdentity? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let connection = try Connection(path: path, create: false, readOnly: true)
        return try FileIdentity.read(connection)
    }

    /// The stored setting `key` of the Cairn database at `path`, read without writing anything
    /// (no migration, no journal change); `nil` when it is not set.
    public static func peekSetting(_ key: String, at path: String) throws(StoreError) -> String? {
        let connection = try Connection(path: path, create: false, readOnly: true)
        let statement = try connection.prepare("SELECT value FROM settings WHERE key = ?")
        try statement.bind([.text(key)])
        return try statement.step() ? statement.text(0) : nil
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
