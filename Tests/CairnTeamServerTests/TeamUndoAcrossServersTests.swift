import CairnCLI
import CairnTeam
import Foundation
import Testing

/// Undo on two team servers behind one load balancer: a change a page made through either is
/// undone through the other without asking; a command's change is asked about on both, and one
/// person's changes never answer for another's.
@Suite("Team server Undo across servers")
struct TeamUndoAcrossServersTests {
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func add(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    /// `cairn ARGUMENTS --database ADDRESS --person NAME` run in this process, at the servers' now.
    static func cairn(_ arguments: [String], _ team: ServedTeam, person: String) -> (status: Int32, err: String) {
        let out = Captured(), err = Captured()
        var console = Console(out: { out.add(Data($0.utf8)) }, err: { err.add(Data($0.utf8)) })
        console.outBytes = { out.add(Data($0)) }
        let status = CLI.run(arguments + ["--database", team.address, "--person", person, "--now", ServedTeam.now],
                             environment: ["HOME": "/nonexistent", "PATH": "/usr/bin:/bin"], console: console,
                             stdin: { Data() }, clock: Date())
        return (status, err.text)
    }

    func entryCount(_ browser: ServedTeam.Browser) throws -> Int {
        try #require(try browser.get("/api/entries").json as? [[String: Any]]).count
    }

    @Test("a log through one server is undone through the other at once; a command's log is asked about on both")
    func pageAndCommand() throws {
        let first = try ServedTeam()
        let second = try ServedTeam(sharingDatabaseOf: first)
        let ada = try first.add("ada")
        let onFirst = try first.signIn("ada"), onSecond = onFirst.on(second)
        #expect(try onFirst.post("/trackables/manage/add", [("name", "Meditated"), ("kind", "yesno")]).status == 200)
        #expect(try onFirst.post("/trackables/log", [("trackable", "Meditated"), ("value", "yes")]).status == 200)
        let logged = try #require(try first.store.changes(of: ada).first)
        let undone = try onSecond.post("/trackables/undo", [("change", String(logged.id))])
        #expect(undone.status == 200 && undone.text.contains("Undid: log Meditated yes on 2026-03-09."), "\(undone.text.prefix(600))")
        #expect(try entryCount(onFirst) == 0)

        let command = Self.cairn(["log", "Meditated", "yes"], first, person: "ada")
        #expect(command.status == 0, "\(command.err)")
        let commands = try #require(try first.store.changes(of: ada).first)
        #expect(commands.id != logged.id && commands.label == "log Meditated yes on 2026-03-09")
        for browser in [onFirst, onSecond] {
            let asked = try browser.post("/trackables/undo", [("change", String(commands.id))])
            #expect(asked.status == 200 && asked.text.contains("made outside this page?"), "\(asked.text.prefix(600))")
            #expect(try entryCount(browser) == 1)
        }
        let confirmed = try onSecond.post("/trackables/undo", [("change", String(commands.id)), ("confirm", "1")])
        #expect(confirmed.text.contains("Undid: log Meditated yes on 2026-03-09."), "\(confirmed.text.prefix(600))")
        #expect(try entryCount(onFirst) == 0)
    }

    @Test("another person's change of the same id, made through a server, never spares a command's change the question")
    func eachPersonsOwn() throws {
        let first = try ServedTeam()
        let second = try ServedTeam(sharingDatabaseOf: first)
        try first.add("ada")
        let bea = try first.add("bea")
        // Ada's change 1, made through the first server before any of Bea's.
        #expect(try first.signIn("ada").post("/trackables/manage/add", [("name", "Meditated"), ("kind", "yesno")]).status == 200)
        let command = Self.cairn(["trackable", "add", "Water", "--kind", "number"], first, person: "bea")
        #expect(command.status == 0, "\(command.err)")
        #expect(try first.store.changes(of: bea).first?.id == 1)
        let beaOnFirst = try first.signIn("bea")
        for browser in [beaOnFirst, beaOnFirst.on(second)] {
            let asked = try browser.post("/trackables/manage/undo", [("change", "1")])
            #expect(asked.status == 200 && asked.text.contains("made outside this page?"), "\(asked.text.prefix(600))")
        }
    }
}
