import Foundation
import Testing
import CairnTestSupport

extension BrowserSuites.BrowserTests {
    @Test("the rule editor adds a rule of each measure, typed in its fields: Preview lists them, Save stores them")
    func ruleOfEachMeasure() async throws {
        let (database, server, browser) = try await setUp()
        defer { database.remove(); server.stop() }
        for (day, km) in [("02", 3), ("03", 6), ("04", 4), ("05", 7), ("06", 2), ("07", 8), ("08", 5)] {
            #expect(try database.run(["log", "Running", "\(km) km", "--date", "2026-03-\(day)", "--now", Self.now]).status == 0)
        }
        #expect(try database.run(["zone", "add", "Running", "Long", "--min", "5km"]).status == 0)
        try await browser.go(server.base + "/achievements?trackable=1")
        #expect(try await browser.waitUntil("return document.querySelector('.rule-editor') !== null;"))
        /// Clears a field and types into it, as a person does (the box of its row ticks itself).
        func fill(_ name: String, _ text: String) async throws {
            let field = try #require(try await browser.elements("input[name=\"\(name)\"]").first, "no field \(name)")
            _ = try await browser.execute("document.querySelector('input[name=\"\(name)\"]').value = ''; return true;")
            try await browser.type(field, text)
        }
        func checked(_ key: String) async throws -> Bool {
            try await browser.execute("return document.querySelector('input[name=\"box\"][value=\"\(key)\"]').checked;") as? Bool == true
        }
        // A streak of the days logged and of the days in a zone: a tick each (the zone picked).
        for key in ["streak-some", "streak-zone"] {
            try await browser.click(try #require(try await browser.elements("input[name=\"box\"][value=\"\(key)\"]").first, "no box \(key)"))
        }
        // A new lowest after 3 days of history, typed: typing ticks its box.
        try await fill("best-low.wait", "3")
        #expect(try await checked("best-low"))
        // The set-up's total at 5, 10 km becomes every 10 km ×2.
        try await fill("total.every", "10")
        try await fill("total.scale", "2")
        #expect(try await browser.execute("return document.querySelector('input[name=\"total.how\"][value=\"every\"]').checked;") as? Bool == true)
        // A count of the days in Long at 2 and 4.
        try await fill("count.at", "2, 4")
        #expect(try await checked("count"))
        // Preview: one item per ticked box, nothing saved.
        let preview = try #require(try await browser.elements(".rule-editor button[name=\"preview\"]").first)
        try await browser.click(preview)
        #expect(try await browser.waitUntil("return document.querySelector('.rule-preview') !== null;"))
        let headings = try await browser.execute("return Array.from(document.querySelectorAll('.rule-preview h4')).map(h => h.textContent);") as? [String]
        #expect(headings == ["Running · Days of Some", "Running · Days in Long", "Running — new lowest", "Running · total", "Running · days in Long"],
                "\(headings ?? [])")
        #expect(try await browser.execute("return document.querySelectorAll('.rule-preview li').length > 0;") as? Bool == true)
        let stored = try database.run(["rule", "list", "Running", "--json"]).stdout
        #expect(!stored.contains("new lowest"))
        // The boxes and fields stay as typed: Save saves what was previewed.
        #expect(try await checked("count"))
        try await browser.click(try #require(try await browser.elements(".rule-editor button[type=\"submit\"]").first))
        _ = try await toast(browser, is: "Rules saved.")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(database.run(["rule", "list", "Running", "--json"]).stdout.utf8)) as? [[String: Any]])
        let saved = Set(rules.compactMap { rule in (rule["name"] as? String).map { $0 + " | " + (rule["threshold"] as? String ?? "") } })
        #expect(saved == [
            "Running · Days of Some | ladder 7, 30, 100, 365", "Running · Days in Long | ladder 7, 30, 100, 365",
            "Running — new lowest | record after 3 days with a value", "Running · total | every 10 ×2", "Running · days in Long | ladder 2, 4",
        ], "\(saved)")
        // The editor shows the saved rules in plain words.
        #expect(try await browser.waitUntil("return document.querySelector('.rule-editor').textContent.includes('Total running: every 10 km ×2');"))
        try await save(browser, "achievements-every-measure")
        await browser.quit()
    }
}
