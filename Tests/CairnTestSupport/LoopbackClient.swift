import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking HTTP/1.1 client for loopback, for peers whose replies URLSession on Linux
/// rejects (chromedriver writes `Content-Length:250`, no space, and libcurl's header callback in
/// Foundation fails on it). One request per connection (`Connection: close`), read to the end.
public enum LoopbackClient {
    /// Sends one request to 127.0.0.1:`port`; the status and the body.
    public static func send(port: Int, method: String, path: String, body: Data? = nil,
                            timeout: Int = 120) throws -> (status: Int, body: Data) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServedCairnError(message: "no socket") }
        defer { close(fd) }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServedCairnError(message: "cannot connect to port \(port)") }
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { request += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n" }
        let bytes = Array((request + "\r\n").utf8) + Array(body ?? Data())
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { chunk in write(fd, chunk.baseAddress, chunk.count) }
            guard n > 0 else { throw ServedCairnError(message: "cannot send to port \(port)") }
            sent += n
        }
        // Read the head, then as many body bytes as Content-Length says (the peer may keep the
        // connection open), or to the end when it gives none.
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var end: Int?
        var wanted: Int?
        while true {
            if let end, let wanted, reply.count >= end + 4 + wanted { break }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            reply += buffer[0..<n]
            if end == nil, let found = headEnd(reply) {
                end = found
                let head = String(decoding: reply[0..<found], as: UTF8.self).lowercased()
                wanted = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            }
        }
        guard let end else { throw ServedCairnError(message: "no reply from port \(port)") }
        let head = String(decoding: reply[0..<end], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, Data(reply[(end + 4)...]))
    }

    /// Where the head ends (the index of its blank line's `\r\n\r\n`).
    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }
}
