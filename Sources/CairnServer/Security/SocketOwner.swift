import Foundation

/// Which local Unix user owns the client's end of a loopback TCP connection, read from Linux's
/// socket tables (`/proc/net/tcp` and `/proc/net/tcp6`): the row whose local end is the client's
/// address and port, and whose remote end is the server's, names the owner's uid.
///
/// The tables print each address as 32-bit words in the host's byte order (`0100007F` is
/// 127.0.0.1 on a little-endian machine) and each port in hex; an IPv4 client of an IPv6 socket
/// appears as `::ffff:a.b.c.d`. Every address is compared in that IPv6 form.
enum SocketOwner {
    /// One end of a TCP connection: an IPv6 address (IPv4 as `::ffff:a.b.c.d`) and a port.
    struct Endpoint: Hashable {
        /// The 16 bytes of the address, in network order.
        var address: [UInt8]
        var port: UInt16

        /// An IPv4 endpoint, as its IPv4-mapped IPv6 form.
        init(ipv4 bytes: [UInt8], port: UInt16) {
            address = [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF] + bytes.prefix(4)
            self.port = port
        }

        /// An IPv6 endpoint (an IPv4-mapped one stays as it is).
        init(ipv6 bytes: [UInt8], port: UInt16) {
            address = Array(bytes.prefix(16))
            self.port = port
        }

        /// The endpoint of a socket address (`sockaddr_in` or `sockaddr_in6`); nil for another family.
        init?(_ storage: sockaddr_storage) {
            var copy = storage
            switch Int32(storage.ss_family) {
            case AF_INET:
                let v4 = withUnsafeBytes(of: &copy) { $0.load(as: sockaddr_in.self) }
                let bytes = withUnsafeBytes(of: v4.sin_addr) { Array($0) }
                self.init(ipv4: bytes, port: UInt16(bigEndian: v4.sin_port))
            case AF_INET6:
                let v6 = withUnsafeBytes(of: &copy) { $0.load(as: sockaddr_in6.self) }
                let bytes = withUnsafeBytes(of: v6.sin6_addr) { Array($0) }
                self.init(ipv6: bytes, port: UInt16(bigEndian: v6.sin6_port))
            default:
                return nil
            }
        }
    }

    /// One row of a socket table: its two ends and its owner.
    struct Row: Hashable {
        var local: Endpoint
        var remote: Endpoint
        var uid: UInt32
    }

    /// The tables, where the system has them.
    static let tables = ["/proc/net/tcp", "/proc/net/tcp6"]

    /// The rows of one table's text (the header line and any row it cannot read are skipped).
    static func rows(_ text: String) -> [Row] {
        text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count > 7, let local = endpoint(fields[1]), let remote = endpoint(fields[2]),
                  let uid = UInt32(fields[7]) else { return nil }
            return Row(local: local, remote: remote, uid: uid)
        }
    }

    /// `0100007F:1EC6` (IPv4) or 32 hex digits and a port (IPv6), in the host's word order.
    static func endpoint(_ field: Substring) -> Endpoint? {
        let parts = field.split(separator: ":")
        guard parts.count == 2, let port = UInt16(parts[1], radix: 16), parts[0].count == 8 || parts[0].count == 32 else { return nil }
        var bytes: [UInt8] = []
        var rest = parts[0]
        while !rest.isEmpty {
            guard let word = UInt32(rest.prefix(8), radix: 16) else { return nil }
            // The kernel printed the word as it lies in memory, read in the host's order.
            withUnsafeBytes(of: word) { bytes.append(contentsOf: $0) }
            rest = rest.dropFirst(8)
        }
        return bytes.count == 4 ? Endpoint(ipv4: bytes, port: port) : Endpoint(ipv6: bytes, port: port)
    }

    /// The owner of the socket at `client` connected to `server`, in the tables' `texts`.
    static func uid(of client: Endpoint, connectedTo server: Endpoint, in texts: [String]) -> UInt32? {
        uid(of: client, connectedTo: server, inTables: texts.map { Array($0.utf8) })
    }

    /// The same, over the tables' bytes: the row is found by searching for its two ends as the
    /// table prints them (a table may hold thousands of rows, read on every request), then only
    /// that row is read.
    static func uid(of client: Endpoint, connectedTo server: Endpoint, inTables tables: [[UInt8]]) -> UInt32? {
        let needles = [false, true].compactMap { ipv4 -> [UInt8]? in
            guard let local = printed(client, ipv4: ipv4), let remote = printed(server, ipv4: ipv4) else { return nil }
            return Array(" \(local) \(remote) ".utf8)
        }
        for table in tables {
            for needle in needles {
                guard let start = find(needle, in: table) else { continue }
                var end = start
                while end < table.count, table[end] != UInt8(ascii: "\n") { end += 1 }
                var lineStart = start
                while lineStart > 0, table[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                let line = String(decoding: table[lineStart..<end], as: UTF8.self)
                if let row = rows("header\n" + line).first, row.local == client, row.remote == server { return row.uid }
            }
        }
        return nil
    }

    /// `endpoint` as a table prints it: 8 hex digits (an IPv4 table, only for an IPv4-mapped
    /// address) or 32 (an IPv6 table), each 32-bit word read in the host's order, then the port.
    static func printed(_ endpoint: Endpoint, ipv4: Bool) -> String? {
        let mapped = endpoint.address.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]
        if ipv4, !mapped { return nil }
        let bytes = ipv4 ? Array(endpoint.address.suffix(4)) : endpoint.address
        var text = ""
        for start in stride(from: 0, to: bytes.count, by: 4) {
            var word: UInt32 = 0
            withUnsafeMutableBytes(of: &word) { $0.copyBytes(from: bytes[start..<start + 4]) }
            text += hex(word, digits: 8)
        }
        return text + ":" + hex(UInt32(endpoint.port), digits: 4)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The first index of `needle` in `haystack` (`memchr` for its first byte, then `memcmp`).
    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin -> Int? in
                guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return nil }
                var index = 0
                let last = hay.count - pin.count
                while index <= last {
                    guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                    let at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at, pinBase, pin.count) == 0 { return at }
                    index = at + 1
                }
                return nil
            }
        }
    }

    /// What the system's tables say about a connection.
    enum Lookup: Equatable {
        /// The client's socket belongs to this uid.
        case owner(UInt32)
        /// The tables are there but list no such socket (it closed, or it is not local).
        case unknown
        /// The system has no such tables (not Linux, or /proc not mounted).
        case unavailable
    }

    /// The owner of the client's end of the connection on `socket` (the server's end).
    static func lookup(socket: Int32) -> Lookup {
        let texts = tables.compactMap(read)
        guard !texts.isEmpty else { return .unavailable }
        guard let client = address(of: socket, peer: true), let server = address(of: socket, peer: false),
              let uid = uid(of: client, connectedTo: server, inTables: texts) else { return .unknown }
        return .owner(uid)
    }

    /// The whole text of a file under /proc (which reports a size of 0, so it is read to its
    /// end); nil when it cannot be opened.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }

    /// The peer's or the local address of `socket`.
    static func address(of socket: Int32, peer: Bool) -> Endpoint? {
        var storage = sockaddr_storage()
        var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let done = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { peer ? getpeername(socket, $0, &size) : getsockname(socket, $0, &size) }
        }
        return done == 0 ? Endpoint(storage) : nil
    }
}
