import Foundation
import Testing
import CairnTestSupport

/// The screens' Undo as plain forms (no JavaScript): the button says the change it undoes and
/// sends its id; a change made outside the page (a CLI command, an import) is asked about first;
/// a change that is no longer the last is refused with 409; `POST /api/undo` stays `cairn undo`.
@Suite("cairn serve: Undo that says what it undoes")
struct ServeUndoFormsTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    func post(_ server: ServedCairn, _ path: String, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        try await server.postForm(path, fields)
    }

    func toast(_ page: String) -> String? { toastText(page) }

    /// The dates of `trackable`'s entries, as `entry list --json` has them.
    func entryDates(_ database: TestDatabase, _ trackable: String) throws -> [String] {
        let list = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["entry", "list", trackable, "--json"]).stdout.utf8)) as? [[String: Any]])
        return list.compactMap { $0["date"] as? String }
    }

    /// A server over a prepared database with a Weight in kg.
    func served(_ database: TestDatabase) throws -> ServedCairn {
        try database.prepare()
        #expect(try database.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"]).status == 0)
        return try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
    }

    @Test("after a log in the browser the button and the toast say it, and Undo steps back that log at once")
    func logThenUndo() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        let before = try #require(UndoFormText.button(try await server.request("GET", "/trackables").body))
        #expect(before.words == "Undo: trackable add Weight")
        let logged = try await post(server, "/trackables/log", "trackable=Weight&value=81.2+kg")
        #expect(logged.status == 200)
        let button = try #require(UndoFormText.button(logged.body))
        #expect(button.words == "Undo: log Weight 81.2 kg on 2026-03-09")
        #expect(button.change != before.change)
        let offered = try #require(UndoFormText.button(logged.body, kind: "toast-undo"))
        #expect(offered.change == button.change && offered.words == "Undo")
        #expect(try entryDates(database, "Weight") == ["2026-03-09"])
        let undone = try await post(server, "/trackables/undo", "change=\(button.change)")
        #expect(undone.status == 200)
        #expect(toast(undone.body) == "Undid: log Weight 81.2 kg on 2026-03-09.")
        #expect(!undone.body.contains("made outside this page"))
        #expect(UndoFormText.button(undone.body, kind: "toast-undo") == nil)
        #expect(try entryDates(database, "Weight").isEmpty)
        // The button now names the change before it: the CLI's `trackable add`.
        #expect(UndoFormText.button(undone.body)?.words == "Undo: trackable add Weight")
    }

    @Test("an Undo of a CLI `cairn log` asks first and undoes only with confirm=1; the toast after it offers no Undo")
    func cliChangeAsksFirst() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        #expect(try database.run(["log", "Weight", "80 kg", "--date", "2026-03-08", "--now", Self.now]).status == 0)
        let page = try await server.request("GET", "/trackables")
        let button = try #require(UndoFormText.button(page.body))
        #expect(button.words == "Undo: log Weight 80 kg on 2026-03-08")
        let asked = try await post(server, "/trackables/undo", "change=\(button.change)")
        #expect(asked.status == 200)
        #expect(asked.body.contains("Undo “log Weight 80 kg on 2026-03-08”, made outside this page?"))
        let confirm = try #require(UndoFormText.button(asked.body, kind: "undo-confirm-form"))
        #expect(confirm.change == button.change)
        #expect(asked.body.contains(#"<input type="hidden" name="confirm" value="1">"#))
        #expect(try entryDates(database, "Weight") == ["2026-03-08"])
        let undone = try await post(server, "/trackables/undo", "change=\(button.change)&confirm=1")
        #expect(undone.status == 200)
        #expect(toast(undone.body) == "Undid: log Weight 80 kg on 2026-03-08.")
        #expect(try entryDates(database, "Weight").isEmpty)
    }

    @Test("an import made outside the page is named as an import in the question, on History's days on hold too")
    func importAsksFirst() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        for _ in 0..<2 { #expect(try database.run(["undo"]).status == 0) } // the rule and Running: the import is last
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let history = try await server.request("GET", "/history")
        let button = try #require(UndoFormText.button(history.body))
        #expect(button.words.hasPrefix("Undo: import ") && button.words.hasSuffix("sessions.json (10 sessions)"))
        let asked = try await post(server, "/history/holds/undo", "change=\(button.change)")
        #expect(asked.status == 200)
        #expect(asked.body.contains("Undo the import of ") && asked.body.contains("sessions.json (10 sessions), made outside this page?"))
        #expect(asked.body.contains(#"<a href="/history#holds">Keep it</a>"#))
        #expect(try database.run(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json"]).stdout.contains("18000"))
        let undone = try await post(server, "/history/holds/undo", "change=\(button.change)&confirm=1")
        #expect(undone.status == 200)
        #expect(toast(undone.body)?.hasSuffix("sessions.json (10 sessions).") == true)
        #expect(!(try database.run(["days", "--from", "2026-03-09", "--to", "2026-03-09", "--json"]).stdout.contains("18000")))
    }

    @Test("a change id that is no longer the last (another change came in between) is refused with 409 and nothing undone")
    func staleChangeRefused() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        let logged = try await post(server, "/trackables/log", "trackable=Weight&value=81.2+kg")
        let button = try #require(UndoFormText.button(logged.body))
        #expect(try database.run(["log", "Weight", "80 kg", "--date", "2026-03-08", "--now", Self.now]).status == 0)
        for fields in ["change=\(button.change)", "change=\(button.change)&confirm=1"] {
            let refused = try await post(server, "/trackables/undo", fields)
            #expect(refused.status == 409)
            #expect(refused.body.contains("cannot undo: the last change is now “log Weight 80 kg on 2026-03-08”, not the one this Undo was for; nothing was undone"))
            #expect(try entryDates(database, "Weight").sorted() == ["2026-03-08", "2026-03-09"])
        }
        // A form without a change id names nothing: refused, nothing undone.
        let unnamed = try await post(server, "/trackables/manage/undo", "")
        #expect(unnamed.status == 400 && unnamed.body.contains("this Undo names no change"))
        #expect(try entryDates(database, "Weight").count == 2)
    }

    @Test("with nothing left to undo the button is disabled and says so")
    func nothingToUndo() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["goals", "set", "--daily", "120", "--time-zone", "UTC"]).status == 0)
        #expect(try database.run(["undo"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        for path in ["/trackables", "/trackables/manage", "/history"] {
            let page = try await server.request("GET", path)
            #expect(page.body.contains(#"<button type="button" class="quiet" disabled>Nothing to undo</button>"#), "\(path)")
            #expect(UndoFormText.button(page.body) == nil, "\(path)")
        }
    }

    @Test("`POST /api/undo` still undoes whatever is last, a CLI change too, without asking")
    func apiUndoUnchanged() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        #expect(try database.run(["log", "Weight", "80 kg", "--date", "2026-03-08", "--now", Self.now]).status == 0)
        let token = try await server.csrfToken()
        let reply = try await server.request("POST", "/api/undo", body: "", headers: ["X-CSRF-Token": token])
        #expect(reply.status == 200)
        #expect(reply.body.contains(#""undone""#) && reply.body.contains("log Weight 80 kg on 2026-03-08"))
        #expect(try entryDates(database, "Weight").isEmpty)
    }
}
