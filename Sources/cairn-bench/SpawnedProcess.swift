#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A child process started with `posix_spawn` and reaped with `wait4`, so its exit status, wall
/// time and peak resident memory (`ru_maxrss`, its own, not this process's) are exact.
struct SpawnedProcess {
    /// The exit status (128 + the signal when it was killed; -1 when it could not start).
    var status: Int32
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// Peak resident memory in bytes.
    var peakBytes: Int
    /// What it wrote on standard output.
    var output: String
    /// What it wrote on standard error.
    var errors: String = ""

    /// Runs `executable` with `arguments`, keeping what it writes.
    static func run(_ executable: String, _ arguments: [String]) -> SpawnedProcess {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-out-\(UUID().uuidString)").path
        let errorPath = outputPath + ".err"
        defer { unlink(outputPath); unlink(errorPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return SpawnedProcess(status: -1, seconds: 0, peakBytes: 0, output: "")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let elapsed = clock.now - started
        let signal = status & 0x7F
        let exit = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return SpawnedProcess(status: exit,
                              seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                              peakBytes: Int(usage.ru_maxrss) * 1024, output: output, errors: errors)
    }
}
