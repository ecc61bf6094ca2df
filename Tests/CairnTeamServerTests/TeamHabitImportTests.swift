import CairnTeam
import Foundation
import Testing

/// The Import page's Loop and Daylio forms on a team server: the upload goes into the
/// signed-in person's rows, and no one else's.
@Suite("Team server: a Loop export through the Import form")
struct TeamHabitImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CairnImportTests/Fixtures")

    /// `file` and `format` as the Import page's form posts them (multipart, the CSRF token as
    /// `_csrf` in the action's query and the body).
    static func upload(_ browser: ServedTeam.Browser, file: String, format: String, csrf: String? = nil,
                       asJob: Bool = false) throws -> TeamAnswer {
        let bytes = try Data(contentsOf: fixtures.appendingPathComponent(file))
        let boundary = "----CairnTeamTest\(UUID().uuidString)"
        var body = Data()
        func add(_ text: String) { body.append(Data(text.utf8)) }
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(csrf ?? browser.csrf)\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\n\(format)\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\((file as NSString).lastPathComponent)\"\r\n"
            + "Content-Type: application/octet-stream\r\n\r\n")
        body.append(bytes)
        add("\r\n--\(boundary)--\r\n")
        var headers = browser.cookie
        headers["Content-Type"] = "multipart/form-data; boundary=\(boundary)"
        if asJob { headers["X-Cairn-Import"] = "job" }
        return try browser.team.send("POST", "/import?_csrf=\(csrf ?? browser.csrf)", headers: headers, body: body)
    }

    static func trackableNames(_ browser: ServedTeam.Browser) throws -> [String] {
        let answer = try browser.get("/api/trackables")
        #expect(answer.status == 200, "\(answer.text.prefix(300))")
        let list = answer.json as? [[String: Any]] ?? (answer.json as? [String: Any])?["trackables"] as? [[String: Any]] ?? []
        return list.compactMap { $0["name"] as? String }
    }

    @Test("Ada's Loop zip and Daylio CSV go into her rows (twice adds nothing); Bea sees none; no CSRF token, no import")
    func loopAndDaylio() throws {
        let team = try ServedTeam()
        try team.add("ada")
        try team.add("bea")
        let ada = try team.signIn("ada"), bea = try team.signIn("bea")

        let refused = try Self.upload(ada, file: "loop/2024-export.zip", format: "loop", csrf: bea.csrf)
        #expect(refused.status == 403)
        #expect(try Self.trackableNames(ada).isEmpty)

        let loop = try Self.upload(ada, file: "loop/2024-export.zip", format: "loop")
        #expect(loop.status == 200, "\(loop.text.components(separatedBy: "role=\"alert\"").dropFirst().first?.prefix(300) ?? "")")
        #expect(loop.text.contains("Imported ") && loop.text.contains("New trackables: Meditate, Pages read, Water."), "\(loop.text.prefix(2000))")
        #expect(try Self.trackableNames(ada) == ["Meditate", "Pages read", "Water"])
        let again = try Self.upload(ada, file: "loop/2024-export.zip", format: "loop")
        #expect(again.status == 200 && again.text.contains("Imported 0 entries") && again.text.contains("already there, skipped"))

        let daylio = try Self.upload(ada, file: "daylio/sample.csv", format: "daylio")
        #expect(daylio.status == 200 && daylio.text.contains("Imported "), "\(daylio.text.prefix(600))")
        #expect(try Self.trackableNames(ada).contains("Mood"))

        #expect(try Self.trackableNames(bea).isEmpty)
        let entries = try bea.get("/api/entries")
        #expect(entries.status == 200 && (entries.json as? [Any] ?? (entries.json as? [String: Any])?["entries"] as? [Any] ?? [1]).isEmpty,
                "\(entries.text.prefix(300))")
    }

    @Test("the page's background job imports a Daylio CSV into the person's rows, its progress read by its id")
    func asJob() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let ada = try team.signIn("ada")
        let started = try Self.upload(ada, file: "daylio/sample.csv", format: "daylio", asJob: true)
        #expect(started.status == 202, "\(started.text)")
        let id = try #require((started.json as? [String: Any])?["id"] as? String)
        var state: [String: Any] = [:]
        for _ in 0..<300 {
            state = try #require(try ada.get("/api/import/\(id)").json as? [String: Any])
            if state["state"] as? String != "running" { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(state["state"] as? String == "done", "\(state)")
        #expect((state["lines"] as? [String])?.first?.hasPrefix("Imported ") == true, "\(state)")
        #expect(try Self.trackableNames(ada).contains("Mood"))
    }
}
