import CMicroHTTPD
import Foundation

/// An HTTP server on GNU libmicrohttpd: a pool of threads owned by the daemon accepts
/// connections on one address, collects each request's body, checks the ``AccessPolicy`` and
/// hands an ``HTTPRequest`` to the handler; every response carries the ``SecurityHeaders``.
///
/// Slow clients cannot take it over: at most ``perAddressLimit`` connections from one address
/// and ``connectionLimit`` in all, polled with epoll (an idle connection holds no thread), and a
/// request's headers must arrive within ``HeaderDeadline/seconds`` (``HeaderDeadline``) besides
/// libmicrohttpd's 30 s inactivity timeout.
///
/// The daemon runs from `init` until the value is released.
///
/// `@unchecked Sendable`: every stored property is a constant, and the daemon pointer is only
/// handed to libmicrohttpd, which is thread-safe, and stopped once in `deinit`.
public final class HTTPServer: @unchecked Sendable {
    /// Answers one request; called on the daemon's threads, several at once.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The bodies larger than this are refused with 413 (1 MB), but for an upload.
    public static let bodyLimit = 1 << 20
    /// The `multipart/form-data` bodies (a file input's upload) larger than this are refused
    /// with 413 (256 MB); such a body is written to a temporary file as it arrives
    /// (``HTTPRequest/bodyFile``), never held in memory.
    public static let uploadLimit = 256 << 20
    /// The most connections open at once (fewer when the process may not open that many files):
    /// libmicrohttpd polls them with epoll, so idle ones cost no thread.
    public static let connectionLimit = 4_096
    /// The most connections open at once from one address; those beyond are closed as they are
    /// accepted, so one client cannot take every connection.
    public static let perAddressLimit = 64

    /// The port the server listens on (the one chosen when 0 was asked for).
    public let port: Int
    /// The address it is bound to.
    public let address: String
    /// The policy every request passes.
    public let policy: AccessPolicy

    // The daemon and the context its callbacks read, owned by this object.
    private let daemon: OpaquePointer
    private let context: Unmanaged<Dispatch>

    /// Starts serving `handler` on `address` (an IPv4 or IPv6 literal; `localhost` means
    /// 127.0.0.1) and `port` (0: any free port).
    ///
    /// - Parameters:
    ///   - bearerToken: the token every request must carry; required unless `address` is loopback.
    ///   - csrfToken: the token every state-changing request must carry.
    ///   - keyedPrefixes: paths whose requests carry their own API key, checked by their route,
    ///     instead of the CSRF and bearer tokens (an editor plugin's WakaTime CLI).
    ///   - teamMode: a team server: no bearer token, the CSRF token checked by the team routes.
    ///   - headerDeadline: the seconds a request's headers may take to arrive.
    /// - Throws: ``ServerError``.
    public init(address: String, port: Int, bearerToken: String? = nil, csrfToken: String, keyedPrefixes: [String] = [],
                teamMode: Bool = false, threads: Int = 4, headerDeadline: Double = HeaderDeadline.seconds,
                handler: @escaping Handler) throws(ServerError) {
        let literal = address == "localhost" ? "127.0.0.1" : address
        guard (0...65_535).contains(port) else { throw .cannotStart("the port must be 0…65535, got \(port)") }
        // Refuse an unsafe configuration before anything listens.
        _ = try AccessPolicy(address: literal, port: port == 0 ? 1 : port, csrfToken: csrfToken, bearerToken: bearerToken,
                             teamMode: teamMode)
        let dispatch = Dispatch(handler: handler, headerDeadline: headerDeadline)
        let context = Unmanaged.passRetained(dispatch)
        // Room for the connections, with some files left for the database and the rest.
        let files = FileLimit.raise(to: UInt64(HTTPServer.connectionLimit) + 256)
        let connections = UInt32(clamping: min(UInt64(HTTPServer.connectionLimit), files > 320 ? files - 256 : 64))
        guard let daemon = cairn_mhd_start(literal, UInt16(port), UInt32(max(1, threads)), 30,
                                           connections, UInt32(HTTPServer.perAddressLimit),
                                           accessHandler, context.toOpaque(), requestCompleted, context.toOpaque(),
                                           connectionNotified, context.toOpaque()) else {
            context.release()
            throw .cannotStart("cannot listen on \(literal) port \(port): the address is not an IP literal, the port is taken, or it is not allowed")
        }
        let bound = Int(cairn_mhd_port(daemon))
        let policy: AccessPolicy
        do {
            policy = try AccessPolicy(address: literal, port: bound, csrfToken: csrfToken, bearerToken: bearerToken,
                                      keyedPrefixes: keyedPrefixes, teamMode: teamMode)
        } catch {
            MHD_stop_daemon(daemon)
            context.release()
            throw error
        }
        dispatch.policy.store(policy)
        self.daemon = daemon
        self.context = context
        self.port = bound
        self.address = literal
        self.policy = policy
    }

    deinit {
        MHD_stop_daemon(daemon)
        context.release()
    }

    /// The URL a person opens.
    public var url: String {
        let host = address.contains(":") ? "[\(address)]" : address
        return "http://\(host):\(port)/"
    }
}

/// What the daemon's callbacks read: the handler, once the port is known the policy, and the
/// connections waiting for their headers.
private final class Dispatch: Sendable {
    let handler: HTTPServer.Handler
    let policy = PolicySlot()
    let headers: HeaderDeadline

    init(handler: @escaping HTTPServer.Handler, headerDeadline: Double) {
        self.handler = handler
        headers = HeaderDeadline(seconds: headerDeadline)
    }

    /// Answers a complete request: the policy first, then the handler.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        guard let policy = policy.load() else { return .error("the server is starting", status: 503) }
        if let refusal = policy.refusal(for: request) { return SecurityHeaders.applied(to: refusal) }
        return SecurityHeaders.applied(to: handler(request))
    }
}

/// The policy, set once after the daemon reports its port and read by every request.
private final class PolicySlot: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var value: AccessPolicy?

    func store(_ policy: AccessPolicy) { lock.withLock { value = policy } }
    func load() -> AccessPolicy? { lock.withLock { value } }
}

/// One request's body as it arrives, owned by the connection until the request completes: in
/// memory, or for an upload in a temporary file (removed when the request completes).
private final class PendingBody {
    var bytes: [UInt8] = []
    var tooLarge = false
    var received = 0
    let spool: UploadSpool?

    init(spool: UploadSpool?) { self.spool = spool }

    var limit: Int { spool == nil ? HTTPServer.bodyLimit : HTTPServer.uploadLimit }

    /// Takes one piece of the body, or marks it too large (and drops what it held).
    func take(_ piece: UnsafeBufferPointer<UInt8>) {
        guard !tooLarge else { return }
        guard received + piece.count <= limit else {
            tooLarge = true
            bytes = []
            spool?.discard()
            return
        }
        received += piece.count
        if let spool { spool.append(piece) } else { bytes.append(contentsOf: piece) }
    }

    deinit { spool?.discard() }
}

/// libmicrohttpd's access handler: called first with no body, then once per piece of body, then
/// once more with none, when the request is answered.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, requestContext in
    guard let cls, let connection, let requestContext, let uploadSize else { return .NO }
    guard let pointer = requestContext.pointee else {
        Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue().headers.headersArrived(connection)
        let type = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Type").map { String(cString: $0) } ?? ""
        let pending = PendingBody(spool: MultipartBody.boundary(ofContentType: type) == nil ? nil : UploadSpool())
        let declared = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").flatMap { Int(String(cString: $0)) } ?? 0
        requestContext.pointee = Unmanaged.passRetained(pending).toOpaque()
        // An upload is refused by its declared length at once, before a byte of it is read
        // (libmicrohttpd then closes the connection rather than read the rest).
        if let spool = pending.spool, declared > pending.limit {
            pending.tooLarge = true
            spool.discard()
            return send(tooLarge(pending), on: connection)
        }
        return .YES
    }
    let pending = Unmanaged<PendingBody>.fromOpaque(pointer).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if let uploadData {
            pending.take(UnsafeBufferPointer(start: UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee))
        }
        uploadSize.pointee = 0
        return .YES
    }
    let dispatch = Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue()
    let response: HTTPResponse
    if pending.tooLarge {
        response = tooLarge(pending)
    } else if let spool = pending.spool, !spool.finish() {
        response = SecurityHeaders.applied(to: .error("the upload could not be kept on the disk (is the temporary folder full?)", status: 507))
    } else {
        let request = HTTPRequest(method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                                  query: values(connection, .GET_ARGUMENT_KIND), headers: values(connection, .HEADER_KIND),
                                  body: pending.bytes, bodyFile: pending.spool?.path, peerAddress: peerAddress(connection))
        response = dispatch.answer(request)
    }
    return send(response, on: connection)
}

/// The 413 for a body over its limit, saying the limit.
private func tooLarge(_ pending: PendingBody) -> HTTPResponse {
    let message = pending.spool == nil ? "the body is larger than \(HTTPServer.bodyLimit) bytes"
        : "the upload is larger than \(HTTPServer.uploadLimit >> 20) MB, the most Cairn takes in one request"
    return SecurityHeaders.applied(to: .error(message, status: 413))
}

/// Releases a request's body when libmicrohttpd is done with it; the connection then waits for
/// the next request's headers.
private let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, requestContext, _ in
    if let cls, let connection { Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue().headers.requestEnded(connection) }
    guard let requestContext, let pointer = requestContext.pointee else { return }
    Unmanaged<PendingBody>.fromOpaque(pointer).release()
    requestContext.pointee = nil
}

/// Keeps ``HeaderDeadline`` told of the connections as they start and close.
private let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, _, code in
    guard let cls, let connection else { return }
    let headers = Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue().headers
    if code.rawValue == 0 { // MHD_CONNECTION_NOTIFY_STARTED
        headers.started(connection, socket: cairn_mhd_connection_fd(connection))
    } else {
        headers.closed(connection)
    }
}

/// The connection's values of one kind (headers or query arguments), as libmicrohttpd parsed them.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
    var collected: [(String, String)] = []
    withUnsafeMutablePointer(to: &collected) { pointer in
        _ = MHD_get_connection_values(connection, kind, { cls, _, key, value in
            guard let cls, let key else { return .YES }
            cls.assumingMemoryBound(to: [(String, String)].self).pointee.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
            return .YES
        }, pointer)
    }
    return Dictionary(collected, uniquingKeysWith: { _, last in last })
}

/// The numeric address of the connection's other end (`getpeername` on its socket), or nil.
private func peerAddress(_ connection: OpaquePointer) -> String? {
    let socket = cairn_mhd_connection_fd(connection)
    guard socket >= 0 else { return nil }
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    let found = withUnsafeMutablePointer(to: &storage) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
            getpeername(socket, address, &length) == 0
                && getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
        }
    }
    guard found else { return nil }
    return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Queues `response` on the connection.
private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made = response.body.withUnsafeBytes { bytes in
        cairn_mhd_response_copy(bytes.count, bytes.baseAddress)
    }
    guard let made else { return .NO }
    defer { MHD_destroy_response(made) }
    for (name, value) in response.headers {
        _ = MHD_add_response_header(made, name, value)
    }
    for cookie in response.cookies {
        _ = MHD_add_response_header(made, "Set-Cookie", cookie)
    }
    return MHD_queue_response(connection, UInt32(response.status), made)
}
