import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One answer of the team server, headers included (names in lower case).
struct TeamAnswer: Sendable {
    var status: Int
    var headers: [String: [String]]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()]?.last }
    /// Every `Set-Cookie` sent.
    var cookies: [String] { headers["set-cookie"] ?? [] }
    var json: Any? { try? JSONSerialization.jsonObject(with: body) }
}

/// A blocking HTTP/1.1 client for loopback that sends any headers and reads the answer's
/// headers, never following a redirect (the tests read `Location` and `Set-Cookie` themselves).
enum TeamHTTP {
    static func send(port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) throws -> TeamAnswer {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TeamHTTPError.failed("no socket") }
        defer { close(fd) }
        var wait = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw TeamHTTPError.failed("cannot connect to port \(port)") }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + Array(body ?? Data())
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { chunk in write(fd, chunk.baseAddress, chunk.count) }
            guard n > 0 else { throw TeamHTTPError.failed("cannot send") }
            sent += n
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            reply += buffer[0..<n]
        }
        guard let end = (0..<max(0, reply.count - 3)).first(where: { reply[$0] == 13 && reply[$0 + 1] == 10 && reply[$0 + 2] == 13 && reply[$0 + 3] == 10 }) else {
            throw TeamHTTPError.failed("no answer")
        }
        let lines = String(decoding: reply[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var answerHeaders: [String: [String]] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            answerHeaders[name, default: []].append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return TeamAnswer(status: status, headers: answerHeaders, body: Data(reply[(end + 4)...]))
    }

    /// `fields` as an urlencoded form body.
    static func form(_ fields: [(String, String)]) -> Data {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        return Data(fields.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }.joined(separator: "&").utf8)
    }
}

struct TeamHTTPError: Error, CustomStringConvertible {
    var description: String
    static func failed(_ message: String) -> TeamHTTPError { TeamHTTPError(description: message) }
}
