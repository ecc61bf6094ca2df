import Foundation

/// The slots a team server's password checks run in: each check is Argon2id with libsodium's
/// interactive limits (tens of milliseconds of one core and 64 MiB), so without a bound a burst
/// of sign-ins (or someone trying one name after another, which the per-name throttle does not
/// slow) would take every request thread and the pages of everyone signed in would wait behind
/// them. At most ``slots`` checks run at once; a sign-in that finds none free within
/// ``patience`` seconds is answered "busy, try again", and the other request threads go on
/// serving pages. (A sign-in waiting for a slot holds its request thread while it waits, which is
/// why the server's patience is none.)
public final class PasswordChecks: Sendable {
    /// How many checks may run at once.
    public let slots: Int
    /// How long a sign-in waits for a free slot before it is answered busy.
    public let patience: TimeInterval
    private let free: DispatchSemaphore

    /// Checks in at most `slots` at once (at least one), each waiting at most `patience` seconds
    /// for its turn. The defaults suit the team server's 4 request threads: 2 may check
    /// passwords, and a sign-in that finds both busy is answered at once, so the other 2 are
    /// always there for pages and heartbeats.
    public init(slots: Int = 2, patience: TimeInterval = 0) {
        self.slots = max(1, slots)
        self.patience = patience
        free = DispatchSemaphore(value: self.slots)
    }

    /// Runs `check` in a free slot, or returns nil when none came free within ``patience``.
    public func run<T, Failure: Error>(_ check: () throws(Failure) -> T) throws(Failure) -> T? {
        guard free.wait(timeout: .now() + patience) == .success else { return nil }
        defer { free.signal() }
        return try check()
    }
}
