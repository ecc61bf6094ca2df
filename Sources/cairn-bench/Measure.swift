import Foundation

/// Timing helpers: run a body several times and keep the distribution.
enum Measure {
    /// Seconds taken by each of `runs` calls of `body`.
    static func seconds(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure { try body() }
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return samples.sorted()
    }

    static func median(_ sorted: [Double]) -> Double { sorted.isEmpty ? 0 : sorted[sorted.count / 2] }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }

    static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

    /// Keeps a value alive so the optimiser cannot drop the work that made it.
    @inline(never)
    static func consume<T>(_ value: T) { withExtendedLifetime(value) {} }
}

/// The release `cairn` built beside this benchmark, run as a person runs it.
enum CairnProcess {
    /// `cairn` in the same folder as `cairn-bench`.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("cairn")
    }

    /// Runs `cairn` with `arguments` through ``Spawn``, output to `output`.
    static func run(_ arguments: [String], output: String = "/dev/null") -> ProcessRun {
        Spawn.run(executable.path, arguments, output: output)
    }

    /// `runs` runs of `cairn` with `arguments` (the first, warming the page cache, not kept).
    static func measure(_ arguments: [String], runs: Int) -> RunStats {
        _ = run(arguments)
        return RunStats(runs: (0..<runs).map { _ in run(arguments) })
    }
}

/// The machine the figures came from.
enum Machine {
    static var summary: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let os = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }?
            .dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "unknown OS"
        let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GiB, \(os)"
    }
}
