import Foundation
import Testing

/// Builds, through the command line, a database holding some of everything: a goal history of four
/// versions (the defaults, a first goal, a goal change and a flight), sessions, day totals, trackables of several kinds
/// with rules and zones, entries with text, a Nothing, disruptions, a removed rule, and a seen set.
func seededForBackup(_ cairn: CairnBinary, db: String? = nil) throws {
    let env = db.map { ["CAIRN_DB": $0] } ?? [:]
    func run(_ words: [String]) throws {
        let result = try cairn.run(words + ["--now", BackupFlowTests.now], environment: env)
        #expect(result.status == 0, "\(words): \(result.stderr)")
    }
    try run(["goals", "set", "--daily", "60", "--time-zone", "America/Denver", "--from", "2026-02-01"])
    var sessions: [String] = []
    for day in 1...27 {
        sessions.append(String(format: #"{"start":"2026-02-%02dT17:00:00.250Z","seconds":%d,"project":"cairn","language":"Swift"}"#,
                               day, 1800 + day * 97))
    }
    sessions.append(#"{"start":"2026-02-20T23:30:00Z","seconds":5400.5,"project":"night \"owl\"","source":"wakatime"}"#)
    try run(["import", "sessions", try cairn.write("sessions.json", "[" + sessions.joined(separator: ",") + "]")])
    try run(["import", "wakatime", try ImportFixtures.path("wakatime/daily-export-wakadump.json")])
    try run(["goals", "set", "--daily", "90", "--from", "2026-02-10"])
    try run(["goals", "set", "--time-zone", "Asia/Tokyo", "--from", "2026-02-20"])
    try run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
    try run(["trackable", "add", "Running", "--kind", "number", "--unit", "km"])
    try run(["trackable", "add", "Journal", "--kind", "text"])
    try run(["trackable", "add", "Headache", "--kind", "yesno"])
    try run(["trackable", "add", "Mood", "--kind", "choice", "--choices", "low,ok,good", "--ordered"])
    try run(["zone", "add", "Weight", "Healthy", "--min", "60kg", "--max", "80kg"])
    try run(["rule", "add", "Weight", "--measure", "best", "--low", "--min-history", "2"])
    try run(["rule", "add", "Weight", "--measure", "count", "--zone", "Healthy", "--ladder", "3,5"])
    try run(["rule", "add", "Running", "--measure", "total", "--every", "10"])
    try run(["rule", "add", "Headache", "--measure", "streak", "--days", "none", "--ladder", "3,7"])
    try run(["rule", "add", "Running", "--measure", "total", "--ladder", "5"])
    for day in 1...8 {
        let date = String(format: "2026-02-%02d", day)
        try run(["log", "Weight", String(format: "%.1fkg", 79.5 - Double(day) * 0.3), "--at", date + "T07:30:00Z"])
        try run(["log", "Running", "\(day + 3)km", "--date", date])
        try run(["log", "Headache", "no", "--date", date])
    }
    try run(["log", "Journal", "a long run, then \"tea\" — and rain", "--date", "2026-02-03"])
    try run(["log", "Mood", "good", "--date", "2026-02-04"])
    try run(["nothing", "--date", "2026-02-12"])
    try run(["disruption", "add", "--from", "2026-02-14", "--to", "2026-02-15", "--reason", "flu"])
    try run(["disruption", "add", "--from", "2026-02-16", "--to", "2026-02-16", "--reason", "travel", "--trackable", "Running"])
    // The newest rule earned a moment (in the seen set), and then was removed: its id is meant.
    try run(["rule", "remove", "5"])
    try run(["settings", "set", "encouragement.streaks", "off"])
}

@Suite("Everything out, everything back")
struct BackupFlowTests {
    static let now = "2026-02-27T22:00:00Z"

    /// What a person sees of their data, through every query the round trip must keep.
    func views(_ cairn: CairnBinary, db: String) throws -> [String] {
        let queries: [[String]] = [
            ["days", "--from", "2026-01-31", "--to", "2026-02-27", "--json"], ["achievements", "--json"],
            ["entry", "list", "--json"], ["goals", "history", "--json"], ["rule", "list", "--json"],
            ["trackable", "list", "--json"], ["zone", "list", "--json"], ["disruption", "list", "--json"],
            ["today", "--json"], ["settings", "show"], ["breakdown", "--by", "project", "--json"],
        ]
        return try queries.map { words in
            let result = try cairn.run(words + ["--now", Self.now], environment: ["CAIRN_DB": db])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            return result.stdout
        }
    }

    @Test("a backup round trip gives every view exactly as it was, and exports the same document again")
    func roundTrip() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try seededForBackup(cairn)
        let file = cairn.folder.appendingPathComponent("backup.json").path
        let exported = try cairn.run(["export", file, "--now", Self.now])
        #expect(exported.status == 0 && exported.stdout.contains("to \(file)"), "\(exported.stdout)\(exported.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect(document["format"] as? String == "cairn-export" && document["version"] as? Int == 1)
        #expect((document["sessions"] as? [Any])?.count == 28 && (document["goalHistory"] as? [Any])?.count == 4)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        #expect(!text.contains("undo"))
        let seen = try #require((document["settings"] as? [String: Any])?["seen"] as? [String])
        #expect(seen.contains { $0.hasPrefix("rule-5") }, "the removed rule's moment stays in the seen set: \(seen)")

        let restored = cairn.folder.appendingPathComponent("restored.sqlite").path
        let result = try cairn.run(["import", "cairn", file, "--now", Self.now], environment: ["CAIRN_DB": restored])
        #expect(result.status == 0 && result.stdout.contains("every id kept"), "\(result.stdout)\(result.stderr)")
        let before = try views(cairn, db: cairn.database), after = try views(cairn, db: restored)
        for (one, other) in zip(before, after) { #expect(one == other) }
        // The restored database exports the same document, byte for byte.
        let again = try cairn.run(["export", "-", "--now", Self.now], environment: ["CAIRN_DB": restored])
        let written = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        #expect(again.status == 0 && again.stdout == written)
        // Standard output gives the same document as the file.
        #expect(try cairn.run(["export", "--now", Self.now]).stdout == again.stdout)
    }

    @Test("the demo's year comes back the same: every day, moment, entry and rule")
    func demoYear() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let demo = cairn.folder.appendingPathComponent("demo.sqlite").path, restored = cairn.folder.appendingPathComponent("back.sqlite").path
        #expect(try cairn.run(["--db", demo, "demo", "--now", Self.now]).status == 0)
        let export = try cairn.run(["export", "--now", Self.now], environment: ["CAIRN_DB": demo])
        #expect(export.status == 0 && export.stdout.contains("\"sessions\": ["))
        #expect(try cairn.run(["import", "cairn", "-", "--now", Self.now], stdin: export.stdout, environment: ["CAIRN_DB": restored]).status == 0)
        #expect(try views(cairn, db: demo) == views(cairn, db: restored))
    }

    @Test("a rule added after a restore takes an id past every rule the original ever had")
    func idsContinue() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try seededForBackup(cairn)
        let export = try cairn.run(["export", "--now", Self.now])
        let restored = cairn.folder.appendingPathComponent("restored.sqlite").path
        let env = ["CAIRN_DB": restored]
        #expect(try cairn.run(["import", "cairn", "-", "--now", Self.now], stdin: export.stdout, environment: env).status == 0)
        let rules = try #require(try cairn.run(["rule", "list", "--json"], environment: env).json() as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? Int }.sorted() == [1, 2, 3, 4])
        #expect(try cairn.run(["rule", "add", "Running", "--measure", "total", "--ladder", "40", "--now", Self.now], environment: env).status == 0)
        let after = try #require(try cairn.run(["rule", "list", "--json"], environment: env).json() as? [[String: Any]])
        // Rule 5 was removed before the export, but its moment is in the seen set: 6, never 5.
        #expect(after.compactMap { $0["id"] as? Int }.max() == 6)
        try cairn.run(["log", "Running", "1km", "--date", "2026-02-27", "--now", Self.now], environment: env)
        let entries = try #require(try cairn.run(["entry", "list", "--json"], environment: env).json() as? [[String: Any]])
        let original = try #require(try cairn.run(["entry", "list", "--json"]).json() as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? Int }.max() == (original.compactMap { $0["id"] as? Int }.max() ?? 0) + 1)
    }

    @Test("a bad file is refused with one error line, and the target database is left as it was", arguments: [
        "truncated", "version", "format", "missing trackable", "missing zone", "not json",
    ])
    func badFile(kind: String) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try seededForBackup(cairn)
        let text = try cairn.run(["export", "--now", Self.now]).stdout
        let broken: String
        switch kind {
        case "truncated": broken = String(text.prefix(text.count / 2))
        case "version": broken = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 2,")
        case "format": broken = text.replacingOccurrences(of: "\"cairn-export\"", with: "\"other-export\"")
        case "missing trackable": broken = text.replacingOccurrences(of: "\"sortOrder\": 0, \"trackableId\": 2,", with: "\"sortOrder\": 0, \"trackableId\": 42,")
        case "missing zone": broken = text.replacingOccurrences(of: "\"zoneId\": 1}", with: "\"zoneId\": 9}")
        default: broken = "hello"
        }
        #expect(broken != text)
        let file = try cairn.write("broken.json", broken)
        // Into a database that does not exist: none is created.
        let fresh = cairn.folder.appendingPathComponent("fresh.sqlite").path
        let refused = try cairn.run(["import", "cairn", file], environment: ["CAIRN_DB": fresh])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: ") && refused.stderr.split(separator: "\n").count == 1,
                "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh))
        // Into a database that exists: byte for byte as it was.
        let before = try databaseBytes(cairn)
        #expect(try cairn.run(["import", "cairn", file]).status == 1)
        #expect(try databaseBytes(cairn) == before)
        switch kind {
        case "version": #expect(refused.stderr.contains("version 2") && refused.stderr.contains("upgrade cairn"))
        case "missing trackable": #expect(refused.stderr.contains("trackable 42, which is not in the file"), "\(refused.stderr)")
        case "missing zone": #expect(refused.stderr.contains("zone 9, which is not in the file"), "\(refused.stderr)")
        case "truncated", "not json": #expect(refused.stderr.contains("not a complete Cairn export"), "\(refused.stderr)")
        default: #expect(refused.stderr.contains("not a Cairn export"))
        }
    }

    @Test("a database holding anything is refused, unchanged, with what it holds and what to do")
    func refusesNonEmpty() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try seededForBackup(cairn)
        let file = try cairn.write("backup.json", try cairn.run(["export", "--now", Self.now]).stdout)
        let before = try databaseBytes(cairn)
        let refused = try cairn.run(["import", "cairn", file])
        #expect(refused.status == 1 && refused.stderr.contains("already holds") && refused.stderr.contains("5 trackables")
                && refused.stderr.contains("--db"), "\(refused.stderr)")
        #expect(try databaseBytes(cairn) == before)
        // One setting is enough to make a database not empty.
        let other = cairn.folder.appendingPathComponent("other.sqlite").path
        try cairn.run(["settings", "set", "encouragement.achievements", "off"], environment: ["CAIRN_DB": other])
        let otherBefore = try Data(contentsOf: URL(fileURLWithPath: other))
        #expect(try cairn.run(["import", "cairn", file], environment: ["CAIRN_DB": other]).status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == otherBefore)
        // A restore is one change: undone, the database is empty again and takes the file once more.
        let third = ["CAIRN_DB": cairn.folder.appendingPathComponent("third.sqlite").path]
        #expect(try cairn.run(["import", "cairn", file, "--now", Self.now], environment: third).status == 0)
        #expect(try cairn.run(["undo", "--now", Self.now], environment: third).stdout.contains("import cairn"))
        #expect(try cairn.run(["trackable", "list", "--json"], environment: third).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]")
        let again = try cairn.run(["import", "cairn", file, "--now", Self.now], environment: third)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try cairn.run(["export", "--now", Self.now], environment: third).stdout == (try String(contentsOfFile: file, encoding: .utf8)))
    }

    @Test("export refuses a folder, and a failed export leaves no file behind")
    func exportTargets() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try seededForBackup(cairn)
        let folder = cairn.folder.path
        let refused = try cairn.run(["export", folder])
        #expect(refused.status == 1 && refused.stderr.contains("is a folder"))
        let missing = try cairn.run(["export", folder + "/no/such/backup.json"])
        #expect(missing.status == 1 && missing.stderr.contains("does not exist"))
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!listing.contains { $0.hasSuffix(".tmp") })
        // A read command never creates a database: exporting nothing says how to start.
        let none = try cairn.run(["export"], environment: ["CAIRN_DB": folder + "/none.sqlite"])
        #expect(none.status == 1 && none.stderr.contains("cairn demo"))
    }
}
