import CPostgreSQL
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One connection to a PostgreSQL server through libpq, owning its `PGconn*`.
///
/// Every statement is parameterised (`PQexecParams`, values sent as text, never spliced into
/// the SQL); results are read into ``PGRows`` values at once. Not shared between threads: open
/// one per thread or task.
public final class PGConnection {
    private let handle: OpaquePointer
    /// How many transactions (the outer one and its savepoints) are open.
    private var depth = 0

    /// Connects to `address` (a `postgresql://…` URI or a libpq `key=value` string).
    public init(_ address: String) throws(TeamError) {
        guard let connection = PQconnectdb(address) else {
            throw .database("cannot connect to PostgreSQL: libpq could not allocate a connection")
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let reason = PGConnection.message(PQerrorMessage(connection))
            PQfinish(connection)
            throw .database("cannot connect to PostgreSQL at \(PGConnection.redacted(address)): \(reason); check the address and that the server runs")
        }
        handle = connection
        // Notices (e.g. "relation already exists, skipping") are not for the person at the terminal.
        _ = try? execute("SET client_min_messages TO warning")
    }

    deinit { PQfinish(handle) }

    /// Whether the connection is still open, as far as can be told without a round trip: what
    /// the server has sent is read first, while the socket has something waiting (`poll` with
    /// no wait, then `PQconsumeInput`), so a backend that was terminated (a restart of
    /// PostgreSQL, `pg_terminate_backend`, an idle timeout), which sends "terminating
    /// connection" and closes the socket, reads as gone here rather than failing the next
    /// statement. An open connection with nothing waiting costs one `poll`.
    public var isOpen: Bool {
        for _ in 0..<4 {
            var waiting = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 0) > 0 else { break }
            if PQconsumeInput(handle) != 1 { return false }
        }
        return PQstatus(handle) == CONNECTION_OK
    }

    /// Runs one statement with `parameters` as `$1`, `$2`, … (`nil` is SQL NULL) and reads its rows.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [String?] = []) throws(TeamError) -> PGRows {
        let copies: [UnsafeMutablePointer<CChar>?] = parameters.map { $0.flatMap { strdup($0) } }
        defer { for copy in copies { free(copy) } }
        let result: OpaquePointer? = copies.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: copies.count) { values in
                PQexecParams(handle, sql, Int32(copies.count), nil, values, nil, nil, 0)
            } ?? PQexecParams(handle, sql, 0, nil, nil, nil, nil, 0)
        }
        guard let result else {
            throw .database("PostgreSQL gave no result: \(PGConnection.message(PQerrorMessage(handle)))")
        }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            return PGRows(result)
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            let reason = PGConnection.message(PQresultErrorMessage(result))
            if state == "23505" { throw .conflict(reason) }
            throw .database("PostgreSQL refused a statement: \(reason)")
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// Inside another transaction it is a savepoint of that one (so a write and what it marks
    /// seen commit together).
    public func transaction<T>(_ body: () throws(TeamError) -> T) throws(TeamError) -> T {
        do {
            return try anyTransaction(body)
        } catch let error as TeamError {
            throw error
        } catch {
            throw .database("\(error)")
        }
    }

    /// ``transaction(_:)`` for a body that throws any error (it is thrown as it is).
    public func anyTransaction<T>(_ body: () throws -> T) throws -> T {
        let outer = depth == 0
        try execute(outer ? "BEGIN" : "SAVEPOINT nested_\(depth)")
        depth += 1
        defer { depth -= 1 }
        do {
            let value = try body()
            try execute(outer ? "COMMIT" : "RELEASE SAVEPOINT nested_\(depth - 1)")
            return value
        } catch {
            _ = try? execute(outer ? "ROLLBACK" : "ROLLBACK TO SAVEPOINT nested_\(depth - 1)")
            throw error
        }
    }

    /// libpq's message, on one line.
    private static func message(_ text: UnsafePointer<CChar>?) -> String {
        let raw = text.map { String(cString: $0) } ?? "unknown error"
        return raw.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// The address without its password, for messages: a URI's user password and `password=`
    /// query item, or a libpq `key=value` string's `password` value (quoted or not).
    static func redacted(_ address: String) -> String {
        if !address.contains("://") {
            return address.replacingOccurrences(of: #"password\s*=\s*('(\\.|[^'])*'|\S*)"#, with: "password=…", options: .regularExpression)
        }
        guard var parts = URLComponents(string: address) else { return "the given address" }
        if parts.password != nil { parts.password = "…" }
        parts.queryItems = parts.queryItems?.map { item in
            item.name == "password" ? URLQueryItem(name: item.name, value: "…") : item
        }
        if parts.queryItems?.isEmpty == true { parts.queryItems = nil }
        return parts.string ?? "the given address"
    }
}
