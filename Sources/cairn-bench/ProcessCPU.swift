#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// CPU seconds used by other processes, read from Linux's `/proc/PID/stat` (`utime` and `stime`,
/// with `cutime` and `cstime` when the children a process has reaped count too): the server's
/// and PostgreSQL's share of the two cores during `cairn-bench team`. Zero where there is no `/proc`.
enum ProcessCPU {
    /// The fields of `/proc/PID/stat` after the command's closing parenthesis.
    private static func fields(_ pid: Int32) -> [Substring]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }

    private static var ticks: Double { Double(max(1, sysconf(Int32(_SC_CLK_TCK)))) }

    /// `pid`'s CPU seconds, with those of the children it has reaped when `reaped`.
    static func seconds(_ pid: Int32, reaped: Bool = false) -> Double {
        // After ")": state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
        guard let f = fields(pid), f.count > 14 else { return 0 }
        let own = (Double(f[11]) ?? 0) + (Double(f[12]) ?? 0)
        return (own + (reaped ? (Double(f[13]) ?? 0) + (Double(f[14]) ?? 0) : 0)) / ticks
    }

    /// A PostgreSQL server's CPU seconds: the postmaster, the backends it has reaped, and those
    /// running now (its children).
    static func postgresSeconds(postmaster: Int32) -> Double {
        var total = seconds(postmaster, reaped: true)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let f = fields(pid), f.count > 1, Int32(f[1]) == postmaster else { continue }
            total += seconds(pid)
        }
        return total
    }

    /// The postmaster's process id, from `postmaster.pid` in the data directory.
    static func postmaster(dataDirectory: String) -> Int32? {
        guard let text = try? String(contentsOfFile: dataDirectory + "/postmaster.pid", encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// This process's own CPU seconds so far.
    static var mine: Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage.cpuSeconds
    }
}
