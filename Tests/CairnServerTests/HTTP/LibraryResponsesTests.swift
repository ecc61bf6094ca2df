import CairnServer
import Foundation
import Testing

/// The answers libmicrohttpd makes itself, before any request reaches Cairn: which they are,
/// that they repeat nothing of the request, and that everything Cairn answers carries the
/// security headers (see docs/ARCHITECTURE.md, CairnServer).
@Suite("HTTPServer: the answers libmicrohttpd makes itself")
struct LibraryResponsesTests {
    static let csrf = String(repeating: "c", count: 32)
    static let probe = "<script>alert(1)</script>"

    func exchange(_ server: HTTPServer, _ request: String) throws -> String {
        let socket = try #require(RawSocket(from: "127.0.0.5", port: server.port, timeout: 3))
        socket.send(request)
        return String(decoding: socket.readAll(), as: UTF8.self)
    }

    @Test("malformed, too large and unknown-version requests get libmicrohttpd's fixed answers, naming nothing of the request",
          arguments: [
              ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header \(probe)\r\n\r\n", "400"),
              ("GET /\(String(repeating: "a", count: 200_000))\(probe) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "414"),
              ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: \(String(repeating: "a", count: 200_000))\(probe)\r\n\r\n", "431"),
              ("GET /\(probe) HTTP/2.5\r\nHost: 127.0.0.1\r\n\r\n", "505"),
              ("GET / HTTP/1.1 \(probe)\r\nHost: 127.0.0.1\r\n\r\n", "400"),
              ("POST / HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nTransfer-Encoding: chunked\r\n\r\nZZ\(probe)\r\n", "400"),
          ])
    func libraryAnswers(request: String, status: String) throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf) { _ in .text("handled by Cairn") }
        let reply = try exchange(server, request.replacingOccurrences(of: "PORT", with: "\(server.port)"))
        #expect(reply.hasPrefix("HTTP/1.1 \(status) "), "\(reply.prefix(120))")
        #expect(!reply.contains("<script") && !reply.contains("aaaa"), "the answer repeats the request")
        #expect(reply.contains("Connection: close") && !reply.contains("handled by Cairn"))
    }

    @Test("Cairn's own answers carry the security headers: the handler's, the policy's refusals and a body over the limit", arguments: [
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nConnection: close\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nConnection: close\r\nContent-Length: 1048577\r\n\r\n",
    ])
    func ownAnswers(template: String) throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf) { _ in .text("ok") }
        let request = template.replacingOccurrences(of: "PORT", with: "\(server.port)")
        let socket = try #require(RawSocket(from: "127.0.0.5", port: server.port, timeout: 3))
        socket.send(request)
        if request.contains("Content-Length: 1048577") { socket.send(String(repeating: "x", count: 1_048_577)) }
        let reply = String(decoding: socket.readAll(), as: UTF8.self)
        let head = reply.components(separatedBy: "\r\n\r\n").first ?? ""
        for (name, value) in SecurityHeaders.all {
            #expect(head.contains("\(name): \(value)"), "\(name) missing from \(head.prefix(60))")
        }
    }
}
