import Foundation

/// The process's limit on open files, which bounds how many connections a server can hold.
enum FileLimit {
    /// Raises the soft limit on open files towards the hard one, up to `wanted`, and returns the
    /// soft limit now in force.
    static func raise(to wanted: UInt64) -> UInt64 {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_024 }
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = min(rlim_t(wanted), limit.rlim_max)
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return UInt64(limit.rlim_cur)
    }
}
