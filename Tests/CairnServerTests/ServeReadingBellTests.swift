@testable import CairnServer
import CairnApp
import CairnTestSupport
import Foundation
import Testing

/// A trackable's page without JavaScript: each Reading's bells as plain forms (on, off, the
/// toast's Undo, the CSRF check, the refusals), the JSON's bells, and an edit started from the
/// month calendar coming back to that page through a `return` target only a local path can be.
@Suite("cairn serve: a Reading's bells and the way back to a trackable's page")
struct ServeReadingBellTests {
    static let now = "2026-03-12T12:00:00Z"
    /// Where the forms of Gym's page come back to: its page, 30 days, March.
    static let gymPage = "/trackables/Gym?range=30d&month=2026-03"

    /// Gym (an event with a weight) and its Reading Max weight (reading 1), 60…66 kg on 1…7 March.
    func gym(_ database: TestDatabase) throws {
        #expect(try database.run(["goals", "set", "--time-zone", "UTC"]).status == 0)
        #expect(try database.run(["trackable", "add", "Gym", "--kind", "event", "--field", "weight:number:kg"]).status == 0)
        #expect(try database.run(["reading", "add", "Gym", "Max weight", "--field", "weight", "--reduce", "max"]).status == 0)
        for offset in 0..<7 {
            let logged = try database.run(["log", "Gym", "--item", "weight=\(60 + offset)kg", "--date", "2026-03-0\(offset + 1)", "--now", Self.now])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
    }

    /// The bell form of `direction` in `page`, up to its `</form>`.
    func bell(_ page: String, _ direction: String) throws -> String {
        let start = try #require(page.range(of: #"<form class="bell-form" method="post" action="/trackables/bell" data-bell="1-\#(direction)">"#))
        let end = try #require(page.range(of: "</form>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    func rules(_ database: TestDatabase) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(database.run(["rule", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
    }

    @Test("a bell beside each highest and lowest: a plain form whose button is named for the rule and says whether it is on")
    func bellsOnThePage() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try gym(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let page = try await server.request("GET", Self.gymPage).body
        #expect(page.contains(#"<li data-value="highest"><span class="tvalue-kind">Highest</span> <strong class="tvalue">66 kg</strong> <time datetime="2026-03-07">Sat 7 Mar 2026</time>"#))
        #expect(page.contains(#"<li data-value="last"><span class="tvalue-kind">Last</span> <strong class="tvalue">66 kg</strong> <time datetime="2026-03-07">Sat 7 Mar 2026</time></li>"#))
        let high = try bell(page, "high")
        #expect(high.contains(#"<input type="hidden" name="_csrf""#))
        #expect(high.contains(#"<input type="hidden" name="reading" value="1"><input type="hidden" name="direction" value="high"><input type="hidden" name="on" value="1">"#))
        #expect(high.contains(#"<input type="hidden" name="return" value="/trackables/Gym?range=30d&amp;month=2026-03">"#))
        #expect(high.contains(#"<button type="submit" class="bell" aria-pressed="false">"#))
        #expect(high.contains(#"<span class="visually-hidden"> for <bdi>Gym · Max weight — new highest</bdi></span></button>"#))
        #expect(try bell(page, "low").contains("Gym · Max weight — new lowest"))
    }

    @Test("switched on and off without JavaScript: the same page again (range and month kept), the toast with its Undo, undone there")
    func onOffAndUndo() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try gym(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let back = Escape.urlComponent(Self.gymPage)
        let on = try await server.postForm("/trackables/bell", "reading=1&direction=high&on=1&return=\(back)")
        #expect(on.status == 200)
        #expect(on.body.contains("<h1>Gym</h1>") && on.body.contains(#"<a href="/trackables/Gym?range=30d&amp;month=2026-03" aria-current="true">30 days</a>"#))
        #expect(toastText(on.body) == "Bell on: Gym · Max weight — new highest. Your history already holds 3 moments of it, marked seen.")
        #expect(try bell(on.body, "high").contains(#"aria-pressed="true""#) && bell(on.body, "high").contains(#"name="on" value="0""#))
        #expect(try bell(on.body, "low").contains(#"aria-pressed="false""#))
        #expect(on.body.contains(#"<li data-rule="1">Gym · Max weight — new highest"#))
        #expect(try rules(database).map { $0["name"] as? String } == ["Gym · Max weight — new highest"])
        // The JSON says which bell is on.
        let json = try await server.request("GET", "/api/trackables/Gym/page")
        let document = try JSONDecoder().decode(TrackablePageDocument.self, from: Data(json.body.utf8))
        #expect(document.readings.first?.values.map { $0.bell?.on } == [true, false, nil])
        #expect(document.readings.first?.values.first?.bell?.rule == 1)
        // The toast's Undo comes back to this page.
        #expect(on.body.contains(#"<form class="toast-undo" method="post" action="/trackables/undo?return=\#(back)">"#))
        let offer = try #require(UndoFormText.button(on.body, kind: "toast-undo"))
        let undone = try await server.postForm("/trackables/undo?return=\(back)", "change=\(offer.change)")
        #expect(undone.status == 200 && undone.body.contains("<h1>Gym</h1>"))
        #expect(toastText(undone.body) == "Undid: rule add Gym · Max weight — new highest.")
        #expect(try bell(undone.body, "high").contains(#"aria-pressed="false""#))
        #expect(try rules(database).isEmpty)
        // On again, then off.
        _ = try await server.postForm("/trackables/bell", "reading=1&direction=high&on=1&return=\(back)")
        let off = try await server.postForm("/trackables/bell", "reading=1&direction=high&on=0&return=\(back)")
        #expect(off.status == 200 && toastText(off.body) == "Bell off: Gym · Max weight — new highest. Undo puts it back.")
        #expect(try bell(off.body, "high").contains(#"aria-pressed="false""#))
        #expect(try rules(database).isEmpty)
    }

    @Test("refused: no CSRF token 403, an unknown Reading 404, a direction or switch that means nothing 400; nothing written")
    func refusals() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try gym(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let forged = try await server.request("POST", "/trackables/bell", body: "reading=1&direction=high&on=1",
                                              headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(forged.status == 403)
        let back = Escape.urlComponent(Self.gymPage)
        let unknown = try await server.postForm("/trackables/bell", "reading=99&direction=high&on=1&return=\(back)")
        #expect(unknown.status == 404 && unknown.body.contains("there is no Reading 99") && unknown.body.contains("<h1>Gym</h1>"))
        #expect(try await server.postForm("/trackables/bell", "reading=1&direction=sideways&on=1").status == 400)
        #expect(try await server.postForm("/trackables/bell", "reading=1&direction=high&on=yes").status == 400)
        #expect(try await server.postForm("/trackables/bell", "reading=x&direction=high&on=1").status == 400)
        #expect(try rules(database).isEmpty)
    }

    @Test("a return target is only a local path: another origin, a scheme, a backslash, a fragment or a control character is none")
    func returnTargets() {
        #expect(ReturnTarget("/trackables/Bench%20press?range=30d&month=2026-03&date=2026-03-05")?.trackablePage
            == TrackablePageRequest(name: "Bench press", range: "30d", month: "2026-03"))
        #expect(ReturnTarget("/trackables/id/4")?.trackablePage == TrackablePageRequest(id: 4))
        #expect(ReturnTarget("/trackables/Weight?date=2026-03-05")?.openedDate == "2026-03-05")
        for refused in ["//evil.example", "//evil.example/trackables/Weight", "https://evil.example/trackables/Weight", "http:/trackables/Weight",
                        "/\\evil.example", "javascript:alert(1)", "trackables/Weight", "/trackables/Weight#day", "/trackables/We ight",
                        "/trackables/Weight\n", "", "/trackables/Wéight"] {
            #expect(ReturnTarget(refused) == nil, "\(refused) was taken")
        }
        // A local path that is no trackable's page renders nothing of its own.
        #expect(ReturnTarget("/trackables/manage")?.trackablePage == nil)
        #expect(ReturnTarget("/history")?.trackablePage == nil)
    }

    /// Weight with 80 kg on 5 March, its entry's id, and a served database.
    func weight(_ database: TestDatabase) throws -> String {
        #expect(try database.run(["goals", "set", "--time-zone", "UTC"]).status == 0)
        #expect(try database.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"]).status == 0)
        #expect(try database.run(["log", "Weight", "80kg", "--date", "2026-03-05", "--now", Self.now]).status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["entry", "list", "Weight", "--json"]).stdout.utf8)) as? [[String: Any]])
        let id = try #require(entries.first?["id"] as? Int)
        return String(id)
    }

    @Test("an edit, a delete and their Undo started from a day of the month calendar come back to that page, range, month and day kept")
    func editsComeBack() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let entry = try weight(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let place = "/trackables/Weight?range=30d&month=2026-03&date=2026-03-05"
        let opened = try await server.request("GET", place).body
        #expect(opened.contains(#"<input type="hidden" name="return" value="/trackables/Weight?range=30d&amp;month=2026-03&amp;date=2026-03-05">"#))
        let back = Escape.urlComponent(place)
        let edited = try await server.postForm("/trackables/entries/edit", "entry=\(entry)&value=78kg&return=\(back)")
        #expect(edited.status == 200 && edited.body.contains("<h1>Weight</h1>") && edited.body.contains(#"<div id="day" class="tday">"#))
        #expect(edited.body.contains(#"<a href="/trackables/Weight?range=30d&amp;month=2026-03" aria-current="true">30 days</a>"#))
        #expect(edited.body.contains(#"<span class="entry-value">78 kg</span>"#))
        #expect(toastText(edited.body)?.hasPrefix("Edited Weight 78 kg on 2026-03-05") == true)
        #expect(edited.body.contains(#"<form class="toast-undo" method="post" action="/trackables/undo?return=\#(back)">"#))
        let offer = try #require(UndoFormText.button(edited.body, kind: "toast-undo"))
        let undone = try await server.postForm("/trackables/undo?return=\(back)", "change=\(offer.change)")
        #expect(undone.status == 200 && undone.body.contains("<h1>Weight</h1>") && undone.body.contains(#"<span class="entry-value">80 kg</span>"#))
        #expect(toastText(undone.body)?.hasPrefix("Undid:") == true)
        let removed = try await server.postForm("/trackables/entries/remove", "entry=\(entry)&return=\(back)")
        #expect(removed.status == 200 && removed.body.contains("<h1>Weight</h1>") && removed.body.contains(#"<div id="day" class="tday">"#))
        // A refusal comes back to the page too, with its status.
        let missing = try await server.postForm("/trackables/entries/remove", "entry=\(entry)&return=\(back)")
        #expect(missing.status == 404 && missing.body.contains("<h1>Weight</h1>"))
    }

    @Test("a return target on another origin is refused: the edit answers with the cards, as without one", arguments: [
        "//evil.example/trackables/Weight", "https://evil.example/trackables/Weight", "/\\evil.example",
    ])
    func foreignReturnFallsBack(_ target: String) async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let entry = try weight(database)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let edited = try await server.postForm("/trackables/entries/edit", "entry=\(entry)&value=79kg&return=\(Escape.urlComponent(target))")
        #expect(edited.status == 200 && !edited.body.contains("<h1>Weight</h1>") && edited.body.contains("<h2><bdi>Weight</bdi></h2>"))
        #expect(edited.body.contains(#"<form class="toast-undo" method="post" action="/trackables/undo">"#))
        #expect(!edited.body.contains("evil.example"))
        let offer = try #require(UndoFormText.button(edited.body, kind: "toast-undo"))
        let undone = try await server.postForm("/trackables/undo?return=\(Escape.urlComponent(target))", "change=\(offer.change)")
        #expect(undone.status == 200 && !undone.body.contains("<h1>Weight</h1>") && !undone.body.contains("evil.example"))
    }
}
