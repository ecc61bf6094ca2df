import CairnCLI
import Foundation

/// The argument reader and every command's checks: the input's lines are the words of one
/// `cairn` command line, run against a database in a private folder with a fixed "now".
///
/// Words that would reach outside that folder, the network, or run long (`--db`, `--svg`,
/// `import`, `sync`, `demo`, …) make the input uninteresting rather than dangerous.
enum ArgumentsTarget {
    /// In memory (`/dev/shm`) where there is one: each command's close checkpoints the WAL with
    /// an `fdatasync`, which a busy disk can hold for longer than libFuzzer's timeout.
    static let folder: String = {
        let shm = URL(fileURLWithPath: "/dev/shm")
        let base = FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        let url = base.appendingPathComponent("cairn-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }()

    /// Inputs run so far (libFuzzer calls the target from one thread only).
    nonisolated(unsafe) static var inputs = 0

    static let refused = ["--db", "--svg", "import", "sync", "demo", "serve", "export", "key", "--api-url", "/", "help"]

    static let run: @Sendable (Data) -> Void = { data in
        let words = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard words.count <= 16, !words.contains(where: { word in refused.contains { word.contains($0) } }) else { return }
        // The database carries state from input to input (a rule, then logs, then a read), but
        // not for ever: thousands of unrelated inputs piled up totals of billions under
        // milestone rules every 10, and one `achievements` then wrote 14 MB, too slow for the
        // timeout in this instrumented debug build. Every 256 inputs it starts afresh.
        inputs += 1
        if inputs % 256 == 0 {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: folder + "/fuzz.sqlite" + suffix) }
        }
        let console = Console(out: { _ in }, err: { _ in })
        _ = CLI.run(words, environment: ["CAIRN_DB": folder + "/fuzz.sqlite", "HOME": folder, "CAIRN_NOW": "2026-03-09T12:00:00Z"],
                    console: console, stdin: { Data() })
    }
}
