import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("ActivityWatch export")
struct ActivityWatchExportTests {
    @Test("window activity cut to the union of overlapping not-AFK time, newest-first events, zero lengths")
    func activeTime() throws {
        let result = try ActivityWatchExport.read(FixtureFiles.own("activitywatch/desktop-export.json"), file: "desktop.json")
        #expect(result.buckets == ["aw-watcher-window_DESKTOP-TEST"])
        #expect(result.afkFiltered)
        // Not-AFK events 19:55–20:10, 20:05–20:13, 20:20–20:40 and 20:25–20:30 join into
        // 19:55–20:13 and 20:20–20:40 (naively summed they would be 2,880 s, not 2,280 s).
        // Window: Code 20:00–20:10 keeps 600 s; firefox 20:10–20:15 keeps 20:10–20:13 (180 s);
        // Code 20:15–20:30 keeps 20:20–20:30 (600 s); firefox 20:30–20:50 keeps 20:30–20:40
        // (600 s); the two zero-length events give nothing.
        let at = { (minutes: Double) in Date(timeIntervalSince1970: 1_700_337_600 + minutes * 60) }  // 2023-11-18T20:00Z
        #expect(result.sessions == [
            Session(start: at(0), seconds: 600, editor: "Code.exe", source: "activitywatch"),
            Session(start: at(10), seconds: 180, editor: "firefox.exe", source: "activitywatch"),
            Session(start: at(20), seconds: 600, editor: "Code.exe", source: "activitywatch"),
            Session(start: at(30), seconds: 600, editor: "firefox.exe", source: "activitywatch"),
        ])
    }

    @Test("editor buckets are preferred; touching pieces join; zero-length events vanish")
    func editorBuckets() throws {
        let result = try ActivityWatchExport.read(FixtureFiles.own("activitywatch/editor-export.json"), file: "e.json")
        #expect(result.buckets == ["aw-watcher-vscode_host"])
        #expect(!result.afkFiltered)
        let start = Date(timeIntervalSince1970: 1_714_554_000)  // 2024-05-01T09:00:00Z
        // 09:00:00–09:00:30.5, 09:00:30.5–09:10:30 and 09:10:00–09:11:00 touch or overlap: one session.
        #expect(result.sessions == [
            Session(start: start, seconds: 660, project: "cairn", language: "swift", editor: "vscode", source: "activitywatch"),
        ])
    }

    @Test("an explicit bucket list: window events cut to overlapping not-AFK events, unioned")
    func explicitBuckets() throws {
        let data = try FixtureFiles.own("activitywatch/editor-export.json")
        let result = try ActivityWatchExport.read(data, file: "e.json", buckets: ["aw-watcher-window_host", "aw-watcher-afk_host"])
        #expect(result.afkFiltered)
        // not-AFK union: 09:59:00–09:59:50 and 10:00:30–10:00:40; window 09:58:20–10:01:40.
        #expect(result.sessions.map(\.seconds) == [50, 10])
        #expect(result.sessions.allSatisfy { $0.editor == "Code" })
        let unfiltered = try ActivityWatchExport.read(data, file: "e.json", buckets: ["aw-watcher-window_host"])
        #expect(unfiltered.sessions.map(\.seconds) == [200])
        #expect(throws: ImportError.self) { try ActivityWatchExport.read(data, file: "e.json", buckets: ["nope"]) }
    }

    @Test("a phone's app use (aw-android: window bucket, unlocks, no AFK, no editor) is not coding unless named")
    func phoneExport() throws {
        let data = try FixtureFiles.own("activitywatch/android-export.json")
        let error = try #require(throws: ImportError.self) { try ActivityWatchExport.read(data, file: "phone.json") }
        #expect(error.file == "phone.json")
        #expect(error.reason.hasPrefix("no coding to count"))
        #expect(error.reason.contains("aw-watcher-android-test (currentwindow, 4 events), aw-watcher-android-unlock (os.lockscreen.unlocks, 2 events)"))
        #expect(error.reason.hasSuffix("To count a bucket anyway, name it: --bucket ID"))
        // Named on purpose: Chrome 120 s, YouTube 1,800 s, Chrome 900 s; the 0 s launcher event is left out.
        let named = try ActivityWatchExport.read(data, file: "phone.json", buckets: ["aw-watcher-android-test"])
        #expect(!named.afkFiltered)
        #expect(named.sessions.map(\.editor) == ["Chrome", "YouTube", "Chrome"])
        #expect(named.sessions.map(\.seconds) == [120, 1800, 900])
    }

    @Test("a desktop window bucket counts only beside an AFK bucket of its own host")
    func windowNeedsAFK() throws {
        let window = #"{"id": "w", "type": "currentwindow", "hostname": "a", "events": [{"timestamp": "2024-05-01T10:00:00Z", "duration": 100, "data": {"app": "Code"}}]}"#
        let afk = #"{"id": "f", "type": "afkstatus", "hostname": "HOST", "events": [{"timestamp": "2024-05-01T10:00:00Z", "duration": 50, "data": {"status": "not-afk"}}]}"#
        #expect(throws: ImportError.self) { try ActivityWatchExport.read(Data(#"{"buckets": {"w": \#(window)}}"#.utf8), file: "a.json") }
        #expect(throws: ImportError.self) {
            try ActivityWatchExport.read(Data(#"{"buckets": {"w": \#(window), "f": \#(afk)}}"#.utf8), file: "a.json")
        }
        let sameHost = window.replacingOccurrences(of: #""hostname": "a""#, with: #""hostname": "HOST""#)
        let result = try ActivityWatchExport.read(Data(#"{"buckets": {"w": \#(sameHost), "f": \#(afk)}}"#.utf8), file: "a.json")
        #expect(result.sessions.map(\.seconds) == [50])
        #expect(result.afkFiltered)
    }

    @Test("interval algebra on its own")
    func intersect() {
        let filter = TimeSpan.union([TimeSpan(start: 0, end: 10), TimeSpan(start: 5, end: 20), TimeSpan(start: 30, end: 40)])
        #expect(filter == [TimeSpan(start: 0, end: 20), TimeSpan(start: 30, end: 40)])
        let pieces = ActiveTime.intersect([TimeSpan(start: -5, end: 35), TimeSpan(start: 15, end: 16), TimeSpan(start: 21, end: 21)], with: filter)
        #expect(pieces == [
            ClippedSpan(index: 0, span: TimeSpan(start: 0, end: 20)), ClippedSpan(index: 0, span: TimeSpan(start: 30, end: 35)),
            ClippedSpan(index: 1, span: TimeSpan(start: 15, end: 16)),
        ])
    }

    @Test("refusals name the file and the place")
    func errors() throws {
        #expect(throws: ImportError.self) { try ActivityWatchExport.read(Data("[]".utf8), file: "a.json") }
        #expect(throws: ImportError.self) { try ActivityWatchExport.read(Data(#"{"buckets": {}}"#.utf8), file: "a.json") }
        let bad = #"{"buckets": {"w": {"type": "currentwindow", "events": [{"timestamp": "yesterday", "duration": 1, "data": {}}]}}}"#
        #expect(throws: ImportError(file: "a.json", location: "bucket w, event 1", reason: "\"timestamp\" must be an ISO-8601 instant or epoch seconds, got yesterday")) {
            try ActivityWatchExport.read(Data(bad.utf8), file: "a.json")
        }
    }
}
