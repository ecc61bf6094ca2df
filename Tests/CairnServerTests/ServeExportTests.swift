import Foundation
import Testing
import CairnTestSupport

/// `GET /export` and the Settings page's Export button: `cairn export`'s document, downloaded.
@Suite("cairn serve: the export download")
struct ServeExportTests {
    static let now = "2026-03-09T15:00:00Z"

    @Test("GET /export is `cairn export`'s bytes as an attachment, without the key, and restores to the same days and achievements")
    func download() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["log", "Running", "6km", "--date", "2026-03-05", "--now", Self.now]).status == 0)
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }

        let download = try await server.request("GET", "/export")
        #expect(download.status == 200)
        #expect(download.headers["content-disposition"] == #"attachment; filename="cairn-export-2026-03-09.json""#)
        #expect(download.headers["content-type"] == "application/json; charset=utf-8")
        let cli = try database.run(["export", "--now", Self.now])
        #expect(cli.status == 0)
        #expect(download.body == cli.stdout)
        #expect(download.body.contains("\"format\"") && !download.body.contains(key))

        // Restored into an empty database: the same days and achievements.
        let restored = try TestDatabase()
        defer { restored.remove() }
        let file = restored.folder.appendingPathComponent("downloaded.json")
        try Data(download.body.utf8).write(to: file)
        let restore = try restored.run(["import", "cairn", file.path, "--now", Self.now])
        #expect(restore.status == 0, "\(restore.stderr)")
        for words in [["days", "--from", "2026-02-01", "--to", "2026-03-09", "--json"], ["achievements", "--json"]] {
            let before = try database.run(words + ["--now", Self.now]), after = try restored.run(words + ["--now", Self.now])
            #expect(before.status == 0 && before.stdout == after.stdout, "\(words)")
        }
        #expect(try restored.run(["achievements", "--json", "--now", Self.now]).stdout.contains("5 km"))
    }

    @Test("the Settings page's Export button is a plain GET form to /export")
    func button() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now],
                                     environment: ["TZ": "UTC"])
        defer { server.stop() }
        let settings = try await server.request("GET", "/settings").body
        #expect(settings.contains(#"<form method="get" action="/export"><button type="submit">Download the export</button></form>"#))
        // A fresh database exports too: its name is today's date in the zone in force.
        let download = try await server.request("GET", "/export")
        #expect(download.status == 200 && download.headers["content-disposition"]?.contains("cairn-export-2026-03-09.json") == true)
        #expect(download.body == (try database.run(["export", "--now", Self.now])).stdout)
    }
}
