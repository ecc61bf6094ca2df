import Foundation

/// Closes the connections that take longer than a deadline to send a request's headers, or then
/// its body (a slow client sending one byte every few seconds never trips libmicrohttpd's
/// inactivity timeout, and would hold its connection for as long as it likes).
///
/// A connection is *waiting for headers* from its start, and again from the end of each answered
/// request, until libmicrohttpd hands its next request to the access handler (it does so once the
/// headers are complete); it is then *receiving the body* until the body is whole, with a
/// deadline of its own (``bodyDeadline(base:declared:upload:)``). Once a second, the connections
/// past their deadline have their socket shut down, which libmicrohttpd sees as the client going
/// away and closes.
///
/// The sweep shuts a socket down under the same lock that the close notification takes, and
/// libmicrohttpd notifies a close before it closes the socket, so a socket number is never shut
/// down after it was reused for another connection.
public final class RequestDeadline: @unchecked Sendable {
    /// How long a request's headers may take (10 s).
    public static let headerSeconds: Double = 10
    /// How long a body may take at least (30 s): the whole of an ordinary body (at most 1 MB).
    public static let bodySeconds: Double = 30
    /// The slowest rate an upload may arrive at (64 KB/s) on top of ``bodySeconds``: a 256 MB
    /// upload may take 30 s + 4,096 s.
    public static let uploadBytesPerSecond = 64 * 1_024

    private struct Tracked {
        var socket: Int32
        /// When the connection's current wait ends (uptime nanoseconds); nil while a request is answered.
        var expires: UInt64?
    }

    private let header: UInt64
    // Guarded by `lock`: the connections, keyed by their address.
    private let lock = NSLock()
    private var connections: [UInt: Tracked] = [:]
    private let timer: DispatchSourceTimer

    init(headerSeconds: Double = RequestDeadline.headerSeconds) {
        header = UInt64(headerSeconds * 1_000_000_000)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 1, repeating: 1, leeway: .milliseconds(200))
        timer.setEventHandler { [weak self] in self?.sweep() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// The seconds a body may take: `base`, and for an upload its declared length (or, not
    /// declared, the most an upload may be) at ``uploadBytesPerSecond`` on top.
    static func bodyDeadline(base: Double, declared: Int?, upload: Bool) -> Double {
        guard upload else { return base }
        return base + Double(declared ?? HTTPServer.uploadLimit) / Double(uploadBytesPerSecond)
    }

    /// A connection on `socket` started.
    func started(_ connection: OpaquePointer, socket: Int32) {
        let expires = DispatchTime.now().uptimeNanoseconds + header
        lock.withLock { connections[key(connection)] = Tracked(socket: socket, expires: expires) }
    }

    /// A connection's request headers are complete: its body has `seconds` to arrive.
    func headersArrived(_ connection: OpaquePointer, bodySeconds seconds: Double) {
        let expires = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1_000_000_000)
        lock.withLock { connections[key(connection)]?.expires = expires }
    }

    /// A connection's request body is whole (or the request was answered without it).
    func bodyArrived(_ connection: OpaquePointer) {
        lock.withLock { connections[key(connection)]?.expires = nil }
    }

    /// A connection's request was answered: it waits for the next one's headers.
    func requestEnded(_ connection: OpaquePointer) {
        let expires = DispatchTime.now().uptimeNanoseconds + header
        lock.withLock { connections[key(connection)]?.expires = expires }
    }

    /// A connection closed (its socket is still open, and closed after this returns).
    func closed(_ connection: OpaquePointer) {
        _ = lock.withLock { connections.removeValue(forKey: key(connection)) }
    }

    /// How many connections are known (for tests).
    var count: Int { lock.withLock { connections.count } }

    /// Shuts down the sockets of the connections past their deadline.
    func sweep() {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock {
            for (name, tracked) in connections {
                guard let expires = tracked.expires, now > expires else { continue }
                _ = shutdown(tracked.socket, Int32(SHUT_RDWR))
                connections[name]?.expires = nil
            }
        }
    }

    private func key(_ connection: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection))) }
}
