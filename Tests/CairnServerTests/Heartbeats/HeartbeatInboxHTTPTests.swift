import CairnStore
import CairnTestSupport
import Foundation
import Testing

/// Heartbeats while another program holds the database's write lock (a long `cairn import`):
/// each is answered within a second, and every acknowledged one is stored exactly once when the
/// lock is released.
@Suite("The WakaTime endpoint while the database is locked")
struct HeartbeatInboxHTTPTests {
    static let noon = 1_773_057_600.0

    func beat(_ i: Int) -> String {
        #"{"entity":"/src/f\#(i % 3).swift","type":"file","time":\#(Self.noon + Double(i) * 30),"project":"cairn","language":"Swift"}"#
    }

    /// Whether nothing waits in the inbox (none, or empty) or moved aside for a drain.
    func emptied(_ inbox: String) -> Bool {
        var info = stat()
        return (stat(inbox, &info) != 0 || info.st_size == 0) && stat(inbox + ".draining", &info) != 0
    }

    func storedCount(_ path: String) throws -> Int {
        let store = try Store(path: path)
        return try store.heartbeats(from: 0, through: 4_102_444_800).count
    }

    @Test("while a write lock is held, heartbeats are answered 202 within 1 s; once it is released each is stored once",
          arguments: [true, false])
    func lockedDatabase(warm: Bool) async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.run(["goals", "set", "--daily", "60", "--time-zone", "UTC"])
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T20:00:00Z"])
        defer { server.stop() }
        let auth = ["Authorization": "Bearer " + key]
        // Warm: one stored before the lock, so the feed's connections are open as they are while
        // serving; cold: the lock is held before the first heartbeat.
        let importer = try Connection(path: database.path)
        if warm {
            #expect(try await server.request("POST", "/api/heartbeat", body: beat(0), headers: auth).status == 201)
        } else {
            try importer.execute("INSERT INTO settings (key, value) VALUES ('test.before', '1')")
        }
        try importer.execute("BEGIN IMMEDIATE")
        try importer.execute("INSERT INTO settings (key, value) VALUES ('test.lock', 'held')")
        let before = warm ? 1 : 0
        var acknowledged = before
        for i in 1...6 {
            let start = Date()
            let bulk = i % 2 == 0
            let body = bulk ? "[" + beat(i * 10) + "," + beat(i * 10 + 1) + "]" : beat(i * 10)
            // A plain socket, so the time is the server's answer and not the client's set-up.
            let reply = try LoopbackClient.send(port: server.port, method: "POST",
                                                path: (bulk ? "/api/v1/users/current/heartbeats.bulk" : "/api/v1/users/current/heartbeats")
                                                    + "?api_key=\(key)", body: Data(body.utf8), timeout: 10)
            let seconds = Date().timeIntervalSince(start)
            #expect(seconds < 1, "heartbeat \(i) took \(seconds) s")
            #expect(reply.status == 202, "\(reply.status) \(String(decoding: reply.body, as: UTF8.self))")
            #expect(String(decoding: reply.body, as: UTF8.self).contains("\"queued\":true"))
            if reply.status == 202 { acknowledged += bulk ? 2 : 1 }
        }
        // The same heartbeat again (a retried offline queue) is acknowledged but adds nothing.
        #expect(try await server.request("POST", "/api/heartbeat", body: beat(10), headers: auth).status == 202)
        // Reads do not wait for the writer.
        let start = Date()
        #expect(try LoopbackClient.send(port: server.port, method: "GET", path: "/api/v1/users/current/statusbar/today?api_key=\(key)").status == 200)
        #expect(Date().timeIntervalSince(start) < 1)
        for path in ["/", "/api/today", "/trackables"] {
            let start = Date()
            let page = try LoopbackClient.send(port: server.port, method: "GET", path: path, timeout: 10)
            #expect(page.status == 200, "\(path)")
            #expect(Date().timeIntervalSince(start) < 1, "\(path) waited \(Date().timeIntervalSince(start)) s for the writer")
        }
        #expect(try storedCount(database.path) == before)
        try importer.execute("COMMIT")
        // The inbox is drained once a second.
        var stored = 0
        for _ in 0..<40 {
            stored = try storedCount(database.path)
            if stored == acknowledged { break }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        #expect(stored == acknowledged, "\(stored) stored of \(acknowledged) acknowledged")
        let inbox = database.path + ".heartbeats-inbox"
        #expect(emptied(inbox), "the inbox is emptied")
        // And a heartbeat after that is stored at once again.
        #expect(try await server.request("POST", "/api/heartbeat", body: beat(100), headers: auth).status == 201)
        #expect(try storedCount(database.path) == acknowledged + 1)
    }

    @Test("an inbox left by a server that stopped is stored when the next one starts; a line cut short by a crash is kept aside, not stored")
    func leftOver() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.run(["goals", "set", "--daily", "60", "--time-zone", "UTC"])
        func line(_ i: Int) -> String {
            #"{"branch":"main","editor":"","entity":"/src/f\#(i).swift","language":"Swift","project":"cairn","time":\#(Self.noon + Double(i) * 60),"type":"file"}"#
        }
        let inbox = database.path + ".heartbeats-inbox"
        try Data((line(0) + "\n" + line(1) + "\n" + line(1) + "\n" + #"{"branch":"ma"#).utf8).write(to: URL(fileURLWithPath: inbox))
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T20:00:00Z"])
        defer { server.stop() }
        var stored = 0
        for _ in 0..<40 {
            stored = try storedCount(database.path)
            if stored == 2 { break }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        #expect(stored == 2)
        #expect(emptied(inbox))
        #expect(try String(contentsOfFile: inbox + ".rejected", encoding: .utf8) == #"{"branch":"ma"# + "\n")
        // The two joined into one session of a minute.
        let days = try database.run(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json", "--now", "2026-03-09T20:00:00Z"])
        #expect(days.stdout.contains(#""codedSeconds" : 60"#) || days.stdout.contains(#""codedSeconds":60"#), "\(days.stdout)")
    }
}
