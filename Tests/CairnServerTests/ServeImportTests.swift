import Foundation
import Testing
import CairnTestSupport

/// `/import`: a file uploaded through the page is imported by the same call `cairn import`
/// makes, with the same summary, the same result and the same refusals.
@Suite("cairn serve: bringing history in by upload")
struct ServeImportTests {
    static let now = "2026-03-09T15:00:00Z"

    /// One upload: the format, the fixtures sent, and the path `cairn import` is given.
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var files: [String]
        var cliPath: String
        var testDescription: String { "\(format) \(cliPath)" }
    }

    static let cases = [
        Case(format: "wakatime", files: ["wakatime/heartbeats-2025-04-14.json"], cliPath: "wakatime/heartbeats-2025-04-14.json"),
        Case(format: "wakatime", files: ["wakatime/durations-response.json"], cliPath: "wakatime/durations-response.json"),
        Case(format: "wakatime", files: ["wakatime/wakapi-durations.json"], cliPath: "wakatime/wakapi-durations.json"),
        Case(format: "wakatime", files: ["wakatime/daily-export-wakadump.json"], cliPath: "wakatime/daily-export-wakadump.json"),
        Case(format: "sessions", files: ["sessions/three-days.json"], cliPath: "sessions/three-days.json"),
        Case(format: "activitywatch", files: ["activitywatch/desktop-export.json"], cliPath: "activitywatch/desktop-export.json"),
        Case(format: "daylio", files: ["daylio/sample.csv"], cliPath: "daylio/sample.csv"),
        Case(format: "loop", files: ["loop/2024-export/Habits.csv", "loop/2024-export/Checkmarks.csv"], cliPath: "loop/2024-export"),
        Case(format: "loop", files: ["loop/2024-export.zip"], cliPath: "loop/2024-export.zip"),
    ]

    /// The documents two databases must agree on.
    static let documents = [
        ["days", "--from", "2015-01-01", "--to", "2026-03-09", "--json"],
        ["entry", "list", "--json"],
        ["trackable", "list", "--json"],
        ["achievements", "--json"],
    ]

    static func goals(_ database: TestDatabase) throws {
        #expect(try database.run(["goals", "set", "--daily", "60", "--time-zone", "Europe/Berlin", "--now", now]).status == 0)
    }

    /// `text` as the page writes it.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// The CLI's words with the fixture's folder taken out, as the page names an uploaded file.
    static func named(_ text: String, _ cliPath: String) -> String {
        let path = ImportFixtures.folder.appendingPathComponent(cliPath)
        let folder = path.pathExtension.isEmpty ? path : path.deletingLastPathComponent()
        return text.replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test("an upload imports what `cairn import` imports, with its summary", arguments: cases)
    func sameAsCLI(_ upload: Case) async throws {
        let cli = try TestDatabase(), web = try TestDatabase()
        defer { cli.remove(); web.remove() }
        try Self.goals(cli)
        try Self.goals(web)
        let imported = try cli.run(["import", upload.format, ImportFixtures.folder.appendingPathComponent(upload.cliPath).path, "--now", Self.now])
        #expect(imported.status == 0, "\(imported.stderr)")
        let server = try ServedCairn(executable: TestDatabase.executable, database: web.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let answer = try await server.upload(try upload.files.map(ImportFixtures.file), format: upload.format)
        #expect(answer.status == 200, "\(answer.body)")
        #expect(answer.body.contains("<h2>Imported</h2>"))
        for line in imported.stdout.split(separator: "\n") {
            let shown = Self.escaped(Self.named(String(line), upload.cliPath).trimmingCharacters(in: .whitespaces))
            #expect(answer.body.contains("<p>\(shown)</p>"), "\(shown)")
        }
        for words in Self.documents {
            let expected = try cli.run(words + ["--now", Self.now]), got = try web.run(words + ["--now", Self.now])
            #expect(expected.status == 0 && expected.stdout == got.stdout, "\(words)")
        }
        // The Undo names the file as it was uploaded, never the temporary folder it was kept in.
        let undo = try #require(UndoFormText.button(try await server.request("GET", "/trackables").body))
        let named = upload.files.contains { undo.words.contains(($0 as NSString).lastPathComponent) }
        #expect(undo.words.hasPrefix("Undo: import ") && named && !undo.words.contains("/tmp"), "\(undo.words)")
    }

    @Test("a bad file changes nothing, byte for byte, and says why in the CLI's words")
    func badFile() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let bad = database.folder.appendingPathComponent("broken.json")
        try Data(#"[{"time": 1712000000, "entity": "a.swift"}, {"time": "#.utf8).write(to: bad)
        let refused = try database.run(["import", "wakatime", bad.path, "--now", Self.now])
        #expect(refused.status == 1)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        _ = try await server.request("GET", "/import")
        let before = try Self.bytes(database)
        let answer = try await server.upload([UploadFile(name: "broken.json", bytes: try Data(contentsOf: bad))], format: "wakatime")
        #expect(answer.status == 422)
        let words = refused.stderr.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "error: ", with: "")
            .replacingOccurrences(of: database.folder.path + "/", with: "")
        #expect(!words.isEmpty && answer.body.contains(#"<p class="error">\#(Self.escaped(words))</p>"#), "\(words)")
        #expect(try Self.bytes(database) == before)
        // A wrong format for a good file is refused the same way, and changes nothing either.
        let daylio = try await server.upload([try ImportFixtures.file("wakatime/heartbeats-2025-04-14.json")], format: "daylio")
        #expect(daylio.status == 422 && answer.body.contains("Nothing was imported"))
        #expect(try Self.bytes(database) == before)
    }

    @Test("a Cairn export restores into an empty database, and is refused by one that holds anything")
    func restore() async throws {
        let source = try TestDatabase(), empty = try TestDatabase()
        defer { source.remove(); empty.remove() }
        try source.prepare()
        let export = try source.run(["export", "--now", Self.now])
        #expect(export.status == 0)
        let file = UploadFile(name: "cairn-export.json", bytes: Data(export.stdout.utf8))

        let into = try ServedCairn(executable: TestDatabase.executable, database: empty.path, arguments: ["--now", Self.now])
        let restored = try await into.upload([file], format: "cairn")
        into.stop()
        #expect(restored.status == 200, "\(restored.body)")
        #expect(restored.body.contains("from cairn-export.json, every id kept."))
        for words in Self.documents {
            #expect(try source.run(words + ["--now", Self.now]).stdout == (try empty.run(words + ["--now", Self.now])).stdout, "\(words)")
        }

        let server = try ServedCairn(executable: TestDatabase.executable, database: source.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let before = try Self.bytes(source)
        let refused = try await server.upload([file], format: "cairn")
        #expect(refused.status == 422)
        #expect(refused.body.contains("Nothing was imported") && refused.body.contains("holds"), "\(refused.body)")
        #expect(try Self.bytes(source) == before)
    }

    @Test("without a file, a format or the CSRF token, nothing is imported")
    func refusals() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try Self.goals(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let none = try await server.upload([], format: "wakatime")
        #expect(none.status == 400 && none.body.contains("choose a file to import"))
        let unknown = try await server.upload([try ImportFixtures.file("daylio/sample.csv")], format: "excel")
        #expect(unknown.status == 400 && unknown.body.contains("choose what wrote the file"))
        let body = Data("--b\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\ndaylio\r\n--b--\r\n".utf8)
        let noToken = try await server.send(body, type: "multipart/form-data; boundary=b")
        #expect(noToken.status == 403)
        #expect(try database.run(["entry", "list", "--json"]).stdout == "[\n\n]\n")
    }

    @Test("one Loop habit's Checkmarks.csv needs its name, as `--habit` gives it; refused, the name typed is kept")
    func loopHabit() async throws {
        let cli = try TestDatabase(), web = try TestDatabase()
        defer { cli.remove(); web.remove() }
        try Self.goals(cli)
        try Self.goals(web)
        let fixture = "loop/002 Wake up early/Checkmarks.csv"
        let imported = try cli.run(["import", "loop", ImportFixtures.folder.appendingPathComponent(fixture).path, "--habit", "Early", "--now", Self.now])
        #expect(imported.status == 0, "\(imported.stderr)")
        let server = try ServedCairn(executable: TestDatabase.executable, database: web.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let unnamed = try await server.upload([try ImportFixtures.file(fixture)], format: "loop")
        #expect(unnamed.status == 422 && unnamed.body.contains("--habit NAME"))
        let named = try await server.upload([try ImportFixtures.file(fixture)], format: "loop", fields: ["habit": "Early"])
        #expect(named.status == 200, "\(named.body)")
        for words in Self.documents {
            #expect(try cli.run(words + ["--now", Self.now]).stdout == (try web.run(words + ["--now", Self.now])).stdout, "\(words)")
        }
        let kept = try await server.upload([UploadFile(name: "Checkmarks.csv", bytes: Data("Date,Value,Notes\nnot-a-date,2,\n".utf8))], format: "loop", fields: ["habit": "Ear<ly"])
        #expect(kept.status == 422, "\(kept.status)")
        #expect(kept.body.contains(#"name="habit" autocomplete="off" value="Ear&lt;ly""#))
    }

    @Test("the job's progress, then its summary, at /api/import/ID")
    func job() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try Self.goals(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let started = try await server.upload([try ImportFixtures.file("wakatime/heartbeats-2025-04-14.json")], format: "wakatime",
                                              headers: ["X-Cairn-Import": "job"])
        #expect(started.status == 202)
        let id = try #require(started.body.split(separator: "\"").dropFirst(3).first.map(String.init))
        var state = ""
        for _ in 0..<200 {
            state = try await server.request("GET", "/api/import/\(id)").body
            if !state.contains(#""state":"running""#) { break }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(state.contains(#""state":"done""#) && state.contains("Imported ") && state.contains("from heartbeats-2025-04-14.json"), "\(state)")
        #expect(state.contains(#""total":"#))
        #expect(try await server.request("GET", "/api/import/nope").status == 404)
        let failed = try await server.upload([UploadFile(name: "x.csv", bytes: Data("nope".utf8))], format: "daylio", headers: ["X-Cairn-Import": "job"])
        let failedID = try #require(failed.body.split(separator: "\"").dropFirst(3).first.map(String.init))
        var failure = ""
        for _ in 0..<200 {
            failure = try await server.request("GET", "/api/import/\(failedID)").body
            if !failure.contains(#""state":"running""#) { break }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(failure.contains(#""state":"failed""#) && failure.contains(#""error":"#), "\(failure)")
    }

    @Test("an upload declared larger than the limit is refused with 413 before it is read")
    func tooLarge() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let socket = try #require(RawSocket(from: "127.0.0.1", port: server.port, timeout: 10))
        socket.send("POST /import HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Type: multipart/form-data; boundary=b\r\n"
            + "Content-Length: \((256 << 20) + 1)\r\n\r\n--b\r\n")
        let reply = String(decoding: socket.readAll(), as: UTF8.self)
        #expect(reply.hasPrefix("HTTP/1.1 413"), "\(reply)")
        #expect(reply.contains("the upload is larger than 256 MB"))
    }

    /// The database's files (with its WAL), byte for byte.
    static func bytes(_ database: TestDatabase) throws -> [Data?] {
        [database.path, database.path + "-wal"].map { FileManager.default.contents(atPath: $0) }
    }
}
