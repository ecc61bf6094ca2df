import CairnTestSupport
import Foundation
import Testing

/// The WakaTime-compatible endpoint over HTTP, fed by the real legacy WakaTime CLI (PyPI's
/// `wakatime==13.1.0`, set up in `.build/wakatime-venv` by `scripts/setup-wakatime-cli`, which
/// `.ci/run` runs) and by requests shaped as the Go CLI sends them.
@Suite("The WakaTime endpoint, with a real WakaTime CLI", .serialized)
struct WakaTimeEndpointHTTPTests {
    static let now = "2026-03-09T20:00:00Z"
    /// 2026-03-09T12:00:00Z.
    static let noon = 1_773_057_600.0

    static var wakatimeCLI: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/wakatime-venv/bin/wakatime")
    }

    /// A database with goals and a key, served.
    func served() throws -> (TestDatabase, ServedCairn, String) {
        let database = try TestDatabase()
        try database.run(["goals", "set", "--daily", "60", "--time-zone", "UTC"])
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        return (database, server, key)
    }

    /// Runs the legacy WakaTime CLI with `~/.wakatime.cfg` pointing at `url`.
    func wakatime(_ arguments: [String], home: URL, key: String, url: String) throws -> Int32 {
        try Data("[settings]\napi_key = \(key)\napi_url = \(url)\n".utf8)
            .write(to: home.appendingPathComponent(".wakatime.cfg"))
        let process = Process()
        process.executableURL = Self.wakatimeCLI
        process.arguments = arguments
        process.environment = SanitizerOptions.adding(to: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func codedSeconds(_ database: TestDatabase) throws -> Double? {
        let days = try database.run(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json", "--now", Self.now])
        let rows = try JSONSerialization.jsonObject(with: Data(days.stdout.utf8)) as? [[String: Any]]
        return rows?.first?["codedSeconds"] as? Double
    }

    @Test("heartbeats sent by the WakaTime CLI, live and from its offline queue, become the day's joined seconds")
    func realClient() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.wakatimeCLI.path),
                     "the WakaTime CLI is missing: run scripts/setup-wakatime-cli (.ci/run does)")
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        let home = database.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = database.folder.appendingPathComponent("main.swift")
        try Data("let x = 1\n".utf8).write(to: file)
        let bulk = server.base + "/api/v1/users/current/heartbeats.bulk"
        func beat(_ offset: Double, url: String) throws -> Int32 {
            try wakatime(["--entity", file.path, "--time", String(Self.noon + offset), "--project", "cairn", "--language", "Swift",
                          "--write", "--plugin", "vim/9.0 vim-wakatime/11.0"], home: home, key: key, url: url)
        }
        // Three heartbeats two and a half minutes apart: 300 seconds of coding.
        #expect(try beat(0, url: bulk) == 0)
        #expect(try beat(150, url: bulk) == 0)
        #expect(try beat(300, url: bulk) == 0)
        #expect(try codedSeconds(database) == 300)
        // Offline: the server cannot be reached, so the CLI queues the heartbeat at +900 s ...
        _ = try beat(900, url: "http://127.0.0.1:9/api/v1/users/current/heartbeats.bulk")
        #expect(try codedSeconds(database) == 300)
        // ... and sends it with the next one, at +1700 s, in one bulk. Only the queued heartbeat
        // bridges the 1400 s from +300 (over the 15-minute timeout): 300 + 600 + 800 seconds.
        #expect(try beat(1700, url: bulk) == 0)
        #expect(try codedSeconds(database) == 1700)
        // A heartbeat sent again (a retried queue) adds nothing.
        #expect(try beat(150, url: bulk) == 0)
        #expect(try codedSeconds(database) == 1700)
        // A wrong key stores nothing.
        _ = try wakatime(["--entity", file.path, "--time", String(Self.noon + 2000), "--project", "cairn", "--write"],
                         home: home, key: "00000000-0000-4000-8000-000000000000", url: bulk)
        #expect(try codedSeconds(database) == 1700)
    }

    @Test("requests shaped as the Go CLI and Wakapi send them: bulk with Basic auth, the short form with Bearer, the status bar")
    func goShapes() async throws {
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        let basic = "Basic " + Data(key.utf8).base64EncodedString()
        let beats = (0..<3).map { i in
            #"{"entity":"/home/me/cairn/Sources/main.swift","type":"file","category":"coding","time":\#(Self.noon + Double(i) * 60 + 0.25),"project":"cairn","branch":"main","language":"Swift","is_write":true,"lines":120,"lineno":12,"cursorpos":4,"dependencies":["Foundation"],"user_agent":"wakatime/v1.90.0 (linux-6.1.0-amd64) go1.22.1 vscode/1.88.0 vscode-wakatime/24.5.0","machine_name_id":"m"}"#
        }
        let bulk = try await server.request("POST", "/api/v1/users/current/heartbeats.bulk", body: "[" + beats.joined(separator: ",") + "]",
                                            headers: ["Authorization": basic])
        #expect(bulk.status == 201, "\(bulk.body)")
        let responses = try #require((try JSONSerialization.jsonObject(with: Data(bulk.body.utf8)) as? [String: Any])?["responses"] as? [[Any]])
        #expect(responses.count == 3 && responses.allSatisfy { ($0.last as? Int) == 201 })
        #expect(try codedSeconds(database) == 120)
        // Wakapi's short form, one heartbeat, with a Bearer key; and no CSRF token is asked of either.
        let one = #"{"entity":"/home/me/cairn/Sources/main.swift","type":"file","time":\#(Self.noon + 180.25),"project":"cairn"}"#
        #expect(try await server.request("POST", "/api/heartbeat", body: one, headers: ["Authorization": "Bearer " + key]).status == 201)
        #expect(try codedSeconds(database) == 180)
        // A missing or wrong key: 401, nothing stored.
        let late = #"{"entity":"x","type":"file","time":\#(Self.noon + 200)}"#
        #expect(try await server.request("POST", "/api/heartbeat", body: late).status == 401)
        #expect(try await server.request("POST", "/api/heartbeat", body: late, headers: ["Authorization": "Bearer nope"]).status == 401)
        #expect(try codedSeconds(database) == 180)
        // The status bar, with the key in the query.
        let bar = try await server.request("GET", "/api/v1/users/current/statusbar/today?api_key=\(key)")
        #expect(bar.status == 200 && bar.body.contains("\"text\":\"3 mins\""), "\(bar.body)")
        // The pages' API still needs its CSRF token: the key opens only the WakaTime routes.
        #expect(try await server.request("POST", "/api/nothing", body: "{}", headers: ["Authorization": "Bearer " + key]).status == 403)
    }

    @Test("the legacy CLI with api_url set to the base /api/v1 (the Connect screen's lines) stores its heartbeat, shown as arrived")
    func legacyAtBaseURL() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.wakatimeCLI.path),
                     "the WakaTime CLI is missing: run scripts/setup-wakatime-cli (.ci/run does)")
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        let home = database.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = database.folder.appendingPathComponent("main.swift")
        try Data("let x = 1\n".utf8).write(to: file)
        #expect(try await server.request("GET", "/connect").body.contains(#"data-heartbeat="none""#))
        // The lines exactly as the Connect screen shows them, pasted into ~/.wakatime.cfg.
        let token = try await server.csrfToken()
        let shown = try await server.request("POST", "/connect/key", body: "_csrf=\(token)", headers: ["Content-Type": "application/x-www-form-urlencoded"])
        let lines = "[settings]\napi_key = \(key)\napi_url = \(server.base)/api/v1\n"
        #expect(shown.body.contains(lines))
        try Data(lines.utf8).write(to: home.appendingPathComponent(".wakatime.cfg"))
        for offset in [0.0, 150] {
            let process = Process()
            process.executableURL = Self.wakatimeCLI
            process.arguments = ["--entity", file.path, "--time", String(Self.noon + offset), "--project", "cairn", "--language", "Swift",
                                 "--write", "--plugin", "vim/9.0 vim-wakatime/11.0"]
            process.environment = SanitizerOptions.adding(to: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(try codedSeconds(database) == 150)
        // The Connect screen says it arrived, and when (12:02:30 UTC, the goals' zone).
        let page = try await server.request("GET", "/connect").body
        #expect(page.contains(#"<p data-heartbeat="arrived">Last heartbeat: 2026-03-09 12:02 (7 hours ago), project cairn"#), "\(page)")
        // The Go CLI's path under the same api_url, and the base with a slash, take the same bulk.
        let basic = "Basic " + Data(key.utf8).base64EncodedString()
        for (path, offset) in [("/api/v1/", 300.0), ("/api/v1/users/current/heartbeats.bulk", 450)] {
            let beat = #"[{"entity":"/x/main.swift","type":"file","time":\#(Self.noon + offset),"project":"cairn"}]"#
            let answer = try await server.request("POST", path, body: beat, headers: ["Authorization": basic])
            #expect(answer.status == 201, "\(path): \(answer.body)")
        }
        #expect(try codedSeconds(database) == 450)
        // Without the key the base URL stores nothing; a name beside it is no WakaTime route and needs the CSRF token.
        let late = #"[{"entity":"/x/main.swift","type":"file","time":\#(Self.noon + 600)}]"#
        #expect(try await server.request("POST", "/api/v1", body: late).status == 401)
        #expect(try await server.request("POST", "/api/v1x", body: late, headers: ["Authorization": basic]).status == 403)
        #expect(try codedSeconds(database) == 450)
    }
}
