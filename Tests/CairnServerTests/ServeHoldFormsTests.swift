import Foundation
import Testing
import CairnTestSupport

/// The History screen's Days on hold, as plain forms (no JavaScript): add, refuse with the
/// typed values kept, remove with what went, undo; the hold shows on the heatmap and in the day.
@Suite("cairn serve: days on hold from the History screen")
struct ServeHoldFormsTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    func post(_ server: ServedCairn, _ path: String, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        try await server.postForm(path, fields)
    }

    func toast(_ page: String) -> String? { toastText(page) }

    /// `text` as the page writes it.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }

    /// The CLI's error for `words`, without its `error: `.
    static func cliError(_ database: TestDatabase, _ words: [String]) throws -> String {
        let result = try database.run(words)
        #expect(result.status != 0)
        return result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "error: ", with: "")
    }

    func disruptions(_ database: TestDatabase) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(database.run(["disruption", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
    }

    static func heldOnHeatmap(_ page: String, _ date: String) -> Bool {
        page.contains(#"<g data-date="\#(date)"><rect class="hold"#)
    }

    @Test("adding a hold says what it put on hold, lists it, greys its days on the heatmap and names its reason in the day")
    func add() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let before = try await server.request("GET", "/history")
        #expect(before.body.contains(#"action="/history/holds/add#holds""#) && before.body.contains(#"<input type="date" id="hold-from" name="from""#))
        #expect(!Self.heldOnHeatmap(before.body, "2026-03-03"))
        // Without the token: refused, nothing written.
        let refused = try await server.request("POST", "/history/holds/add", body: "from=2026-03-03&to=2026-03-04", headers: Self.form)
        #expect(refused.status == 403)
        #expect(try disruptions(database).isEmpty)
        let added = try await post(server, "/history/holds/add", "from=2026-03-03&to=2026-03-04&reason=Holiday&trackable=")
        #expect(added.status == 200)
        #expect(toast(added.body) == "On hold: 2026-03-03 to 2026-03-04 (2 days) for everything: Holiday.")
        let listed = try disruptions(database)
        #expect(listed.count == 1 && listed.first?["from"] as? String == "2026-03-03" && listed.first?["reason"] as? String == "Holiday")
        #expect(added.body.contains(#"<span class="hold-range">Tue 3 Mar 2026 to Wed 4 Mar 2026</span> · everything · <span class="hold-reason">Holiday</span>"#))
        #expect(Self.heldOnHeatmap(added.body, "2026-03-03") && Self.heldOnHeatmap(added.body, "2026-03-04"))
        #expect(!Self.heldOnHeatmap(added.body, "2026-03-05"))
        let day = try await server.request("GET", "/history?date=2026-03-03")
        #expect(day.body.contains(#"<p class="hold-reason">On hold for everything: Holiday</p>"#))
        // One trackable only, and one day when `to` is left empty.
        let one = try await post(server, "/history/holds/add", "from=2026-03-06&to=&reason=&trackable=Running")
        #expect(toast(one.body) == "On hold: 2026-03-06 (1 day) for Running.")
        #expect(try disruptions(database).last?["trackable"] as? String == "Running")
    }

    @Test("a refused hold keeps what was typed and shows the CLI's words beside the field; nothing is written")
    func refused() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let backwards = try Self.cliError(database, ["disruption", "add", "--from", "2026-03-05", "--to", "2026-03-01", "--reason", "Trip"])
        let wrong = try await post(server, "/history/holds/add", "from=2026-03-05&to=2026-03-01&reason=Trip")
        #expect(wrong.status == 400)
        #expect(wrong.body.contains(#"<span class="field-error" id="hold-to-error" role="alert">\#(Self.escaped(backwards))</span>"#), "\(backwards)")
        #expect(wrong.body.contains(#"name="from" required value="2026-03-05""#) && wrong.body.contains(#"name="to" value="2026-03-01""#))
        #expect(wrong.body.contains(#"name="reason" placeholder="Holiday" value="Trip""#))
        #expect(toast(wrong.body) == nil)
        let unknown = try Self.cliError(database, ["disruption", "add", "--from", "2026-03-05", "--trackable", "Swimming"])
        let missing = try await post(server, "/history/holds/add", "from=2026-03-05&trackable=Swimming")
        #expect(missing.status == 404)
        #expect(missing.body.contains(#"id="hold-trackable-error" role="alert">\#(Self.escaped(unknown))<"#), "\(unknown)")
        let badDate = try await post(server, "/history/holds/add", "from=March&reason=x")
        #expect(badDate.status == 400 && badDate.body.contains(#"id="hold-from-error""#) && badDate.body.contains(Self.escaped(#"--from takes a date as YYYY-MM-DD, got "March""#)))
        #expect(try disruptions(database).isEmpty)
    }

    @Test("removing a hold says which it removed and its days count again; Undo puts it back")
    func removeAndUndo() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["disruption", "add", "--from", "2026-03-03", "--to", "2026-03-04", "--reason", "Holiday"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let id = try #require(try disruptions(database).first?["id"] as? Int)
        let refused = try await server.request("POST", "/history/holds/remove", body: "hold=\(id)", headers: Self.form)
        #expect(refused.status == 403)
        #expect(try disruptions(database).count == 1)
        let removed = try await post(server, "/history/holds/remove", "hold=\(id)")
        #expect(removed.status == 200)
        #expect(toast(removed.body) == "Removed disruption \(id) (2026-03-03 to 2026-03-04 for everything: Holiday): its days count again. Undo puts it back.")
        #expect(try disruptions(database).isEmpty)
        #expect(!Self.heldOnHeatmap(removed.body, "2026-03-03"))
        let button = try #require(UndoFormText.button(removed.body))
        #expect(button.words == "Undo: disruption remove \(id)")
        let undone = try await post(server, "/history/holds/undo", "change=\(button.change)")
        #expect(toast(undone.body) == "Undid: disruption remove \(id).")
        #expect(Self.heldOnHeatmap(undone.body, "2026-03-03"))
        #expect(try disruptions(database).count == 1)
        let missing = try await post(server, "/history/holds/remove", "hold=999")
        #expect(missing.status == 404 && missing.body.contains("there is no disruption 999"))
    }
}
