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
    /// Whose file it is is known before anything is written: another program's file is left
    /// byte for byte as it was, and a Cairn file written before the application id is stamped
    /// and migrated in one transaction (whole or not at all), then switched to WAL. A file or
    /// folder that cannot be written is opened read-only (immutable where SQLite could not make
    /// its `-shm`), so reads work and every write fails with ``StoreError/readOnly(path:cause:)``.
    ///
    /// - Parameter create: whether a missing file may be created; read commands pass `false`
    ///   and get ``StoreError/missing(path:)`` instead.
    /// - Throws: ``StoreError/foreign(path:)`` for another program's SQLite file (untouched);
    ///   ``StoreError/danglingLink(path:target:)`` for a link to nothing (nothing is created).
    public init(path: String, create: Bool = true) throws(StoreError) {
        if !FileManager.default.fileExists(atPath: path) {
            if let target = DatabaseFile.danglingTarget(path) { throw .danglingLink(path: path, target: target) }
            guard create else { throw .missing(path: path) }
            try DatabaseFile.create(path)
        }
        let access = try FileAccess.probe(path)
        var connection = try Connection(opening: path, mode: access.mode, readOnlyCause: access.cause)
        let identity = try FileIdentity.read(connection)
        if identity == .foreign { throw .foreign(path: path) }
        let version = try Migrations.userVersion(connection)
        if version > Migrations.latest { throw .newerSchema(found: version, known: Migrations.latest) }
        let upToDate = identity == .cairn(stamped: true) && version == Migrations.latest
        if let cause = access.cause {
            guard upToDate else {
                let step = identity == .empty ? "it is empty and must be set up first" : "it must be upgraded to this Cairn's schema first"
                throw .readOnly(path: path, cause: "\(step), but \(cause)")
            }
            self.connection = connection
            return
        }
        // A `-shm` left unwritable by an earlier read would fail every write: its mode is put
        // right now that the file is known to be Cairn's, and the file opened again.
        if identity != .empty, DatabaseFile.repairSidecars(of: path) {
            // Closed first: connections of one process share the `-shm` mapping SQLite made.
            connection = try Connection.inMemory()
            connection = try Connection(opening: path, mode: .readWrite)
        }
        self.connection = connection
        do {
            if !upToDate {
                try connection.execute("PRAGMA foreign_keys = OFF")
                defer { try? connection.execute("PRAGMA foreign_keys = ON") }
                let before = try connection.writeTransaction { () throws -> Int in
                    // Read again inside the write lock: another process may have made it its
                    // own or migrated it meanwhile.
                    let now = try FileIdentity.read(connection)
                    if now == .foreign { throw StoreError.foreign(path: path) }
                    if now != .cairn(stamped: true) { try connection.execute("PRAGMA application_id = \(Store.applicationID)") }
                    let before = try Migrations.userVersion(connection)
                    try Migrations.apply(connection, from: before)
                    return before
                }
                try connection.enableWriteAheadLog()
                // A database from before migration 8 gets its per-day session summary at once,
                // so its first `today` does not read every session.
                if before > 0, before < Migrations.sessionSummaryVersion { try refreshSessionDayTotals() }
                // And its coding analytics' summary, so its first all-time page sweeps a month, not ten years.
                else if before > 0, before < Migrations.codingSummaryVersion { try connection.writeTransaction { try refreshCodingSummary() } }
            } else {
                try connection.enableWriteAheadLog()
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .corrupt("\(error)")
        }
    }

    /// What is at `path`, read without writing anything: `nil` when there is no file.
    ///
    /// - Throws: ``StoreError/danglingLink(path:target:)`` for a link to nothing.
    public static func identity(at path: String) throws(StoreError) -> FileIdentity? {
        if let target = DatabaseFile.danglingTarget(path) { throw .danglingLink(path: path, target: target) }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try FileIdentity.read(readOnlyConnection(path))
    }

    /// A connection to the file at `path` that cannot write (immutable where SQLite could not
    /// make its `-shm`).
    static func readOnlyConnection(_ path: String) throws(StoreError) -> Connection {
        if let target = DatabaseFile.danglingTarget(path) { throw .danglingLink(path: path, target: target) }
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        let access = try FileAccess.probe(path)
        return try Connection(opening: path, mode: access.mode == .readWrite ? .readOnly : access.mode,
                              readOnlyCause: access.cause ?? "it was opened only to be read")
    }

    /// The stored setting `key` of the Cairn database at `path`, read without writing anything
    /// (no migration, no journal change); `nil` when it is not set.
    public static func peekSetting(_ key: String, at path: String) throws(StoreError) -> String? {
        let connection = try readOnlyConnection(path)
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
