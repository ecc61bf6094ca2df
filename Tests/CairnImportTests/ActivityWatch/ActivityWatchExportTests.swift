import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("ActivityWatch export")
struct ActivityWatchExportTests {
    /// Per-app active seconds of the mhacks export, from ActivityWatch's own aw_transform 0.5.18
    /// (`benchmarks/peers/aw_transform_peer.py --totals`: filter_keyvals not-afk, period_union,
    /// filter_period_intersect), and matched by a separate plain-Python sweep. Apps whose active
    /// time is 0 (aw-qt.exe, rundll32.exe, vpnui.exe) have no session.
    static let awTransformTotals: [String: Double] = [
        "Code.exe": 3065.785, "LockApp.exe": 5.96, "OpenWith.exe": 1.042, "SearchApp.exe": 130.177,
        "ShareX.exe": 22.551, "ShellExperienceHost.exe": 8.273, "cmd.exe": 11.216, "explorer.exe": 202.932,
        "firefox.exe": 12170.291, "msedge.exe": 53.895, "powershell.exe": 988.655,
        "python-3.12.0-amd64.exe": 3.494, "python.exe": 855.501, "setup.exe": 12.211, "webcam.exe": 19.34,
        "wsl.exe": 13.267,
    ]

    @Test("window activity cut to the union of not-AFK time matches aw_transform", .enabled(if: FixtureFiles.sharedAvailable))
    func activeTime() throws {
        let result = try ActivityWatchExport.read(FixtureFiles.shared("activitywatch/mhacks-export.json"), file: "mhacks.json")
        #expect(result.buckets == ["aw-watcher-window_LAPTOP-MCRJASPH"])
        #expect(result.afkFiltered)
        var totals: [String: Double] = [:]
        for session in result.sessions { totals[session.editor ?? "", default: 0] += session.seconds }
        #expect(totals.keys.sorted() == Self.awTransformTotals.keys.sorted())
        for (app, seconds) in Self.awTransformTotals {
            #expect(abs((totals[app] ?? -1) - seconds) < 1e-3, "\(app)")
        }
        #expect(result.sessions.allSatisfy { $0.seconds > 0 && $0.project == nil && $0.source == "activitywatch" })
        #expect(zip(result.sessions, result.sessions.dropFirst()).allSatisfy { $0.start <= $1.start })
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
