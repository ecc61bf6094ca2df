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

/// `cairn serve --token-file PATH --make-token`, and weak tokens refused.
@Suite("cairn serve: strong tokens")
struct ServeTokenTests {
    @Test("a weak token file is refused before anything listens")
    func weak() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let file = database.folder.appendingPathComponent("token").path
        try Data("aaaaaaaaaaaaaaaa\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o600) == 0)
        let result = try database.run(["serve", "--bind", "0.0.0.0", "--port", "0", "--token-file", file])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("too weak"), "\(result.stderr)")
    }

    @Test("--make-token makes the missing token file, and the server then asks every request for it")
    func made() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let file = database.folder.appendingPathComponent("token").path
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                     arguments: ["--bind", "0.0.0.0", "--token-file", file, "--make-token"])
        defer { server.stop() }
        let token = try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.count == 64)
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try await server.request("GET", "/api/today").status == 401)
        #expect(try await server.request("GET", "/api/today", headers: ["Authorization": "Bearer \(token)"]).status == 200)
    }

    @Test("--make-token without --token-file is a usage error")
    func needsFile() throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["serve", "--port", "0", "--make-token"]).status == 64)
    }
}

/// A page of another site (or another local program) cannot make a change, even with the token.
@Suite("cairn serve: cross-site changes")
struct ServeCrossSiteTests {
    @Test("a change with the CSRF token but another site's Origin or Sec-Fetch-Site is refused with 403, nothing written")
    func crossSite() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let token = try await server.csrfToken()
        let log = #"{"trackable":"Running","value":"12 km","date":"2026-03-09"}"#
        let before = try database.run(["export"]).stdout.count
        for headers in [["Origin": "http://evil.example"], ["Origin": "http://127.0.0.1:1"], ["Sec-Fetch-Site": "cross-site"]] {
            let reply = try await server.request("POST", "/api/log", body: log, headers: headers.merging(["X-CSRF-Token": token]) { $1 })
            #expect(reply.status == 403, "\(headers)")
        }
        #expect(try database.run(["export"]).stdout.count == before)
        let own = try await server.request("POST", "/api/log", body: log,
                                           headers: ["X-CSRF-Token": token, "Origin": "http://127.0.0.1:\(server.port)", "Sec-Fetch-Site": "same-origin"])
        #expect(own.status == 200)
    }
}
