#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One whole process, measured from outside: `posix_spawn` to `wait4`, with the child's own
/// `rusage` (CPU and peak resident memory). Foundation's `Process` is not used: on Linux its
/// exit wait rounds to ~50 ms steps.
struct ProcessRun: Sendable {
    /// Wall-clock seconds from just before `posix_spawn` to `wait4` returning.
    var wall: Double
    /// User + system CPU seconds of the child.
    var cpu: Double
    /// The child's peak resident set in kilobytes (`ru_maxrss`).
    var peakKB: Int
    /// The exit status (`-1` when it could not be started or was killed by a signal).
    var status: Int32

    /// Whether the process exited 0.
    var succeeded: Bool { status == 0 }
}

/// Launches programs with `posix_spawn` and waits with `wait4`.
enum Spawn {
    /// Runs `executable` with `arguments`; standard output goes to `output` (a path, `/dev/null`
    /// by default; `nil` keeps this process's), standard error to `/dev/null` (or this
    /// process's, with `inheritErrors`), with `environment` added to this process's.
    static func run(_ executable: String, _ arguments: [String], output: String? = "/dev/null", inheritErrors: Bool = false,
                    environment: [String: String] = [:]) -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output { posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        if !inheritErrors { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let started = ContinuousClock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { return ProcessRun(wall: 0, cpu: 0, peakKB: 0, status: -1) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return ProcessRun(wall: 0, cpu: 0, peakKB: 0, status: -1) }
        }
        let elapsed = started.duration(to: .now)
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let exited = status & 0x7f == 0
        return ProcessRun(wall: wall, cpu: usage.cpuSeconds,
                          peakKB: Int(usage.ru_maxrss), status: exited ? (status >> 8) & 0xff : -1)
    }
}

/// A distribution of process runs: median and range of wall time, CPU and peak memory.
struct RunStats: Sendable {
    var runs: [ProcessRun] = []

    /// How many runs failed.
    var failures: Int { runs.filter { !$0.succeeded }.count }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    var wallMedian: Double { RunStats.median(runs.map(\.wall)) }
    var cpuMedian: Double { RunStats.median(runs.map(\.cpu)) }
    var peakMedianKB: Double { RunStats.median(runs.map { Double($0.peakKB) }) }

    /// `median 12.3 ms (11.9–14.0), cpu 11.1 ms, peak 21 MB`.
    var summary: String {
        let walls = runs.map(\.wall)
        let low = (walls.min() ?? 0) * 1000, high = (walls.max() ?? 0) * 1000
        return "median \(Measure.format(wallMedian * 1000)) ms (\(Measure.format(low))–\(Measure.format(high))), "
            + "cpu \(Measure.format(cpuMedian * 1000)) ms, peak \(Measure.format(peakMedianKB / 1024)) MB over \(runs.count) runs"
            + (failures > 0 ? ", \(failures) FAILED" : "")
    }
}

extension rusage {
    /// User + system CPU seconds.
    var cpuSeconds: Double {
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(ru_utime) + seconds(ru_stime)
    }
}
