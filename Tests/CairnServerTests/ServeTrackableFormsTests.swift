import Foundation
import Testing
import CairnTestSupport

/// `/trackables/manage` as plain forms (no JavaScript): add every kind, rename, the day value,
/// the none, zones, remove after asking, undo; each refusal in the CLI's words beside its field,
/// with what was typed kept.
@Suite("cairn serve: adding and changing trackables in the browser")
struct ServeTrackableFormsTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    func post(_ server: ServedCairn, _ path: String, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        try await server.postForm(path, fields)
    }

    func toast(_ page: String) -> String? { toastText(page) }

    /// `trackable list --json`, by name.
    func trackables(_ database: TestDatabase) throws -> [String: [String: Any]] {
        let list = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["trackable", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
        return Dictionary(list.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A form body from pairs, percent-encoded.
    static func body(_ pairs: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
    }

    func served(_ database: TestDatabase) throws -> ServedCairn {
        try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
    }

    /// Each kind's form fields and the toast its add says.
    static let kinds: [(pairs: [[String]], expected: String)] = [
        ([["name", "Meditated"], ["kind", "yesno"]], "Added Meditated (yesno; a day's value is its max)."),
        ([["name", "Weight"], ["kind", "number"], ["unit", "kg"], ["dayValue", "last"]], "Added Weight (number, kg; a day's value is its last)."),
        ([["name", "Sleep"], ["kind", "duration"], ["unit", "h"]], "Added Sleep (duration, h; a day's value is its sum)."),
        ([["name", "Bedtime"], ["kind", "clock"]], "Added Bedtime (clock; a day's value is its last)."),
        ([["name", "Headache"], ["kind", "choice"], ["choices", "None, Mild, Severe"], ["ordered", "on"], ["none", "None"]], "Added Headache (choice; a day's value is its last)."),
        ([["name", "Stretch"], ["kind", "habit"]], "Added Stretch (habit)."),
        ([["name", "Journal"], ["kind", "text"]], "Added Journal (text)."),
        ([["name", "Strength"], ["kind", "event"], ["fields", "exercise:choice=Bench press,Squat\r\nweight:number:kg\r\n"]], "Added Strength (event)."),
        ([["name", "Mood tags"], ["kind", "tag"]], "Added Mood tags (tag)."),
    ]

    @Test("a trackable of every kind is added from the form, as `trackable add` adds it", arguments: kinds)
    func addEveryKind(kind: (pairs: [[String]], expected: String)) async throws {
        let pairs = kind.pairs.map { ($0[0], $0[1]) }, expected = kind.expected
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        let page = try await server.request("GET", "/trackables/manage")
        #expect(page.status == 200 && page.body.contains(#"action="/trackables/manage/add#add""#) && page.body.contains(#"<datalist id="units">"#))
        let name = pairs[0].1
        let added = try await post(server, "/trackables/manage/add", Self.body(pairs))
        #expect(added.status == 200)
        let shown = try #require(toast(added.body))
        // The kind, and the day value (chosen, or the kind's default) for what logs a number.
        #expect(shown == ServeHoldFormsTests.escaped(expected), "\(shown)")
        let stored = try #require(try trackables(database)[name])
        #expect(stored["kind"] as? String == pairs[1].1)
        if name == "Headache" {
            #expect(stored["choices"] as? [String] == ["None", "Mild", "Severe"] && stored["ordered"] as? Bool == true && stored["none"] as? String == "None")
        }
        if name == "Strength" { #expect(stored["fields"] as? [String] == ["exercise:choice", "weight:number:kg"]) }
        if name == "Weight" { #expect(stored["unit"] as? String == "kg" && stored["dayValue"] as? String == "last") }
        #expect(added.body.contains(#"<h2 id="trackable-"#) && added.body.contains(">\(name)</h2>"))
    }

    @Test("a refused add keeps every field as typed and puts the CLI's words beside the field they are about")
    func refusedAdd() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        let refused = try await server.request("POST", "/trackables/manage/add", body: "name=Weight&kind=number", headers: Self.form)
        #expect(refused.status == 403)
        let unit = try ServeHoldFormsTests.cliError(database, ["trackable", "add", "Weight", "--kind", "number", "--unit", "kg2"])
        let wrong = try await post(server, "/trackables/manage/add", Self.body([("name", "Weight"), ("kind", "number"), ("unit", "kg2"), ("dayValue", "last")]))
        #expect(wrong.status == 400)
        #expect(wrong.body.contains(#"<span class="field-error" id="add-unit-error" role="alert">\#(ServeHoldFormsTests.escaped(unit))</span>"#), "\(unit)")
        #expect(wrong.body.contains(#"name="name" value="Weight""#) && wrong.body.contains(#"name="unit" value="kg2""#))
        #expect(wrong.body.contains(#"<option value="number" selected>"#) && wrong.body.contains(#"<option value="last" selected>"#))
        #expect(toast(wrong.body) == nil)
        let none = try ServeHoldFormsTests.cliError(database, ["trackable", "add", "Headache", "--kind", "choice", "--choices", "Mild,Severe", "--none", "Nothing"])
        let badNone = try await post(server, "/trackables/manage/add", Self.body([("name", "Headache"), ("kind", "choice"), ("choices", "Mild,Severe"), ("none", "Nothing")]))
        #expect(badNone.status == 400 && badNone.body.contains(#"id="add-none-error" role="alert">\#(ServeHoldFormsTests.escaped(none))<"#), "\(none)")
        #expect(badNone.body.contains(#"name="choices" value="Mild,Severe""#))
        let event = try ServeHoldFormsTests.cliError(database, ["trackable", "add", "Strength", "--kind", "event"])
        let noFields = try await post(server, "/trackables/manage/add", Self.body([("name", "Strength"), ("kind", "event")]))
        #expect(noFields.status == 400 && noFields.body.contains(#"id="add-fields-error" role="alert">\#(ServeHoldFormsTests.escaped(event))<"#), "\(event)")
        #expect(try trackables(database).isEmpty)
    }

    @Test("rename, the day value and the none change as `trackable rename|set` change them; a refusal keeps the new name typed")
    func renameAndSet() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["trackable", "add", "Headache", "--kind", "choice", "--choices", "None,Mild,Severe"]).status == 0)
        let server = try served(database)
        defer { server.stop() }
        let refused = try await server.request("POST", "/trackables/manage/rename", body: "trackable=Running&name=Jogging", headers: Self.form)
        #expect(refused.status == 403)
        #expect(try trackables(database)["Running"] != nil)
        let renamed = try await post(server, "/trackables/manage/rename", "trackable=Running&name=Jogging")
        #expect(toast(renamed.body) == "Renamed Running to Jogging; its entries, zones and rules stay with it.")
        #expect(try trackables(database)["Jogging"] != nil)
        let taken = try ServeHoldFormsTests.cliError(database, ["trackable", "rename", "Jogging", "Headache"])
        let clash = try await post(server, "/trackables/manage/rename", "trackable=Jogging&name=Headache")
        #expect(clash.status == 409)
        let id = try #require(try trackables(database)["Jogging"]?["id"] as? Int)
        #expect(clash.body.contains(#"id="rename-\#(id)-name" name="name" value="Headache""#))
        #expect(clash.body.contains(#"id="rename-\#(id)-name-error" role="alert">\#(ServeHoldFormsTests.escaped(taken))<"#), "\(taken)")
        let gone = try await post(server, "/trackables/manage/rename", "trackable=Running&name=Walking")
        #expect(gone.status == 404 && gone.body.contains(#"<p class="error" role="alert">no trackable named &quot;Running&quot;"#))
        let set = try await post(server, "/trackables/manage/day-value", "trackable=Jogging&dayValue=max")
        #expect(toast(set.body) == "Jogging: a day&#39;s value is now its max.")
        #expect(try trackables(database)["Jogging"]?["dayValue"] as? String == "max")
        let clock = try ServeHoldFormsTests.cliError(database, ["trackable", "set", "Jogging", "--day-value", "earliest"])
        let bad = try await post(server, "/trackables/manage/day-value", "trackable=Jogging&dayValue=earliest")
        #expect(bad.status == 400 && bad.body.contains(ServeHoldFormsTests.escaped(clock)), "\(clock)")
        let named = try await post(server, "/trackables/manage/none", "trackable=Headache&none=None")
        #expect(toast(named.body) == "Headache: None is now its none.")
        #expect(try trackables(database)["Headache"]?["none"] as? String == "None")
        let cleared = try await post(server, "/trackables/manage/none", "trackable=Headache&none=")
        #expect(toast(cleared.body) == "Headache now has no none: every choice is a day of some.")
        let none = try trackables(database)["Headache"]?["none"]
        #expect(none == nil || none is NSNull)
    }

    @Test("remove asks first with how many entries go, removes on the confirmation, and Undo puts it all back")
    func removeAfterAsking() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        for day in ["2026-03-07", "2026-03-08", "2026-03-09"] {
            #expect(try database.run(["log", "Running", "2 km", "--date", day, "--now", Self.now]).status == 0)
        }
        let server = try served(database)
        defer { server.stop() }
        let refused = try await server.request("POST", "/trackables/manage/remove", body: "trackable=Running&confirm=yes", headers: Self.form)
        #expect(refused.status == 403)
        #expect(try trackables(database)["Running"] != nil)
        let asked = try await post(server, "/trackables/manage/remove", "trackable=Running")
        #expect(asked.status == 200)
        #expect(asked.body.contains("Remove Running with 3 entries and its zones and rules?"))
        #expect(asked.body.contains(#"<input type="hidden" name="confirm" value="yes">"#))
        #expect(try trackables(database)["Running"] != nil)
        let removed = try await post(server, "/trackables/manage/remove", "trackable=Running&confirm=yes")
        #expect(toast(removed.body) == "Removed Running with 3 entries and its zones and rules. Undo puts them back.")
        #expect(try trackables(database)["Running"] == nil)
        let button = try #require(UndoFormText.button(removed.body))
        #expect(button.words == "Undo: trackable remove Running (3 entries)")
        let undone = try await post(server, "/trackables/manage/undo", "change=\(button.change)")
        #expect(toast(undone.body) == "Undid: trackable remove Running (3 entries).")
        #expect(try trackables(database)["Running"]?["rules"] as? Int == 1)
        #expect(try database.run(["entry", "list", "Running", "--json"]).stdout.components(separatedBy: "\"id\"").count == 4)
        let missing = try await post(server, "/trackables/manage/remove", "trackable=Swimming")
        #expect(missing.status == 404 && missing.body.contains("no trackable named &quot;Swimming&quot;"))
    }

    @Test("zones are added with their units as typed and removed; a refusal keeps the bounds typed")
    func zones() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"]).status == 0)
        let server = try served(database)
        defer { server.stop() }
        let refused = try await server.request("POST", "/trackables/manage/zones/add", body: "trackable=Weight&zone=Healthy&min=70kg", headers: Self.form)
        #expect(refused.status == 403)
        let added = try await post(server, "/trackables/manage/zones/add", "trackable=Weight&zone=Healthy&min=70kg&max=80kg")
        #expect(toast(added.body) == "Added zone Healthy to Weight: from 70 kg to 80 kg.")
        #expect(added.body.contains(#"<li data-zone="Healthy">Healthy <span class="muted">from 70 kg to 80 kg</span>"#))
        #expect(try database.run(["zone", "list", "Weight"]).stdout == "Weight  Healthy  from 70 kg to 80 kg\n")
        let cli = try ServeHoldFormsTests.cliError(database, ["zone", "add", "Weight", "Far", "--min", "5km"])
        let wrong = try await post(server, "/trackables/manage/zones/add", "trackable=Weight&zone=Far&min=5km")
        #expect(wrong.status == 400 && wrong.body.contains(ServeHoldFormsTests.escaped(cli)), "\(cli)")
        let id = try #require(try trackables(database)["Weight"]?["id"] as? Int)
        #expect(wrong.body.contains(#"id="zone-\#(id)-zone" name="zone" value="Far""#) && wrong.body.contains(#"id="zone-\#(id)-min" name="min" value="5km""#))
        let removed = try await post(server, "/trackables/manage/zones/remove", "trackable=Weight&zone=Healthy")
        #expect(toast(removed.body) == "Removed zone Healthy of Weight. Undo puts it back.")
        #expect(try database.run(["zone", "list", "Weight"]).stdout.contains("No zones yet"))
    }

    @Test("the cards and Getting Started point at the forms, not at a command; markup in names renders as text")
    func links() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        let server = try served(database)
        defer { server.stop() }
        let cards = try await server.request("GET", "/trackables")
        #expect(cards.body.contains(#"<a href="/trackables/manage#add">Add one</a>"#) && !cards.body.contains("cairn trackable add"))
        let today = try await server.request("GET", "/")
        #expect(!today.body.contains("cairn trackable add"))
        // A name and labels with markup render as text in every form, and come back as sent.
        #expect(try database.run(["trackable", "add", "<img src=x onerror=alert(1)>", "--kind", "choice", "--choices", "<b>A</b>,B"]).status == 0)
        let manage = try await server.request("GET", "/trackables/manage")
        #expect(!manage.body.contains("<img") && !manage.body.contains("<b>"))
        #expect(manage.body.contains(#"<input type="hidden" name="trackable" value="&lt;img src=x onerror=alert(1)&gt;">"#))
        #expect(manage.body.contains(#"<option value="&lt;b&gt;A&lt;/b&gt;">&lt;b&gt;A&lt;/b&gt;</option>"#))
        let named = try await post(server, "/trackables/manage/none", Self.body([("trackable", "<img src=x onerror=alert(1)>"), ("none", "<b>A</b>")]))
        #expect(named.status == 200)
        #expect(try trackables(database)["<img src=x onerror=alert(1)>"]?["none"] as? String == "<b>A</b>")
    }
}
