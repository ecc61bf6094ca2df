import CairnCore
@testable import CairnImport
import Foundation
import Testing

/// The streaming readers give exactly what the JSONSerialization readers gave (the oracle in
/// LegacyJSONReaders.swift): the same sessions, or the same refusal. A document that is not JSON
/// is refused as such by both; the streaming reader adds the line and column, so there only the
/// kind of refusal is compared.
@Suite("streaming readers agree with the JSONSerialization readers")
struct StreamingEquivalenceTests {
    /// What a read gave: a value or the refusal.
    enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case refused(ImportError)

        init(_ body: () throws(ImportError) -> T) {
            do { self = .value(try body()) } catch { self = .refused(error) }
        }

        /// 0 for a value, 1 for a refused item, 2 for a refusal of text that is not JSON.
        var kind: Int {
            guard case .refused(let error) = self else { return 0 }
            return error.reason.hasPrefix("not valid JSON") ? 2 : 1
        }

        /// Equal, or both refusals of text that is not JSON.
        func agrees(with oracle: Outcome<T>) -> Bool {
            if case .refused(let mine) = self, case .refused(let theirs) = oracle, theirs.reason.hasPrefix("not valid JSON") {
                return mine.file == theirs.file && mine.reason.hasPrefix("not valid JSON") && mine.location?.hasPrefix("line ") == true
            }
            return self == oracle
        }
    }

    /// The same bytes read from memory and through a memory-mapped file.
    static func both<T: Equatable>(_ text: String, _ fromData: (Data) throws(ImportError) -> T,
                                   _ fromFile: (String) throws(ImportError) -> T) throws -> Outcome<T> {
        let data = Data(text.utf8)
        let inMemory = Outcome { () throws(ImportError) in try fromData(data) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-stream-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let mapped = Outcome { () throws(ImportError) in try fromFile(url.path) }
        #expect(mapped == inMemory, "the mapped file and the bytes in memory disagree")
        return inMemory
    }

    // MARK: sessions

    static func sessionsDocument(_ g: inout JSONTextGenerator, faults: Bool) -> String {
        var items: [String] = []
        for _ in 0..<g.int(25) {
            var fields: [(String, String)] = [("start", g.instant())]
            switch g.int(4) {
            case 0: fields.append(("end", g.instant()))
            case 1: fields.append(("duration", g.seconds()))
            default: fields.append(("seconds", g.seconds()))
            }
            for key in ["project", "language", "editor", "source"] where g.chance(60) { fields.append((key, g.optionalText())) }
            for key in ["id", "meta", "tags"] where g.chance(30) { fields.append((key, g.noise())) }
            if faults, g.chance(8) {
                switch g.int(12) {
                case 0: fields.removeFirst()
                case 1: fields[0].1 = g.pick(["\"yesterday\"", "true", "null", "[1]", "{\"a\": 1}", "\"2026-03-09T09:00:00\""])
                case 2: fields.append(("seconds", g.pick(["-5", "\"10\"", "true", "null", "9999999", "[]"])))
                case 3: fields.append((g.pick(["project", "source"]), g.pick(["3", "true", "[\"a\"]", "{}"])))
                case 4: fields[0].1 = g.pick(["1e300", "1773050400000", "\"0001-01-01T00:00:00Z\""])
                case 5: fields = [("start", g.instant()), ("end", g.pick(["\"2150-01-01T00:00:00Z\"", "\"soon\"", "5"]))]
                case 6: fields.append(("start", g.instant()))  // a repeated key: the last counts
                case 7: items.append(g.pick(["7", "\"x\"", "[]", "null"]))
                default: fields = [("start", g.instant())]
                }
            }
            items.append(g.object(fields))
        }
        var text = g.array(items)
        if faults, g.chance(10) { text = String(text.prefix(g.int(max(1, text.count)))) }
        if faults, g.chance(3) { text = g.pick(["{}", "7", "\"a\"", "", "[] x", "[1,]"]) }
        return g.space() + text + g.space()
    }

    @Test("sessions: generated files, good and bad", arguments: 0..<6)
    func sessions(block: UInt64) throws {
        var g = JSONTextGenerator(seed: 0x5E55_1000 + block)
        var kinds = [0, 0, 0]
        for _ in 0..<60 {
            let text = Self.sessionsDocument(&g, faults: true)
            let oracle = Outcome { () throws(ImportError) in try LegacySessionJSON.read(Data(text.utf8), file: "s.json") }
            let streamed = try Self.both(text, { (d) throws(ImportError) in try SessionJSON.read(d, file: "s.json") },
                                         { (p) throws(ImportError) in try SessionJSON.read(contentsOfFile: p, file: "s.json") })
            #expect(streamed.agrees(with: oracle), "\(text)\nstreamed: \(streamed)\noracle: \(oracle)")
            kinds[oracle.kind] += 1
        }
        #expect(kinds.allSatisfy { $0 > 2 }, "values, refused items and broken JSON should all occur: \(kinds)")
    }

    // MARK: WakaTime durations

    static func durationsDocument(_ g: inout JSONTextGenerator, faults: Bool) -> String {
        var items: [String] = []
        for _ in 0..<g.int(25) {
            var fields: [(String, String)] = [("time", g.instant()), ("duration", g.seconds())]
            for key in ["project", "language", "editor", "entity", "branch"] where g.chance(60) { fields.append((key, g.optionalText())) }
            if g.chance(20) { fields.append(("dependencies", g.noise())) }
            if faults, g.chance(8) {
                switch g.int(6) {
                case 0: fields.removeFirst()
                case 1: fields[1].1 = g.pick(["-1", "\"5\"", "null", "true", "1e300"])
                case 2: fields[0].1 = g.pick(["\"yesterday\"", "1e300", "\"0001-01-01T00:00:00Z\"", "false"])
                case 3: fields.append(("project", g.pick(["3", "[]"])))  // not text: left out, not refused
                case 4: items.append(g.pick(["7", "[]", "\"x\""]))
                default: fields.removeLast()
                }
            }
            items.append(g.object(fields))
        }
        var root: [(String, String)] = [("data", g.array(items)), ("start", g.instant()), ("end", g.instant()), ("timezone", "\"UTC\"")]
        if faults, g.chance(5) { root.removeFirst() }
        if faults, g.chance(3) { root[0].1 = g.pick(["{}", "null", "3"]) }
        var text = g.object(root)
        if faults, g.chance(10) { text = String(text.prefix(g.int(max(1, text.count)))) }
        if faults, g.chance(3) { text = g.pick(["[]", "7", "", "{\"data\": []} {"]) }
        return text
    }

    @Test("WakaTime durations: generated files, good and bad", arguments: 0..<6)
    func durations(block: UInt64) throws {
        var g = JSONTextGenerator(seed: 0xD0_0000 + block)
        var kinds = [0, 0, 0]
        for _ in 0..<60 {
            let text = Self.durationsDocument(&g, faults: true)
            let oracle = Outcome { () throws(ImportError) in try LegacyWakaTimeDurations.read(Data(text.utf8), file: "d.json") }
            kinds[oracle.kind] += 1
            let streamed = try Self.both(text, { (d) throws(ImportError) in try WakaTimeDurations.read(d, file: "d.json") },
                                         { (p) throws(ImportError) in try WakaTimeDurations.read(contentsOfFile: p, file: "d.json") })
            #expect(streamed.agrees(with: oracle), "\(text)\nstreamed: \(streamed)\noracle: \(oracle)")
        }
        #expect(kinds.allSatisfy { $0 > 2 }, "values, refused items and broken JSON should all occur: \(kinds)")
    }

    // MARK: ActivityWatch

    static func activityWatchDocument(_ g: inout JSONTextGenerator, faults: Bool) -> String {
        let kinds: [(key: String, type: String, data: [String])] = [
            ("aw-watcher-vscode_host", "app.editor.activity", ["project", "language", "file"]),
            ("aw-watcher-window_host", "currentwindow", ["app", "title"]),
            ("aw-watcher-afk_host", "afkstatus", ["status"]),
            ("aw-watcher-window_other", "currentwindow", ["app", "title"]),
            ("aw-watcher-afk_other", "afkstatus", ["status"]),
            ("aw-watcher-web-firefox", "web.tab.current", ["url", "title"]),
        ]
        var buckets: [(String, String)] = []
        for kind in kinds where g.chance(65) {
            var events: [String] = []
            for _ in 0..<g.int(20) {
                var data: [(String, String)] = []
                for key in kind.data {
                    let value = key == "status" ? g.pick(["\"afk\"", "\"not-afk\"", "\"not-afk\"", "null"])
                        : key == "project" ? g.pick(["\"/home/a/cairn\"", "\"cairn\"", "\"C:\\\\src\\\\web\"", "\"a/b/\"", g.optionalText()])
                        : g.optionalText()
                    data.append((key, value))
                }
                var event: [(String, String)] = [("timestamp", g.instant()), ("duration", g.seconds()),
                                                 ("data", g.chance(5) ? g.noise() : g.object(data))]
                if g.chance(30) { event.append(("id", "\(g.int(100_000))")) }
                if faults, g.chance(1) {
                    switch g.int(4) {
                    case 0: event[0].1 = g.pick(["\"yesterday\"", "null", "1e300"])
                    case 1: event[1].1 = g.pick(["-3", "\"1\"", "1e300"])
                    case 2: event.removeFirst()
                    default: events.append(g.pick(["3", "[]"]))
                    }
                }
                events.append(g.object(event))
            }
            var bucket: [(String, String)] = [("type", "\"\(kind.type)\""), ("client", "\"\(kind.key.split(separator: "_")[0])\""),
                                              ("hostname", "\"\(kind.key.split(separator: "_").last ?? "")\""),
                                              ("events", g.array(events)), ("created", g.instant())]
            if g.chance(50) { bucket.append(("id", "\"\(kind.key)\"")) }
            if faults, g.chance(4) { bucket[3].1 = g.pick(["null", "{}", "3"]) }
            buckets.append((kind.key, faults && g.chance(2) ? "[]" : g.object(bucket)))
        }
        var root: [(String, String)] = [("buckets", g.object(buckets)), ("version", "1")]
        if faults, g.chance(4) { root.removeFirst() }
        var text = g.object(root)
        if faults, g.chance(15) { text = String(text.prefix(g.int(max(1, text.count)))) }
        if faults, g.chance(3) { text = g.pick(["[]", "{\"buckets\": []}", "", "{\"buckets\": {}}"]) }
        return text
    }

    @Test("ActivityWatch: generated exports, good and bad, default and chosen buckets", arguments: 0..<6)
    func activityWatch(block: UInt64) throws {
        var g = JSONTextGenerator(seed: 0xA3_0000 + block)
        var kinds = [0, 0, 0]
        for _ in 0..<50 {
            let text = Self.activityWatchDocument(&g, faults: true)
            let chosen: [String]? = g.chance(70) ? nil : g.pick([["aw-watcher-window_host", "aw-watcher-afk_host"],
                                                                 ["aw-watcher-window_other"], ["aw-watcher-vscode_host", "nope"]])
            let oracle = Outcome { () throws(ImportError) in try LegacyActivityWatchExport.read(Data(text.utf8), file: "a.json", buckets: chosen) }
            kinds[oracle.kind] += 1
            let streamed = try Self.both(text, { (d) throws(ImportError) in try ActivityWatchExport.read(d, file: "a.json", buckets: chosen) },
                                         { (p) throws(ImportError) in try ActivityWatchExport.read(contentsOfFile: p, file: "a.json", buckets: chosen) })
            #expect(streamed.agrees(with: oracle), "\(text)\nstreamed: \(streamed)\noracle: \(oracle)")
        }
        #expect(kinds.allSatisfy { $0 > 2 }, "values, refused items and broken JSON should all occur: \(kinds)")
    }

    // MARK: the repository's files

    @Test("the repository's fixtures and saved fuzz inputs read the same")
    func fixtures() throws {
        let root = FixtureFiles.folder
        var files: [(kind: String, url: URL)] = [("activitywatch", root.appendingPathComponent("activitywatch/editor-export.json"))]
        for kind in ["sessions", "activitywatch"] {
            let folder = root.appendingPathComponent("fuzz/\(kind)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files.append((kind, folder.appendingPathComponent(name)))
            }
        }
        files.append(("activitywatch", root.appendingPathComponent("activitywatch/desktop-export.json")))
        files.append(("durations", root.appendingPathComponent("wakatime/durations-response.json")))
        files.append(("durations", root.appendingPathComponent("wakatime/wakapi-durations.json")))
        #expect(files.count >= 6)
        for (kind, url) in files {
            let data = try Data(contentsOf: url)
            let name = url.lastPathComponent
            switch kind {
            case "sessions":
                let oracle = Outcome { () throws(ImportError) in try LegacySessionJSON.read(data, file: name) }
                let mapped = Outcome { () throws(ImportError) in try SessionJSON.read(contentsOfFile: url.path, file: name) }
                #expect(mapped.agrees(with: oracle), "\(name): \(mapped) vs \(oracle)")
            case "durations":
                let oracle = Outcome { () throws(ImportError) in try LegacyWakaTimeDurations.read(data, file: name) }
                let mapped = Outcome { () throws(ImportError) in try WakaTimeDurations.read(contentsOfFile: url.path, file: name) }
                #expect(mapped.agrees(with: oracle), "\(name)")
            default:
                let oracle = Outcome { () throws(ImportError) in try LegacyActivityWatchExport.read(data, file: name) }
                let mapped = Outcome { () throws(ImportError) in try ActivityWatchExport.read(contentsOfFile: url.path, file: name) }
                #expect(mapped.agrees(with: oracle), "\(name)")
            }
        }
    }
}
