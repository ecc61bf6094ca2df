/// Who may talk to the server, checked on every request before any route runs:
///
/// 1. the `Host` header must name the address the server is bound to (DNS rebinding): 421;
/// 2. with a bearer token (any non-loopback bind), `Authorization: Bearer TOKEN`: 401;
/// 3. a state-changing request a browser marks as coming from another site — `Sec-Fetch-Site`
///    other than `same-origin` or `none`, or an `Origin` naming another server — is refused:
///    403 (checked only when the browser sends them; other clients send neither);
/// 4. every state-changing request carries the per-process CSRF token, as the `X-CSRF-Token`
///    header or (for a plain HTML form) the `_csrf` form field; an upload carries it before its
///    body, as the header or the `_csrf` query argument of the form's action: 403.
///
/// All but a form field's token are checked on the headers (``headerRefusal(for:)``), before a
/// byte of the body is read.
///
/// A request to a keyed path (the WakaTime-compatible endpoint, ``isKeyed(_:prefixes:)``) carries
/// the database's API key instead of the two tokens, and its route checks that key; the `Host`
/// check still applies.
///
/// On a team server (``teamMode``) there is no bearer token and no per-process CSRF token: each
/// person signs in, and the team routes (`TeamGate`) check the session cookie and the CSRF token
/// bound to it; the `Host` and `Sec-Fetch-Site` checks still apply here (`Origin` is not compared,
/// a TLS proxy in front naming another origin than the bound address).
public struct AccessPolicy: Sendable, Hashable {
    /// The `Host` values accepted, lower case, port included; empty accepts any (a wildcard bind,
    /// where the bearer token guards instead).
    public var allowedHosts: Set<String>
    /// The token every state-changing request carries; embedded in the served pages.
    public var csrfToken: String
    /// The token every request carries, when the bind is not loopback.
    public var bearerToken: String?
    /// Path prefixes whose routes check an API key of their own instead of the tokens.
    public var keyedPrefixes: [String]
    /// A team server's policy: no bearer token, and the CSRF token left to the team routes.
    public var teamMode = false

    /// Creates a policy for a server bound to `address` and `port`.
    ///
    /// - Throws: ``ServerError/refused(_:)`` for a non-loopback address without a bearer token.
    public init(address: String, port: Int, csrfToken: String, bearerToken: String?, keyedPrefixes: [String] = [],
                teamMode: Bool = false) throws(ServerError) {
        self.teamMode = teamMode
        if !teamMode, !Self.isLoopback(address), bearerToken == nil {
            throw .refused("binding \(address) (not loopback) needs --token-file PATH, a file readable by its owner only holding the token every request must carry")
        }
        self.csrfToken = csrfToken
        self.bearerToken = bearerToken
        self.keyedPrefixes = keyedPrefixes
        if Self.isLoopback(address) {
            allowedHosts = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        } else if address == "0.0.0.0" || address == "::" {
            allowedHosts = []
        } else {
            allowedHosts = [(address.contains(":") ? "[\(address)]" : address).lowercased() + ":\(port)"]
        }
    }

    /// Whether `path` falls under one of `prefixes`, by whole path segments: a prefix ending in
    /// `/` covers the paths below it and itself without the slash (`/api/v1/` covers `POST
    /// /api/v1`, where the legacy WakaTime CLI posts to its `api_url`); any other covers itself
    /// and the paths below it (`/api/heartbeat`, `/api/heartbeat/…`), never a longer name
    /// (`/api/heartbeats`, `/api/v1x`), which stays under the tokens.
    public static func isKeyed(_ path: String, prefixes: [String]) -> Bool {
        prefixes.contains { prefix in
            prefix.hasSuffix("/") ? path.hasPrefix(prefix) || path + "/" == prefix : path == prefix || path.hasPrefix(prefix + "/")
        }
    }

    /// Whether `address` is a loopback literal (127.0.0.0/8 or ::1).
    public static func isLoopback(_ address: String) -> Bool {
        if address == "::1" || address == "0:0:0:0:0:0:0:1" { return true }
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The refusal for `request`, or `nil` when it may go on to the routes.
    public func refusal(for request: HTTPRequest) -> HTTPResponse? {
        if let refusal = headerRefusal(for: request) { return refusal }
        if teamMode || Self.isKeyed(request.path, prefixes: keyedPrefixes) || !request.isStateChanging { return nil }
        guard let given = Self.csrfGiven(request), Self.same(given, csrfToken) else {
            return .error("a change needs the page's CSRF token (the X-CSRF-Token header); reload the page and try again", status: 403)
        }
        return nil
    }

    /// The refusal of a request from its headers alone, made before a byte of its body is read:
    /// every check but a CSRF token sent in the body. An upload (``isUpload(_:)``) must carry its
    /// CSRF token before its body, as the `X-CSRF-Token` header (the page's script) or the
    /// `_csrf` query argument (the no-script form's action), and is refused on a keyed path.
    public func headerRefusal(for request: HTTPRequest) -> HTTPResponse? {
        if !allowedHosts.isEmpty {
            guard let host = request.header("Host")?.lowercased(), allowedHosts.contains(host) else {
                return .error("this server answers only to \(allowedHosts.sorted().joined(separator: ", ")); the Host header named another", status: 421)
            }
        }
        let upload = Self.isUpload(request)
        if Self.isKeyed(request.path, prefixes: keyedPrefixes) {
            return upload ? .error("\(request.path) takes JSON, not a file upload", status: 415) : nil
        }
        if teamMode {
            if request.isStateChanging, let site = request.header("Sec-Fetch-Site")?.lowercased(), site != "same-origin", site != "none" {
                return .error("a change must come from this server's own pages (Sec-Fetch-Site: \(site))", status: 403)
            }
            return nil
        }
        if let bearerToken {
            let given = request.header("Authorization").flatMap { value -> String? in
                value.lowercased().hasPrefix("bearer ") ? String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces) : nil
            }
            guard let given, Self.same(given, bearerToken) else {
                return HTTPResponse.error("this server needs its token: send Authorization: Bearer TOKEN", status: 401)
                    .adding("WWW-Authenticate", "Bearer")
            }
        }
        if request.isStateChanging {
            if let refusal = Self.crossSiteRefusal(request) { return refusal }
            if upload {
                guard let given = Self.uploadCSRF(request), Self.same(given, csrfToken) else {
                    return .error("an upload needs the page's CSRF token before its body (the X-CSRF-Token header, or _csrf in the form's address); reload the page and try again",
                                  status: 403)
                }
            }
        }
        return nil
    }

    /// Whether `request` is an upload (`multipart/form-data`), whose body is spooled to the disk.
    public static func isUpload(_ request: HTTPRequest) -> Bool {
        MultipartBody.boundary(ofContentType: request.header("Content-Type") ?? "") != nil
    }

    /// The CSRF token an upload carries before its body: the header, else the query's `_csrf`.
    public static func uploadCSRF(_ request: HTTPRequest) -> String? {
        request.header("X-CSRF-Token") ?? request.query["_csrf"]
    }

    /// The CSRF token a change carries: the header, for an upload the query's `_csrf`, else the
    /// form's `_csrf` field.
    static func csrfGiven(_ request: HTTPRequest) -> String? {
        if isUpload(request) { return uploadCSRF(request) }
        return request.header("X-CSRF-Token") ?? FormBody(request).fields["_csrf"]
    }

    /// The refusal of a state-changing request that the browser says comes from another site
    /// (another port of the same host is another site here: another local program's page).
    static func crossSiteRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        if let site = request.header("Sec-Fetch-Site")?.lowercased(), site != "same-origin", site != "none" {
            return .error("a change must come from this server's own pages (Sec-Fetch-Site: \(site))", status: 403)
        }
        // `Origin: null` says nothing: a browser sends it for this server's own form posts too,
        // its pages having `Referrer-Policy: no-referrer` (Sec-Fetch-Site still tells).
        if let origin = request.header("Origin")?.lowercased(), origin != "null" {
            let host = request.header("Host")?.lowercased() ?? ""
            guard !host.isEmpty, origin == "http://" + host || origin == "https://" + host else {
                return .error("a change must come from this server's own pages (Origin: \(origin))", status: 403)
            }
        }
        return nil
    }

    /// Compares two tokens in time independent of where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}

extension HTTPResponse {
    /// This response with one more header (a `Set-Cookie` goes with any set before it).
    public func adding(_ name: String, _ value: String) -> HTTPResponse {
        var copy = self
        if name.lowercased() == "set-cookie" { copy.cookies.append(value) } else { copy.headers[name] = value }
        return copy
    }
}
