#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One keep-alive HTTP/1.1 connection to a loopback server over a plain socket, one request at
/// a time: the client side of `cairn-bench team`, cheaper than URLSession (which on Linux runs
/// through libcurl and a queue) so the client takes as little of the two cores as it can, and
/// each request's latency is the socket's round trip. Reconnects once when the server has
/// closed an idle connection.
final class HTTPConnection {
    /// An answer: the status, the headers (names lower-cased) and the body.
    struct Answer {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]

        /// The first value of header `name` (lower-case).
        func header(_ name: String) -> String? { headers.first { $0.0 == name }?.1 }
        /// Every `Set-Cookie` value.
        var cookies: [String] { headers.filter { $0.0 == "set-cookie" }.map(\.1) }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Why a request got no answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let port: UInt16
    private var socket: Int32 = -1
    private var buffer: [UInt8] = []

    init(port: Int) {
        self.port = UInt16(port)
    }

    deinit { if socket >= 0 { close(socket) } }

    /// Sends one request and reads its answer (a `Content-Length` or chunked body).
    func request(_ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> Answer {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let bytes = Array(head.utf8) + body
        let reused = socket >= 0
        do {
            try connectIfNeeded()
            try send(bytes)
            return try readAnswer()
        } catch where reused {
            // The server may have closed a connection left idle: once more on a fresh one.
            disconnect()
            try connectIfNeeded()
            try send(bytes)
            return try readAnswer()
        }
    }

    private func connectIfNeeded() throws {
        guard socket < 0 else { return }
        #if canImport(Glibc)
        let made = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let made = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard made >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(made, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(made, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(made)
            throw Failure(description: "connect to 127.0.0.1:\(port): \(reason)")
        }
        socket = made
        buffer.removeAll(keepingCapacity: true)
    }

    private func disconnect() {
        if socket >= 0 { close(socket) }
        socket = -1
        buffer.removeAll(keepingCapacity: true)
    }

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(socket, base + sent, bytes.count - sent)
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw Failure(description: "write: \(String(cString: strerror(errno)))") }
            sent += n
        }
    }

    /// Reads more bytes into `buffer`; throws at end of stream.
    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, 16_384) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw Failure(description: n == 0 ? "the server closed the connection" : "read: \(String(cString: strerror(errno)))") }
            buffer += chunk[0..<n]
            return
        }
    }

    /// The index just past the first occurrence of `pattern` in `buffer`, reading until there is one.
    private func find(_ pattern: [UInt8], from start: Int = 0) throws -> Int {
        var from = start
        while true {
            if buffer.count >= pattern.count {
                var i = from
                while i + pattern.count <= buffer.count {
                    if buffer[i] == pattern[0], Array(buffer[i..<(i + pattern.count)]) == pattern { return i + pattern.count }
                    i += 1
                }
                from = max(start, buffer.count - pattern.count + 1)
            }
            try fill()
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        let taken = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return taken
    }

    private func readAnswer() throws -> Answer {
        let end = try find([13, 10, 13, 10])
        let head = String(decoding: try take(end), as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw Failure(description: "an empty answer") }
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "a malformed status line") }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let answer = { (body: [UInt8]) in Answer(status: status, headers: headers, body: body) }
        if let length = headers.first(where: { $0.0 == "content-length" }).flatMap({ Int($0.1) }) {
            let body = try take(length)
            if headers.contains(where: { $0.0 == "connection" && $0.1.lowercased() == "close" }) { disconnect() }
            return answer(body)
        }
        if headers.contains(where: { $0.0 == "transfer-encoding" && $0.1.lowercased().contains("chunked") }) {
            var body: [UInt8] = []
            while true {
                let lineEnd = try find([13, 10])
                let sizeText = String(decoding: try take(lineEnd), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else { throw Failure(description: "a malformed chunk") }
                if size == 0 {
                    _ = try take(try find([13, 10]))
                    return answer(body)
                }
                body += try take(size)
                _ = try take(2)
            }
        }
        if status == 204 || status == 304 { return answer([]) }
        // No length: the body runs to the end of the stream.
        while true {
            do { try fill() } catch { break }
        }
        let body = buffer
        disconnect()
        return answer(body)
    }
}
