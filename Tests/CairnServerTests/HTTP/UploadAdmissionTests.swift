@testable import CairnServer
import Foundation
import Testing

/// An upload is judged on its headers: a stranger's (another Host, no token, no session) is
/// refused before a byte of its body is read or spooled, and one address may have only so many
/// bytes of uploads in flight. Spools live in the server's private folder.
@Suite("HTTPServer: uploads checked before their body")
struct UploadAdmissionTests {
    static let csrf = String(repeating: "c", count: 32)
    static let bearer = String(repeating: "b", count: 32)

    /// The headers of a 200 MB upload to /import, with `extra` header lines; no body follows.
    static func head(port: Int, host: String? = nil, extra: String = "", path: String = "/import") -> String {
        "POST \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nContent-Type: multipart/form-data; boundary=b\r\n"
            + "Content-Length: 209715200\r\n\(extra)\r\n"
    }

    static func spooled(_ server: HTTPServer) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: server.uploadFolder)) ?? ["the folder is gone"]
    }

    @Test("another Host (421), no CSRF token (403), a body-only token (403), no bearer token (401), a keyed path (415), a team server's gate (401): answered on the headers, nothing spooled",
          arguments: ["host", "no-token", "body-token", "bearer", "keyed", "team"])
    func refusedOnHeaders(_ kind: String) throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, bearerToken: kind == "bearer" ? Self.bearer : nil, csrfToken: Self.csrf,
                                    keyedPrefixes: ["/api/v1/"], teamMode: kind == "team",
                                    uploadGate: { _ in .error("sign in first", status: 401) }) { _ in .text("handled") }
        let socket = try #require(RawSocket(from: "127.0.0.6", port: server.port, timeout: 3))
        let request: String
        switch kind {
        case "host": request = Self.head(port: server.port, host: "evil.example", extra: "X-CSRF-Token: \(Self.csrf)\r\n")
        case "keyed": request = Self.head(port: server.port, path: "/api/v1/users/current/heartbeats")
        case "body-token": request = Self.head(port: server.port) + "--b\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(Self.csrf)\r\n"
        default: request = Self.head(port: server.port, extra: kind == "bearer" ? "X-CSRF-Token: \(Self.csrf)\r\n" : "")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        #expect(socket.send(request))
        // No body is sent: the answer must come from the headers alone.
        let reply = String(decoding: socket.readAll(limit: 4_096), as: UTF8.self)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let expected = ["host": "421", "no-token": "403", "body-token": "403", "bearer": "401", "keyed": "415", "team": "401"][kind] ?? ""
        #expect(reply.hasPrefix("HTTP/1.1 \(expected) "), "\(reply.prefix(200))")
        #expect(seconds < 2.5, "the answer took \(seconds) s: it waited for the body")
        #expect(!reply.contains("handled"))
        #expect(Self.spooled(server).isEmpty, "spooled: \(Self.spooled(server))")
    }

    @Test("an upload with its token in the query is taken: its spool appears in the private folder (0700), not in the temporary folder itself")
    func admittedSpools() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf) { _ in .text("handled") }
        let attributes = try FileManager.default.attributesOfItem(atPath: server.uploadFolder)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        var info = stat()
        #expect(stat(server.uploadFolder, &info) == 0 && info.st_uid == getuid())
        #expect(URL(fileURLWithPath: server.uploadFolder).deletingLastPathComponent().standardizedFileURL.path
                == URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path)
        let socket = try #require(RawSocket(from: "127.0.0.6", port: server.port, timeout: 1))
        #expect(socket.send(Self.head(port: server.port, path: "/import?_csrf=\(Self.csrf)") + "--b\r\n"))
        var files: [String] = []
        for _ in 0..<20 where files.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            files = Self.spooled(server)
        }
        #expect(files.count == 1 && files.allSatisfy { $0.hasPrefix("cairn-upload-") }, "\(files)")
        #expect(socket.readAll(limit: 1).isEmpty, "answered before the body")
    }

    @Test("one address may have 512 MB of uploads in flight: a third 200 MB upload is refused with 429 at once; another address is still taken")
    func inFlightPerAddress() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf) { _ in .text("handled") }
        let token = "X-CSRF-Token: \(Self.csrf)\r\n"
        let first = try #require(RawSocket(from: "127.0.0.9", port: server.port, timeout: 1))
        let second = try #require(RawSocket(from: "127.0.0.9", port: server.port, timeout: 1))
        #expect(first.send(Self.head(port: server.port, extra: token)) && second.send(Self.head(port: server.port, extra: token)))
        Thread.sleep(forTimeInterval: 0.3)
        let third = try #require(RawSocket(from: "127.0.0.9", port: server.port, timeout: 3))
        #expect(third.send(Self.head(port: server.port, extra: token)))
        let reply = String(decoding: third.readAll(limit: 4_096), as: UTF8.self)
        #expect(reply.hasPrefix("HTTP/1.1 429 ") && reply.contains("512 MB in flight"), "\(reply.prefix(200))")
        let elsewhere = try #require(RawSocket(from: "127.0.0.10", port: server.port, timeout: 1))
        #expect(elsewhere.send(Self.head(port: server.port, extra: token)))
        #expect(elsewhere.readAll(limit: 1).isEmpty, "another address was refused")
        withExtendedLifetime((first, second)) {}
    }
}
