import Foundation
import Testing
import CairnTestSupport

/// Binding beyond loopback needs an owner-only token file, and then every request its token.
@Suite("cairn serve: binding beyond loopback")
struct ServeAccessTests {
    @Test("a non-loopback bind without --token-file is refused")
    func needsTokenFile() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let result = try database.run(["serve", "--bind", "0.0.0.0", "--port", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--token-file"))
    }

    @Test("a token file others can read is refused")
    func ownerOnly() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let file = database.folder.appendingPathComponent("token").path
        try Data("0123456789abcdef0123456789abcdef\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o644) == 0)
        let result = try database.run(["serve", "--bind", "0.0.0.0", "--port", "0", "--token-file", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("chmod 600"))
    }

    @Test("with a token file, every request needs its bearer token")
    func bearer() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let file = database.folder.appendingPathComponent("token").path
        let token = "0123456789abcdef0123456789abcdef"
        try Data((token + "\n").utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o600) == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                     arguments: ["--bind", "0.0.0.0", "--token-file", file])
        defer { server.stop() }
        #expect(try await server.request("GET", "/api/today").status == 401)
        #expect(try await server.request("GET", "/", headers: ["Authorization": "Bearer wrong"]).status == 401)
        #expect(try await server.request("GET", "/api/today", headers: ["Authorization": "Bearer \(token)"]).status == 200)
    }
}
