import CairnTestSupport
import Foundation
import Testing

/// A personal server on loopback answers only the Unix user it runs as (and root): another user
/// of the same computer, who cannot read the database file, cannot read it through the server
/// either. The WakaTime endpoints still take the API key from anyone.
///
/// The server runs as `nobody` (who owns the database, as a user owns theirs); `daemon` (uid 1)
/// plays the other user. Needs root, to run the two as those users.
@Suite("cairn serve: only the user it runs as", .enabled(if: getuid() == 0, "runs the server and its clients as other users"))
struct ServeOwnerTests {
    static let nobody: UInt32 = 65_534
    static let other: UInt32 = 1

    /// `curl` as `uid`: the status and the body.
    static func curl(as uid: UInt32, _ arguments: [String]) throws -> (status: Int, body: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", "/usr/bin/curl", "-s", "-m", "10", "-w", "\n%{http_code}"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        return (status, String(text.dropLast(String(status).count + 1)))
    }

    @Test("another local user gets 403 for /export and for POST /connect/key with the page's token; the owner and root get 200; the API key works from anyone")
    func ownerOnly() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // The folder and the database become nobody's, the database readable by nobody else.
        for name in try FileManager.default.contentsOfDirectory(atPath: database.folder.path) + [""] {
            let path = database.folder.appendingPathComponent(name).path
            #expect(chown(path, Self.nobody, Self.nobody) == 0, "\(path)")
        }
        #expect(chmod(database.path, 0o600) == 0 && chmod(database.folder.path, 0o700) == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path,
                                     environment: ["HOME": database.folder.path],
                                     runAs: ["/usr/bin/setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups"])
        defer { server.stop() }
        // Root may talk to it (root reads the file anyway): the page's token, as any page shows it.
        let token = try await server.csrfToken()
        let export = server.base + "/export"
        let reveal = ["-X", "POST", "-H", "Content-Type: application/x-www-form-urlencoded", "--data", "_csrf=\(token)", server.base + "/connect/key"]

        let stranger = try Self.curl(as: Self.other, [export])
        #expect(stranger.status == 403 && stranger.body.contains("<h1>This Cairn is not yours</h1>"), "\(stranger)")
        let strangerAPI = try Self.curl(as: Self.other, [server.base + "/api/today"])
        #expect(strangerAPI.status == 403 && strangerAPI.body.contains(#"{"error":"this Cairn belongs to another user"#), "\(strangerAPI)")
        #expect(!stranger.body.contains("trackables"))
        let strangerKey = try Self.curl(as: Self.other, reveal)
        #expect(strangerKey.status == 403 && !strangerKey.body.contains(key), "\(strangerKey.status)")

        let owner = try Self.curl(as: Self.nobody, [export])
        #expect(owner.status == 200 && owner.body.contains("cairn-export"), "\(owner.status) \(owner.body.prefix(200))")
        let ownerKey = try Self.curl(as: Self.nobody, reveal)
        #expect(ownerKey.status == 200 && ownerKey.body.contains(key), "\(ownerKey.status)")
        #expect(try Self.curl(as: 0, [export]).status == 200)

        // The editor's endpoint: the key is the credential, whoever runs the editor.
        let bar = try Self.curl(as: Self.other, [server.base + "/api/v1/users/current/statusbar/today?api_key=\(key)"])
        #expect(bar.status == 200, "\(bar)")
        let noKey = try Self.curl(as: Self.other, [server.base + "/api/v1/users/current/statusbar/today"])
        #expect(noKey.status == 401, "\(noKey.status)")
    }
}
