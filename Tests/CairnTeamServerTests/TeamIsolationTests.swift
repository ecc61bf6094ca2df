import CairnServer
import CairnTeam
import Foundation
import Testing

/// Person B's session asking for person A's things by their ids gets none of A's.
@Suite("Team server isolation by id")
struct TeamIsolationTests {
    @Test("Bob cannot remove Ada's hold by its id, nor see it; Ada's goals are not Bob's")
    func holdsAndGoals() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        let ada = try team.signIn("ada"), bob = try team.signIn("bob")
        let added = try ada.post("/history/holds/add", [("from", "2026-03-02"), ("to", "2026-03-03"), ("reason", "ada-holiday")])
        #expect(added.status == 200, "\(added.text)")
        let history = try ada.get("/history")
        let id = try #require(ServedTeam.field("hold", in: history.text))
        #expect(try !bob.get("/history").text.contains("ada-holiday"))
        let removed = try bob.post("/history/holds/remove", [("hold", id)])
        #expect(removed.status != 200 || !removed.text.contains("ada-holiday"))
        #expect(try ada.get("/history").text.contains("ada-holiday"), "Ada's hold is still there")
        // Goals: Ada's daily goal is hers alone.
        var headers = ada.cookie
        headers["X-CSRF-Token"] = ada.csrf
        headers["Content-Type"] = "application/json"
        let put = try team.send("PUT", "/api/goals", headers: headers, body: Data(#"{"daily": 45}"#.utf8))
        #expect(put.status == 200, "\(put.text)")
        func daily(_ browser: ServedTeam.Browser) throws -> Int? {
            (try browser.get("/api/goals").json as? [String: Any])?["dailyGoalMinutes"] as? Int
        }
        #expect(try daily(ada) == 45)
        #expect(try daily(bob) != 45)
    }

    @Test("Bob asking for Ada's trackable and entry by name or id gets not found, and changes nothing of hers")
    func trackablesAndEntries() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bob")
        let ada = try team.signIn("ada"), bob = try team.signIn("bob")
        #expect(try ada.post("/trackables/manage/add", [("name", "Meditated"), ("kind", "yesno")]).status == 200)
        #expect(try ada.post("/trackables/log", [("trackable", "Meditated"), ("value", "yes")]).status == 200)
        func entries(_ browser: ServedTeam.Browser) throws -> [[String: Any]] {
            try #require(try browser.get("/api/entries").json as? [[String: Any]])
        }
        let adaEntries = try entries(ada)
        #expect(adaEntries.count == 1)
        let id = try #require(adaEntries.first?["id"] as? Int)
        #expect(try (bob.get("/api/trackables").json as? [Any])?.isEmpty == true)
        #expect(try entries(bob).isEmpty)
        for path in ["/trackables/Meditated", "/trackables/id/1", "/api/trackables/Meditated/page", "/api/trackables/id/1/page"] {
            let answer = try bob.get(path)
            #expect(answer.status == 404, "\(path)")
            #expect(!answer.text.contains("Meditated\u{22}") && !answer.text.contains("<h2><bdi>Meditated"), "\(path)")
        }
        var json = bob.cookie
        json["X-CSRF-Token"] = bob.csrf
        json["Content-Type"] = "application/json"
        #expect(try team.send("PATCH", "/api/entries/\(id)", headers: json, body: Data(#"{"value": "no"}"#.utf8)).status == 404)
        #expect(try team.send("DELETE", "/api/entries/\(id)", headers: json).status == 404)
        #expect(try bob.post("/trackables/entries/remove", [("entry", String(id))]).status == 404)
        #expect(try bob.post("/trackables/log", [("trackable", "Meditated"), ("value", "no")]).status == 404)
        #expect(try bob.post("/trackables/manage/remove", [("trackable", "Meditated"), ("confirm", "yes")]).status == 404)
        #expect(try entries(ada).count == 1, "Ada's entry is still there")
        #expect(try ada.get("/api/trackables").text.contains("Meditated"))
    }
}
