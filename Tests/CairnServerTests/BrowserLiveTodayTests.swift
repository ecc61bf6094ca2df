import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites {
/// Today kept live in Debian's headless Chromium: heartbeats posted to the WakaTime endpoint
/// move the rings, numbers and week strip without a navigation.
@Suite("cairn serve in a real browser: Today kept live", .serialized)
struct BrowserLiveTodayTests {
    static let now = "2026-03-09T19:00:00Z"
    /// 18:00Z on 9 March 2026, an hour before now, outside the window (09:00–18:00 in Berlin).
    static let six = 1_773_079_200.0

    @Test("heartbeats from an editor change the ring's label and numbers in place, the page never reloaded; the arc moves unless motion is reduced",
          arguments: [true, false])
    func live(reducedMotion: Bool) async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        try database.prepare()
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver(width: 1000, reducedMotion: reducedMotion)
        try await browser.go(server.base + "/")
        let ring = "document.querySelector('[data-ring=\"today\"]').getAttribute('aria-label')"
        let before = try #require(try await browser.execute("return \(ring);") as? String)
        #expect(before == "Today: 250 percent, 5 hours of 2 hours")
        #expect(try await browser.execute("window.cairnMarker = 'kept'; return performance.getEntriesByType('navigation').length;") as? Int == 1)
        // Every animation the script starts is counted, with its keyframes.
        _ = try await browser.execute("""
            window.moves = []; const animate = Element.prototype.animate;
            Element.prototype.animate = function (frames, options) { window.moves.push(JSON.stringify(frames)); return animate.call(this, frames, options); };
            """)
        let windowArc = "return document.querySelector('[data-ring=\"window\"] .lap1').getAttribute('stroke-dasharray');"
        let oldArc = try #require(try await browser.execute(windowArc) as? String)
        // Nothing changed: the poll is answered 304 and the screen stays as it is.
        let tag = try #require(try await browser.execute("return document.getElementById('live-today').getAttribute('data-etag');") as? String)
        #expect(try await server.request("GET", "/api/today", headers: ["If-None-Match": tag]).status == 304)
        let beats = (0..<3).map { i in
            #"{"entity":"/home/me/cairn/Sources/main.swift","type":"file","category":"coding","time":\#(Self.six + Double(i) * 60),"project":"cairn","language":"Swift"}"#
        }
        let posted = try await server.request("POST", "/api/v1/users/current/heartbeats.bulk", body: "[" + beats.joined(separator: ",") + "]",
                                              headers: ["Authorization": "Basic " + Data(key.utf8).base64EncodedString()])
        #expect(posted.status == 201, "\(posted.body)")
        #expect(try await server.request("GET", "/api/today", headers: ["If-None-Match": tag]).status == 200)
        // Two minutes more: 251 %, in the label and the numbers, within a few seconds.
        #expect(try await browser.waitUntil("return \(ring) === 'Today: 251 percent, 5 hours 2 minutes of 2 hours';"), "the ring did not move")
        #expect(try await browser.waitUntil("return document.querySelector('.stat-today').textContent.includes('5h 2m of 2h');"))
        #expect(try await browser.execute("return window.cairnMarker + ' ' + performance.getEntriesByType('navigation').length;") as? String == "kept 1")
        #expect(try await browser.execute("return document.querySelector('.rings').classList.contains('live');") as? Bool == true)
        let moves = try #require(try await browser.execute("return window.moves;") as? [String])
        if reducedMotion {
            #expect(moves.isEmpty, "\(moves)")
        } else {
            // The window's share fell from 100 % to 99 %: its arc moves from the old length to the new.
            let newArc = try #require(try await browser.execute(windowArc) as? String)
            #expect(oldArc != newArc)
            #expect(moves.contains(#"[{"strokeDasharray":"\#(oldArc)"},{"strokeDasharray":"\#(newArc)"}]"#), "\(moves)")
        }
        await browser.quit()
    }
}
}
