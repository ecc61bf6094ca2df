import Foundation
import Testing
import CairnTestSupport

/// The Trackables screen's recent entries with Edit, Delete and Undo, as plain forms (no
/// JavaScript), through the API routes of `entry edit|remove` and `undo`.
@Suite("cairn serve: the cards' entries, edit, delete and undo")
struct ServeEntryFormsTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    /// The entries of `trackable` as `entry list --json` has them.
    func entries(_ database: TestDatabase, _ trackable: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(database.run(["entry", "list", trackable, "--json"]).stdout.utf8)) as? [[String: Any]])
    }

    /// The id of `trackable`'s entry on `date`.
    func entryID(_ database: TestDatabase, _ trackable: String, on date: String) throws -> Int {
        try #require(try entries(database, trackable).first { $0["date"] as? String == date }?["id"] as? Int, "no entry on \(date)")
    }

    /// The card of the trackable whose title is `title` (already escaped), from `<article` to `</article>`.
    func card(_ page: String, _ title: String) throws -> String {
        let articles = page.components(separatedBy: "<article").dropFirst()
        return try #require(articles.first { $0.contains("<h2><bdi>\(title)</bdi></h2>") }.map { $0.components(separatedBy: "</article>")[0] })
    }

    /// The toast a page carries (escaped), or `nil` when it is hidden.
    func toast(_ page: String) -> String? { toastText(page) }

    func post(_ server: ServedCairn, _ path: String, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        try await server.postForm(path, fields)
    }

    @Test("each card lists its last 10 entries, newest first, with the value as the CLI formats it; a markup name and note render as text")
    func entryList() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let days = ["2026-02-26", "2026-02-27", "2026-02-28"] + (1...9).map { "2026-03-0\($0)" }
        for (index, day) in days.enumerated() {
            #expect(try database.run(["log", "Running", "\(index + 1) km", "--date", day, "--now", Self.now]).status == 0)
        }
        let name = "<img src=x onerror=alert(1)>"
        #expect(try database.run(["trackable", "add", name, "--kind", "yesno"]).status == 0)
        #expect(try database.run(["log", name, "yes", "--now", Self.now]).status == 0)
        #expect(try database.run(["trackable", "add", "Journal", "--kind", "text"]).status == 0)
        #expect(try database.run(["log", "Journal", "<b>a fine</b> day", "--now", Self.now]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let page = try await server.request("GET", "/trackables")
        #expect(page.status == 200)
        #expect(!page.body.contains("<img") && !page.body.contains("<b>"))
        let running = try card(page.body, "Running")
        let shown = running.components(separatedBy: #"<li data-entry=""#).dropFirst()
        #expect(shown.count == 10)
        // Newest first: 12 km on 9 March down to 3 km on 28 February.
        #expect(shown.first?.contains(#"<time datetime="2026-03-09">"#) == true && shown.first?.contains(#"<span class="entry-value">12 km</span>"#) == true)
        #expect(shown.last?.contains(#"<time datetime="2026-02-28">"#) == true && shown.last?.contains(">3 km<") == true)
        #expect(!running.contains(#"datetime="2026-02-27""#))
        // Each with its Edit form and Delete button, carrying the CSRF token.
        let newest = try entryID(database, "Running", on: "2026-03-09")
        #expect(running.contains(#"<input type="hidden" name="entry" value="\#(newest)">"#))
        #expect(running.components(separatedBy: #"action="/trackables/entries/edit""#).count == 11)
        #expect(running.components(separatedBy: #"action="/trackables/entries/remove""#).count == 11)
        #expect(page.body.contains(#"action="/trackables/undo""#))
        let markup = try card(page.body, "&lt;img src=x onerror=alert(1)&gt;")
        #expect(markup.contains(#"<span class="entry-value">Yes</span>"#) || markup.contains(#"<span class="entry-value">yes</span>"#), "\(markup)")
        #expect(markup.contains("Delete the entry of &lt;img src=x onerror=alert(1)&gt; on Mon 9 Mar 2026"))
        let journal = try card(page.body, "Journal")
        #expect(journal.contains("&lt;b&gt;a fine&lt;/b&gt; day"))
    }

    @Test("Edit through the card's form: the toast of a moment it earned, else the confirmation; the CLI's error, nothing written")
    func edit() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        for day in ["2026-03-07", "2026-03-08", "2026-03-09"] {
            #expect(try database.run(["log", "Running", "1 km", "--date", day, "--now", Self.now]).status == 0)
        }
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let middle = try entryID(database, "Running", on: "2026-03-08")
        // Without the token: refused, nothing written.
        let refused = try await server.request("POST", "/trackables/entries/edit", body: "entry=\(middle)&value=3+km", headers: Self.form)
        #expect(refused.status == 403)
        // 1 + 3 + 1 km crosses the 5 km rung of the total ladder: its toast, as after a log.
        let earned = try await post(server, "/trackables/entries/edit", "entry=\(middle)&value=3+km")
        #expect(earned.status == 200)
        #expect(toast(earned.body)?.hasPrefix(#"<svg class="icon" viewBox="0 0 16 16" width="16" height="16" focusable="false" role="img" aria-label="earned"><path class="icon-trophy""#) == true && toast(earned.body)?.hasSuffix("</svg> Running · total: 5 km") == true)
        #expect(try entries(database, "Running").first { $0["id"] as? Int == middle }?["display"] as? String == "3 km")
        // An edit that earns nothing: the plain confirmation, and the card shows the new date.
        let first = try entryID(database, "Running", on: "2026-03-07")
        let moved = try await post(server, "/trackables/entries/edit", "entry=\(first)&date=2026-03-06")
        #expect(moved.status == 200)
        #expect(toast(moved.body) == "Edited Running 1 km on 2026-03-06 (entry \(first)).")
        #expect(try card(moved.body, "Running").contains(#"<time datetime="2026-03-06">"#))
        // A wrong unit: the CLI's own error text, and the entry as it was.
        let cli = try database.run(["entry", "edit", String(middle), "2", "kg", "--now", Self.now])
        #expect(cli.status != 0)
        let message = cli.stderr.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "error: ", with: "")
        let wrong = try await post(server, "/trackables/entries/edit", "entry=\(middle)&value=2+kg")
        #expect(wrong.status == 400)
        #expect(wrong.body.contains(#"<p class="error" role="alert">"#) && wrong.body.contains("unit of mass"))
        #expect(wrong.body.contains(message.replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")), "\(message)")
        #expect(toast(wrong.body) == nil)
        #expect(try entries(database, "Running").first { $0["id"] as? Int == middle }?["display"] as? String == "3 km")
        // No such entry: 404 with the CLI's words.
        let missing = try await post(server, "/trackables/entries/edit", "entry=999&value=3+km")
        #expect(missing.status == 404 && missing.body.contains("there is no entry 999"))
    }

    @Test("Delete takes the entry off the card, and Undo (as `cairn undo`) puts it back and says what it undid")
    func deleteAndUndo() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["log", "Running", "2 km", "--date", "2026-03-09", "--now", Self.now]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let id = try entryID(database, "Running", on: "2026-03-09")
        let removed = try await post(server, "/trackables/entries/remove", "entry=\(id)")
        #expect(removed.status == 200)
        #expect(toast(removed.body) == "Removed Running 2 km on 2026-03-09 (entry \(id)). Undo puts it back.")
        #expect(!removed.body.contains(#"data-entry="\#(id)""#))
        #expect(try entries(database, "Running").isEmpty)
        let button = try #require(UndoFormText.button(removed.body))
        #expect(button.words == "Undo: remove entry \(id) (Running 2 km on 2026-03-09)")
        let undone = try await post(server, "/trackables/undo", "change=\(button.change)")
        #expect(undone.status == 200)
        #expect(toast(undone.body) == "Undid: remove entry \(id) (Running 2 km on 2026-03-09).")
        #expect(undone.body.contains(#"data-entry="\#(id)""#))
        #expect(try entries(database, "Running").map { $0["id"] as? Int } == [id])
        // Removing again and undoing from the command line reads the same.
        _ = try await post(server, "/trackables/entries/remove", "entry=\(id)")
        let cli = try database.run(["undo"])
        #expect(cli.stdout == "Undid: remove entry \(id) (Running 2 km on 2026-03-09).\n")
        // Removing what is not there: the CLI's 404, nothing undone by it.
        let missing = try await post(server, "/trackables/entries/remove", "entry=999")
        #expect(missing.status == 404 && missing.body.contains("there is no entry 999"))
        #expect(try entries(database, "Running").count == 1)
    }
}
