import CMicroHTTPD
import Foundation

/// An HTTP server on GNU libmicrohttpd: a pool of threads owned by the daemon accepts
/// connections on one address, collects each request's body, checks the ``AccessPolicy`` and
/// hands an ``HTTPRequest`` to the handler; every response carries the ``SecurityHeaders``.
///
/// Everything that can be checked on a request's headers is checked before a byte of its body
/// is read (``AccessPolicy/headerRefusal(for:)``; a team server's session and CSRF token for an
/// upload, `uploadGate`), and answered at once when it fails. On a loopback personal server,
/// only the Unix user the server runs as (and root) may talk to it (``SocketOwner``), but on the
/// keyed paths, where the API key is the credential.
///
/// Slow clients cannot take it over: at most ``perAddressLimit`` connections from one address
/// and ``connectionLimit`` in all, polled with epoll (an idle connection holds no thread); a
/// request's headers must arrive within ``RequestDeadline/headerSeconds`` and its body within
/// ``RequestDeadline/bodySeconds`` (more for an upload, ``RequestDeadline``), besides
/// libmicrohttpd's 30 s inactivity timeout. Uploads are spooled in a private folder
/// (``UploadFolder``), at most ``uploadBytesPerAddress`` in flight from one address.
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
    /// accepted, so one client cannot take every connection (it takes 128 addresses to fill
    /// ``connectionLimit``, and the body deadline frees a slow one's within a minute). Not less:
    /// a person's many tabs, or a team's TLS proxy, are one address.
    public static let perAddressLimit = 32
    /// The most upload bytes one address may have in flight at once (512 MB); an upload that
    /// would pass it is refused with 429 before its body is read.
    public static let uploadBytesPerAddress = 512 << 20

    /// The port the server listens on (the one chosen when 0 was asked for).
    public let port: Int
    /// The address it is bound to.
    public let address: String
    /// The policy every request passes.
    public let policy: AccessPolicy
    /// The private folder uploads are spooled into while they arrive.
    public var uploadFolder: String { dispatch.uploads.path }

    // The daemon and the context its callbacks read, owned by this object.
    private let daemon: OpaquePointer
    private let context: Unmanaged<Dispatch>
    private let dispatch: Dispatch

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
    ///   - bodyDeadline: the seconds a request's body may take to arrive (an upload's more,
    ///     ``RequestDeadline/bodyDeadline(base:declared:upload:)``).
    ///   - perAddressLimit: the most connections from one address.
    ///   - owner: on a loopback personal server, the only Unix user (besides root) it answers
    ///     (the server's own by default); ignored on a team server or beyond loopback.
    ///   - uploadGate: a team server's check of an upload's headers (its session and CSRF token),
    ///     made before the body is read; nil lets it on.
    /// - Throws: ``ServerError``.
    public init(address: String, port: Int, bearerToken: String? = nil, csrfToken: String, keyedPrefixes: [String] = [],
                teamMode: Bool = false, threads: Int = 4, headerDeadline: Double = RequestDeadline.headerSeconds,
                bodyDeadline: Double = RequestDeadline.bodySeconds, perAddressLimit: Int = HTTPServer.perAddressLimit,
                owner: UInt32 = getuid(), uploadGate: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil,
                handler: @escaping Handler) throws(ServerError) {
        let literal = address == "localhost" ? "127.0.0.1" : address
        guard (0...65_535).contains(port) else { throw .cannotStart("the port must be 0…65535, got \(port)") }
        // Refuse an unsafe configuration before anything listens.
        _ = try AccessPolicy(address: literal, port: port == 0 ? 1 : port, csrfToken: csrfToken, bearerToken: bearerToken,
                             teamMode: teamMode)
        guard let uploads = UploadFolder() else {
            throw .cannotStart("cannot make a private folder for uploads in \(NSTemporaryDirectory()): is it there and writable?")
        }
        let dispatch = Dispatch(handler: handler, headerDeadline: headerDeadline, bodyDeadline: bodyDeadline, uploads: uploads,
                                owner: !teamMode && AccessPolicy.isLoopback(literal) ? owner : nil, uploadGate: uploadGate)
        let context = Unmanaged.passRetained(dispatch)
        // Room for the connections, with some files left for the database and the rest.
        let files = FileLimit.raise(to: UInt64(HTTPServer.connectionLimit) + 256)
        let connections = UInt32(clamping: min(UInt64(HTTPServer.connectionLimit), files > 320 ? files - 256 : 64))
        guard let daemon = cairn_mhd_start(literal, UInt16(port), UInt32(max(1, threads)), 30,
                                           connections, UInt32(max(1, perAddressLimit)),
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
        self.dispatch = dispatch
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

/// What the daemon's callbacks read: the handler, once the port is known the policy, the
/// connections' deadlines, and the uploads' folder and budget.
private final class Dispatch: Sendable {
    let handler: HTTPServer.Handler
    let policy = PolicySlot()
    let deadlines: RequestDeadline
    let bodyDeadline: Double
    let uploads: UploadFolder
    let budget = UploadBudget(limit: HTTPServer.uploadBytesPerAddress)
    /// The Unix user a loopback personal server answers alone (besides root); nil: anyone.
    let owner: UInt32?
    let uploadGate: (@Sendable (HTTPRequest) -> HTTPResponse?)?

    init(handler: @escaping HTTPServer.Handler, headerDeadline: Double, bodyDeadline: Double, uploads: UploadFolder, owner: UInt32?,
         uploadGate: (@Sendable (HTTPRequest) -> HTTPResponse?)?) {
        self.handler = handler
        deadlines = RequestDeadline(headerSeconds: headerDeadline)
        self.bodyDeadline = bodyDeadline
        self.uploads = uploads
        self.owner = owner
        self.uploadGate = uploadGate
    }

    /// The refusal of a request from its headers (`head` has no body), before any of its body
    /// is read: the policy's, the socket's owner, an upload's gate and its address's budget.
    /// An upload let on has `declared` bytes reserved for `address` (given back by the caller).
    func admit(_ head: HTTPRequest, socket: Int32, address: [UInt8]?, declared: Int?) -> HTTPResponse? {
        guard let policy = policy.load() else { return .error("the server is starting", status: 503) }
        if let refusal = policy.headerRefusal(for: head) { return refusal }
        if let owner, !AccessPolicy.isKeyed(head.path, prefixes: policy.keyedPrefixes) {
            switch SocketOwner.lookup(socket: socket) {
            case .owner(let uid) where uid == owner || uid == 0: break
            case .unavailable: break // no socket tables (not Linux): loopback alone guards, docs/GUIDE.md
            case .owner, .unknown:
                return OwnerRefusal.response(for: head.path)
            }
        }
        guard AccessPolicy.isUpload(head) else { return nil }
        if let refusal = uploadGate?(head) { return refusal }
        guard let address, budget.reserve(declared ?? HTTPServer.uploadLimit, for: address) else {
            return HTTPResponse.error("uploads from your address already hold \(HTTPServer.uploadBytesPerAddress >> 20) MB in flight; wait for them to finish and try again",
                                      status: 429).adding("Retry-After", "30")
        }
        return nil
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
/// memory, or for an upload in a temporary file (removed when the request completes, and its
/// bytes given back to the address's ``UploadBudget``).
private final class PendingBody {
    var bytes: [UInt8] = []
    var tooLarge = false
    /// Answered from its headers: the body, if any comes, is dropped.
    var refused = false
    var received = 0
    let spool: UploadSpool?
    private let reservation: (budget: UploadBudget, address: [UInt8], bytes: Int)?

    init(spool: UploadSpool?, reservation: (budget: UploadBudget, address: [UInt8], bytes: Int)? = nil) {
        self.spool = spool
        self.reservation = reservation
    }

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

    deinit {
        spool?.discard()
        if let reservation { reservation.budget.release(reservation.bytes, for: reservation.address) }
    }
}

/// libmicrohttpd's access handler: called first with no body, then once per piece of body, then
/// once more with none, when the request is answered.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, requestContext in
    guard let cls, let connection, let requestContext, let uploadSize else { return .NO }
    let dispatch = Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue()
    guard let pointer = requestContext.pointee else {
        // The headers are whole, the body not read yet: everything the headers can tell is
        // checked now, and a refusal answered at once (libmicrohttpd then closes the connection
        // rather than read the body, and sends no 100 Continue).
        let head = HTTPRequest(method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                               query: values(connection, .GET_ARGUMENT_KIND), headers: values(connection, .HEADER_KIND))
        let upload = AccessPolicy.isUpload(head)
        let declared = head.header("Content-Length").flatMap { Int($0) }
        dispatch.deadlines.headersArrived(connection, bodySeconds: RequestDeadline.bodyDeadline(base: dispatch.bodyDeadline, declared: declared,
                                                                                                 upload: upload))
        let socket = cairn_mhd_connection_fd(connection)
        let address = SocketOwner.address(of: socket, peer: true)?.address
        let refusal: HTTPResponse?
        if upload, let declared, declared > HTTPServer.uploadLimit {
            refusal = tooLarge(upload: true)
        } else {
            refusal = dispatch.admit(head, socket: socket, address: address, declared: declared)
        }
        if let refusal {
            let pending = PendingBody(spool: nil)
            pending.refused = true
            requestContext.pointee = Unmanaged.passRetained(pending).toOpaque()
            dispatch.deadlines.bodyArrived(connection)
            return send(SecurityHeaders.applied(to: refusal), on: connection)
        }
        let pending: PendingBody
        if upload, let address {
            pending = PendingBody(spool: UploadSpool(in: dispatch.uploads),
                                  reservation: (dispatch.budget, address, declared ?? HTTPServer.uploadLimit))
        } else {
            pending = PendingBody(spool: nil)
        }
        requestContext.pointee = Unmanaged.passRetained(pending).toOpaque()
        return .YES
    }
    let pending = Unmanaged<PendingBody>.fromOpaque(pointer).takeUnretainedValue()
    if pending.refused {
        // Answered from the headers; whatever body libmicrohttpd still hands over is dropped.
        uploadSize.pointee = 0
        return .YES
    }
    if uploadSize.pointee > 0 {
        if let uploadData {
            pending.take(UnsafeBufferPointer(start: UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee))
        }
        uploadSize.pointee = 0
        return .YES
    }
    dispatch.deadlines.bodyArrived(connection)
    let response: HTTPResponse
    if pending.tooLarge {
        response = SecurityHeaders.applied(to: tooLarge(upload: pending.spool != nil))
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
private func tooLarge(upload: Bool) -> HTTPResponse {
    let message = upload ? "the upload is larger than \(HTTPServer.uploadLimit >> 20) MB, the most Cairn takes in one request"
        : "the body is larger than \(HTTPServer.bodyLimit) bytes"
    return .error(message, status: 413)
}

/// Releases a request's body when libmicrohttpd is done with it; the connection then waits for
/// the next request's headers.
private let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, requestContext, _ in
    if let cls, let connection { Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue().deadlines.requestEnded(connection) }
    guard let requestContext, let pointer = requestContext.pointee else { return }
    Unmanaged<PendingBody>.fromOpaque(pointer).release()
    requestContext.pointee = nil
}

/// Keeps ``RequestDeadline`` told of the connections as they start and close.
private let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, _, code in
    guard let cls, let connection else { return }
    let headers = Unmanaged<Dispatch>.fromOpaque(cls).takeUnretainedValue().deadlines
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
