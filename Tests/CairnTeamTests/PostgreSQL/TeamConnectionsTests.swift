import CairnTeam
import Foundation
import Testing

/// The connections a team server keeps, one per thread: kept while they work, replaced once
/// PostgreSQL has closed them.
@Suite("a team server's kept connections")
struct TeamConnectionsTests {
    /// Ends `pid`'s backend as a restart of PostgreSQL would, and waits until it is gone.
    static func terminate(_ pid: String, from admin: PGConnection) throws {
        try admin.execute("SELECT pg_terminate_backend($1::int)", [pid])
        let deadline = Date().addingTimeInterval(10)
        while try admin.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = $1::int", [pid]).scalar != "0", Date() < deadline {
            usleep(20_000)
        }
    }

    @Test("a thread gets the same connection again while it is open")
    func kept() throws {
        let connections = TeamConnections(address: try TeamDatabase.make())
        let first = try connections.store(), again = try connections.store()
        #expect(first === again)
        #expect(first.connection.isOpen)
        #expect(connections.count == 1)
    }

    @Test("a connection whose backend PostgreSQL ended is replaced at the next request, which works")
    func replacedWhenClosed() throws {
        let address = try TeamDatabase.make()
        let connections = TeamConnections(address: address)
        let old = try connections.store()
        let pid = try #require(try old.connection.execute("SELECT pg_backend_pid()").scalar)
        try Self.terminate(pid, from: try PGConnection(address))
        // The backend leaves pg_stat_activity a moment before its socket closes.
        let deadline = Date().addingTimeInterval(5)
        while old.connection.isOpen, Date() < deadline { usleep(10_000) }
        #expect(!old.connection.isOpen)
        let next = try connections.store()
        #expect(next !== old)
        #expect(try next.connection.execute("SELECT pg_backend_pid()").scalar != pid)
        #expect(connections.count == 1)
        #expect(try connections.store() === next)
    }
}
