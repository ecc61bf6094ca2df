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
        let outputFile = folder.appendingPathComponent("output.txt").path
        var stats = RunStats()
        for run in 0..<3 {
            let database = folder.appendingPathComponent("import-\(run).sqlite").path
            stats.runs.append(CairnProcess.run(["--db", database, "import", "wakatime", export], output: outputFile))
        }
        print("  cairn import wakatime, 1 M heartbeats (\(bytes / 1_000_000) MB export), fresh database each run: \(stats.summary)   (targets < 3 s, < 500 MB)")
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        if let line = output.split(separator: "\n").first { print("    \(line)") }
    }

    /// Writes a WakaTime heartbeats data export (`{"range", "days": [{"date", "heartbeats"}]}`)
    /// with the fields of a real one, shaped like a person's days: two to five sittings a day of
    /// 20 minutes to three hours, one to three projects a day (a sitting stays on one project),
    /// a heartbeat every 10 s to 2 min while typing. Deterministic (``SplitMix64``).
    static func writeExport(to path: String, heartbeats: Int) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? handle.close() }
        var writer = WakaTimeExportWriter(seed: 3)
        var written = 0
        var buffer = writer.header
        var day = 0
        while writer.count < heartbeats {
            buffer += (day == 0 ? "" : ",") + writer.day(limit: heartbeats)
            day += 1
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
