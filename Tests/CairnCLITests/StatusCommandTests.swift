@testable import CairnCLI
import CairnTestSupport
import Foundation
import Testing

/// `cairn status`: whether a server runs on this database, where, the last heartbeat, the
/// database and the service — against a real `cairn serve --port 0` and with none running.
@Suite("cairn status")
struct StatusCommandTests {
    func document(_ cairn: CairnBinary, _ environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try cairn.run(["status", "--json"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try result.json() as? [String: Any])
    }

    @Test("with no server and no database: stopped, the database not made (and status does not make it)")
    func nothing() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let json = try document(cairn)
        #expect(json["server"] as? String == "stopped" && json["url"] is NSNull && json["pid"] is NSNull)
        #expect(json["database"] as? String == cairn.database && json["databaseExists"] as? Bool == false)
        #expect(json["lastHeartbeat"] is NSNull && json["service"] is NSNull)
        let text = try cairn.run(["status"])
        #expect(text.stdout == """
            Cairn is not serving this database: start it with `cairn serve`, or every day with `cairn serve --install`.
            Database: \(cairn.database) (not made yet)
            Last heartbeat: none yet (see `cairn key` and `cairn serve --install` to connect an editor).
            Service: not installed (`cairn serve --install`)

            """)
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }

    @Test("against a running cairn serve --port 0: running, its address and pid, the last heartbeat received; stopped once it stops")
    func running() async throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let key = try cairn.run(["key"]).stdout.trimmingCharacters(in: .newlines)
        try cairn.run(["goals", "set", "--time-zone", "UTC"])
        let server = try ServedCairn(executable: CairnBinary.executable, database: cairn.database)
        var json = try document(cairn)
        #expect(json["server"] as? String == "running" && json["url"] as? String == server.base + "/")
        #expect((json["pid"] as? Int ?? 0) > 0 && json["lastHeartbeat"] is NSNull)
        let beat = #"{"entity":"/src/main.swift","type":"file","time":1764590400.5,"project":"cairn","language":"Swift"}"#
        let sent = try await server.request("POST", "/api/v1/users/current/heartbeats", body: beat, headers: ["Authorization": "Bearer \(key)"])
        #expect(sent.status == 201, "\(sent.body)")
        json = try document(cairn)
        let last = try #require(json["lastHeartbeat"] as? [String: Any])
        #expect(last["time"] as? String == "2025-12-01T12:00:00Z" && last["project"] as? String == "cairn")
        #expect(last["entity"] as? String == "/src/main.swift" && last["language"] as? String == "Swift")
        let text = try cairn.run(["status", "--now", "2025-12-01T12:31:00Z"]).stdout
        #expect(text.hasPrefix("Cairn is serving at \(server.base)/ (pid "))
        #expect(text.contains("\nLast heartbeat: 2025-12-01 12:00 (30 minutes ago), project cairn.\n"))
        #expect(server.stop().status == 0)
        #expect(!FileManager.default.fileExists(atPath: ServerStateFile.path(database: cairn.database)))
        #expect(try document(cairn)["server"] as? String == "stopped")
    }

    @Test("a server killed outright leaves its file behind; status finds the pid gone and says stopped")
    func stale() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["key"])
        // A pid that no longer exists: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        ServerStateFile(pid: child.processIdentifier, address: "127.0.0.1", port: 7878, url: "http://127.0.0.1:7878/", database: cairn.database).write()
        #expect(try document(cairn)["server"] as? String == "stopped")
    }

    @Test("a live process whose address refuses connections is reported as not answering")
    func notAnswering() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["key"])
        // This test process is alive; port 9 on loopback has nothing listening.
        ServerStateFile(pid: getpid(), address: "127.0.0.1", port: 9, url: "http://127.0.0.1:9/", database: cairn.database).write()
        let json = try document(cairn)
        #expect(json["server"] as? String == "not-answering" && json["url"] as? String == "http://127.0.0.1:9/")
        #expect(try cairn.run(["status"]).stdout.hasPrefix("Cairn's server (pid \(getpid())) is running but http://127.0.0.1:9/ does not answer.\n"))
    }

    @Test("the service installed by serve --install is named")
    func service() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let config = cairn.folder.appendingPathComponent("config").path
        let empty = cairn.folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try cairn.run(["serve", "--install"], environment: ["XDG_CONFIG_HOME": config, "PATH": empty.path])
        #expect(try document(cairn, ["XDG_CONFIG_HOME": config])["service"] as? String == config + "/systemd/user/cairn.service")
    }

    @Test("minutes, hours and days ago", arguments: [(5.0, "just now"), (60, "1 minute ago"), (600, "10 minutes ago"),
                                                     (3_600, "1 hour ago"), (7_200 * 10, "20 hours ago"), (86_400 * 3, "3 days ago"),
                                                     (-5, "in the future")] as [(Double, String)])
    func ago(seconds: Double, words: String) {
        #expect(StatusCommand.ago(seconds) == words)
    }
}
