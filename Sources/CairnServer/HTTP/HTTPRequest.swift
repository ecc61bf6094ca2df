/// One HTTP request as libmicrohttpd parsed it: the method, the path, the decoded query, the
/// headers (names in lower case) and the whole body.
public struct HTTPRequest: Sendable, Hashable {
    /// `GET`, `POST`, … in upper case.
    public var method: String
    /// The path without the query, as sent (`/api/today`).
    public var path: String
    /// The query's arguments, percent-decoded; the last of a repeated name wins.
    public var query: [String: String]
    /// The headers, names in lower case; the last of a repeated name wins.
    public var headers: [String: String]
    /// The body, empty when none was sent or when it is in ``bodyFile``.
    public var body: [UInt8]
    /// The temporary file holding the body of an upload (`multipart/form-data`), which the
    /// server streams to the disk; removed once the request is answered.
    public var bodyFile: String?
    /// The address of the client at the other end of the connection (`127.0.0.1`, `::1`), when
    /// known: a proxy's, behind one (``ClientAddress`` then reads `X-Forwarded-For`).
    public var peerAddress: String?

    /// Creates a request.
    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = [],
                bodyFile: String? = nil, peerAddress: String? = nil) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.bodyFile = bodyFile
        self.peerAddress = peerAddress
    }

    /// The header called `name` (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Whether the method changes state (everything but GET, HEAD and OPTIONS).
    public var isStateChanging: Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }

    /// The path split at `/`, empty parts dropped: `/api/entries/7` → `["api", "entries", "7"]`.
    public var pathParts: [String] { path.split(separator: "/").map(String.init) }
}
