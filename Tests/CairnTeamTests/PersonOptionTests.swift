import CairnTeam
import Foundation
import Testing

/// `--person NAME` with a team database: any command acting on one person's data acts on that
/// person's rows, and what cannot be is refused in one line.
@Suite("cairn --person NAME --database postgresql://…")
struct PersonOptionTests {
    static let now = "2026-03-09T20:00:00Z"
    /// A WakaTime durations response: an hour at 09:00 on 2026-03-09.
    static let durations = #"{"data": [{"time": 1773046800, "duration": 3600, "project": "cairn"}]}"#

    /// A team database with ada and bea, and the durations file.
    static func team() throws -> (address: String, file: String) {
        let (store, address) = try TeamDatabase.store()
        _ = try store.addPerson("ada", password: "correct horse battery")
        _ = try store.addPerson("bea", password: "correct horse battery")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-person-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("durations.json").path
        try Data(durations.utf8).write(to: URL(fileURLWithPath: file))
        return (address, file)
    }

    static func coded(_ json: String) -> Double? {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["day"] as? [String: Any])?["codedSeconds"] as? Double
    }

    @Test("an import goes into the person's account; today and days show theirs, and the other person's stay empty")
    func importsAndReads() throws {
        let (address, file) = try Self.team()
        func cairn(_ words: [String]) -> (status: Int32, out: String, err: String) {
            TeamCommandTests.cairn(words + ["--now", Self.now])
        }
        let imported = cairn(["import", "wakatime", file, "--database", address, "--person", "ada"])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.hasPrefix("Imported 1 session from \(file), covering 2026-03-09 09:00 to 2026-03-09 10:00 UTC time."))
        let again = cairn(["import", "wakatime", file, "--person", "ada", "--database", address])
        #expect(again.out.hasPrefix("Imported 0 sessions from \(file) (1 already there, skipped)"))
        #expect(Self.coded(cairn(["today", "--json", "--database", address, "--person", "ada"]).out) == 3_600)
        #expect(Self.coded(cairn(["today", "--json", "--database", address, "--person", "bea"]).out) == 0)
        let days = cairn(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json", "--person", "ada", "--database", address])
        #expect(days.status == 0 && days.out.contains("\"codedSeconds\" : 3600"), "\(days.out)")
        // CAIRN_TEAM_DATABASE in place of --database.
        let environment = ["HOME": "/nonexistent", "PATH": "/usr/bin:/bin", "CAIRN_TEAM_DATABASE": address]
        let byEnvironment = TeamCommandTests.cairn(["today", "--json", "--person", "ada", "--now", Self.now], environment: environment)
        #expect(Self.coded(byEnvironment.out) == 3_600, "\(byEnvironment.err)")
    }

    @Test("an unknown or disabled person exits 1; --person without a team database, or on serve, exits 64")
    func refusals() throws {
        let (address, _) = try Self.team()
        let ghost = TeamCommandTests.cairn(["today", "--database", address, "--person", "ghost"])
        #expect(ghost.status == 1 && ghost.err == "error: there is no person called ghost; `cairn team user list` shows who there is\n")
        #expect(TeamCommandTests.cairn(["team", "user", "disable", "bea", "--database", address]).status == 0)
        let disabled = TeamCommandTests.cairn(["today", "--database", address, "--person", "bea"])
        #expect(disabled.status == 1 && disabled.err.hasPrefix("error: bea is disabled"), "\(disabled.err)")
        #expect(TeamCommandTests.cairn(["team", "user", "remove", "bea", "--database", address]).status == 0)
        let removed = TeamCommandTests.cairn(["today", "--database", address, "--person", "bea"])
        #expect(removed.status == 1 && removed.err.hasPrefix("error: there is no person called bea"))
        let alone = TeamCommandTests.cairn(["today", "--person", "ada"])
        #expect(alone.status == 64 && alone.err.hasPrefix("error: --person ada names a person of a team database"), "\(alone.err)")
        let withFile = TeamCommandTests.cairn(["today", "--person", "ada", "--database", address, "--db", "/tmp/x.sqlite"])
        #expect(withFile.status == 64)
        let serve = TeamCommandTests.cairn(["serve", "--database", address, "--person", "ada"])
        #expect(serve.status == 64 && serve.err.hasPrefix("error: --person ada is for the commands acting on one person's data"), "\(serve.err)")
        let database = TeamCommandTests.cairn(["today", "--database", address])
        #expect(database.status == 64 && database.err.hasPrefix("error: --database names the team database of --person NAME"), "\(database.err)")
        // What only a SQLite file has keeps its refusal.
        let check = TeamCommandTests.cairn(["check", "--database", address, "--person", "ada"])
        #expect(check.status == 64 && check.err.contains("check is not in team mode"), "\(check.err)")
        let status = TeamCommandTests.cairn(["status", "--database", address, "--person", "ada"])
        #expect(status.status == 64 && status.err.hasPrefix("error: `cairn status` is about a SQLite file"), "\(status.err)")
        // The help lists the option.
        #expect(TeamCommandTests.cairn(["--help"]).out.contains("--person NAME"))
    }

    @Test("the built cairn imports for --person and reads it back")
    func builtBinary() throws {
        let (address, file) = try Self.team()
        func run(_ words: [String]) throws -> (status: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = ServeTeamCommandTests.executable
            process.arguments = words + ["--now", Self.now]
            process.environment = ["HOME": "/nonexistent", "PATH": "/usr/bin:/bin", "CAIRN_DB": "/nonexistent/unused.sqlite"]
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
        }
        let imported = try run(["import", "wakatime", file, "--json", "--database", address, "--person", "ada"])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("\"added\" : 1"), "\(imported.out)")
        #expect(Self.coded(try run(["today", "--json", "--database", address, "--person", "ada"]).out) == 3_600)
        #expect(Self.coded(try run(["today", "--json", "--database", address, "--person", "bea"]).out) == 0)
        let ghost = try run(["today", "--database", address, "--person", "ghost"])
        #expect(ghost.status == 1 && ghost.err.hasPrefix("error: there is no person called ghost"))
    }
}
