import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: canned answers by path and query, one request
/// per connection (`Connection: close`), and a record of what it was asked.
///
/// It only listens on loopback, on a port the system picks. Its accept loop wakes every 50 ms to
/// check whether it should stop, and stops by itself after `lifetime` seconds or `maximumRequests`
/// requests, so a forgotten server cannot hang the test run. Unknown targets get a 404.
///
/// `@unchecked Sendable` because the recorded requests and the stop flag are mutable state
/// shared between the test's thread and the accept thread; every access goes through `lock`.
public final class LocalHTTPServer: @unchecked Sendable {
    /// A canned answer.
    public struct Response: Sendable {
        public var status: Int
        public var body: Data
        public var headers: [String: String]
        /// Seconds to wait before answering (at most 5), to let a client time out.
        public var delay: TimeInterval

        public init(status: Int, body: Data, headers: [String: String] = [:], delay: TimeInterval = 0) {
            self.status = status
            self.body = body
            self.headers = headers
            self.delay = delay
        }
    }

    /// What a request looked like.
    public struct Request: Sendable, Hashable {
        public var method: String
        /// Path and query, as on the request line (`/api/v1/users/current/durations?date=…`).
        public var target: String
        public var authorization: String?

        public init(method: String, target: String, authorization: String?) {
            self.method = method
            self.target = target
            self.authorization = authorization
        }
    }

    /// The port it listens on.
    public let port: UInt16
    private let listener: Int32
    private let routes: [String: Response]
    private let lifetime: TimeInterval
    private let maximumRequests: Int
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var stopping = false

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts listening and serving `routes` (keyed by path and query) on a background thread.
    public init(routes: [String: Response], lifetime: TimeInterval = 30, maximumRequests: Int = 1000) throws {
        self.routes = routes
        self.lifetime = lifetime
        self.maximumRequests = maximumRequests
        (listener, port) = try LocalHTTPServer.openListener()
        let thread = Thread { [self] in
            serve()
            close(listener)
            finished.signal()
        }
        thread.name = "LocalHTTPServer:\(port)"
        thread.start()
    }

    /// The requests received so far, in order.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Stops accepting, waits for the serving thread to finish and closes the socket.
    public func stop() {
        lock.lock()
        let already = stopping
        stopping = true
        lock.unlock()
        if !already {
            finished.wait()
        }
    }

    private var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func serve() {
        let deadline = Date().addingTimeInterval(lifetime)
        var served = 0
        while served < maximumRequests, Date() < deadline, !shouldStop {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            handle(connection)
            close(connection)
            served += 1
        }
    }

    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = readHead(connection) else { return }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count == 3 else {
            write(connection, Response(status: 400, body: Data("bad request line".utf8)))
            return
        }
        var authorization: String?
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == "authorization" {
                authorization = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        let request = Request(method: String(requestLine[0]), target: String(requestLine[1]), authorization: authorization)
        lock.lock()
        recorded.append(request)
        lock.unlock()
        let response = routes[request.target] ?? Response(status: 404, body: Data(#"{"error": "Not Found"}"#.utf8))
        if response.delay > 0 { Thread.sleep(forTimeInterval: min(response.delay, 5)) }
        write(connection, response)
    }

    /// The request line and headers (up to the blank line), at most 64 KiB; GET has no body.
    private func readHead(_ connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 64 * 1024 {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            bytes += chunk[..<count]
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") { return String(text[..<end.lowerBound]) }
        }
        return nil
    }

    private func write(_ connection: Int32, _ response: Response) {
        var head = "HTTP/1.1 \(response.status) \(LocalHTTPServer.phrase(response.status))\r\n"
        head += "Content-Type: application/json\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        bytes.append(response.body)
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a client that hung up must not kill the test process with SIGPIPE.
            let count = bytes.withUnsafeBytes { send(connection, $0.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }

    private static func phrase(_ status: Int) -> String {
        [200: "OK", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
         429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
    }

    /// A listening socket on 127.0.0.1 and the port the system gave it.
    private static func openListener() throws -> (Int32, UInt16) {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw ServerError(step: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socketFD, pointer, length) == 0 && listen(socketFD, 16) == 0
                    && getsockname(socketFD, pointer, &length) == 0
            }
        }
        guard bound else {
            close(socketFD)
            throw ServerError(step: "bind/listen")
        }
        return (socketFD, UInt16(bigEndian: address.sin_port))
    }

    struct ServerError: Error {
        var step: String
    }
}
