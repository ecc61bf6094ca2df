import CairnTeam
import Foundation
import Testing

/// `/import` on a team server: the signed-in person's upload goes into their rows alone, by the
/// plain form and by the page's job API.
@Suite("Imports of coding time on the team server")
struct TeamImportTests {
    /// A WakaTime durations response with an hour on the server's today (2026-03-09).
    static let durations = Data(#"{"data": [{"time": 1773046800, "duration": 3600, "project": "cairn"}]}"#.utf8)

    /// `fields` and one file as multipart/form-data (the CSRF token as the `_csrf` field, and in
    /// the query by `upload`, when given).
    static func multipart(_ fields: [(String, String)], file: Data, name: String = "durations.json") -> (body: Data, type: String) {
        let boundary = "----CairnTeamTest\(UUID().uuidString)"
        var body = Data()
        func add(_ text: String) { body.append(Data(text.utf8)) }
        for (key, value) in fields { add("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n") }
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: application/json\r\n\r\n")
        body.append(file)
        add("\r\n--\(boundary)--\r\n")
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    static func upload(_ browser: ServedTeam.Browser, format: String = "wakatime", file: Data = durations, csrf: Bool = true,
                       headers: [String: String] = [:]) throws -> TeamAnswer {
        let form = multipart((csrf ? [("_csrf", browser.csrf)] : []) + [("format", format)], file: file)
        var all = browser.cookie
        all["Content-Type"] = form.type
        for (key, value) in headers { all[key] = value }
        return try browser.team.send("POST", csrf ? "/import?_csrf=\(browser.csrf)" : "/import", headers: all, body: form.body)
    }

    static func coded(_ browser: ServedTeam.Browser) throws -> Double? {
        ((try browser.get("/api/today").json as? [String: Any])?["day"] as? [String: Any])?["codedSeconds"] as? Double
    }

    static func days(_ browser: ServedTeam.Browser) throws -> String {
        try browser.get("/api/days?from=2026-03-01&to=2026-03-09").text
    }

    @Test("the plain form imports into the signed-in person's day, Undo takes it back; another person's stays as it was")
    func form() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bea")
        let ada = try team.signIn("ada"), bea = try team.signIn("bea")
        let beaDays = try Self.days(bea)
        let page = try ada.get("/import")
        #expect(page.status == 200 && !page.text.contains("cannot be undone"))
        #expect(try Self.coded(ada) == 0)
        #expect(try Self.upload(ada, csrf: false).status == 403)
        #expect(try Self.coded(ada) == 0)
        let answer = try Self.upload(ada)
        #expect(answer.status == 200, "\(answer.text.prefix(600))")
        #expect(answer.text.contains("Imported 1 session from durations.json"))
        #expect(try Self.coded(ada) == 3_600)
        #expect(try Self.days(ada) != beaDays)
        #expect(try Self.coded(bea) == 0)
        #expect(try Self.days(bea) == beaDays)
        // Twice adds nothing.
        #expect(try Self.upload(ada).text.contains("Imported 0 sessions from durations.json (1 already there, skipped)"))
        #expect(try Self.coded(ada) == 3_600)
        // Daylio imports too, into Ada's trackables only.
        let csv = "full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-08,8 March,Sunday,10:00 pm,good,\"music\",\"\",\"\"\n"
        let daylio = try Self.upload(ada, format: "daylio", file: Data(csv.utf8))
        #expect(daylio.status == 200, "\(daylio.text.prefix(600))")
        #expect(try ada.get("/api/trackables").text != (try bea.get("/api/trackables").text))
        // The Daylio import is the last change, the sessions' the one before: Undo steps back
        // through both, as on a personal database.
        for label in ["Undo: import", "Undo: import durations.json"] {
            let cards = try ada.get("/trackables").text
            let form = try #require(cards.range(of: #"name="change" value=""#), "an Undo button on the cards")
            let change = String(cards[form.upperBound...].prefix { $0 != "\"" })
            #expect(cards.contains(label), "\(label)")
            #expect(try ada.post("/trackables/undo", [("change", change)]).status == 200)
        }
        #expect(try Self.coded(ada) == 0)
        #expect(try Self.days(ada) == beaDays)
        #expect(try ada.get("/api/trackables").text == (try bea.get("/api/trackables").text))
    }

    @Test("the job API imports for its person; another person cannot read the job")
    func job() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bea")
        let ada = try team.signIn("ada"), bea = try team.signIn("bea")
        let started = try Self.upload(ada, csrf: false, headers: ["X-Cairn-Import": "job", "X-CSRF-Token": ada.csrf])
        #expect(started.status == 202, "\(started.text)")
        let id = try #require((started.json as? [String: Any])?["id"] as? String)
        var state: [String: Any] = [:]
        for _ in 0..<300 {
            state = try #require(try ada.get("/api/import/\(id)").json as? [String: Any])
            if state["state"] as? String != "running" { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(state["state"] as? String == "done", "\(state)")
        #expect((state["lines"] as? [String])?.first?.hasPrefix("Imported 1 session from durations.json") == true)
        #expect(try bea.get("/api/import/\(id)").status == 404)
        #expect(try Self.coded(ada) == 3_600)
        #expect(try Self.coded(bea) == 0)
    }
}
