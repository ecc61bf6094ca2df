@testable import CairnServer
import Foundation
import Testing

/// Reading the owner of a loopback connection's client end from Linux's socket tables, on text
/// captured from `/proc/net/tcp` and `/proc/net/tcp6` on a little-endian machine (the uids
/// changed so that each row's owner tells which row was found).
@Suite("SocketOwner: who owns the client's end of a loopback connection")
struct SocketOwnerTests {
    /// A server on 127.0.0.1:35639 (0x8B37) with a client from 127.0.0.2:44007 (0xABE7), and an
    /// IPv4 client from 127.0.0.3:49247 (0xC05F) of an IPv6 server on port 37985 (0x9461).
    static let tcp = """
          sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
           0: 0100007F:8B37 00000000:0000 0A 00000000:00000001 00:00000000 00000000     7        0 65419 2 000000005b7d88a2 100 0 0 10 0
           2: 0300007F:C05F 0100007F:9461 01 00000000:00000000 00:00000000 00000000  1003        0 65423 2 000000008d9783fc 20 0 0 10 -1
           3: 0200007F:ABE7 0100007F:8B37 01 00000000:00000000 00:00000000 00000000  1002        0 65420 2 0000000008821c7c 20 0 0 10 -1
           4: 0100007F:8B37 0200007F:ABE7 01 00000000:00000000 00:00000000 00000000     7        0 0 1 00000000a57f8a80 20 0 0 10 -1

        """
    /// The IPv6 server on port 37985 with a client from [::1]:52728 (0xCDF8), and the server's
    /// end of the IPv4 client above (mapped).
    static let tcp6 = """
          sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
           0: 00000000000000000000000000000000:9461 00000000000000000000000000000000:0000 0A 00000000:00000002 00:00000000 00000000     7        0 65421 3 00000000a8083e6c 100 0 0 10 0
           1: 0000000000000000FFFF00000100007F:9461 0000000000000000FFFF00000300007F:C05F 01 00000000:00000000 00:00000000 00000000     7        0 0 1 000000004b414e44 20 0 0 10 -1
           2: 00000000000000000000000001000000:CDF8 00000000000000000000000001000000:9461 01 00000000:00000000 00:00000000 00000000  1006        0 65422 2 0000000087aea77e 20 0 0 10 -1
           3: 00000000000000000000000001000000:9461 00000000000000000000000001000000:CDF8 01 00000000:00000000 00:00000000 00000000     7        0 0 1 00000000bd80043d 20 0 0 10 -1

        """
    static let loopback6: [UInt8] = [UInt8](repeating: 0, count: 15) + [1]

    @Test("an IPv4 client: its row (local end the client, remote end the server), not the server's own row of the same pair")
    func ipv4() throws {
        try #require(1.littleEndian == 1, "the captured text is a little-endian machine's")
        let client = SocketOwner.Endpoint(ipv4: [127, 0, 0, 2], port: 44_007), server = SocketOwner.Endpoint(ipv4: [127, 0, 0, 1], port: 35_639)
        #expect(SocketOwner.uid(of: client, connectedTo: server, in: [Self.tcp, Self.tcp6]) == 1_002)
        // The reverse pair is the server's own socket.
        #expect(SocketOwner.uid(of: server, connectedTo: client, in: [Self.tcp]) == 7)
        // Byte order: 127.0.0.2 is 0200007F, so 2.0.0.127 is no one.
        #expect(SocketOwner.uid(of: .init(ipv4: [2, 0, 0, 127], port: 44_007), connectedTo: server, in: [Self.tcp]) == nil)
        #expect(SocketOwner.uid(of: .init(ipv4: [127, 0, 0, 2], port: 44_008), connectedTo: server, in: [Self.tcp]) == nil)
    }

    @Test("an IPv6 client of ::1")
    func ipv6() throws {
        try #require(1.littleEndian == 1, "the captured text is a little-endian machine's")
        let client = SocketOwner.Endpoint(ipv6: Self.loopback6, port: 52_728), server = SocketOwner.Endpoint(ipv6: Self.loopback6, port: 37_985)
        #expect(SocketOwner.uid(of: client, connectedTo: server, in: [Self.tcp, Self.tcp6]) == 1_006)
        #expect(SocketOwner.uid(of: server, connectedTo: client, in: [Self.tcp6]) == 7)
    }

    @Test("an IPv4 client of an IPv6 server: the server sees ::ffff:127.0.0.3, the client's row is in /proc/net/tcp")
    func mapped() throws {
        try #require(1.littleEndian == 1, "the captured text is a little-endian machine's")
        let mapped: [UInt8] = [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF, 127, 0, 0, 3]
        let serverMapped: [UInt8] = [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF, 127, 0, 0, 1]
        let client = SocketOwner.Endpoint(ipv6: mapped, port: 49_247), server = SocketOwner.Endpoint(ipv6: serverMapped, port: 37_985)
        #expect(client == SocketOwner.Endpoint(ipv4: [127, 0, 0, 3], port: 49_247))
        #expect(SocketOwner.uid(of: client, connectedTo: server, in: [Self.tcp, Self.tcp6]) == 1_003)
        #expect(SocketOwner.uid(of: server, connectedTo: client, in: [Self.tcp, Self.tcp6]) == 7)
    }

    @Test("the header and unreadable rows are skipped")
    func rows() {
        #expect(SocketOwner.rows(Self.tcp).count == 4 && SocketOwner.rows(Self.tcp6).count == 4)
        #expect(SocketOwner.rows("header\n   0: nonsense\n   1: 0100007F:ZZZZ 0100007F:0001 01 0 0 0 12\n").isEmpty)
    }
}
