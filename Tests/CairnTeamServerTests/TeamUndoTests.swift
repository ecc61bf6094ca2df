import CairnApp
import CairnCore
import CairnServer
import CairnTeam
import Foundation
import Testing

/// Undo on a team server: the toast's and the cards' Undo after a log through the form, each
/// person's own change log, and the question before undoing a change made elsewhere.
@Suite("Team server Undo")
struct TeamUndoTests {
    func entries(_ browser: ServedTeam.Browser) throws -> [[String: Any]] {
        try #require(try browser.get("/api/entries").json as? [[String: Any]])
    }

    /// The id the first Undo form of `html` sends.
    func undoID(_ html: String) throws -> String {
        let start = try #require(html.range(of: #"name="change" value=""#))
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("a log through the form offers Undo in its toast; pressing it (with the CSRF token) takes the entry away")
    func undoAfterLog() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let ada = try team.signIn("ada")
        #expect(try ada.post("/trackables/manage/add", [("name", "Meditated"), ("kind", "yesno")]).status == 200)
        let logged = try ada.post("/trackables/log", [("trackable", "Meditated"), ("value", "yes")])
        #expect(logged.status == 200)
        #expect(logged.text.contains(#"class="toast-undo""#), "the toast offers Undo")
        let toast = try #require(logged.text.range(of: #"class="toast-undo""#))
        let change = try undoID(String(logged.text[toast.lowerBound...]))
        #expect(try entries(ada).count == 1)
        #expect(try ada.post("/trackables/undo", [("change", change)], csrf: "not-the-token").status == 403)
        #expect(try entries(ada).count == 1)
        let undone = try ada.post("/trackables/undo", [("change", change)])
        #expect(undone.status == 200)
        #expect(undone.text.contains("Undid: log Meditated yes on 2026-03-09."), "\(undone.text.prefix(600))")
        #expect(try entries(ada).isEmpty)
        // The same button again: the change is gone, the trackable's add is the last now.
        let again = try ada.post("/trackables/undo", [("change", change)])
        #expect(again.status == 409 && again.text.contains("the last change is now “trackable add Meditated”"))
    }

    @Test("POST /api/undo undoes the signed-in person's last change only; another's change made elsewhere is asked about first")
    func eachPersonsOwn() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let bea = try team.add("bea")
        let ada = try team.signIn("ada"), beaBrowser = try team.signIn("bea")
        #expect(try ada.post("/trackables/manage/add", [("name", "Meditated"), ("kind", "yesno")]).status == 200)
        #expect(try ada.post("/trackables/log", [("trackable", "Meditated"), ("value", "yes")]).status == 200)
        // Bea's changes made outside the server (as a command would), with the same ids as Ada's.
        let outside = Workspace(environment: ["TZ": "UTC"], team: TeamScope(connections: TeamConnections(address: team.address), person: bea),
                                now: ServedTeam.nowDate)
        _ = try outside.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        _ = try outside.log(LogRequest(trackable: "Water", valueWords: ["700"]))
        let beas = try #require(try outside.lastChange())
        #expect(beas.id == 2)
        let asked = try beaBrowser.post("/trackables/undo", [("change", "2")])
        #expect(asked.status == 200 && asked.text.contains("made outside this page?"), "\(asked.text.prefix(600))")
        #expect(try entries(beaBrowser).count == 1)
        let json = beaBrowser.cookie.merging(["X-CSRF-Token": beaBrowser.csrf, "Content-Type": "application/json"]) { a, _ in a }
        let api = try team.send("POST", "/api/undo", headers: json, body: Data("{}".utf8))
        #expect(api.status == 200)
        #expect((api.json as? [String: String])?["undone"] == "log Water 700 on 2026-03-09")
        #expect(try entries(beaBrowser).isEmpty)
        #expect(try entries(ada).count == 1)
        // Ada's own change, made here, is undone at once.
        let undone = try ada.post("/trackables/undo", [("change", "2")])
        #expect(undone.text.contains("Undid: log Meditated yes on 2026-03-09."), "\(undone.text.prefix(600))")
        #expect(try entries(ada).isEmpty)
    }

    @Test("History's hold, added through its form, is undone by History's Undo")
    func holdUndo() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let ada = try team.signIn("ada")
        let added = try ada.post("/history/holds/add", [("from", "2026-03-03"), ("to", "2026-03-04"), ("reason", "Holiday"), ("trackable", "")])
        #expect(added.status == 200)
        let holds = try #require(added.text.range(of: #"action="/history/holds/undo#holds""#))
        let change = try undoID(String(added.text[holds.lowerBound...]))
        let undone = try ada.post("/history/holds/undo", [("change", change)])
        #expect(undone.status == 200)
        #expect(undone.text.contains("Undid: disruption add 2026-03-03 to 2026-03-04."), "\(undone.text.prefix(600))")
        #expect(try team.store.connection.execute("SELECT count(*) FROM person_holds").scalar == "0")
    }
}
