import CairnCore
import CairnImport
import Foundation

/// Peak memory of the sessions, WakaTime durations and ActivityWatch imports on generated files
/// of about `megabytes` MB each, against issue 10's goal: under 2 × the file + 50 MB.
///
///     cairn-bench memory [MB] [--before]
///
/// Each figure is a child process's own `ru_maxrss` (posix_spawn + wait4): `cairn import …`
/// into a fresh database, and the reader alone (`cairn-bench memory-read KIND FILE`). With
/// `--before`, the sessions file is also decoded whole by `JSONSerialization`, as the readers
/// did before they streamed (several GB at 100 MB).
enum ReaderMemoryBench {
    /// The kinds of file: the bench's name, the `cairn import` words, and the writer.
    static var kinds: [(name: String, command: [String], write: (FileHandle, Int) -> Int)] { [
        ("sessions", ["import", "sessions"], writeSessions),
        ("durations", ["import", "wakatime"], writeDurations),
        ("activitywatch", ["import", "activitywatch"], writeActivityWatch),
    ] }

    static func run(arguments: [String]) {
        let megabytes = arguments.compactMap { Int($0) }.first ?? 100
        let before = arguments.contains("--before")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            print("cannot make \(folder.path): \(error)")
            return
        }
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        print("Import peak memory (a child's ru_maxrss via posix_spawn + wait4); goal: under 2 × the file + 50 MB")
        for kind in kinds {
            let path = folder.appendingPathComponent("\(kind.name).json").path
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                print("  cannot write \(path)")
                continue
            }
            let items = kind.write(handle, megabytes * 1_000_000)
            try? handle.close()
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            let goal = 2 * size + 50_000_000
            func line(_ label: String, _ result: SpawnedProcess) {
                let verdict = result.status != 0 ? "FAILED (exit \(result.status))" : result.peakBytes < goal ? "under the goal" : "OVER the goal"
                print("    \(label.padding(toLength: 34, withPad: " ", startingAt: 0))peak \(result.peakBytes / 1_000_000) MB, "
                      + "\(Measure.format(result.seconds, 2)) s   \(verdict)")
            }
            print("  \(kind.name): \(size / 1_000_000) MB, \(items) items; goal < \(goal / 1_000_000) MB")
            let database = folder.appendingPathComponent("\(kind.name).sqlite").path
            let imported = SpawnedProcess.run(CairnProcess.executable.path, ["--db", database] + kind.command + [path])
            line("cairn \(kind.command.joined(separator: " ")) FILE", imported)
            if let first = imported.output.split(separator: "\n").first { print("      \(first)") }
            if let why = imported.errors.split(separator: "\n").first { print("      \(why)") }
            let alone = SpawnedProcess.run(bench, ["memory-read", kind.name, path])
            line("reader alone (mapped file)", alone)
            if let why = alone.errors.split(separator: "\n").first { print("      \(why)") }
            if before, kind.name == "sessions" {
                line("JSONSerialization of the file", SpawnedProcess.run(bench, ["memory-read", "jsonserialization", path]))
            }
            unlink(path)
        }
    }

    /// The child of `memory`: reads `path` with one reader and exits (status 1 on a refusal).
    static func read(kind: String, path: String) -> Int32 {
        do {
            switch kind {
            case "sessions": Measure.consume(try SessionJSON.read(contentsOfFile: path, file: path))
            case "durations": Measure.consume(try WakaTimeDurations.read(contentsOfFile: path, file: path))
            case "activitywatch": Measure.consume(try ActivityWatchExport.read(contentsOfFile: path, file: path))
            default:
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                Measure.consume(try JSONSerialization.jsonObject(with: data))
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }

    /// Writes `text` pieces through a 4 MB buffer.
    struct Writer {
        let handle: FileHandle
        var buffer = ""
        var written = 0

        mutating func add(_ text: String) {
            buffer += text
            if buffer.utf8.count > 1 << 22 { flush() }
        }

        mutating func flush() {
            handle.write(Data(buffer.utf8))
            written += buffer.utf8.count
            buffer = ""
        }
    }

    static let projects = ["cairn", "website", "dotfiles", "wakapi", "notes", "thesis/chapter-3", "Ünïcødé", "q\\\"uoted"]
    static let languages = ["Swift", "TypeScript", "Shell", "Go", "Markdown", "C++", "Python", null]
    static let null: String? = nil

    static func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "null" }

    static func iso(_ epoch: Double) -> String {
        let day = LocalDate(daysSinceEpoch: Int(epoch / 86_400))
        let second = Int(epoch) % 86_400
        return String(format: "%@T%02d:%02d:%02d.%03d+00:00", "\(day)", second / 3600, second / 60 % 60, second % 60,
                      Int((epoch - epoch.rounded(.down)) * 1000))
    }

    /// A sessions file: `[{"start", "seconds", "project", "language", "editor", "source"}, …]`.
    static func writeSessions(_ handle: FileHandle, _ bytes: Int) -> Int {
        var out = Writer(handle: handle)
        var rng = SplitMix64(seed: 21)
        var t = 1_550_000_000.0
        var count = 0
        out.add("[\n")
        while out.written + out.buffer.utf8.count < bytes {
            let p = Int(rng.next() % UInt64(projects.count))
            let seconds = Double(rng.next() % 600) + Double(rng.next() % 1000) / 1000
            let start = rng.next() % 2 == 0 ? "\"\(iso(t))\"" : "\(t)"
            out.add((count == 0 ? "" : ",\n") + #"  {"start": \#(start), "seconds": \#(seconds), "project": \#(text(projects[p])), "#
                    + #""language": \#(text(languages[p])), "editor": "vscode", "source": "bench", "note": {"a": [1, 2]}}"#)
            t += seconds + Double(rng.next() % 60)
            count += 1
        }
        out.add("\n]\n")
        out.flush()
        return count
    }

    /// A WakaTime durations response: `{"data": [{"time", "duration", "project", …}], "start", "end", "timezone"}`.
    static func writeDurations(_ handle: FileHandle, _ bytes: Int) -> Int {
        var out = Writer(handle: handle)
        var rng = SplitMix64(seed: 22)
        var t = 1_550_000_000.123456
        var count = 0
        out.add(#"{"data": ["#)
        while out.written + out.buffer.utf8.count < bytes {
            let p = Int(rng.next() % UInt64(projects.count))
            let duration = Double(rng.next() % 600_000) / 1000
            out.add((count == 0 ? "" : ",") + #"{"time": \#(t), "duration": \#(duration), "project": \#(text(projects[p])), "#
                    + #""language": \#(text(languages[p])), "editor": "VS Code", "machine_name_id": "8f1c9a2e-4b7d", "#
                    + #""dependencies": ["Foundation", "XCTest"], "color": null}"#)
            t += duration + Double(rng.next() % 60)
            count += 1
        }
        out.add(#"], "start": "2020-09-13T12:26:40Z", "end": "2030-01-01T00:00:00Z", "timezone": "UTC"}"#)
        out.flush()
        return count
    }

    /// An ActivityWatch export: a window bucket and an AFK bucket, events newest first.
    static func writeActivityWatch(_ handle: FileHandle, _ bytes: Int) -> Int {
        var out = Writer(handle: handle)
        var rng = SplitMix64(seed: 23)
        let apps = ["Code", "firefox", "Terminal", "Slack", "zoom"]
        var count = 0
        out.add(#"{"buckets": {"aw-watcher-window_host": {"id": "aw-watcher-window_host", "created": "2020-09-13T12:00:00+00:00", "#
                + #""type": "currentwindow", "client": "aw-watcher-window", "hostname": "host", "events": ["#)
        var t = 1_750_000_000.0
        var first = true
        while out.written + out.buffer.utf8.count < bytes * 4 / 5 {
            let duration = Double(rng.next() % 600_000) / 1000
            t -= duration + Double(rng.next() % 60)
            out.add((first ? "" : ",") + #"{"id": \#(count), "timestamp": "\#(iso(t))", "duration": \#(duration), "#
                    + #""data": {"app": "\#(apps[Int(rng.next() % 5)])", "title": "main.swift — cairn \u2014 edited"}}"#)
            first = false
            count += 1
        }
        out.add(#"]}, "aw-watcher-afk_host": {"id": "aw-watcher-afk_host", "type": "afkstatus", "client": "aw-watcher-afk", "#
                + #""hostname": "host", "events": ["#)
        first = true
        var a = 1_750_000_000.0
        while out.written + out.buffer.utf8.count < bytes {
            let duration = Double(rng.next() % 1_800_000) / 1000
            a -= duration
            out.add((first ? "" : ",") + #"{"id": \#(count), "timestamp": "\#(iso(a))", "duration": \#(duration), "#
                    + #""data": {"status": "\#(rng.next() % 3 == 0 ? "afk" : "not-afk")"}}"#)
            first = false
            count += 1
        }
        out.add("]}}}\n")
        out.flush()
        return count
    }
}
