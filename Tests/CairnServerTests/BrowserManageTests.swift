import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites.BrowserTests {
    @Test("a choice trackable with a named none, a zone and a days-on-hold added in the browser; the hold shows on History")
    func manageAndHold() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        // The toast's text, read from the page even once it has hidden itself (after 4 s: a
        // page under ThreadSanitizer can take longer than that between two steps).
        func toast() async throws -> String {
            try await browser.execute("return document.getElementById('toast').textContent.trim();") as? String ?? ""
        }
        // From the cards' link to the form.
        try await browser.go(server.base + "/trackables")
        try await browser.click(try #require(try await browser.elements("a[href=\"/trackables/manage\"]").first))
        #expect(try await browser.waitUntil("return document.getElementById('add-name') !== null;"))
        try await browser.type(try #require(try await browser.elements("#add-name").first), "Headache")
        // Only the fields the kind takes are shown: a yes/no has no choices, a choice has.
        #expect(try await browser.execute("return document.getElementById('add-choices').offsetParent === null;") as? Bool == true)
        try await browser.click(try #require(try await browser.elements("#add-kind option[value=\"choice\"]").first))
        #expect(try await browser.execute("return document.getElementById('add-choices').offsetParent !== null && document.getElementById('add-unit').offsetParent === null;") as? Bool == true)
        try await browser.type(try #require(try await browser.elements("#add-choices").first), "None, Mild, Severe")
        try await browser.click(try #require(try await browser.elements("input[name=\"ordered\"]").first))
        try await browser.type(try #require(try await browser.elements("#add-none").first), "None")
        try await browser.click(try #require(try await browser.elements(".trackable-add button[type=\"submit\"]").first))
        #expect(try await browser.waitUntil("return document.getElementById('toast').textContent.startsWith('Added Headache');"))
        #expect(try await toast() == "Added Headache (choice; a day's value is its last).")
        let list = try database.run(["trackable", "list"]).stdout
        #expect(list.contains("Headache  choice  day value: last  none: None"), "\(list)")
        // A zone on Running, its bound typed with its unit.
        let running = "section[data-trackable=\"1\"]"
        try await browser.type(try #require(try await browser.elements("\(running) input[name=\"zone\"]").first), "Long")
        try await browser.type(try #require(try await browser.elements("\(running) input[name=\"min\"]").first), "10km")
        try await browser.click(try #require(try await browser.elements("\(running) .zone-add button[type=\"submit\"]").first))
        #expect(try await browser.waitUntil("return document.getElementById('toast').textContent.startsWith('Added zone');"))
        #expect(try await toast() == "Added zone Long to Running: from 10 km.")
        // The page comes back at the trackable's section, not at its top.
        #expect(try await browser.execute("return location.hash;") as? String == "#trackable-1")
        #expect(try database.run(["zone", "list", "Running"]).stdout == "Running  Long  from 10 km\n")
        try await save(browser, "trackables-manage")
        // Two days on hold from History; the heatmap greys them.
        try await browser.go(server.base + "/history")
        #expect(try await browser.elements("g[data-date=\"2026-03-03\"] rect.hold").isEmpty)
        _ = try await browser.execute("document.getElementById('hold-from').value = '2026-03-03'; document.getElementById('hold-to').value = '2026-03-04'; return true;")
        try await browser.type(try #require(try await browser.elements("#hold-reason").first), "Flu")
        try await browser.click(try #require(try await browser.elements(".hold-form button[type=\"submit\"]").first))
        #expect(try await browser.waitUntil("return document.getElementById('toast').textContent.startsWith('On hold');"))
        #expect(try await toast() == "On hold: 2026-03-03 to 2026-03-04 (2 days) for everything: Flu.")
        #expect(try await browser.execute("return location.hash;") as? String == "#holds")
        #expect(try await browser.elements("g[data-date=\"2026-03-03\"] rect.hold").count == 1)
        #expect(try await browser.elements("g[data-date=\"2026-03-04\"] rect.hold").count == 1)
        try await save(browser, "history-hold")
        #expect(try database.run(["disruption", "list"]).stdout.contains("2026-03-03 to 2026-03-04  everything  Flu"))
        await browser.quit()
    }
}
