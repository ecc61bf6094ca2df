import Foundation
import Testing

/// Issue 8's reproducers: every value outside the plausible range gives one `error:` line and
/// leaves the database's bytes as they were.
@Suite("bounds at every door")
struct BoundsReproducerTests {
    /// A database with goals, one session and a trackable, so that "unchanged" means something.
    func prepared() throws -> CairnBinary {
        let cairn = try CairnBinary()
        try cairn.run(["goals", "set", "--daily", "60", "--time-zone", "UTC"])
        let file = try cairn.write("ok.json", #"[{"start": "2026-03-09T09:00:00Z", "seconds": 1800}]"#)
        try cairn.run(["import", "sessions", file])
        try cairn.run(["trackable", "add", "Run", "--kind", "number", "--unit", "km"])
        return cairn
    }

    func expectRefused(_ cairn: CairnBinary, _ arguments: [String], status: Int32, message: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = cairn.databaseBytes()
        let result = try cairn.run(arguments)
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(cairn.databaseBytes() == before, "the database changed", sourceLocation: sourceLocation)
    }

    @Test("goals and rule flags outside the bounds are usage errors", arguments: [
        (["goals", "set", "--daily", "153722867280912931"], "0 ... 1440 min"),
        (["goals", "set", "--weekly", "9000000000000000000"], "0 ... 10080 min"),
        (["goals", "set", "--daily", "1441"], "0 ... 1440 min"),
        (["rule", "add", "Run", "--measure", "total", "--ladder", "9223372036854775807"], "--ladder rung"),
        (["rule", "add", "Run", "--measure", "total", "--ladder", "10,1e300"], "-1e12 ... 1e12"),
        (["rule", "add", "Run", "--measure", "total", "--every", "1e-300"], "--every"),
        (["rule", "add", "Run", "--measure", "total", "--every", "5", "--scale", "1e308"], "--scale"),
        (["rule", "add", "Run", "--measure", "best", "--record", "--min-history", "9223372036854775807"], "--min-history"),
        (["log", "Run", "99999999999999 km"], "outside the plausible range"),
        (["today", "--date", "0001-01-01"], "1970-01-01 ... 2099-12-31"),
        (["today", "--now", "2150-01-01T00:00:00Z"], "outside the plausible range"),
        // Found by Fuzz/: ICU's ISO-8601 parser dies of SIGFPE on a fraction of about 40 digits.
        (["today", "--now", "2026-03-09T12:00:00." + String(repeating: "1", count: 40) + "Z"], "takes an ISO-8601 instant"),
        (["log", "Run", "5", "--at", "2026-03-09T12:00:00." + String(repeating: "1", count: 60) + "+0hourFormat0:00"], "takes an ISO-8601 instant"),
    ])
    func usage(arguments: [String], message: String) throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        try expectRefused(cairn, arguments, status: 64, message: message)
    }

    @Test("files with instants, durations or totals outside the bounds are refused whole", arguments: [
        ("sessions", #"[{"start": 1e300, "seconds": 60}]"#, "\"start\" 1e+300 is outside the plausible range"),
        ("sessions", #"[{"start": -9e18, "seconds": 60}]"#, "\"start\""),
        ("sessions", #"[{"start": 1773050400000, "seconds": 60}]"#, "looks like milliseconds"),
        ("sessions", #"[{"start": "0001-01-01T00:00:00Z", "seconds": 60}]"#, "1970-01-01T00:00:00Z ..< 2100-01-01T00:00:00Z"),
        ("sessions", #"[{"start": "2026-03-09T09:00:00.5"# + String(repeating: "1", count: 60) + #"+0hourFormat0:00", "seconds": 60}]"#,
         "\"start\" is not an ISO-8601 instant"),
        ("wakatime", #"[{"time": 9.3e15, "entity": "a.swift", "project": "p"}]"#, "\"time\""),
        ("wakatime", #"[{"time": "0001-01-01T00:00:00Z", "entity": "a.swift", "project": "p"}]"#, "\"time\""),
        ("wakatime", #"{"data": [{"time": 1773050400, "duration": 1e300, "project": "p"}]}"#, "\"duration\""),
        ("wakatime", #"{"data": [{"time": 1e300, "duration": 60, "project": "p"}]}"#, "\"time\""),
        ("wakatime", #"{"days": [{"date": "2026-03-01", "grand_total": {"total_seconds": 1e300}}]}"#, "0 ... 90000 s"),
        ("wakatime", #"{"days": [{"date": "2026-03-01", "grand_total": {"total_seconds": 90001}}]}"#, "0 ... 90000 s"),
        ("activitywatch", #"{"buckets": {"aw-watcher-vscode_h": {"id": "aw-watcher-vscode_h", "type": "app.editor.activity", "events": [{"timestamp": "2026-03-01T10:00:00Z", "duration": 1e300, "data": {}}]}}}"#, "\"duration\""),
        ("activitywatch", #"{"buckets": {"aw-watcher-vscode_h": {"id": "aw-watcher-vscode_h", "type": "app.editor.activity", "events": [{"timestamp": "0001-01-01T00:00:00Z", "duration": 5, "data": {}}]}}}"#, "\"timestamp\""),
    ])
    func files(kind: String, text: String, message: String) throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try cairn.write("bad.json", text)
        try expectRefused(cairn, ["import", kind, file], status: 1, message: message)
    }

    @Test("invalid UTF-8 in a WakaTime heartbeats export is refused at its line and byte, not replaced")
    func invalidUTF8() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let url = cairn.folder.appendingPathComponent("bad-utf8.json")
        var bytes = Data(#"[{"time": 1773050400, "entity": "a.swift","#.utf8)
        bytes.append(Data("\n \"project\": \"caf".utf8))
        bytes.append(contentsOf: [0xE9, 0x22, 0x7D, 0x5D])  // a Latin-1 é, then "}]
        try bytes.write(to: url)
        try expectRefused(cairn, ["import", "wakatime", url.path], status: 1, message: "line 2, column 17: invalid UTF-8 (byte 0xE9) in \"project\"")
    }

    @Test("a Loop numeric habit's value beyond 1e12 is refused")
    func loopValue() throws {
        let cairn = try prepared()
        defer { cairn.remove() }
        let file = try cairn.write("Checkmarks.csv", "Date,Pages,\n2026-03-01,9000000000000000000,\n")
        try expectRefused(cairn, ["import", "loop", file], status: 1, message: "-1e12 ... 1e12")
    }
}
