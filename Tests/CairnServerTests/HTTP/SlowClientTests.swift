import CairnServer
import Foundation
import Testing

/// A real libmicrohttpd server under slow clients: thousands of sockets sending their headers a
/// byte at a time from one address leave it answering another address at once.
@Suite("HTTPServer: slow clients")
struct SlowClientTests {
    static let csrf = String(repeating: "c", count: 32)

    @Test("2,000 slow sockets from 127.0.0.1 leave GET / from 127.0.0.2 answering under 100 ms")
    func slowSockets() throws {
        let files = RawSocket.allowOpenFiles(8_192)
        try #require(files >= 4_500, "the test needs 4,500 open files (2,000 sockets each side); the limit is \(files)")
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf) { _ in .text("ok") }
        // 2,000 connections from one address, each sending the start of a request.
        var slow: [RawSocket] = []
        for _ in 0..<2_000 {
            if let socket = RawSocket(from: "127.0.0.1", port: server.port, timeout: 1) {
                socket.send("G")
                slow.append(socket)
            }
        }
        #expect(slow.count > 1_000, "the kernel took the 2,000 connections (\(slow.count))")
        // Three rounds: one more byte on every slow socket, then a whole request from elsewhere.
        // Each answered, none near frozen, the typical one under 100 ms (the median, so that one
        // round slowed by another process on a shared machine does not decide).
        var times: [Double] = []
        for round in 0..<3 {
            for socket in slow { socket.send(round == 0 ? "E" : "T") }
            let start = DispatchTime.now().uptimeNanoseconds
            let client = try #require(RawSocket(from: "127.0.0.2", port: server.port, timeout: 2), "cannot connect from 127.0.0.2")
            #expect(client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"))
            let reply = String(decoding: client.readAll(), as: UTF8.self)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            #expect(reply.hasPrefix("HTTP/1.1 200"), "round \(round): \(reply.prefix(80))")
            #expect(seconds < 1, "round \(round): GET / took \(seconds) s")
            times.append(seconds)
            Thread.sleep(forTimeInterval: 0.2)
        }
        let median = times.sorted()[1]
        #expect(median < 0.1, "GET / from 127.0.0.2 took \(times) s")
        withExtendedLifetime(slow) {}
    }

    @Test("one address gets at most the per-address limit of connections; the others are closed")
    func perAddress() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf) { _ in .text("ok") }
        let sockets = (0..<(HTTPServer.perAddressLimit + 20)).compactMap { _ in RawSocket(from: "127.0.0.3", port: server.port, timeout: 1) }
        Thread.sleep(forTimeInterval: 0.3)
        let closed = sockets.filter { $0.peerClosed() }.count
        #expect(closed >= 20, "\(closed) of \(sockets.count) were closed")
        #expect(closed <= sockets.count - HTTPServer.perAddressLimit)
    }

    @Test("a request whose headers take longer than the deadline is closed; a prompt one is answered")
    func headerDeadline() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf, headerDeadline: 1) { _ in .text("ok") }
        let slow = try #require(RawSocket(from: "127.0.0.4", port: server.port, timeout: 1))
        slow.send("GET / HTTP/1.1\r\n")
        var closed = false
        // A byte every 0.3 s keeps it active; the deadline (1 s, swept once a second) closes it.
        for _ in 0..<12 where !closed {
            Thread.sleep(forTimeInterval: 0.3)
            if !slow.send("X") { closed = true }
            if slow.peerClosed() { closed = true }
        }
        #expect(closed, "the slow request is still open after 3.6 s")
        let prompt = try #require(RawSocket(from: "127.0.0.4", port: server.port, timeout: 3))
        #expect(prompt.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"))
        #expect(String(decoding: prompt.readAll(), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }

    @Test("a request whose body takes longer than the deadline is closed, though a byte comes every 0.3 s")
    func bodyDeadline() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf, bodyDeadline: 1) { _ in .text("ok") }
        let slow = try #require(RawSocket(from: "127.0.0.11", port: server.port, timeout: 1))
        slow.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-CSRF-Token: \(Self.csrf)\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n")
        var closed = false
        // libmicrohttpd's own inactivity timeout (30 s) never trips: the deadline (1 s, swept once a second) closes it.
        for _ in 0..<12 where !closed {
            Thread.sleep(forTimeInterval: 0.3)
            if !slow.send("x") { closed = true }
            if slow.peerClosed() { closed = true }
        }
        #expect(closed, "the slow body is still being read after 3.6 s")
        let prompt = try #require(RawSocket(from: "127.0.0.11", port: server.port, timeout: 3))
        #expect(prompt.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-CSRF-Token: \(Self.csrf)\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok"))
        #expect(String(decoding: prompt.readAll(), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }

    @Test("past its per-address cap an address is refused, while another address is still served")
    func perAddressCap() throws {
        let server = try HTTPServer(address: "127.0.0.1", port: 0, csrfToken: Self.csrf, perAddressLimit: 4) { _ in .text("ok") }
        let held = (0..<4).compactMap { _ in RawSocket(from: "127.0.0.12", port: server.port, timeout: 1) }
        for socket in held { socket.send("G") }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(held.count == 4 && !held.contains { $0.peerClosed() })
        let fifth = try #require(RawSocket(from: "127.0.0.12", port: server.port, timeout: 2))
        fifth.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        #expect(!String(decoding: fifth.readAll(), as: UTF8.self).hasPrefix("HTTP/1.1 200"), "a fifth connection from one address was served")
        let other = try #require(RawSocket(from: "127.0.0.2", port: server.port, timeout: 2))
        #expect(other.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"))
        #expect(String(decoding: other.readAll(), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        withExtendedLifetime(held) {}
    }
}
