import Foundation
import Testing
import CairnTestSupport

/// The Connect screen as plain HTML forms, before any JavaScript: the key only on request, the
/// lines of `~/.wakatime.cfg` for this server, rotating with a confirmation, and the heartbeat.
@Suite("cairn serve: the Connect screen")
struct ServeConnectTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    func served() throws -> (TestDatabase, ServedCairn, String) {
        let database = try TestDatabase()
        try database.run(["goals", "set", "--daily", "60", "--time-zone", "Europe/Berlin"])
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        return (database, server, key)
    }

    @Test("the key is not in the page until asked for; then it is, with the exact lines for this server")
    func reveal() async throws {
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        let page = try await server.request("GET", "/connect")
        #expect(page.status == 200)
        #expect(!page.body.contains(key))
        #expect(page.body.contains(#"<form method="post" action="/connect/key""#))
        #expect(page.body.contains(#"<a href="/connect" aria-current="page">Connect</a>"#))
        #expect(page.body.contains(#"data-heartbeat="none""#))
        // Asking needs the page's CSRF token, like every change.
        let refused = try await server.request("POST", "/connect/key", body: "", headers: Self.form)
        #expect(refused.status == 403 && !refused.body.contains(key))
        let token = try await server.csrfToken()
        let shown = try await server.request("POST", "/connect/key", body: "_csrf=\(token)", headers: Self.form)
        #expect(shown.status == 200)
        #expect(shown.body.contains(#"<code id="api-key" data-key>\#(key)</code>"#))
        let lines = "[settings]\napi_key = \(key)\napi_url = http://127.0.0.1:\(server.port)/api/v1\n"
        #expect(shown.body.contains(#"<pre id="wakatime-cfg" class="config">\#(lines)</pre>"#), "\(shown.body)")
        // The copy buttons wait for JavaScript.
        #expect(shown.body.contains(#"data-copy="wakatime-cfg" hidden"#))
        // Asking again shows the same key: nothing was rotated.
        #expect(try database.run(["key"]).stdout == key + "\n")
    }

    @Test("the lines point at the server as the browser reached it")
    func host() async throws {
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        let token = try await server.csrfToken()
        let shown = try await server.request("POST", "/connect/key", body: "_csrf=\(token)",
                                             headers: Self.form.merging(["Host": "localhost:\(server.port)"]) { $1 })
        #expect(shown.body.contains("api_key = \(key)\napi_url = http://localhost:\(server.port)/api/v1\n"), "\(shown.body)")
    }

    @Test("rotating asks first; confirmed, the new key is shown and the old one refused")
    func rotate() async throws {
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        let token = try await server.csrfToken()
        let asked = try await server.request("POST", "/connect/rotate", body: "_csrf=\(token)", headers: Self.form)
        #expect(asked.status == 200)
        #expect(asked.body.contains("Rotate the key?") && asked.body.contains("Plugins with the old key stop working"))
        #expect(asked.body.contains(#"<input type="hidden" name="confirm" value="1">"#))
        #expect(try database.run(["key"]).stdout == key + "\n", "the question alone rotates nothing")
        let rotated = try await server.request("POST", "/connect/rotate", body: "_csrf=\(token)&confirm=1", headers: Self.form)
        #expect(rotated.status == 200)
        let new = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(new != key && new.count == key.count)
        #expect(rotated.body.contains("api_key = \(new)\n") && !rotated.body.contains(key))
        #expect(rotated.body.contains("Key rotated"))
        let beat = #"{"entity":"/x.swift","type":"file","time":1773057600}"#
        #expect(try await server.request("POST", "/api/heartbeat", body: beat, headers: ["Authorization": "Bearer " + key]).status == 401)
        #expect(try await server.request("POST", "/api/heartbeat", body: beat, headers: ["Authorization": "Bearer " + new]).status == 201)
    }

    @Test("a heartbeat that arrived is shown with its time in the goals' zone and how long ago")
    func arrived() async throws {
        let (database, server, key) = try served()
        defer { server.stop(); database.remove() }
        // 2026-03-09T12:00:00Z: 13:00 in Berlin, three hours before --now.
        let beat = #"{"entity":"/x.swift","type":"file","time":1773057600,"project":"cairn","user_agent":"wakatime/13.1.0 vim/9.0 vim-wakatime/11.0"}"#
        #expect(try await server.request("POST", "/api/heartbeat", body: beat, headers: ["Authorization": "Bearer " + key]).status == 201)
        let page = try await server.request("GET", "/connect").body
        #expect(page.contains(#"<p data-heartbeat="arrived">Last heartbeat: 2026-03-09 13:00 (3 hours ago), project cairn"#), "\(page)")
        #expect(try database.run(["status", "--now", Self.now]).stdout.contains("Last heartbeat: 2026-03-09 13:00 (3 hours ago), project cairn"))
    }

    @Test("Getting Started links to the Connect screen")
    func gettingStarted() async throws {
        let (database, server, _) = try served()
        defer { server.stop(); database.remove() }
        try database.run(["settings", "set", "encouragement.gettingStarted", "on"])
        #expect(try await server.request("GET", "/").body.contains(#"<a href="/connect">Connect your editor</a>"#))
    }
}
