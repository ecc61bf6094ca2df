import CSQLite

/// A prepared statement; finalized when released.
public final class Statement {
    private let handle: OpaquePointer
    private let connection: Connection

    init(handle: OpaquePointer, connection: Connection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// A value to bind to a `?` parameter.
    public enum Value: Sendable, Hashable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case null
    }

    /// Binds values to the parameters, in order, after resetting the statement.
    public func bind(_ values: [Value]) throws(StoreError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value {
            case let .integer(v): rc = sqlite3_bind_int64(handle, index, v)
            case let .real(v): rc = sqlite3_bind_double(handle, index, v)
            case let .text(v): rc = v.withCString { sqlite3_bind_text(handle, index, $0, -1, Statement.transient) }
            case .null: rc = sqlite3_bind_null(handle, index)
            }
            guard rc == SQLITE_OK else { throw .sqlite(code: rc, message: connection.lastError) }
        }
    }

    /// Binds bytes as a blob to parameter `index` (1-based); SQLite takes a copy.
    public func bind(_ index: Int32, blob: [UInt8]) throws(StoreError) {
        let rc = blob.withUnsafeBytes { bytes in
            // A zero-length blob is still a blob, not NULL: SQLite needs a non-null pointer.
            sqlite3_bind_blob64(handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), sqlite3_uint64(bytes.count),
                                Statement.transient)
        }
        guard rc == SQLITE_OK else { throw .sqlite(code: rc, message: connection.lastError) }
    }

    /// Resets the statement for new bindings (the hot-path alternative to ``bind(_:)``).
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Binds an integer to parameter `index` (1-based) without building a value array.
    public func bind(_ index: Int32, _ value: Int64) throws(StoreError) {
        let rc = sqlite3_bind_int64(handle, index, value)
        guard rc == SQLITE_OK else { throw .sqlite(code: rc, message: connection.lastError) }
    }

    /// Binds text to parameter `index` (1-based) without building a value array.
    public func bind(_ index: Int32, _ value: String) throws(StoreError) {
        // withCString reads a native string in place; passing the String itself would copy it
        // into a fresh array on every call.
        let rc = value.withCString { sqlite3_bind_text(handle, index, $0, -1, Statement.transient) }
        guard rc == SQLITE_OK else { throw .sqlite(code: rc, message: connection.lastError) }
    }

    /// Steps once: `true` while a row is available, `false` when done.
    @discardableResult
    public func step() throws(StoreError) -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.failure(rc)
        }
    }

    /// Binds `values` and runs the statement to completion.
    public func run(_ values: [Value] = []) throws(StoreError) {
        try bind(values)
        while try step() {}
    }

    /// Column `index` of the current row as an integer.
    public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// Column `index` of the current row as a double.
    public func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// Column `index` of the current row as text; `nil` for NULL.
    public func text(_ index: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, index) else { return nil }
        return String(cString: pointer)
    }

    /// Column `index` of the current row as text (`nil` for NULL), the same string `text(_:)`
    /// gives, made once for each distinct name `interner` has seen.
    func text(_ index: Int32, interning interner: inout TextInterner) -> String? {
        guard let pointer = sqlite3_column_text(handle, index) else { return nil }
        return interner.text(pointer)
    }

    /// Column `index` of the current row as bytes, read in place by `body` (empty for NULL or
    /// a zero-length blob); the bytes are SQLite's until the next step, so `body` must not keep them.
    public func withBlob<T>(_ index: Int32, _ body: (UnsafeRawBufferPointer) throws(StoreError) -> T) throws(StoreError) -> T {
        let pointer = sqlite3_column_blob(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        return try body(UnsafeRawBufferPointer(start: count > 0 ? pointer : nil, count: count))
    }

    /// Whether column `index` of the current row is NULL.
    public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

    /// Whether column `index` of the current row holds an integer or a real (not text, a blob or NULL).
    public func isNumber(_ index: Int32) -> Bool {
        let type = sqlite3_column_type(handle, index)
        return type == SQLITE_INTEGER || type == SQLITE_FLOAT
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
