import CairnCore
import CSQLite
import Foundation

/// One SQLite connection; the only class in the store, since it owns the handle.
///
/// Not thread-safe: use one connection per thread. Every write runs inside
/// ``writeTransaction(_:)`` (`BEGIN IMMEDIATE`), so a failure leaves the file as it was.
public final class Connection {
    private let handle: OpaquePointer
    /// The file this connection has open.
    public let path: String

    /// Opens the database at `path`: creating it (readable by its owner only, never through a
    /// symbolic link) when `create` is true, else only a file that exists; `readOnly` opens it
    /// without any write.
    ///
    /// Nothing is written here: the journal mode is set by ``enableWriteAheadLog()`` once the
    /// caller knows the file is Cairn's.
    public convenience init(path: String, create: Bool = true, readOnly: Bool = false) throws(StoreError) {
        if !FileManager.default.fileExists(atPath: path) {
            if let target = DatabaseFile.danglingTarget(path) { throw .danglingLink(path: path, target: target) }
            guard create, !readOnly else { throw .missing(path: path) }
            try DatabaseFile.create(path)
        }
        try self.init(opening: path, mode: readOnly ? .readOnly : .readWrite)
    }

    /// Opens the file at `path` (which exists, or `:memory:`) as `mode` says; `readOnlyCause`,
    /// when given, is why it cannot be written, and every ``writeTransaction(_:)`` fails naming it.
    init(opening path: String, mode: FileAccess.Mode, readOnlyCause: String? = nil) throws(StoreError) {
        self.path = path
        self.readOnlyCause = readOnlyCause
        var db: OpaquePointer?
        var flags = (mode == .readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX
        var name = path
        if mode == .immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f")
                .replacingOccurrences(of: "#", with: "%23") + "?immutable=1"
        }
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw .cannotOpen(path: path, reason: reason)
        }
        handle = db
        do {
            try execute("PRAGMA busy_timeout = \(Connection.busyTimeoutMs)")
            try execute("PRAGMA foreign_keys = ON")
            // Statement journals in memory: every INSERT that can fire a trigger or meet a
            // conflict keeps the pages it changes until it ends, and in a file that was two
            // syscalls per page (700 000 for a 30 MB ActivityWatch import, half its time).
            try execute("PRAGMA temp_store = MEMORY")
        } catch {
            // `deinit` closes the handle: every stored property is set by now.
            if case let .sqlite(_, message) = error { throw .cannotOpen(path: path, reason: message) }
            throw error
        }
    }

    /// A private database in memory (to build a schema and look at it).
    static func inMemory() throws(StoreError) -> Connection {
        try Connection(opening: ":memory:", mode: .readWrite)
    }

    /// Why this connection cannot write, when it was opened read-only for that reason.
    public let readOnlyCause: String?

    /// Switches the file to write-ahead logging (readers never wait for a writer), every commit
    /// synced before it returns (`synchronous = FULL`): a write Cairn acknowledges (a log, a
    /// heartbeat's 201) survives a power loss.
    public func enableWriteAheadLog() throws(StoreError) {
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA synchronous = FULL")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that returns no rows (several statements allowed).
    public func execute(_ sql: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &message)
        if rc != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? lastError
            sqlite3_free(message)
            throw failure(rc, text)
        }
    }

    /// Prepares one statement.
    public func prepare(_ sql: String) throws(StoreError) -> Statement {
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard rc == SQLITE_OK, let statement else { throw .sqlite(code: rc, message: lastError) }
        return Statement(handle: statement, connection: self)
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction: committed if it returns, rolled back if it throws.
    ///
    /// Inside a transaction already open, `body` runs in a savepoint instead, so a store call
    /// made inside a larger change is still all-or-nothing and the outer transaction decides.
    public func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        if let readOnlyCause { throw StoreError.readOnly(path: path, cause: readOnlyCause) }
        if sqlite3_get_autocommit(handle) == 0 {
            try execute("SAVEPOINT nested")
            do {
                let result = try body()
                try execute("RELEASE nested")
                return result
            } catch {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
                throw error
            }
        }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` in one read transaction (`BEGIN DEFERRED`), so the statements it runs all see
    /// the same snapshot of the file; inside a transaction already open, `body` simply runs in it.
    public func readTransaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        try execute("BEGIN DEFERRED")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rules already decoded from their JSON text on this connection, by that text: a read
    /// command decodes every rule twice (the bounds check before it, then its read), and the
    /// decoding is most of the cost of either. Keyed by the text, so never stale.
    var decodedRules: [String: AchievementRule] = [:]

    /// How long a statement waits for another connection's lock before failing, in milliseconds.
    static let busyTimeoutMs: Int32 = 5000

    /// Runs `body` with the busy timeout off, so a lock held by another connection fails at once
    /// instead of waiting: for work not worth waiting for, such as storing a cache.
    public func withoutWaiting<T>(_ body: () throws -> T) rethrows -> T {
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, Connection.busyTimeoutMs) }
        return try body()
    }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The row id of the last insert.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var lastError: String { String(cString: sqlite3_errmsg(handle)) }

    /// The error for result code `rc`: on a connection opened read-only for a cause, a refused
    /// write names that cause instead of SQLite's "attempt to write a readonly database".
    func failure(_ rc: Int32, _ message: String? = nil) -> StoreError {
        if let readOnlyCause, rc & 0xFF == SQLITE_READONLY { return .readOnly(path: path, cause: readOnlyCause) }
        return .sqlite(code: rc, message: message ?? lastError)
    }
}
