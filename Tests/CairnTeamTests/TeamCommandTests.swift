import CairnCLI
import CairnTeam
import Foundation
import Testing

/// `cairn team user …` and `cairn team key …` end to end (through `CLI.run`) against the test server.
@Suite struct TeamCommandTests {
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func add(_ more: Data) { lock.lock(); data.append(more); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
    }

    static func cairn(_ arguments: [String], stdin: String = "",
                      environment: [String: String] = ["HOME": "/nonexistent", "PATH": "/usr/bin:/bin"]) -> (status: Int32, out: String, err: String) {
        let out = Captured(), err = Captured()
        var console = Console(out: { out.add(Data($0.utf8)) }, err: { err.add(Data($0.utf8)) })
        console.outBytes = { out.add(Data($0)) }
        let input = Data(stdin.utf8)
        let status = CLI.run(arguments, environment: environment, console: console,
                             stdin: { input }, clock: Date())
        return (status, out.text, err.text)
    }

    @Test func addListKeyDisableRemove() throws {
        let db = try TeamDatabase.make()
        #expect(Self.cairn(["team", "user", "add", "ada", "--database", db], stdin: "analytical engine\n").status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-team-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bob.pass")
        try Data("difference engine".utf8).write(to: file)
        #expect(Self.cairn(["team", "user", "add", "bob", "--database", db, "--password-file", file.path]).status == 0)
        let key = Self.cairn(["team", "key", "ada", "--database", db])
        #expect(key.status == 0 && key.out.count == 37)
        let list = Self.cairn(["team", "user", "list", "--database", db])
        #expect(list.out == "ada  has a key\nbob  no key\n")
        #expect(Self.cairn(["team", "user", "disable", "ada", "--database", db]).status == 0)
        let json = Self.cairn(["team", "user", "list", "--database", db, "--json"])
        let people = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]] ?? []
        #expect(people.map { $0["name"] as? String } == ["ada", "bob"])
        #expect(people.map { $0["disabled"] as? Bool } == [true, false])
        #expect(Self.cairn(["team", "user", "remove", "bob", "--database", db]).out == "Removed bob with their key and 0 heartbeats.\n")
        #expect(Self.cairn(["team", "user", "list", "--database", db]).out == "ada  disabled, no key\n", "disabling deleted the key")
    }

    @Test("team user password sets a new one from standard input and ends their sessions; signout ends every session")
    func passwordAndSignOut() throws {
        let db = try TeamDatabase.make()
        #expect(Self.cairn(["team", "user", "add", "ada", "--database", db], stdin: "analytical engine\n").status == 0)
        let store = try TeamStore(address: db)
        let ada = try store.person(named: "ada")
        let now = Date()
        _ = try store.startSession(for: ada, now: now)
        _ = try store.startSession(for: ada, now: now)
        let weak = Self.cairn(["team", "user", "password", "ada", "--database", db], stdin: "short\n")
        #expect(weak.status == 64 && weak.err == "error: the password is too short: use at least 10 characters\n")
        #expect(try store.sessionCount(of: ada, now: now) == 2, "a refused password changes nothing")
        let changed = Self.cairn(["team", "user", "password", "ada", "--database", db], stdin: "difference engine\n")
        #expect(changed.status == 0 && changed.out == "Changed ada's password and ended 2 sessions: they sign in again with the new one.\n")
        #expect(throws: TeamError.self) { try store.signIn("ada", password: "analytical engine") }
        #expect(try store.signIn("ada", password: "difference engine").name == "ada")
        _ = try store.startSession(for: ada, now: now)
        let out = Self.cairn(["team", "user", "signout", "ada", "--database", db])
        #expect(out.status == 0 && out.out == "Signed ada out everywhere: 1 session ended.\n")
        #expect(try store.sessionCount(of: ada, now: now) == 0)
        #expect(Self.cairn(["team", "user", "signout", "nobody", "--database", db]).status == 1)
    }

    @Test func refusalsAreOneErrorLineWithTheRightStatus() throws {
        let db = try TeamDatabase.make()
        let weak = Self.cairn(["team", "user", "add", "ada", "--database", db], stdin: "short\n")
        #expect(weak.status == 64 && weak.err == "error: the password is too short: use at least 10 characters\n")
        let empty = Self.cairn(["team", "user", "add", "ada", "--database", db])
        #expect(empty.status == 64 && empty.err == "error: the password is empty\n")
        #expect(Self.cairn(["team", "user", "list", "--database", db]).out.hasPrefix("No one yet"))
        let missing = Self.cairn(["team", "user", "disable", "nobody", "--database", db])
        #expect(missing.status == 1 && missing.err.hasPrefix("error: there is no person called nobody"))
        let noDatabase = Self.cairn(["team", "user", "list"])
        #expect(noDatabase.status == 64 && noDatabase.err == "error: the team commands need --database postgresql://… (or CAIRN_TEAM_DATABASE)\n")
        _ = Self.cairn(["team", "user", "add", "ada", "--database", db], stdin: "analytical engine")
        _ = Self.cairn(["team", "key", "ada", "--database", db])
        let again = Self.cairn(["team", "key", "ada", "--database", db])
        #expect(again.status == 1 && again.err.contains("`--rotate` replaces it"))
        #expect(Self.cairn(["team", "key", "ada", "--rotate", "--database", db]).status == 0)
        let unreachable = Self.cairn(["team", "user", "list", "--database", "postgresql:///x?host=/nonexistent-folder"])
        #expect(unreachable.status == 1 && unreachable.err.hasPrefix("error: cannot connect to PostgreSQL"))
        #expect(unreachable.err.split(separator: "\n").count == 1)
    }
}
