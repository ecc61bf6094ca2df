import CairnCore
import CairnImport
import Foundation

/// WakaTime heartbeats: the join alone in memory, and a one-million-heartbeat export through
/// `cairn import wakatime` (start-up, parsing, joining and the SQLite transaction), with peak memory.
enum ImportBench {
    static func run() {
        print("WakaTime heartbeats → sessions")
        importing()  // first, while this process is small
        joining()
    }

    /// The join rule over 20 million heartbeats already in memory.
    static func joining() {
        var rng = SplitMix64(seed: 11)
        let count = 20_000_000
        var times = [Double](repeating: 0, count: count)
        var keys = [Int32](repeating: 0, count: count)
        var t = 1_600_000_000.0
        for i in 0..<count {
            t += Double(rng.next() % 240)  // gaps of 0–4 min, and now and then a long one
            if rng.next() % 500 == 0 { t += 3600 }
            times[i] = t
            keys[i] = Int32(rng.next() % 8)
        }
        var spans: [HeartbeatSpan] = []
        spans.reserveCapacity(count / 4)
        let samples = Measure.seconds(runs: 5) {
            spans.removeAll(keepingCapacity: true)
            HeartbeatJoiner.join(times: times, keys: keys, timeout: 900, into: &spans)
        }
        print("  joining in memory                \(Measure.format(Double(count) / Measure.median(samples) / 1e6)) M heartbeats/s over \(count / 1_000_000) M (\(spans.count) sessions)   (target ≥ 20)")
    }

    /// `cairn import wakatime` on a generated export of one million heartbeats.
    static func importing() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch { return }
        let export = folder.appendingPathComponent("heartbeats.json").path
        let bytes: Int
        do { bytes = try writeExport(to: export, heartbeats: 1_000_000) } catch {
            print("  cannot write the export: \(error)")
            return
        }
        var status: Int32 = -1
        var peak = 0
        var output = ""
        let samples = Measure.seconds(runs: 1) {
            let process = Process()
            process.executableURL = CairnProcess.executable
            process.arguments = ["--db", folder.appendingPathComponent("import.sqlite").path, "import", "wakatime", export]
            let outputFile = folder.appendingPathComponent("output.txt")
            _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: outputFile.path)
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                // The child's own high-water mark (VmHWM), read until it exits: getrusage's
                // RUSAGE_CHILDREN would also count this process's pages copied at the fork.
                while process.isRunning {
                    peak = Swift.max(peak, highWaterMark(of: process.processIdentifier))
                    usleep(2_000)
                }
                process.waitUntilExit()
                status = process.terminationStatus
                output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            } catch {
                status = -1
            }
        }
        print("  cairn import wakatime, 1 M heartbeats (\(bytes / 1_000_000) MB export): \(Measure.format(Measure.median(samples), 2)) s wall clock, "
              + "peak \(peak / 1024) MB resident   (targets < 3 s, < 500 MB)\(status == 0 ? "" : "  FAILED (exit \(status))")")
        if let line = output.split(separator: "\n").first { print("    \(line)") }
    }

    /// A process's peak resident memory in kilobytes, from `/proc/PID/status` (0 once it is gone).
    static func highWaterMark(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Writes a WakaTime heartbeats data export (`{"range", "days": [{"date", "heartbeats"}]}`),
    /// shaped like a real one: 5 000 heartbeats a day, a few projects, files and languages.
    static func writeExport(to path: String, heartbeats: Int) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? handle.close() }
        var rng = SplitMix64(seed: 3)
        let projects = ["cairn", "website", "dotfiles", "wakapi", "notes"]
        let languages = ["Swift", "TypeScript", "Shell", "Go", "Markdown"]
        let perDay = 5000
        var written = 0
        var buffer = #"{"range": {"start": 1600000000, "end": 1700000000}, "days": ["#
        var t = 1_600_000_000.0
        for day in 0..<(heartbeats / perDay) {
            buffer += (day == 0 ? "" : ",") + #"{"date": "day-\#(day)", "heartbeats": ["#
            for i in 0..<perDay {
                t += Double(rng.next() % 30) + (rng.next() % 200 == 0 ? 1800 : 0)
                let p = Int(rng.next() % 5)
                buffer += (i == 0 ? "" : ",")
                    + #"{"branch": "main", "category": "coding", "entity": "/home/me/src/\#(projects[p])/Sources/File\#(rng.next() % 40).swift", "#
                    + #""id": "\#(day)-\#(i)", "is_write": \#(rng.next() % 3 == 0), "language": "\#(languages[p])", "project": "\#(projects[p])", "#
                    + #""time": \#(t), "type": "file", "user_agent_id": "wakatime/v1.90.0 (linux) vscode/1.87.0 vscode-wakatime/24.0.0"}"#
            }
            buffer += "]}"
            if buffer.utf8.count > 1 << 22 {
                handle.write(Data(buffer.utf8))
                written += buffer.utf8.count
                buffer = ""
            }
        }
        buffer += "]}\n"
        handle.write(Data(buffer.utf8))
        return written + buffer.utf8.count
    }
}
