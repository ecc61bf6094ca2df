import Foundation

/// A value shared by threads, read and changed only under its lock.
///
/// Written on `NSLock` rather than `Synchronization.Mutex`: on Linux a contended `Mutex` waits
/// in the Swift runtime's uninstrumented `_lockSlow` (a futex), so ThreadSanitizer sees no
/// hand-over between the two holders and reports the value inside as raced, which fails the
/// sanitizer run of CI. `NSLock` is a pthread mutex, which ThreadSanitizer follows.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held, and returns what it returns.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
