import Foundation

/// Which client a request comes from, for ``CairnApp/SignInBudget``: the connection's other end,
/// or behind a reverse proxy named with `--trusted-proxy` the address that proxy put in
/// `X-Forwarded-For`. The header is read only when the connection comes from a trusted proxy
/// (anyone else could write any address into it), and then from its end: the rightmost address
/// that is not itself a trusted proxy, the one the nearest trusted proxy saw.
struct ClientAddress: Sendable {
    /// The proxies' addresses (`127.0.0.1`, `10.0.0.5`), as the connection shows them.
    var trustedProxies: [String]

    /// The client of `request` (`"unknown"` when the socket could not tell).
    func of(_ request: HTTPRequest) -> String {
        let peer = request.peerAddress ?? "unknown"
        guard trustedProxies.contains(peer), let forwarded = request.header("X-Forwarded-For") else { return peer }
        let hops = forwarded.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return hops.last { !trustedProxies.contains($0) } ?? peer
    }
}
