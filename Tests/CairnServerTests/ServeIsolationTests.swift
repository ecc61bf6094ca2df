import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// Right-to-left names isolated in the HTML (`<bdi>`), so the numbers beside them keep their
/// side: without it "Logged ركض يومي 4.5 km" shows as "Logged 4.5 ركض يومي km".
@Suite("right-to-left names isolated on the screens")
struct ServeIsolationTests {
    static let rtl = "ركض يومي"

    @Test("a log's toast, the card's title and the achievements isolate the name; the value stays after it")
    func isolated() async throws {
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["trackable", "add", Self.rtl, "--kind", "number", "--unit", "km"]).status == 0)
        #expect(try database.run(["rule", "add", Self.rtl, "--measure", "total", "--ladder", "5,10"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let encoded = try #require(Self.rtl.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let posted = try await server.postForm("/trackables/log", "trackable=\(encoded)&value=4.5%20km")
        #expect(posted.status == 200)
        #expect(posted.body.contains("Logged <bdi>\(Self.rtl)</bdi> 4.5 km"), "\(posted.body)")
        #expect(posted.body.contains("<h2><bdi>\(Self.rtl)</bdi></h2>"))
        let achievements = try await server.request("GET", "/achievements").body
        #expect(achievements.contains("<bdi>\(Self.rtl)"), "\(achievements)")
    }

    @Test("the toast's name stays isolated when the script shows it, and reads in logical order")
    func inTheBrowser() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        #expect(try database.run(["trackable", "add", Self.rtl, "--kind", "number", "--unit", "km"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", "2026-03-09T15:00:00Z"])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/trackables")
        // The toast keeps its nodes after it hides itself (4 s), so a slow poll still reads them.
        let card = "document.querySelector('input[name=\"trackable\"][value=\"\(Self.rtl)\"]').closest('form')"
        #expect(try await browser.waitUntil("const f = \(card); f.querySelector('input[name=\"value\"]').value = '4.5 km'; f.querySelector('button[type=\"submit\"]').click(); return true;"))
        #expect(try await browser.waitUntil("const t = document.getElementById('toast'); return t !== null && t.querySelector('bdi') !== null;"))
        // The script showed it (a plain post would have left for /trackables/log).
        #expect(try await browser.execute("return location.pathname;") as? String == "/trackables")
        let toast = try await browser.execute("return document.getElementById('toast').innerHTML;") as? String
        #expect(toast == "Logged <bdi>\(Self.rtl)</bdi> 4.5 km", "\(toast ?? "")")
        await browser.quit()
    }
}
}
