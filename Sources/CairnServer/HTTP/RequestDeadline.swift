import Foundation

/// Closes the connections that take longer than a deadline to send a request's headers (a slow
/// client sending one byte every few seconds never trips libmicrohttpd's inactivity timeout).
///
/// A connection is *waiting* from its start, and again from the end of each answered request,
/// until libmicrohttpd hands its next request to the access handler (it does so once the headers
/// are complete). Once a second, the connections waiting longer than the deadline have their
/// socket shut down, which libmicrohttpd sees as the client going away and closes.
///
/// The sweep shuts a socket down under the same lock that the close notification takes, and
/// libmicrohttpd notifies a close before it closes the socket, so a socket number is never shut
/// down after it was reused for another connection.
public final class HeaderDeadline: @unchecked Sendable {
    /// How long a request's headers may take (10 s).
    public static let seconds: Double = 10

    private struct Waiting {
        var socket: Int32
        /// When the connection started waiting for headers; nil while a request is being answered.
        var since: UInt64?
    }

    private let deadline: UInt64
    // Guarded by `lock`: the connections, keyed by their address.
    private let lock = NSLock()
    private var connections: [UInt: Waiting] = [:]
    private let timer: DispatchSourceTimer

    init(seconds: Double = HeaderDeadline.seconds) {
        deadline = UInt64(seconds * 1_000_000_000)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1, leeway: .milliseconds(200))
        timer.setEventHandler { [weak self] in self?.sweep() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// A connection on `socket` started.
    func started(_ connection: OpaquePointer, socket: Int32) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock { connections[key(connection)] = Waiting(socket: socket, since: now) }
    }

    /// A connection's request headers are complete.
    func headersArrived(_ connection: OpaquePointer) {
        lock.withLock { connections[key(connection)]?.since = nil }
    }

    /// A connection's request was answered: it waits for the next one's headers.
    func requestEnded(_ connection: OpaquePointer) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock { connections[key(connection)]?.since = now }
    }

    /// A connection closed (its socket is still open, and closed after this returns).
    func closed(_ connection: OpaquePointer) {
        _ = lock.withLock { connections.removeValue(forKey: key(connection)) }
    }

    /// How many connections are known (for tests).
    var count: Int { lock.withLock { connections.count } }

    /// Shuts down the sockets of the connections waiting longer than the deadline.
    func sweep() {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock {
            for (name, waiting) in connections {
                guard let since = waiting.since, now > since, now - since > deadline else { continue }
                _ = shutdown(waiting.socket, Int32(SHUT_RDWR))
                connections[name]?.since = nil
            }
        }
    }

    private func key(_ connection: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection))) }
}
