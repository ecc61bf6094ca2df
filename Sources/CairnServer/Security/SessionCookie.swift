/// A team server's cookies: `cairn_session` (the signed-in person's session token),
/// `cairn_signin` (the sign-in form's, to which its CSRF token is bound) and `cairn_device` (a
/// browser that signed in before, ``CairnTeam/KnownDevice``, kept 400 days), all `HttpOnly;
/// SameSite=Strict; Path=/`, with `Secure` behind TLS.
public enum SessionCookie {
    /// The session cookie's name.
    public static let session = "cairn_session"
    /// The sign-in form's cookie's name.
    public static let signIn = "cairn_signin"
    /// The known-device cookie's name (``CairnTeam/KnownDevice``), kept for ``deviceLifetime``.
    public static let device = "cairn_device"
    /// How long a browser stays known after it signed in: 400 days, the longest browsers keep a cookie.
    public static let deviceLifetime = 400 * 86_400

    /// The value of the cookie called `name` in the request's `Cookie` header.
    public static func value(_ name: String, in request: HTTPRequest) -> String? {
        guard let header = request.header("Cookie") else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == name, !parts[1].isEmpty { return parts[1] }
        }
        return nil
    }

    /// The `Set-Cookie` value that sets `name` to `value`.
    /// - Parameter secure: add `Secure` (the browser then sends it over HTTPS only).
    public static func setting(_ name: String, _ value: String, secure: Bool) -> String {
        "\(name)=\(value); HttpOnly; SameSite=Strict; Path=/" + (secure ? "; Secure" : "")
    }

    /// The `Set-Cookie` value that sets the known-device cookie to `value` for ``deviceLifetime``.
    public static func settingDevice(_ value: String, secure: Bool) -> String {
        "\(device)=\(value); HttpOnly; SameSite=Strict; Path=/; Max-Age=\(deviceLifetime)" + (secure ? "; Secure" : "")
    }

    /// The `Set-Cookie` value that removes `name` from the browser.
    public static func clearing(_ name: String, secure: Bool) -> String {
        "\(name)=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0" + (secure ? "; Secure" : "")
    }

    /// Whether a cookie set in answer to `request` gets `Secure`: always with `--secure-cookies`,
    /// and when the request came through a TLS proxy saying so (`X-Forwarded-Proto: https`).
    /// The header can only add `Secure`, never take it away, so it needs no trust: a forged one
    /// makes the browser keep the cookie for HTTPS only, which harms no one but the forger.
    public static func isSecure(_ request: HTTPRequest, always: Bool) -> Bool {
        always || request.header("X-Forwarded-Proto")?.lowercased() == "https"
    }

    /// `next` when it is a path on this server (a ``ReturnTarget``: `/…`, not `//…`, `/\…`, a
    /// scheme or a fragment, no control characters), with what is beyond ASCII percent-encoded
    /// (a decoded `/trackables/Läufe` still goes there), else `/`: a sign-in never sends the
    /// browser to another site.
    public static func safeNext(_ next: String?) -> String {
        ReturnTarget(next.map(ReturnTarget.encodingNonASCII))?.text ?? "/"
    }
}
