import Foundation

/// Whether a TCP port accepts a connection, by connecting and closing at once.
enum PortProbe {
    /// Connects to `host` (a numeric IPv4 or IPv6 address) on `port`, waiting at most `timeout`
    /// seconds; whether the connection was accepted.
    static func accepts(host: String, port: Int, timeout: Int = 1) -> Bool {
        guard (1...65_535).contains(port) else { return false }
        let isV6 = host.contains(":")
        let socketHandle = socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketHandle >= 0 else { return false }
        defer { close(socketHandle) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socketHandle, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let bigEndianPort = UInt16(port).bigEndian
        if isV6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = bigEndianPort
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return false }
            return withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socketHandle, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
                }
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = bigEndianPort
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return false }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketHandle, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
