import Foundation
import Testing
import CairnTeam
import CairnTestSupport

extension BrowserSuites {
/// The Import screen in Debian's headless Chromium: a WakaTime export uploaded with the
/// script, its progress shown, then the summary, without a reload.
@Suite("cairn serve in a real browser: the import upload", .serialized)
struct BrowserImportTests {
    static let now = "2026-03-09T19:00:00Z"

    @Test("a WakaTime export uploads with progress, then shows `cairn import`'s summary without a reload")
    func upload() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase(), cli = try TestDatabase()
        defer { database.remove(); cli.remove() }
        for each in [database, cli] {
            #expect(try each.run(["goals", "set", "--daily", "60", "--time-zone", "Europe/Berlin", "--now", Self.now]).status == 0)
        }
        let fixture = ImportFixtures.folder.appendingPathComponent("wakatime/heartbeats-2025-04-14.json")
        let expected = try cli.run(["import", "wakatime", fixture.path, "--now", Self.now])
        #expect(expected.status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/import")
        // A marker the page keeps only if it is never reloaded.
        _ = try await browser.execute("window.cairnNoReload = true; return true;")
        let input = try #require(try await browser.elements("#import-file").first)
        try await browser.type(input, fixture.path)
        let button = try #require(try await browser.elements("#import-form button[type=submit]").first)
        try await browser.click(button)
        #expect(try await browser.waitUntil("return document.querySelector('#import-result h2') !== null;", seconds: 60))
        let result = try #require(try await browser.elements("#import-result").first)
        let text = try await browser.text(result)
        let firstLine = expected.stdout.split(separator: "\n").first.map { String($0).replacingOccurrences(of: fixture.deletingLastPathComponent().path + "/", with: "") } ?? "?"
        #expect(text.contains("Imported") && text.contains(firstLine), "\(text)")
        #expect(try await browser.execute("return window.cairnNoReload === true;") as? Bool == true)
        let phases = try await browser.execute("return document.getElementById('import-form').getAttribute('data-phases');") as? String ?? ""
        #expect(phases.contains("uploading") && phases.hasSuffix("done "), "\(phases)")
        #expect(try await browser.execute("return document.getElementById('import-upload').value;") as? Int == 100)
        #expect(try await browser.execute("return document.getElementById('import-progress').hidden;") as? Bool == false)
        for words in [["days", "--from", "2025-04-01", "--to", "2025-04-30", "--json"]] {
            #expect(try database.run(words + ["--now", Self.now]).stdout == (try cli.run(words + ["--now", Self.now])).stdout)
        }
        await browser.quit()
    }

    /// Installs in the page answers the poll of `/api/import/ID` meets before the server's own:
    /// each of `fakes` once, in order ("503": a 503 with the team database's words, "error":
    /// no answer, "stopped": a team job whose server stopped), or every poll a 503 when `fakes`
    /// is nil. `window.cairnFaked` counts them; `fastTimers` makes the page's waits 50 times
    /// shorter.
    static func fakePolls(_ fakes: [String]?, fastTimers: Bool = false) -> String {
        let list = fakes.map { "[" + $0.map { "'\($0)'" }.joined(separator: ",") + "]" } ?? "null"
        return """
            window.cairnFakes = \(list);
            window.cairnFaked = 0;
            \(fastTimers ? "var realTimeout = window.setTimeout; window.setTimeout = function (f, ms) { return realTimeout(f, (ms || 0) / 50); };" : "")
            var open = XMLHttpRequest.prototype.open, send = XMLHttpRequest.prototype.send;
            XMLHttpRequest.prototype.open = function (method, url) {
              this.cairnPoll = method === 'GET' && String(url).indexOf('/api/import/') === 0;
              return open.apply(this, arguments);
            };
            XMLHttpRequest.prototype.send = function () {
              if (!this.cairnPoll || (window.cairnFakes !== null && window.cairnFakes.length === 0)) { return send.apply(this, arguments); }
              var fake = window.cairnFakes === null ? '503' : window.cairnFakes.shift(), request = this;
              window.cairnFaked += 1;
              window.setTimeout(function () {
                if (fake === 'error') { request.onerror(); return; }
                var stopped = fake === 'stopped';
                Object.defineProperty(request, 'status', { value: stopped ? 200 : 503 });
                Object.defineProperty(request, 'responseText', { value: stopped
                  ? JSON.stringify({ state: 'failed', error: \(String(decoding: try! JSONEncoder().encode(TeamStore.stoppedImportWords), as: UTF8.self)) })
                  : '{"error":"the progress could not be read: the team database: no connection"}' });
                request.onload();
              }, 0);
            };
            return true;
            """
    }

    /// Uploads the WakaTime fixture through the Import page of a fresh database with the polls
    /// faked (``fakePolls(_:fastTimers:)``), and reads what the page then shows: the result's
    /// heading and text, and how many polls met a fake.
    static func importWithFakedPolls(_ fakes: [String]?, fastTimers: Bool = false) async throws -> (heading: String, text: String, faked: Int) {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["goals", "set", "--daily", "60", "--time-zone", "Europe/Berlin", "--now", now]).status == 0)
        let fixture = ImportFixtures.folder.appendingPathComponent("wakatime/heartbeats-2025-04-14.json")
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", now])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/import")
        _ = try await browser.execute(fakePolls(fakes, fastTimers: fastTimers))
        try await browser.type(try #require(try await browser.elements("#import-file").first), fixture.path)
        try await browser.click(try #require(try await browser.elements("#import-form button[type=submit]").first))
        #expect(try await browser.waitUntil("return document.querySelector('#import-result h2') !== null;", seconds: 60))
        let heading = try await browser.text(try #require(try await browser.elements("#import-result h2").first))
        let text = try await browser.text(try #require(try await browser.elements("#import-result").first))
        let faked = try await browser.execute("return window.cairnFaked;") as? Int ?? 0
        await browser.quit()
        return (heading, text, faked)
    }

    @Test("a poll that meets a 503 and then no answer keeps polling and shows the summary")
    func pollPassingFailures() async throws {
        let shown = try await Self.importWithFakedPolls(["503", "error"])
        #expect(shown.text.contains("Imported") && shown.text.contains("heartbeats-2025-04-14.json"), "\(shown.text)")
        #expect(shown.faked == 2)
    }

    @Test("polls that fail for about 30 s say the progress could not be read, not that nothing was imported")
    func pollGivingUp() async throws {
        let shown = try await Self.importWithFakedPolls(nil, fastTimers: true)
        #expect(shown.heading == "The import's progress could not be read", "\(shown.text)")
        #expect(shown.text.contains("no connection") && shown.text.contains("may still finish") && !shown.text.contains("Nothing was imported"), "\(shown.text)")
        // Tried again for about 30 s: 0.5 + 1 + 2 + 4 s, then every 4 s.
        #expect((8...14).contains(shown.faked), "\(shown.faked) polls")
    }

    @Test("a job that failed is headed as failed, not as nothing imported: a team job whose server stopped may have been stored")
    func failedHeading() async throws {
        let shown = try await Self.importWithFakedPolls(["stopped"])
        #expect(shown.heading == "The import failed", "\(shown.text)")
        #expect(shown.text.contains("may or may not have been stored"), "\(shown.text)")
    }

    @Test("a large sessions file shows the import's own progress (rows stored of how many) before its summary")
    func importProgress() async throws {
        if let missing = WebDriver.missing { Issue.record(Comment(rawValue: missing)) }
        let database = try TestDatabase()
        defer { database.remove() }
        #expect(try database.run(["goals", "set", "--daily", "60", "--time-zone", "UTC", "--now", Self.now]).status == 0)
        // 120,000 sessions of ten minutes, an hour apart: progress is told every 4,096 rows.
        let count = 120_000
        let start = 1_600_000_000
        let rows = (0..<count).map { #"{"start":"\#(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(start + $0 * 3_600))))","seconds":600}"# }
        let file = database.folder.appendingPathComponent("many-sessions.json")
        try Data(("[" + rows.joined(separator: ",\n") + "]").utf8).write(to: file)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        defer { server.stop() }
        let browser = try await WebDriver()
        try await browser.go(server.base + "/import")
        let select = "document.getElementById('import-format').value = 'sessions'; return true;"
        _ = try await browser.execute(select)
        try await browser.type(try #require(try await browser.elements("#import-file").first), file.path)
        try await browser.click(try #require(try await browser.elements("#import-form button[type=submit]").first))
        #expect(try await browser.waitUntil("return document.querySelector('#import-result h2') !== null;", seconds: 180))
        let phases = try await browser.execute("return document.getElementById('import-form').getAttribute('data-phases');") as? String ?? ""
        #expect(phases.contains("importing") && phases.hasSuffix("done "), "\(phases)")
        let text = try await browser.text(try #require(try await browser.elements("#import-result").first))
        // The count's digits only (another branch may group them).
        #expect(text.contains("Imported 120") && text.contains("000 sessions from many-sessions.json"), "\(text)")
        await browser.quit()
    }
}
}
